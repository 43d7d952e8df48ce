import { describe, expect, it } from 'vitest';
import { emptyAnswers, isStartDateFromToday } from '../../machines/quiz/quiz.rules';

/** docs/spec/SPEC.md §3: "startDate: optional date; minimum is today" (a date in 2020 was once taken). */
describe('the quiz’s start date', () => {
  const answered = (startDate: string) => ({ ...emptyAnswers(['English']), startDate });

  it('is optional', () => {
    expect(isStartDateFromToday(answered(''), '2026-11-29')).toBe(true);
  });

  it('is today or later by the visitor’s date', () => {
    expect(isStartDateFromToday(answered('2026-11-29'), '2026-11-29')).toBe(true);
    expect(isStartDateFromToday(answered('2026-11-30'), '2026-11-29')).toBe(true);
    expect(isStartDateFromToday(answered('2027-01-04'), '2026-12-31')).toBe(true);
  });

  it('is never before it', () => {
    expect(isStartDateFromToday(answered('2026-11-28'), '2026-11-29')).toBe(false);
    expect(isStartDateFromToday(answered('2020-01-15'), '2026-11-29')).toBe(false);
    expect(isStartDateFromToday(answered('2026-10-31'), '2026-11-01')).toBe(false);
  });
});
