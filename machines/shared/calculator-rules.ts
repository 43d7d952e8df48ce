/**
 * What the two calculators share (docs/spec/SPEC.md §5 "Calculators"): a whole-number field with a range,
 * refused when the visitor types something outside it, and exact money arithmetic.
 */

/** A slider's range: whole numbers from min to max (step 1 in both calculators). */
export interface WholeNumberRange {
  min: number;
  max: number;
}

/**
 * The field's text as a whole number inside the range, or null when it is refused (empty, not a
 * whole number, or out of range). Accepts what a number box holds: digits, maybe surrounded by
 * spaces. A slider's value is sent as its digits.
 */
export function wholeNumberIn(text: string, range: WholeNumberRange): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= range.min && value <= range.max ? value : null;
}

/**
 * Integer division rounded half away from zero, the commercial rounding Canadian invoices use
 * (0.5 cent rounds up to a cent, -0.5 down to -1). Both arguments are integers; divisor > 0.
 */
export function divideRounded(dividend: number, divisor: number): number {
  const quotient = Math.trunc(Math.abs(dividend) / divisor);
  const remainder = Math.abs(dividend) - quotient * divisor;
  const rounded = remainder * 2 >= divisor ? quotient + 1 : quotient;
  return dividend < 0 ? 0 - rounded : rounded; // 0 - 0 is +0, where -0 would not be
}

/** How many hundredths a decimal figure such as 1.05 or 4.33 holds, as an exact integer. */
export const hundredths = (value: number): number => Math.round(value * 100);

/**
 * A whole-number field as a region of a calculator's machine (the care cost's hours, the
 * franchise's clients and hours): `accepted` while the last value typed is in range, `refused`
 * while it is not. The machine names its own guard (is the value in range?) and actions (take the
 * value, or keep the refused text so the field shows what the visitor typed while the figures stay
 * on the last valid value). One shape, one vocabulary, for every such field.
 */
export function wholeNumberField<const TEvent extends string, const TGuard extends string, const TAccept extends string, const TRefuse extends string>(
  event: TEvent,
  names: { inRange: TGuard; accept: TAccept; keepRefused: TRefuse },
) {
  const on = {
    [event]: [
      { guard: names.inRange, target: '.accepted', actions: names.accept },
      { target: '.refused', actions: names.keepRefused },
    ],
  } as { [K in TEvent]: [{ guard: TGuard; target: '.accepted'; actions: TAccept }, { target: '.refused'; actions: TRefuse }] };
  return { initial: 'accepted' as const, on, states: { accepted: {}, refused: {} } };
}
