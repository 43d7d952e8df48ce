import type { BusinessHours } from './business-hours';
import { instantOfWallClock, wallClockAsUtc } from './wall-clock';

/**
 * The chat's opening hours on the office's clock and the visitor's, for the Away line: apart from
 * ./business-hours.ts (the Online/Away rule the launcher's machine needs on every page) because
 * only the chat panel's chunk words them (decision 0047). Its wall-clock conversions are
 * ./wall-clock.ts', the one copy (decision 0056).
 */

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
  const instants: [number, number] = [instantOfWallClock(day, hours.opensAt, hours.timeZone), instantOfWallClock(day, hours.closesAt, hours.timeZone)];
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
