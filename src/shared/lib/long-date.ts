/** A YYYY-MM-DD date in words, as the legal pages print it: "November 23, 2026". */
export function longDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(year!, month! - 1, day!)));
}
