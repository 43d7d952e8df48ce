/**
 * Business hours as a pure rule (docs/spec/SPEC.md §9.1, docs/spec/DECISIONS.md "Chat business hours"): evaluated in
 * the office's time zone, not the visitor's. The clock and the hours are passed in, so tests fix
 * the time and the numbers stay in src/content/.
 */

export interface BusinessHours {
  timeZone: string;
  /** ISO weekdays, 1 = Monday ... 7 = Sunday. */
  days: readonly number[];
  /** Minutes after midnight, inclusive. */
  opensAt: number;
  /** Minutes after midnight, exclusive ("up to, not including"). */
  closesAt: number;
}

export type ChatStatus = 'Online' | 'Away';

const WEEKDAY: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

const wallClockFormats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per time zone: creating one loads the zone's data, which is slow. */
function wallClockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = wallClockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    wallClockFormats.set(timeZone, format);
  }
  return format;
}

/** The weekday and minute of the day of an instant, on the wall clock of a time zone. */
export function wallClock(instant: Date, timeZone: string): { weekday: number; minutes: number } {
  const parts = wallClockFormat(timeZone).formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { weekday: WEEKDAY[get('weekday')] ?? 0, minutes: Number(get('hour')) * 60 + Number(get('minute')) };
}

function isWithinBusinessHours(instant: Date, hours: BusinessHours): boolean {
  const { weekday, minutes } = wallClock(instant, hours.timeZone);
  return hours.days.includes(weekday) && minutes >= hours.opensAt && minutes < hours.closesAt;
}

export function chatStatus(instant: Date, hours: BusinessHours): ChatStatus {
  return isWithinBusinessHours(instant, hours) ? 'Online' : 'Away';
}

/**
 * When a line open at this instant closes today, in minutes after midnight on its own clock (the
 * latest closing of the windows open then), or null when none is open (decision 0047: the chat,
 * Away, says the phone line is open until then).
 */
export function openUntil(instant: Date, windows: readonly BusinessHours[]): number | null {
  const closings = windows.filter((w) => isWithinBusinessHours(instant, w)).map((w) => w.closesAt);
  return closings.length ? Math.max(...closings) : null;
}
