import { describe, expect, it } from 'vitest';
import { longDate } from '../../src/content/long-date';

const intl = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

describe('a date in words (src/content/long-date.ts)', () => {
  it('prints what Intl en-US long dates print, for every day from 2020 to 2035', () => {
    for (let day = Date.UTC(2020, 0, 1); day <= Date.UTC(2035, 11, 31); day += 86_400_000) {
      const iso = new Date(day).toISOString().slice(0, 10);
      expect(longDate(iso), iso).toBe(intl.format(new Date(day)));
    }
  });

  it('refuses what is not a YYYY-MM-DD date rather than printing "undefined"', () => {
    expect(() => longDate('2026-13-01')).toThrow(RangeError);
    expect(() => longDate('2026-00-10')).toThrow(RangeError);
    expect(() => longDate('July 4')).toThrow(RangeError);
    expect(() => longDate('2026-02-40')).toThrow(RangeError);
  });
});
