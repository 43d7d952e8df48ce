/**
 * Ontario's statutory holidays as pure functions of the year: no consultation is offered on one
 * (docs/spec/DECISIONS.md "The consultation page takes requests"). The nine public holidays of
 * Ontario's Employment Standards Act; the Civic Holiday in August is not one.
 * Dates are calendar dates, 'YYYY-MM-DD', with no time zone: which day it is in Toronto is the
 * caller's question (machines/consultation-request/consultation-windows.ts).
 *
 * Observed days (decision 0030): a holiday on a weekday is observed on its own date; one on a
 * weekend, or on a day an earlier holiday is already observed on, is observed on the next working
 * day no earlier holiday has taken. So Canada Day on a Sunday is observed on Monday 2 July;
 * Christmas on a Saturday on Monday 27 December, and Boxing Day (Sunday) on Tuesday 28; Christmas
 * on a Sunday on Monday 26, and Boxing Day on Tuesday 27. The office is closed on both dates.
 */

/** A calendar date, 'YYYY-MM-DD'. */
export type IsoDate = string;

export const ONTARIO_HOLIDAY_NAMES = [
  "New Year's Day",
  'Family Day',
  'Good Friday',
  'Victoria Day',
  'Canada Day',
  'Labour Day',
  'Thanksgiving',
  'Christmas Day',
  'Boxing Day',
] as const;

export type OntarioHolidayName = (typeof ONTARIO_HOLIDAY_NAMES)[number];

export interface OntarioHoliday {
  name: OntarioHolidayName;
  /** The holiday's own date. */
  date: IsoDate;
  /** The working day it is observed on: its own date on a weekday, else a later one. */
  observed: IsoDate;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A calendar date as whole days since 1970-01-01 (UTC midnights, so no clock ever shifts it). */
type Day = number;

const dayOf = (year: number, month: number, day: number): Day => Date.UTC(year, month - 1, day) / DAY_MS;
/** ISO weekday, 1 = Monday ... 7 = Sunday. */
const isoWeekday = (day: Day): number => ((new Date(day * DAY_MS).getUTCDay() + 6) % 7) + 1;
const isoDate = (day: Day): IsoDate => new Date(day * DAY_MS).toISOString().slice(0, 10);
const isWeekend = (day: Day): boolean => isoWeekday(day) >= 6;

/** The `n`th given ISO weekday of a month (n = 1 for the first). */
function nthWeekday(year: number, month: number, weekday: number, n: number): Day {
  const first = dayOf(year, month, 1);
  return first + ((weekday - isoWeekday(first) + 7) % 7) + (n - 1) * 7;
}

/** The last given ISO weekday strictly before a date. */
function weekdayBefore(day: Day, weekday: number): Day {
  return day - (((isoWeekday(day) - weekday + 6) % 7) + 1);
}

/**
 * Easter Sunday of a Gregorian year, by the anonymous Gregorian algorithm (Meeus, "Astronomical
 * Algorithms", ch. 8): exact for every Gregorian year, with integer arithmetic only.
 */
function easter(year: number): Day {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return dayOf(year, month, day);
}

/** Easter Sunday of a year, 'YYYY-MM-DD' (Good Friday is two days before it). */
export const easterSunday = (year: number): IsoDate => isoDate(easter(year));

/** Each statutory holiday's own date in a year, in the order of the year. */
function holidayDates(year: number): [OntarioHolidayName, Day][] {
  return [
    ["New Year's Day", dayOf(year, 1, 1)],
    ['Family Day', nthWeekday(year, 2, 1, 3)],
    ['Good Friday', easter(year) - 2],
    ['Victoria Day', weekdayBefore(dayOf(year, 5, 25), 1)],
    ['Canada Day', dayOf(year, 7, 1)],
    ['Labour Day', nthWeekday(year, 9, 1, 1)],
    ['Thanksgiving', nthWeekday(year, 10, 1, 2)],
    ['Christmas Day', dayOf(year, 12, 25)],
    ['Boxing Day', dayOf(year, 12, 26)],
  ];
}

/**
 * Ontario's nine statutory holidays of a year, each with its own date and the day it is
 * observed on, in the order of the year. An observed day never leaves its year (the latest is
 * Boxing Day's, 28 December).
 */
export function ontarioHolidays(year: number): OntarioHoliday[] {
  const taken = new Set<Day>();
  return holidayDates(year).map(([name, date]) => {
    let observed = date;
    while (isWeekend(observed) || taken.has(observed)) observed += 1;
    taken.add(observed);
    return { name, date: isoDate(date), observed: isoDate(observed) };
  });
}

const holidaysByYear = new Map<number, OntarioHoliday[]>();

/** One computation per year: the consultation calendar asks about fourteen days at a time. */
function holidaysOf(year: number): OntarioHoliday[] {
  let list = holidaysByYear.get(year);
  if (!list) {
    list = ontarioHolidays(year);
    holidaysByYear.set(year, list);
  }
  return list;
}

/**
 * The statutory holiday whose own date or observed day a date is, if any (the first in the
 * year's order when two are: Christmas Day on a Sunday is observed on Boxing Day's date).
 * `undefined` for any other date, and for a string that is not a 'YYYY-MM-DD' date.
 */
export function ontarioHolidayOn(date: IsoDate): OntarioHoliday | undefined {
  const year = /^(\d{4})-\d{2}-\d{2}$/.exec(date)?.[1];
  if (year === undefined) return undefined;
  return holidaysOf(Number(year)).find((holiday) => holiday.date === date || holiday.observed === date);
}

/** Whether the office is closed for a statutory holiday on a date: its own date or its observed day. */
export const isOntarioHoliday = (date: IsoDate): boolean => ontarioHolidayOn(date) !== undefined;
