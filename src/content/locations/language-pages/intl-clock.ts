/**
 * A clock time as a language's own conventions write it, for the languages the site keeps no clock
 * words of its own for (the language pages' call-back requests): Intl, on a fixed day in UTC so the
 * server and every browser write the same, with Latin digits as those pages write numbers.
 */
export const intlClock =
  (locale: string) =>
  (hours: number, minutes: number): string =>
    new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC', numberingSystem: 'latn' }).format(
      Date.UTC(2000, 0, 1, hours, minutes),
    );
