/**
 * A YYYY-MM-DD date in words, as the blog and the legal pages print it (docs/spec/SPEC.md §2.6,
 * long US format): '2025-07-15' -> 'July 15, 2025'. Written out rather than asked of
 * `Intl.DateTimeFormat`, whose first use loads the locale's data (about 60 ms on a phone with a slow
 * CPU, inside the hydration of /blog's first screen); tests/unit/long-date.test.ts compares the two.
 */
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

export function longDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  const name = MONTHS[(month ?? 0) - 1];
  if (!name || !Number.isInteger(year) || !Number.isInteger(day) || day! < 1 || day! > 31) throw new RangeError(`Not a YYYY-MM-DD date: ${isoDate}`);
  return `${name} ${day}, ${year}`;
}
