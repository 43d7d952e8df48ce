import { describe, expect, it } from 'vitest';
import {
  easterSunday,
  isOntarioHoliday,
  ONTARIO_HOLIDAY_NAMES,
  ontarioHolidayOn,
  ontarioHolidays,
  type OntarioHoliday,
} from '../../machines/shared/ontario-holidays';
import table from '../fixtures/ontario-holidays-2026-2035.json';

/**
 * Ontario's statutory holidays (machines/shared/ontario-holidays.ts, decision 0030), checked against a
 * table made by code that is not ours: tests/fixtures/ontario-holidays-2026-2035.json, written by
 * Debian's python3-holidays (0.10.1) through scripts/ontario-holidays-table.py. Regenerate it with
 *
 *   apt-get install -y python3-holidays && /usr/bin/python3 scripts/ontario-holidays-table.py
 *
 * then over every year from 1900 to 2200 by the rules themselves.
 */

const YEARS = Array.from({ length: 2200 - 1900 + 1 }, (_, i) => 1900 + i);
const DAY_MS = 24 * 60 * 60 * 1000;
/** ISO weekday (1 = Monday) of a 'YYYY-MM-DD' date. */
const weekday = (date: string) => ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
const plusDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const daysBetween = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS;
const holidayOf = (year: number, name: OntarioHoliday['name']) => ontarioHolidays(year).find((h) => h.name === name)!;
const [MON, FRI, SAT, SUN] = [1, 5, 6, 7];

describe('against python-holidays’ table for 2026-2035', () => {
  const ours = [2026, 2027, 2028, 2029, 2030, 2031, 2032, 2033, 2034, 2035].flatMap(ontarioHolidays);
  const key = (h: { name: string; date: string }) => `${h.date} ${h.name}`;
  const theirs = new Map(table.holidays.map((h) => [key(h), h]));

  it('has the same nine holidays on the same dates every year', () => {
    expect(table.holidays).toHaveLength(90);
    expect(ours.map(key).sort()).toEqual([...theirs.keys()].sort());
  });

  it('observes them on the same days, but for a Saturday’s New Year’s Day and a Saturday’s Christmas', () => {
    // python-holidays 0.10.1 (Debian bookworm's) moves a holiday on a Saturday back to the Friday
    // before: New Year's Day 2028 to Friday 31 December 2027, Christmas 2027 to Friday 24 December
    // (and Boxing Day, a Sunday, to Monday 27). Ontario's employers and the province itself give
    // the next working days, and so do later releases of python-holidays: decision 0030.
    const differences = ours
      .filter((h) => theirs.get(key(h))?.observed !== h.observed)
      .map((h) => ({ holiday: key(h), ours: h.observed, pythonHolidays: theirs.get(key(h))?.observed }));
    expect(differences).toEqual([
      { holiday: '2027-12-25 Christmas Day', ours: '2027-12-27', pythonHolidays: '2027-12-24' },
      { holiday: '2027-12-26 Boxing Day', ours: '2027-12-28', pythonHolidays: '2027-12-27' },
      { holiday: "2028-01-01 New Year's Day", ours: '2028-01-03', pythonHolidays: '2027-12-31' },
      { holiday: '2032-12-25 Christmas Day', ours: '2032-12-27', pythonHolidays: '2032-12-24' },
      { holiday: '2032-12-26 Boxing Day', ours: '2032-12-28', pythonHolidays: '2032-12-27' },
      { holiday: "2033-01-01 New Year's Day", ours: '2033-01-03', pythonHolidays: '2032-12-31' },
    ]);
    // Where both move a holiday, they agree: Boxing Day on a Saturday, Canada Day on a weekend,
    // Christmas on a Sunday, New Year's Day on a Sunday.
    expect(ours.filter((h) => h.observed !== h.date).length - differences.length).toBe(8);
  });
});

describe('Easter and Good Friday', () => {
  it('finds Easter Sunday on its known dates, the earliest and latest possible among them', () => {
    const known: [number, string][] = [
      [1818, '1818-03-22'],
      [1900, '1900-04-15'],
      [1943, '1943-04-25'],
      [1961, '1961-04-02'],
      [2000, '2000-04-23'],
      [2008, '2008-03-23'],
      [2011, '2011-04-24'],
      [2019, '2019-04-21'],
      [2024, '2024-03-31'],
      [2025, '2025-04-20'],
      [2026, '2026-04-05'],
      [2027, '2027-03-28'],
      [2038, '2038-04-25'],
      [2100, '2100-03-28'],
      [2200, '2200-04-06'],
      [2285, '2285-03-22'],
    ];
    expect(known.map(([year]) => [year, easterSunday(year)])).toEqual(known);
    expect(holidayOf(2027, 'Good Friday').date).toBe('2027-03-26');
  });

  it('every year from 1900 to 2200: Easter is a Sunday from 22 March to 25 April, Good Friday the Friday two days before', () => {
    for (const year of YEARS) {
      const easter = easterSunday(year);
      const goodFriday = holidayOf(year, 'Good Friday').date;
      expect(weekday(easter), easter).toBe(SUN);
      expect(easter >= `${year}-03-22` && easter <= `${year}-04-25`, easter).toBe(true);
      expect(goodFriday).toBe(plusDays(easter, -2));
      expect(weekday(goodFriday)).toBe(FRI);
    }
  });
});

describe('the holidays of every year from 1900 to 2200', () => {
  it('are the nine statutory holidays, in the order of the year, each in its year', () => {
    for (const year of YEARS) {
      const holidays = ontarioHolidays(year);
      expect(holidays.map((h) => h.name)).toEqual([...ONTARIO_HOLIDAY_NAMES]);
      const dates = holidays.map((h) => h.date);
      expect(
        dates.every((d, i) => d.startsWith(`${year}-`) && (i === 0 || d > dates[i - 1]!)),
        dates.join(),
      ).toBe(true);
    }
  });

  it('fall on their fixed dates, or on the Monday the rule names', () => {
    const between = (date: string, from: string, to: string) => date.slice(5) >= from && date.slice(5) <= to;
    for (const year of YEARS) {
      const on = (name: OntarioHoliday['name']) => holidayOf(year, name).date;
      expect([on("New Year's Day"), on('Canada Day'), on('Christmas Day'), on('Boxing Day')]).toEqual([
        `${year}-01-01`,
        `${year}-07-01`,
        `${year}-12-25`,
        `${year}-12-26`,
      ]);
      // Third Monday of February; the Monday before 25 May; first Monday of September; second of October.
      const mondays: [OntarioHoliday['name'], string, string][] = [
        ['Family Day', '02-15', '02-21'],
        ['Victoria Day', '05-18', '05-24'],
        ['Labour Day', '09-01', '09-07'],
        ['Thanksgiving', '10-08', '10-14'],
      ];
      for (const [name, from, to] of mondays) {
        expect(weekday(on(name)), `${name} ${year}`).toBe(MON);
        expect(between(on(name), from, to), `${name} ${on(name)}`).toBe(true);
      }
    }
  });

  it('are observed on a working day of the same year, never before their date nor on another’s observed day', () => {
    for (const year of YEARS) {
      const holidays = ontarioHolidays(year);
      for (const { name, date, observed } of holidays) {
        expect(weekday(observed), `${name} ${observed}`).toBeLessThanOrEqual(FRI);
        expect(daysBetween(date, observed)).toBeGreaterThanOrEqual(0);
        expect(daysBetween(date, observed)).toBeLessThanOrEqual(2);
        expect(observed.startsWith(`${year}-`)).toBe(true);
        if (weekday(date) <= FRI && name !== 'Boxing Day') expect(observed).toBe(date);
      }
      expect(new Set(holidays.map((h) => h.observed)).size).toBe(9);
    }
  });

  it('move from a weekend to the next working days, Christmas and Boxing Day one after the other', () => {
    for (const year of YEARS) {
      const observed = (name: OntarioHoliday['name']) => holidayOf(year, name).observed;
      for (const name of ["New Year's Day", 'Canada Day'] as const) {
        const date = holidayOf(year, name).date;
        const expected = { [SAT]: plusDays(date, 2), [SUN]: plusDays(date, 1) }[weekday(date)] ?? date;
        expect(observed(name), `${name} ${year}`).toBe(expected);
      }
      const christmas = weekday(`${year}-12-25`);
      const [christmasOn, boxingDayOn] = christmas === FRI ? ['25', '28'] : christmas === SAT ? ['27', '28'] : christmas === SUN ? ['26', '27'] : ['25', '26'];
      expect([observed('Christmas Day'), observed('Boxing Day')], `${year}`).toEqual([`${year}-12-${christmasOn}`, `${year}-12-${boxingDayOn}`]);
    }
  });
});

describe('isOntarioHoliday and ontarioHolidayOn', () => {
  it('are true on a holiday’s own date and on its observed day, and on no other day of the year', () => {
    for (const year of [2026, 2027, 2028, 2032, 2033, 2034]) {
      const closed = new Set(ontarioHolidays(year).flatMap((h) => [h.date, h.observed]));
      const days = Array.from({ length: 366 }, (_, i) => plusDays(`${year}-01-01`, i)).filter((d) => d.startsWith(`${year}-`));
      expect(days.filter(isOntarioHoliday)).toEqual([...closed].sort());
    }
  });

  it('name the holiday, also on its observed day', () => {
    expect(ontarioHolidayOn('2027-07-01')?.name).toBe('Canada Day'); // a Thursday
    expect(ontarioHolidayOn('2027-03-26')?.name).toBe('Good Friday');
    expect(ontarioHolidayOn('2029-07-02')).toEqual({ name: 'Canada Day', date: '2029-07-01', observed: '2029-07-02' });
    expect(ontarioHolidayOn('2027-12-27')?.name).toBe('Christmas Day');
    expect(ontarioHolidayOn('2027-12-28')?.name).toBe('Boxing Day');
    expect(ontarioHolidayOn('2028-01-03')?.name).toBe("New Year's Day");
    // Christmas on a Sunday is observed on Boxing Day's own date: both are closed, one name shown.
    expect(ontarioHolidayOn('2033-12-26')?.name).toBe('Christmas Day');
    expect(ontarioHolidayOn('2033-12-27')?.name).toBe('Boxing Day');
  });

  it('are false on working days, on the Civic Holiday, and for what is not a date', () => {
    expect(isOntarioHoliday('2027-07-02')).toBe(false);
    expect(isOntarioHoliday('2027-08-02')).toBe(false); // the Civic Holiday, not a statutory one
    expect(isOntarioHoliday('2027-12-24')).toBe(false);
    expect(isOntarioHoliday('2027-12-31')).toBe(false);
    for (const text of ['', '2027-7-1', '2027-07-01T00:00:00', 'Canada Day']) expect(isOntarioHoliday(text), text).toBe(false);
  });
});
