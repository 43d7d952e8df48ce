import { roundedDigits as rounded } from '../../content/rounded-digits';

/**
 * Canadian dollars as the site prints them, written out rather than asked of `Intl.NumberFormat`:
 * a currency formatter loads the locale's data the first time it is made, about 55 ms on a phone
 * with a slow CPU, inside the hydration of the calculators' first screen. The result is the one
 * `Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' })` gives ("$1,234.56",
 * "-$45,000"; tests/unit/money.test.ts compares them), rounded the same way: half away from zero,
 * on the amount as JavaScript writes it (1.005 is "$1.01", as Intl has it, where `toFixed` says 1.00).
 */

/** "1234567.89" -> "1,234,567.89". */
const withThousands = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

function cad(amount: number, decimals: 0 | 2): string {
  const digits = rounded(Math.abs(amount), decimals);
  // A negative amount carries a minus sign, so a loss is never shown by colour alone; one that
  // rounds to nothing is never "-$0".
  const negative = amount < 0 && Number(digits) !== 0;
  return `${negative ? '-' : ''}$${withThousands(digits)}`;
}

/** An amount in Canadian dollars with two decimals, as the shop and calculators print it: "$49.99". */
export const formatCad = (amount: number): string => cad(amount, 2);

/** Whole Canadian dollars, as the franchise calculator prints them: "$728,000", a loss "-$45,000". */
export const formatCadWhole = (amount: number): string => cad(amount, 0);
