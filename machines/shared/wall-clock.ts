/**
 * A zone's wall clock and instants, both ways (Intl only, no date library): the chat's business
 * hours (./business-hours.ts) and the consultation calendar (../consultation-request/consultation-windows.ts)
 * read them here, the one copy. The bundle places this module with the code every page loads
 * (`codeSplitting.groups` in vite.config.ts, decision 0056), so sharing it costs / no file of its own.
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
