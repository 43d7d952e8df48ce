import type { CareTypeId, RegionId } from '../../machines/care-cost/care-cost.rules';
import { CARE_TYPE_LABELS, REGION_LABELS } from './calculators';
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

/** Dollars as ./price-story.ts writes them: '$40.00'. */
const cad = (amount: number) => `$${amount.toFixed(2)}`;

/**
 * The price story on the quiz's plan (decision 0049): the daily estimate's hourly basis, and the
 * calculator's rate for the family's region. Here rather than in ./price-story.ts, which the service
 * pages share, so that only the results fetch them.
 */
export const PLAN_PRICE_WORDS = {
  planHourly: (pricePerDay: number, hoursPerDay: number) => `That is ${cad(pricePerDay / hoursPerDay)} an hour for ${hoursPerDay} hours a day.`,
  planCompare: (careType: CareTypeId, region: RegionId, rate: number) =>
    `The care cost calculator’s hourly rate for ${CARE_TYPE_LABELS[careType].toLowerCase()} in the ${REGION_LABELS[region]} is ${cad(rate)}.`,
  planWhy:
    'The quiz gives one daily estimate, the same in every region; the calculator starts from our hourly rates and adjusts them for your region. Both are estimates: your care coordinator confirms the price after the free assessment.',
  liveIn: 'Live-in care is priced by the day, not by the hour: the caregiver lives in and sleeps overnight, so it costs less than 24 hours of hourly care.',
  planLink: (region: RegionId) => `Compare in the care cost calculator (${REGION_LABELS[region]})`,
} as const;
