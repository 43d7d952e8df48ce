const CAD = new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' });

/** An amount in Canadian dollars with two decimals, as the shop and calculators print it: "$49.99". */
export const formatCad = (amount: number): string => CAD.format(amount);

const CAD_WHOLE = new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD', maximumFractionDigits: 0, minimumFractionDigits: 0 });

/**
 * Whole Canadian dollars, as the franchise calculator prints them: "$728,000". A negative amount
 * carries a minus sign ("-$45,000"), so a loss is never shown by colour alone.
 */
export const formatCadWhole = (amount: number): string => CAD_WHOLE.format(amount === 0 ? 0 : amount); // never "-$0"
