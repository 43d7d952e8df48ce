import type { SUPPORT_OPTIONS } from './quiz';

/**
 * What the quiz's plan says beside the package (decision 0049): the family's own choices
 * and the hours behind the daily price. Apart from ./quiz.ts, so only the results, fetched when
 * the quiz starts, carry them.
 */
type SupportOption = (typeof SUPPORT_OPTIONS)[number];

/** Each support option as the plan lists it among the family's own choices. */
export const SUPPORT_IN_PLAN = {
  Companionship: 'Companionship',
  'Meal Prep': 'Meal preparation',
  Bathing: 'Bathing',
  'Dementia Care': 'Dementia care',
  Medication: 'Medication reminders',
  Transportation: 'Transportation to appointments and errands',
} as const satisfies Record<SupportOption, string>;

/** The family's own choices, listed beside the package's features: the caregiver's hours cover them. */
export const YOUR_CHOICES_HEADING = 'What you asked for, within the same hours';

/** The hours a day behind each plan's daily price: '4 hours/day', '8 hours/day' and 24/7 (decision 0049). */
export const PLAN_HOURS_PER_DAY = { base: 4, extended: 8, liveIn: 24 } as const;
