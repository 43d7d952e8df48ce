import { describe, expect, it } from 'vitest';
import { instantOfWallClock, wallClockAsUtc } from '../../machines/shared/wall-clock';

// Expectations written by hand from the zones' offsets (Toronto: UTC-5 in winter, UTC-4 from
// 8 March 2026; St. John's UTC-3:30 in winter; Kolkata UTC+5:30, no daylight saving).
describe('the wall clock of a zone', () => {
  it('reads an instant as the wall clock shows it, in winter and in summer', () => {
    expect(wallClockAsUtc(Date.UTC(2026, 10, 27, 15, 0), 'America/Toronto')).toBe(Date.UTC(2026, 10, 27, 10, 0));
    expect(wallClockAsUtc(Date.UTC(2026, 6, 1, 12, 0), 'America/Toronto')).toBe(Date.UTC(2026, 6, 1, 8, 0));
    expect(wallClockAsUtc(Date.UTC(2026, 0, 15, 12, 0), 'America/St_Johns')).toBe(Date.UTC(2026, 0, 15, 8, 30));
    expect(wallClockAsUtc(Date.UTC(2025, 11, 31, 18, 30), 'Asia/Kolkata')).toBe(Date.UTC(2026, 0, 1, 0, 0));
  });

  it('finds the instant a wall clock reads a time of day, on the days the clocks change too', () => {
    expect(instantOfWallClock(Date.UTC(2026, 10, 27), 9 * 60, 'America/Toronto')).toBe(Date.UTC(2026, 10, 27, 14, 0));
    // 8 March 2026: Toronto springs forward at 2:00; 10:00 that morning is already UTC-4.
    expect(instantOfWallClock(Date.UTC(2026, 2, 8), 10 * 60, 'America/Toronto')).toBe(Date.UTC(2026, 2, 8, 14, 0));
    // 1 November 2026: back to UTC-5 at 2:00; 18:00 that evening is UTC-5.
    expect(instantOfWallClock(Date.UTC(2026, 10, 1), 18 * 60, 'America/Toronto')).toBe(Date.UTC(2026, 10, 1, 23, 0));
    expect(instantOfWallClock(Date.UTC(2026, 0, 1), 0, 'Asia/Kolkata')).toBe(Date.UTC(2025, 11, 31, 18, 30));
  });
});
