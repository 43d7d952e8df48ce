import { instantOfWallClock, wallClockAsUtc } from '../../../machines/shared/wall-clock';
import { OFFICE_TIME_ZONE } from '../../content/site';

/**
 * The lab's clock on Toronto's wall (decision 0044): the instant QA types in a `datetime-local`
 * field is read as Toronto's time, whatever the zone of the machine the lab runs on.
 */

/** An instant as a `datetime-local` value on Toronto's clock: '2027-03-05T19:30'. */
export const torontoFieldValue = (at: number): string => new Date(wallClockAsUtc(at, OFFICE_TIME_ZONE)).toISOString().slice(0, 16);

/** The instant a `datetime-local` value names on Toronto's clock, or null when it is not one. */
export function instantOfTorontoField(value: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59) return null;
  const dayUtc = Date.UTC(year, month - 1, day);
  if (new Date(dayUtc).getUTCDate() !== day) return null;
  return instantOfWallClock(dayUtc, hour * 60 + minute, OFFICE_TIME_ZONE);
}

/**
 * What a `datetime-local` value gives the lab's clock: the instant it names on Toronto's clock, or
 * why it names none: not a date and time, or a time the clocks skip (the spring change: 2:30 AM on
 * the second Sunday of March does not exist in Toronto, and would otherwise be moved silently).
 */
export function readTorontoField(value: string): { at: number } | { refused: 'not a date' | 'skipped' } {
  const at = instantOfTorontoField(value);
  if (at === null) return { refused: 'not a date' };
  // The instant read back on Toronto's clock: a skipped time comes back another hour.
  return torontoFieldValue(at) === value.trim().slice(0, 16) ? { at } : { refused: 'skipped' };
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** An instant as read on a zone's clock: 'Friday, March 5, 2027 at 7:30 PM'. */
export function onClockOf(at: number, timeZone: string): string {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'long',
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    });
    formats.set(timeZone, format);
  }
  return format.format(at);
}

export const onTorontoClock = (at: number): string => onClockOf(at, OFFICE_TIME_ZONE);

/** The zone of the browser the lab runs in. */
export const visitorTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;
