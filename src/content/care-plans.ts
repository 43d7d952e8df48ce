/**
 * The plans of docs/spec/SPEC.md §9.2 and the support options their rules read: apart from ./quiz.ts,
 * so that only the results (fetched when the quiz starts) carry them, not the quiz page's first load
 * (decision 0067).
 */

/** The plan logic also recognises these, though the quiz does not offer them (docs/spec/SPEC.md §3). */
export const PERSONAL_CARE_SUPPORT = ['Bathing', 'Grooming', 'Mobility Assistance'] as const;
export interface PlanTier {
  name: string;
  hours: string;
  pricePerDay: number;
  features: readonly [string, string, string];
}

/** docs/spec/SPEC.md §9.2, in its order of evaluation. */
export const CARE_PLANS = {
  base: {
    name: 'Companionship Care',
    hours: '4 hours/day',
    pricePerDay: 140,
    features: ['Friendly conversations', 'Light housekeeping', 'Meal reminders'],
  },
  personalCare: {
    name: 'Personal Care',
    pricePerDay: 160,
    features: ['Bathing and hygiene support', 'Mobility assistance', 'Medication reminders'],
  },
  dementia: {
    name: "Alzheimer's & Dementia Care",
    pricePerDay: 180,
    features: ['Specialized memory care activities', 'Safe environment supervision', 'Routine management'],
    /** Matched case-insensitively in the medical condition text. */
    conditionMatch: 'alzheimer',
    supportOption: 'Dementia Care',
  },
  extendedHours: { hoursOption: '6-8', hours: '8 hours/day', priceMultiplier: 2 },
  liveIn: {
    hoursOption: '24/7',
    name: '24/7 Live-In Care',
    hours: '24/7',
    pricePerDay: 600,
    features: ['Around-the-clock supervision', 'Overnight assistance', 'Comprehensive daily support'],
  },
  bilingualSuffix: ' with a Bilingual Caregiver',
} as const;
