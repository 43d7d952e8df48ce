import { describe, expect, it } from 'vitest';
import { chatStatus, wallClock } from '../../machines/business-hours';
import { CHAT_BUSINESS_HOURS } from '../../src/content/chat';

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
