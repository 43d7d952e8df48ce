import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BusinessHours } from '../../machines/shared/business-hours';
import {
  CONSULTATION_DAYS,
  consultationCalendar,
  consultationWindows,
  isoWithOffset,
  windowOnClocks,
  type ConsultationDay,
  type ConsultationWindow,
} from '../../machines/consultation-request/consultation-windows';
import { isOntarioHoliday } from '../../machines/shared/ontario-holidays';
import { CONSULTATION_HOURS } from '../../src/content/consultation';
import { consultationDayLabel, consultationDayName, consultationTimeText, unavailableDayText } from '../../src/content/pages/consultation-later';

/**
 * The consultation calendar (machines/consultation-request/consultation-windows.ts, decision 0030; docs/spec/DECISIONS.md
 * "The consultation page takes requests"): the contact hours in Toronto time, one-hour windows,
 * 14 days, 2 hours' notice, no statutory holiday. Instants are written with Toronto's offset of
 * the day: -05:00 (EST) in winter, -04:00 (EDT) from the second Sunday of March to the first of
 * November.
 */

const HOUR_MS = 60 * 60 * 1000;
const calendarAt = (instant: string) => consultationCalendar(new Date(instant), CONSULTATION_HOURS);
const dayOf = (calendar: ConsultationDay[], date: string) => calendar.find((d) => d.date === date)!;
const startsOf = (day: ConsultationDay) => day.windows.map((w) => w.startIso.slice(11, 16));
const WEEKDAY_STARTS = ['08:00', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00', '18:00', '19:00'];
const WEEKEND_STARTS = ['10:00', '11:00', '12:00', '13:00', '14:00', '15:00'];

describe('the hours the calendar reads', () => {
  it('are the contact hours: Mon-Fri 08:00-20:00 and Sat-Sun 10:00-16:00, Toronto time', () => {
    expect(CONSULTATION_HOURS).toEqual([
      { timeZone: 'America/Toronto', days: [1, 2, 3, 4, 5], opensAt: 8 * 60, closesAt: 20 * 60 },
      { timeZone: 'America/Toronto', days: [6, 7], opensAt: 10 * 60, closesAt: 16 * 60 },
    ]);
  });

  it('must be on one clock', () => {
    const vancouver: BusinessHours = { ...CONSULTATION_HOURS[0]!, timeZone: 'America/Vancouver' };
    expect(() => consultationCalendar(new Date(), [...CONSULTATION_HOURS, vancouver])).toThrow(RangeError);
    expect(() => consultationCalendar(new Date(), [])).toThrow(RangeError);
  });
});

describe('the days and windows on offer', () => {
  it('Friday 19:30 in Toronto: nothing more that day, and the first window is Saturday at 10:00', () => {
    const calendar = calendarAt('2027-06-11T19:30:00-04:00');
    expect(calendar).toHaveLength(CONSULTATION_DAYS);
    expect(calendar.map((d) => d.date)).toEqual(Array.from({ length: 14 }, (_, i) => `2027-06-${String(11 + i).padStart(2, '0')}`));
    expect(calendar[0]).toMatchObject({ date: '2027-06-11', weekday: 5, windows: [], unavailable: { reason: 'past' } });
    expect(startsOf(calendar[1]!)).toEqual(WEEKEND_STARTS);
    expect(consultationWindows(new Date('2027-06-11T19:30:00-04:00'), CONSULTATION_HOURS)[0]?.startIso).toBe('2027-06-12T10:00:00-04:00');
    expect(startsOf(dayOf(calendar, '2027-06-14'))).toEqual(WEEKDAY_STARTS); // Monday
  });

  it('offers no window sooner than 2 hours from now: one starting exactly 2 hours on is offered', () => {
    expect(startsOf(calendarAt('2027-06-09T10:30:00-04:00')[0]!)).toEqual(WEEKDAY_STARTS.slice(5)); // 13:00 on
    expect(startsOf(calendarAt('2027-06-09T11:00:00-04:00')[0]!)).toEqual(WEEKDAY_STARTS.slice(5)); // 13:00, not 12:00
    expect(startsOf(calendarAt('2027-06-09T11:00:01-04:00')[0]!)).toEqual(WEEKDAY_STARTS.slice(6));
    expect(startsOf(calendarAt('2027-06-09T05:59:00-04:00')[0]!)).toEqual(WEEKDAY_STARTS); // before the office opens
    // Friday 17:00: 19:00 is the last; from 17:00:01 none is left, though the office is open.
    expect(startsOf(calendarAt('2027-06-11T17:00:00-04:00')[0]!)).toEqual(['19:00']);
    expect(calendarAt('2027-06-11T17:00:01-04:00')[0]).toMatchObject({ windows: [], unavailable: { reason: 'none left today' } });
    expect(calendarAt('2027-06-11T18:30:00-04:00')[0]!.unavailable).toEqual({ reason: 'none left today' });
    expect(calendarAt('2027-06-11T19:00:00-04:00')[0]!.unavailable).toEqual({ reason: 'none left today' }); // 19:00 has not begun
    expect(calendarAt('2027-06-11T23:59:00-04:00')[0]!.unavailable).toEqual({ reason: 'past' });
  });

  it('Canada Day 2027 (a Thursday) offers none; the Friday after does', () => {
    const calendar = calendarAt('2027-06-28T09:00:00-04:00');
    expect(dayOf(calendar, '2027-07-01')).toEqual({ date: '2027-07-01', weekday: 4, windows: [], unavailable: { reason: 'holiday', holiday: 'Canada Day' } });
    expect(startsOf(dayOf(calendar, '2027-07-02'))).toEqual(WEEKDAY_STARTS);
  });

  it('Good Friday 2027 (26 March) offers none; Easter Monday is not a statutory holiday in Ontario', () => {
    const calendar = calendarAt('2027-03-22T12:00:00-04:00');
    expect(dayOf(calendar, '2027-03-26')).toMatchObject({ windows: [], unavailable: { reason: 'holiday', holiday: 'Good Friday' } });
    expect(startsOf(dayOf(calendar, '2027-03-29'))).toEqual(WEEKDAY_STARTS);
  });

  it('offers none on a holiday’s own date nor on its observed day: Christmas 2027 on a Saturday', () => {
    const calendar = calendarAt('2027-12-20T09:00:00-05:00');
    const reasons = ['2027-12-24', '2027-12-25', '2027-12-26', '2027-12-27', '2027-12-28', '2027-12-29'].map((date) => dayOf(calendar, date).unavailable);
    expect(reasons).toEqual([
      null,
      { reason: 'holiday', holiday: 'Christmas Day' },
      { reason: 'holiday', holiday: 'Boxing Day' },
      { reason: 'holiday', holiday: 'Christmas Day' },
      { reason: 'holiday', holiday: 'Boxing Day' },
      null,
    ]);
    // Today's own windows go as well when today is the holiday.
    expect(calendarAt('2027-07-01T06:00:00-04:00')[0]!.unavailable).toEqual({ reason: 'holiday', holiday: 'Canada Day' });
  });

  it('says a day is closed when the hours do not open on its weekday', () => {
    const weekdaysOnly = [CONSULTATION_HOURS[0]!];
    const calendar = consultationCalendar(new Date('2027-06-09T12:00:00-04:00'), weekdaysOnly);
    expect(dayOf(calendar, '2027-06-12')).toMatchObject({ windows: [], unavailable: { reason: 'closed' } });
  });
});

describe('across daylight saving time', () => {
  const instants = (day: ConsultationDay) => day.windows.map((w) => w.start.toISOString());

  it('spring forward, Sunday 14 March 2027: Saturday’s windows at -05:00, Sunday’s at -04:00', () => {
    const calendar = calendarAt('2027-03-13T12:00:00-05:00');
    expect(calendar[0]!.windows.map((w) => w.startIso)).toEqual(['2027-03-13T14:00:00-05:00', '2027-03-13T15:00:00-05:00']);
    expect(instants(calendar[0]!)).toEqual(['2027-03-13T19:00:00.000Z', '2027-03-13T20:00:00.000Z']);
    const sunday = calendar[1]!;
    expect(startsOf(sunday)).toEqual(WEEKEND_STARTS);
    expect(sunday.windows[0]).toMatchObject({ startIso: '2027-03-14T10:00:00-04:00', endIso: '2027-03-14T11:00:00-04:00', startMinutes: 600 });
    expect(instants(sunday)[0]).toBe('2027-03-14T14:00:00.000Z');
  });

  it('fall back, Sunday 7 November 2027: Saturday’s windows at -04:00, Sunday’s at -05:00', () => {
    const calendar = calendarAt('2027-11-06T12:00:00-04:00');
    expect(calendar[0]!.windows.at(-1)?.startIso).toBe('2027-11-06T15:00:00-04:00');
    expect(calendar[1]!.windows.map((w) => w.startIso)).toEqual(WEEKEND_STARTS.map((t) => `2027-11-07T${t}:00-05:00`));
    expect(instants(calendar[1]!)[0]).toBe('2027-11-07T15:00:00.000Z');
    expect(calendar[2]!.windows[0]?.startIso).toBe('2027-11-08T08:00:00-05:00');
  });

  it('on a clock open all day: the hour the clock skips has no window, the hour it repeats has one', () => {
    const allDay: BusinessHours[] = [{ timeZone: 'America/Toronto', days: [1, 2, 3, 4, 5, 6, 7], opensAt: 0, closesAt: 24 * 60 }];
    const spring = consultationCalendar(new Date('2027-03-13T12:00:00-05:00'), allDay)[1]!;
    expect(spring.windows).toHaveLength(23);
    expect(startsOf(spring).slice(0, 3)).toEqual(['00:00', '01:00', '03:00']);
    const fall = consultationCalendar(new Date('2027-11-06T12:00:00-04:00'), allDay)[1]!;
    expect(fall.windows).toHaveLength(24);
    // Each window is an hour long, however the clock reads: 01:00 EDT ends at 01:00 EST.
    expect(fall.windows[1]).toMatchObject({ startIso: '2027-11-07T01:00:00-04:00', endIso: '2027-11-07T01:00:00-05:00' });
  });

  it('writes ISO 8601 with the offset of the zone at that instant', () => {
    expect(isoWithOffset(new Date('2027-01-15T15:00:00Z'), 'America/Toronto')).toBe('2027-01-15T10:00:00-05:00');
    expect(isoWithOffset(new Date('2027-07-02T14:00:00Z'), 'America/Toronto')).toBe('2027-07-02T10:00:00-04:00');
    expect(isoWithOffset(new Date('2027-07-02T14:00:00Z'), 'Asia/Kolkata')).toBe('2027-07-02T19:30:00+05:30');
    expect(isoWithOffset(new Date('2027-07-02T14:00:00Z'), 'UTC')).toBe('2027-07-02T14:00:00+00:00');
  });
});

describe('any instant from 2026 to 2035 (property)', () => {
  const instant = fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2035, 11, 31) }).map((ms) => new Date(ms));

  it('offers 14 days from today, each window on the hour within the hours, at least 2 hours on, on no holiday', () => {
    fc.assert(
      fc.property(instant, (now) => {
        const calendar = consultationCalendar(now, CONSULTATION_HOURS);
        expect(calendar).toHaveLength(14);
        expect(calendar[0]!.date).toBe(isoWithOffset(now, 'America/Toronto').slice(0, 10));
        const windows: ConsultationWindow[] = calendar.flatMap((d) => d.windows);
        for (const w of windows) {
          const weekend = calendar.find((d) => d.date === w.date)!.weekday >= 6;
          const [opens, closes] = weekend ? [10, 16] : [8, 20];
          expect(w.startMinutes % 60).toBe(0);
          expect(w.startMinutes >= opens * 60 && w.startMinutes + 60 <= closes * 60).toBe(true);
          expect(w.start.getTime() - now.getTime()).toBeGreaterThanOrEqual(2 * HOUR_MS);
          expect(w.end.getTime() - w.start.getTime()).toBe(HOUR_MS);
          expect([Date.parse(w.startIso), Date.parse(w.endIso)]).toEqual([w.start.getTime(), w.end.getTime()]);
          expect(w.startIso.slice(0, 10)).toBe(w.date);
          expect(w.startIso.slice(19)).toMatch(/^-0[45]:00$/);
          expect(isOntarioHoliday(w.date)).toBe(false);
        }
        expect(windows.map((w) => w.start.getTime())).toEqual(windows.map((w) => w.start.getTime()).sort((a, b) => a - b));
        // Every day after today that is not a holiday offers all its hours; a day has a reason exactly when it has no window.
        for (const day of calendar.slice(1)) {
          if (isOntarioHoliday(day.date)) expect(day.unavailable?.reason).toBe('holiday');
          else expect(day.windows).toHaveLength(day.weekday >= 6 ? 6 : 12);
        }
        for (const day of calendar) expect(day.unavailable === null).toBe(day.windows.length > 0);
      }),
      { numRuns: 50 },
    );
  });
});

describe('what a visitor reads', () => {
  const window = consultationWindows(new Date('2027-06-28T09:00:00-04:00'), CONSULTATION_HOURS).find((w) => w.startIso === '2027-07-02T17:00:00-04:00')!;
  const text = (timeZone: string, w: ConsultationWindow = window) => consultationTimeText(windowOnClocks(w, timeZone));

  it('in Vancouver: Pacific time, with Toronto’s beside it', () => {
    expect(windowOnClocks(window, 'America/Vancouver')).toEqual({
      office: { timeZone: 'America/Toronto', minutes: 17 * 60, dayShift: 0, weekday: 5 },
      visitor: { timeZone: 'America/Vancouver', minutes: 14 * 60, dayShift: 0, weekday: 5 },
    });
    expect(text('America/Vancouver')).toBe('2:00 PM your time · 5:00 PM in Toronto');
    expect(window.startIso).toBe('2027-07-02T17:00:00-04:00'); // what the request carries: Toronto's offset
  });

  it('on Toronto’s clock (Toronto, New York) or an unknown zone: Toronto time alone, named', () => {
    expect(windowOnClocks(window, 'America/New_York').visitor).toBeNull();
    expect(text('America/Toronto')).toBe('5:00 PM Toronto time');
    expect(text('America/New_York')).toBe('5:00 PM Toronto time');
    expect(text('Not/AZone')).toBe('5:00 PM Toronto time');
  });

  it('names the visitor’s day when it is another day there', () => {
    expect(text('Australia/Sydney')).toBe('Sat 7:00 AM your time · 5:00 PM in Toronto');
    const early = consultationWindows(new Date('2027-06-28T09:00:00-04:00'), CONSULTATION_HOURS).find((w) => w.startIso === '2027-07-05T08:00:00-04:00')!;
    expect(text('Pacific/Honolulu', early)).toBe('2:00 AM your time · 8:00 AM in Toronto');
    expect(text('Asia/Tokyo', early)).toBe('9:00 PM your time · 8:00 AM in Toronto');
    expect(text('Pacific/Auckland', early)).toBe('Tue 12:00 AM your time · 8:00 AM in Toronto');
  });

  it('follows each clock’s own daylight saving dates: London is 4 hours ahead for two weeks in March, else 5', () => {
    const march = consultationWindows(new Date('2027-03-16T06:00:00-04:00'), CONSULTATION_HOURS);
    const at = (iso: string) => march.find((w) => w.startIso === iso)!;
    expect(text('Europe/London', at('2027-03-16T10:00:00-04:00'))).toBe('2:00 PM your time · 10:00 AM in Toronto');
    expect(text('Europe/London', at('2027-03-29T10:00:00-04:00'))).toBe('3:00 PM your time · 10:00 AM in Toronto');
    // Phoenix keeps MST all year: 3 hours behind Toronto in summer, 2 in winter.
    expect(text('America/Phoenix')).toBe('2:00 PM your time · 5:00 PM in Toronto');
    const january = consultationWindows(new Date('2027-01-11T06:00:00-05:00'), CONSULTATION_HOURS)[0]!;
    expect(text('America/Phoenix', january)).toBe('6:00 AM your time · 8:00 AM in Toronto');
  });
});

describe('the calendar’s words for a day', () => {
  const june = calendarAt('2027-06-28T09:00:00-04:00');

  it('names the day on Toronto’s calendar and says how many times it offers, or why none', () => {
    expect(consultationDayName({ date: '2027-07-02', weekday: 5 })).toBe('Friday, July 2, 2027');
    expect(consultationDayLabel(dayOf(june, '2027-07-02'))).toBe('Friday, July 2, 2027: 12 times');
    expect(consultationDayLabel(dayOf(june, '2027-07-01'))).toBe('Thursday, July 1, 2027: Closed for Canada Day');
    expect(consultationDayLabel(calendarAt('2027-06-11T17:00:00-04:00')[0]!)).toBe('Friday, June 11, 2027: 1 time');
    expect(consultationDayLabel(calendarAt('2027-06-11T19:30:00-04:00')[0]!)).toBe('Friday, June 11, 2027: Today’s times have passed');
    expect(consultationDayLabel(calendarAt('2027-06-11T18:30:00-04:00')[0]!)).toBe('Friday, June 11, 2027: No times left today');
    expect(unavailableDayText({ reason: 'closed' })).toBe('Closed');
    expect(unavailableDayText({ reason: 'holiday', holiday: 'Good Friday' })).toBe('Closed for Good Friday');
  });
});
