import type { BusinessHours } from '../shared/business-hours';
import { instantOfWallClock, wallClockAsUtc } from '../shared/wall-clock';
import { ontarioHolidayOn, type IsoDate, type OntarioHolidayName } from '../shared/ontario-holidays';

/**
 * The preferred-time windows a visitor can pick for a consultation (decision 0030,
 * docs/spec/DECISIONS.md "The consultation page takes requests"): one-hour windows on the office's clock,
 * starting on the hour within the contact hours, over the next 14 days (today included), never
 * sooner than 2 hours from now, never on an Ontario statutory holiday (its own date or its
 * observed day). The clock and the hours are passed in, as for machines/shared/business-hours.ts, so
 * tests fix the time and the hours stay in src/content/. Words are src/content's.
 */

/** How many days the calendar offers, today on the office's clock included. */
export const CONSULTATION_DAYS = 14;
/** No window starts sooner than this after now: time for a coordinator to see the request. */
export const CONSULTATION_LEAD_MINUTES = 120;
/** How long a window is; windows start on the hour. */
export const CONSULTATION_WINDOW_MINUTES = 60;

export interface ConsultationWindow {
  /** The office's time zone, 'America/Toronto'. */
  timeZone: string;
  /** The calendar date on the office's clock. */
  date: IsoDate;
  /** Minutes after midnight at which it starts, on the office's clock. */
  startMinutes: number;
  start: Date;
  end: Date;
  /** ISO 8601 with the office's offset that day: '2027-07-02T10:00:00-04:00'. */
  startIso: string;
  endIso: string;
}

/** Why a day of the calendar has no window. */
export type UnavailableReason =
  | { reason: 'holiday'; holiday: OntarioHolidayName }
  /** Every window of the day has begun. */
  | { reason: 'past' }
  /** Some have not begun, but all start within the lead time. */
  | { reason: 'none left today' }
  /** The hours do not open on this weekday. */
  | { reason: 'closed' };

export interface ConsultationDay {
  /** The calendar date on the office's clock. */
  date: IsoDate;
  /** ISO weekday, 1 = Monday ... 7 = Sunday. */
  weekday: number;
  windows: ConsultationWindow[];
  /** Why `windows` is empty; null when it is not. */
  unavailable: UnavailableReason | null;
}

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

const startOfDay = (wallUtc: number) => Math.floor(wallUtc / DAY_MS) * DAY_MS;
const isoDate = (dayUtc: number): IsoDate => new Date(dayUtc).toISOString().slice(0, 10);
/** ISO weekday (1 = Monday) of a UTC midnight. */
const isoWeekday = (dayUtc: number) => ((new Date(dayUtc).getUTCDay() + 6) % 7) + 1;
/** ISO weekday (1 = Monday) of a calendar date: '2027-07-01' is a Thursday, 4. */
export const weekdayOfDate = (date: IsoDate): number => isoWeekday(Date.parse(`${date}T00:00:00Z`));
const twoDigits = (n: number) => String(n).padStart(2, '0');

/** The zone every run of the hours is on; the calendar has one clock. */
function officeTimeZone(hours: readonly BusinessHours[]): string {
  const zones = new Set(hours.map((h) => h.timeZone));
  const [zone] = zones;
  if (zone === undefined || zones.size > 1) throw new RangeError(`consultation hours need one time zone, not ${[...zones].join(', ') || 'none'}`);
  return zone;
}

/** '2027-07-02T10:00:00-04:00': an instant on a zone's wall clock, with that zone's offset then. */
export function isoWithOffset(instant: Date, timeZone: string): string {
  const wall = wallClockAsUtc(instant.getTime(), timeZone);
  const offset = Math.round((wall - instant.getTime()) / MINUTE_MS);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${new Date(wall).toISOString().slice(0, 19)}${sign}${twoDigits(Math.floor(abs / 60))}:${twoDigits(abs % 60)}`;
}

/** The minutes after midnight at which windows start on a weekday: on the hour, ending by closing. */
function windowStarts(weekday: number, hours: readonly BusinessHours[]): number[] {
  const starts = new Set<number>();
  for (const run of hours) {
    if (!run.days.includes(weekday)) continue;
    for (let m = Math.ceil(run.opensAt / 60) * 60; m + CONSULTATION_WINDOW_MINUTES <= run.closesAt; m += 60) starts.add(m);
  }
  return [...starts].sort((a, b) => a - b);
}

/** The window starting at some minutes of a day (a UTC midnight) on a zone's clock; null when that clock skips the time. */
function windowAt(dayUtc: number, startMinutes: number, timeZone: string): ConsultationWindow | null {
  const startMs = instantOfWallClock(dayUtc, startMinutes, timeZone);
  if (wallClockAsUtc(startMs, timeZone) !== dayUtc + startMinutes * MINUTE_MS) return null;
  const start = new Date(startMs);
  const end = new Date(startMs + CONSULTATION_WINDOW_MINUTES * MINUTE_MS);
  return { timeZone, date: isoDate(dayUtc), startMinutes, start, end, startIso: isoWithOffset(start, timeZone), endIso: isoWithOffset(end, timeZone) };
}

function unavailability(all: readonly ConsultationWindow[], offered: readonly ConsultationWindow[], now: Date): UnavailableReason | null {
  if (offered.length > 0) return null;
  if (all.length === 0) return { reason: 'closed' };
  return all.every((w) => w.start < now) ? { reason: 'past' } : { reason: 'none left today' };
}

function consultationDay(dayUtc: number, now: Date, hours: readonly BusinessHours[], timeZone: string): ConsultationDay {
  const date = isoDate(dayUtc);
  const weekday = isoWeekday(dayUtc);
  const holiday = ontarioHolidayOn(date);
  if (holiday) return { date, weekday, windows: [], unavailable: { reason: 'holiday', holiday: holiday.name } };
  const all = windowStarts(weekday, hours)
    .map((minutes) => windowAt(dayUtc, minutes, timeZone))
    .filter((w): w is ConsultationWindow => w !== null);
  const earliest = now.getTime() + CONSULTATION_LEAD_MINUTES * MINUTE_MS;
  const windows = all.filter((w) => w.start.getTime() >= earliest);
  return { date, weekday, windows, unavailable: unavailability(all, windows, now) };
}

/**
 * The calendar of the next 14 days on the office's clock, today first, each day with the windows
 * a visitor may pick, or why it has none. A window starting exactly 2 hours from now is offered;
 * one a second sooner is not. `hours` are the contact hours, one entry per run of days, all on
 * the office's clock (a RangeError otherwise).
 */
export function consultationCalendar(now: Date, hours: readonly BusinessHours[]): ConsultationDay[] {
  const timeZone = officeTimeZone(hours);
  const today = startOfDay(wallClockAsUtc(now.getTime(), timeZone));
  return Array.from({ length: CONSULTATION_DAYS }, (_, k) => consultationDay(today + k * DAY_MS, now, hours, timeZone));
}

/** Every window on offer in the calendar, soonest first. */
export const consultationWindows = (now: Date, hours: readonly BusinessHours[]): ConsultationWindow[] =>
  consultationCalendar(now, hours).flatMap((day) => day.windows);

/** The starts of a calendar's windows: what a chosen window is checked against. */
export const startsOnOffer = (calendar: readonly ConsultationDay[]): Set<string> => new Set(calendar.flatMap((day) => day.windows.map((w) => w.startIso)));

/** A window's start on one clock. */
export interface ClockReading {
  timeZone: string;
  /** Minutes after midnight on this clock. */
  minutes: number;
  /** Days after (positive) or before (negative) the office's date of the window this clock reads. */
  dayShift: number;
  /** ISO weekday on this clock. */
  weekday: number;
}

export interface WindowOnClocks {
  office: ClockReading;
  /** The same start on the visitor's clock; null when it reads the same as the office's, or the zone is unknown. */
  visitor: ClockReading | null;
}

function readingOf(window: ConsultationWindow, timeZone: string): ClockReading {
  const wall = wallClockAsUtc(window.start.getTime(), timeZone);
  const day = startOfDay(wall);
  return {
    timeZone,
    minutes: Math.round((wall - day) / MINUTE_MS),
    dayShift: Math.round((day - Date.parse(`${window.date}T00:00:00Z`)) / DAY_MS),
    weekday: isoWeekday(day),
  };
}

/**
 * How a visitor reads a window (as `openingHoursFor` does for the advisor's hours): its start on
 * the office's clock and, when the visitor's clock reads differently on that date (daylight
 * saving changes on other dates elsewhere), on the visitor's.
 */
export function windowOnClocks(window: ConsultationWindow, visitorTimeZone: string): WindowOnClocks {
  const office = readingOf(window, window.timeZone);
  let visitor: ClockReading;
  try {
    visitor = readingOf(window, visitorTimeZone);
  } catch {
    return { office, visitor: null }; // a zone this browser does not know: the office's clock alone
  }
  const same = visitor.minutes === office.minutes && visitor.dayShift === 0;
  return { office, visitor: same ? null : visitor };
}
