import { describe, expect, it } from 'vitest';
import * as businessHours from '../../machines/shared/opening-hours';
import * as wallClock from '../../machines/shared/wall-clock';

// machines/shared/wall-clock.ts is a copy of opening-hours' conversions (once business-hours') (decision 0032): they must agree.
describe('the two copies of the wall-clock conversions', () => {
  const zones = ['America/Toronto', 'America/Vancouver', 'America/Halifax', 'America/St_Johns', 'Asia/Kolkata', 'Europe/London', 'UTC'];
  const start = Date.UTC(2026, 0, 1);
  it('read the same wall clock and find the same instants, across daylight saving changes', () => {
    for (const zone of zones) {
      for (let hour = 0; hour < 24 * 800; hour += 7) {
        const instant = start + hour * 3_600_000;
        expect(wallClock.wallClockAsUtc(instant, zone)).toBe(businessHours.wallClockAsUtc(instant, zone));
      }
      for (let day = 0; day < 800; day += 3) {
        const dayUtc = start + day * 86_400_000;
        for (const minutes of [0, 90, 150, 600, 1200]) {
          expect(wallClock.instantOfWallClock(dayUtc, minutes, zone)).toBe(businessHours.instantOfWallClock(dayUtc, minutes, zone));
        }
      }
    }
  });
});
