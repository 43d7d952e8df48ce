/**
 * An amount's digits rounded to `decimals`, half away from zero, on its shortest decimal form as
 * JavaScript writes it (1.005 gives "1.01", as `Intl` has it, where `toFixed` says "1.00"): the one
 * rounding of the English and the French money formats, here in src/content/ where both can read it (src/shared/lib/money.ts,
 * src/content/french-formats.ts).
 */
export function roundedDigits(abs: number, decimals: 0 | 2): string {
  const text = String(abs);
  // Exponent forms: below a millionth is nothing; 1e21 and above no page prints.
  if (text.includes('e')) return (abs < 1 ? 0 : abs).toFixed(decimals);
  const [whole = '0', fraction = ''] = text.split('.');
  const units = Number(whole + fraction.padEnd(decimals, '0').slice(0, decimals)) + ((fraction[decimals] ?? '0') >= '5' ? 1 : 0);
  const digits = String(units).padStart(decimals + 1, '0');
  return decimals ? `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}` : digits;
}
