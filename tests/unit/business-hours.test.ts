import { describe, expect, it } from 'vitest';
import { chatStatus, openUntil, wallClock } from '../../machines/shared/business-hours';
import { openingHoursFor } from '../../machines/shared/opening-hours';
import { CHAT_BUSINESS_HOURS } from '../../src/content/chat';
import { AWAY_STATUS_HINT, awayHoursText, officeAwayHoursText, openingHoursText, weekdaysText } from '../../src/content/chat-panel-words';
import { clockTime } from '../../src/content/clock-words';
import { CONTACT_HOURS_TEXT } from '../../src/content/site';

/** An instant given as Toronto wall-clock time (November 2026 is EST, UTC-5). */
const toronto = (isoLocal: string) => new Date(`${isoLocal}-05:00`);
const status = (d: Date) => chatStatus(d, CHAT_BUSINESS_HOURS);

describe('chat business hours (America/Toronto)', () => {
  it('is Online from 08:00 up to, not including, 20:00 on weekdays', () => {
    // Monday 23 November 2026.
    expect(status(toronto('2026-11-23T07:59:00'))).toBe('Away');
    expect(status(toronto('2026-11-23T08:00:00'))).toBe('Online');
    expect(status(toronto('2026-11-23T19:59:00'))).toBe('Online');
    expect(status(toronto('2026-11-23T20:00:00'))).toBe('Away');
    expect(status(toronto('2026-11-27T12:00:00'))).toBe('Online'); // Friday
  });

  it('is Away all weekend', () => {
    expect(status(toronto('2026-11-28T12:00:00'))).toBe('Away'); // Saturday
    expect(status(toronto('2026-11-29T09:30:00'))).toBe('Away'); // Sunday
  });

  it("follows Toronto's clock, not the visitor's: 18:30 in Vancouver is 21:30 in Toronto", () => {
    const vancouverEvening = new Date('2026-11-23T18:30:00-08:00');
    expect(wallClock(vancouverEvening, 'America/Toronto')).toEqual({ weekday: 1, minutes: 21 * 60 + 30 });
    expect(status(vancouverEvening)).toBe('Away');
    // And 06:30 in Vancouver on a Monday is 09:30 in Toronto: Online.
    expect(status(new Date('2026-11-23T06:30:00-08:00'))).toBe('Online');
  });

  it('handles daylight saving time (EDT, UTC-4, in summer)', () => {
    expect(status(new Date('2026-07-06T08:00:00-04:00'))).toBe('Online');
    expect(status(new Date('2026-07-06T07:59:00-04:00'))).toBe('Away');
    expect(status(new Date('2026-07-06T20:00:00-04:00'))).toBe('Away');
  });
});

describe('the advisor’s hours on the visitor’s clock (docs/spec/DECISIONS.md "24/7")', () => {
  const hoursFor = (instant: string, visitorTimeZone: string) => openingHoursFor(CHAT_BUSINESS_HOURS, new Date(instant), visitorTimeZone);
  const textFor = (instant: string, visitorTimeZone: string) => openingHoursText(hoursFor(instant, visitorTimeZone));
  /**
   * Wednesday 17 June 2026, 17:00 in Toronto (EDT). A summer date on purpose: the answer comes from
   * the runtime's time-zone data, and releases disagree about British Columbia's clocks from
   * November 2026 (Chromium's has it stay on UTC-7), so the tests use dates every release agrees on.
   */
  const WEDNESDAY = '2026-06-17T17:00:00-04:00';

  it('a visitor in Vancouver reads them three hours earlier', () => {
    expect(hoursFor(WEDNESDAY, 'America/Vancouver').visitor).toEqual({
      timeZone: 'America/Vancouver',
      opens: { minutes: 5 * 60, dayShift: 0, days: [1, 2, 3, 4, 5] },
      closes: { minutes: 17 * 60, dayShift: 0, days: [1, 2, 3, 4, 5] },
    });
    expect(textFor(WEDNESDAY, 'America/Vancouver')).toBe('Mon–Fri 8:00 AM–8:00 PM Toronto time (5:00 AM–5:00 PM your time)');
  });

  it('a visitor in Toronto (or on the same clock) gets the office hours alone', () => {
    expect(hoursFor(WEDNESDAY, 'America/Toronto').visitor).toBeNull();
    expect(textFor(WEDNESDAY, 'America/Toronto')).toBe('Mon–Fri 8:00 AM–8:00 PM Toronto time');
    expect(textFor(WEDNESDAY, 'America/New_York')).toBe('Mon–Fri 8:00 AM–8:00 PM Toronto time');
  });

  it('a visitor in Halifax reads them an hour later', () => {
    expect(textFor(WEDNESDAY, 'America/Halifax')).toBe('Mon–Fri 8:00 AM–8:00 PM Toronto time (9:00 AM–9:00 PM your time)');
  });

  it('across a daylight-saving change: the hours of the next opening, on both clocks', () => {
    // Toronto moves to EDT on Sunday 8 March 2026; Phoenix keeps MST all year.
    expect(textFor('2026-03-06T09:00:00-05:00', 'America/Phoenix')).toBe('Mon–Fri 8:00 AM–8:00 PM Toronto time (6:00 AM–6:00 PM your time)');
    // Saturday 7 March, still EST in Toronto: the next opening is Monday 9 March, in EDT.
    expect(textFor('2026-03-07T12:00:00-05:00', 'America/Phoenix')).toBe('Mon–Fri 8:00 AM–8:00 PM Toronto time (5:00 AM–5:00 PM your time)');
    // Vancouver changes the same night as Toronto: three hours either side of it.
    expect(textFor('2026-03-07T12:00:00-05:00', 'America/Vancouver')).toBe('Mon–Fri 8:00 AM–8:00 PM Toronto time (5:00 AM–5:00 PM your time)');
    // London changes three weeks later: four hours apart until 29 March, five before and after.
    expect(textFor('2026-03-10T09:00:00-04:00', 'Europe/London')).toBe('Mon–Fri 8:00 AM–8:00 PM Toronto time (Mon–Fri 12:00 PM to Tue–Sat 12:00 AM your time)');
    expect(textFor('2026-04-01T09:00:00-04:00', 'Europe/London')).toBe('Mon–Fri 8:00 AM–8:00 PM Toronto time (Mon–Fri 1:00 PM to Tue–Sat 1:00 AM your time)');
  });

  it('after closing, and at weekends, speaks of the next opening day', () => {
    // Friday 20:00 in Toronto, after closing: the next opening is Monday, after Toronto's change to EST
    // (1 November 2026) and before Phoenix's clock (MST all year) moves: two hours behind, not three.
    expect(hoursFor('2026-10-30T20:00:00-04:00', 'America/Phoenix').visitor?.opens).toEqual({ minutes: 6 * 60, dayShift: 0, days: [1, 2, 3, 4, 5] });
    expect(hoursFor('2026-10-30T19:59:00-04:00', 'America/Phoenix').visitor?.opens).toEqual({ minutes: 5 * 60, dayShift: 0, days: [1, 2, 3, 4, 5] });
  });

  it('names the days when they differ on the visitor’s clock, and ignores a zone the browser does not know', () => {
    expect(textFor(WEDNESDAY, 'Australia/Sydney')).toBe('Mon–Fri 8:00 AM–8:00 PM Toronto time (Mon–Fri 10:00 PM to Tue–Sat 10:00 AM your time)');
    // Regina keeps Central Standard Time all year: an hour behind Toronto in winter, two in summer.
    expect(textFor(WEDNESDAY, 'America/Regina')).toBe('Mon–Fri 8:00 AM–8:00 PM Toronto time (6:00 AM–6:00 PM your time)');
    expect(textFor('2026-11-25T17:00:00-05:00', 'America/Regina')).toBe('Mon–Fri 8:00 AM–8:00 PM Toronto time (7:00 AM–7:00 PM your time)');
    expect(hoursFor(WEDNESDAY, 'Not/AZone').visitor).toBeNull();
  });

  it('writes clock times and weekday runs in the site’s style', () => {
    expect([0, 5 * 60, 12 * 60, 12 * 60 + 30, 20 * 60].map(clockTime)).toEqual(['12:00 AM', '5:00 AM', '12:00 PM', '12:30 PM', '8:00 PM']);
    expect(weekdaysText([1, 2, 3, 4, 5])).toBe('Mon–Fri');
    expect(weekdaysText([7, 1, 2, 3, 4])).toBe('Sun–Thu');
    expect(weekdaysText([6])).toBe('Sat');
    expect(weekdaysText([1, 3])).toBe('Mon, Wed');
    expect(AWAY_STATUS_HINT).toBe('Back Mon–Fri, 8:00 AM–8:00 PM Toronto time');
  });

  it('the Away notice says the 24/7 line is for current clients and when new families can call', () => {
    const notice = awayHoursText(hoursFor(WEDNESDAY, 'America/Vancouver'));
    expect(notice).toContain('(5:00 AM–5:00 PM your time)');
    expect(notice).toContain('24/7 line is for current clients');
    expect(notice).toContain(CONTACT_HOURS_TEXT);
    // The machine lab's example knows no visitor: the office's clock alone.
    expect(officeAwayHoursText()).toBe(awayHoursText(hoursFor(WEDNESDAY, 'America/Toronto')));
  });
});

describe('when a line open now closes (openUntil)', () => {
  const weekdays = { timeZone: 'America/Toronto', days: [1, 2, 3, 4, 5] };
  const morning = { ...weekdays, opensAt: 8 * 60, closesAt: 12 * 60 };
  const allDay = { ...weekdays, opensAt: 8 * 60, closesAt: 20 * 60 };

  it('the latest closing of the windows open then; null when none is', () => {
    // Monday 23 November 2026, 10 AM: both open, the line stays open until 8 PM.
    expect(openUntil(toronto('2026-11-23T10:00:00'), [morning, allDay])).toBe(20 * 60);
    expect(openUntil(toronto('2026-11-23T10:00:00'), [allDay, morning])).toBe(20 * 60);
    expect(openUntil(toronto('2026-11-23T13:00:00'), [morning, allDay])).toBe(20 * 60);
    expect(openUntil(toronto('2026-11-23T21:00:00'), [morning, allDay])).toBeNull();
    expect(openUntil(toronto('2026-11-28T10:00:00'), [morning, allDay])).toBeNull();
  });
});
