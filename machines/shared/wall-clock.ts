/**
 * A zone's wall clock and instants, both ways (Intl only, no date library), for the consultation
 * calendar (./consultation-windows.ts). The same two functions as ./business-hours.ts', on
 * purpose a copy: sharing that module with the chat, which every page fetches, made it a file of
 * its own on / and put / over step 16's budget (decision 0032). tests/unit/wall-clock.test.ts
 * holds the two copies together.
 */

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function dateTimeFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dateTimeFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    dateTimeFormats.set(timeZone, format);
  }
  return format;
}

/** The wall-clock reading of an instant in a zone, as if it were UTC (ms since the epoch). */
export function wallClockAsUtc(instant: number, timeZone: string): number {
  const parts = dateTimeFormat(timeZone).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour') % 24, get('minute'));
}

/** The instant at which a zone's wall clock reads the given day (a UTC midnight) plus minutes. */
export function instantOfWallClock(dayUtc: number, minutes: number, timeZone: string): number {
  const wanted = dayUtc + minutes * 60_000;
  const firstGuess = wanted - (wallClockAsUtc(wanted, timeZone) - wanted);
  // Once more from the guess: the zone's offset there may differ (a change that day).
  return wanted - (wallClockAsUtc(firstGuess, timeZone) - firstGuess);
}

