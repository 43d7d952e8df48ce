/**
 * The formatters are made at first use, not when the module is evaluated: a currency formatter
 * loads locale data (milliseconds on a slow phone) and most pages that carry this module print no
 * amount before the visitor asks for one.
 */
let cad: Intl.NumberFormat | undefined;
let cadWhole: Intl.NumberFormat | undefined;

/** An amount in Canadian dollars with two decimals, as the shop and calculators print it: "$49.99". */
export const formatCad = (amount: number): string => (cad ??= new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' })).format(amount);

/**
 * Whole Canadian dollars, as the franchise calculator prints them: "$728,000". A negative amount
 * carries a minus sign ("-$45,000"), so a loss is never shown by colour alone.
 */
export const formatCadWhole = (amount: number): string =>
  (cadWhole ??= new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD', maximumFractionDigits: 0, minimumFractionDigits: 0 })).format(
    amount === 0 ? 0 : amount, // never "-$0"
  );
