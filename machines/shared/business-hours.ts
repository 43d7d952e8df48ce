import { instantOfWallClock, wallClockAsUtc } from './wall-clock';

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
 * The opening hours as a visitor reads them (docs/spec/DECISIONS.md "24/7" and "Chat business hours"): the
 * office's window on the office's clock and, when the visitor's clock reads differently, the same
 * window on the visitor's clock. Computed for the next opening day from `on` (today while still
 * open or not yet open, else the next day the office opens), so a daylight-saving change between
 * the office's zone and the visitor's (they do not change on the same dates everywhere) gives the
 * hours that the next opening will really have.
 */
export interface WallTime {
  /** Minutes after midnight on this clock (the words are src/content's). */
  minutes: number;
  /** Days after (positive) or before (negative) the office's own day this time falls on. */
  dayShift: number;
  /** The ISO weekdays this time falls on, on this clock (the office's days, shifted). */
  days: readonly number[];
}

export interface WindowOnClock {
  timeZone: string;
  opens: WallTime;
  closes: WallTime;
}

export interface OpeningHoursView {
  office: WindowOnClock;
  /** The same window on the visitor's clock; null when it reads the same as the office's. */
  visitor: WindowOnClock | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const startOfDay = (wallUtc: number) => Math.floor(wallUtc / DAY_MS) * DAY_MS;
/** ISO weekday (1 = Monday) of a UTC midnight. */
const isoWeekday = (dayUtc: number) => ((new Date(dayUtc).getUTCDay() + 6) % 7) + 1;
const shiftWeekday = (weekday: number, by: number) => ((((weekday - 1 + by) % 7) + 7) % 7) + 1;

/** The day the next opening is on, on the office's clock (a UTC midnight), from `on`. */
function nextOpeningDay(on: Date, hours: BusinessHours): number {
  const now = wallClockAsUtc(on.getTime(), hours.timeZone);
  const today = startOfDay(now);
  for (let k = 0; k < 8; k++) {
    const day = today + k * DAY_MS;
    if (hours.days.includes(isoWeekday(day)) && (k > 0 || now - today < hours.closesAt * 60_000)) return day;
  }
  return today; // no opening day at all: today's window, for the words
}

function onClock(officeDay: number, instants: [number, number], timeZone: string, officeDays: readonly number[]): WindowOnClock {
  const at = (instant: number): WallTime => {
    const wall = wallClockAsUtc(instant, timeZone);
    const dayShift = Math.round((startOfDay(wall) - officeDay) / DAY_MS);
    return {
      minutes: Math.round((wall - startOfDay(wall)) / 60_000),
      dayShift,
      days: officeDays.map((d) => shiftWeekday(d, dayShift)),
    };
  };
  return { timeZone, opens: at(instants[0]), closes: at(instants[1]) };
}

export function openingHoursFor(hours: BusinessHours, on: Date, visitorTimeZone: string): OpeningHoursView {
  const day = nextOpeningDay(on, hours);
  const instants: [number, number] = [
    instantOfWallClock(day, hours.opensAt, hours.timeZone),
    instantOfWallClock(day, hours.closesAt, hours.timeZone),
  ];
  const office = onClock(day, instants, hours.timeZone, hours.days);
  let visitor: WindowOnClock;
  try {
    visitor = onClock(day, instants, visitorTimeZone, hours.days);
  } catch {
    return { office, visitor: null }; // a zone this browser does not know: the office's hours alone
  }
  const same =
    visitor.opens.minutes === office.opens.minutes &&
    visitor.closes.minutes === office.closes.minutes &&
    visitor.opens.dayShift === 0 &&
    visitor.closes.dayShift === 0;
  return { office, visitor: same ? null : visitor };
}
