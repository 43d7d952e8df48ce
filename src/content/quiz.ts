/** Care-finder quiz content: SPEC.md 3 "Quiz answers", 4.4, 5 and 9.2. */

export const WHO_NEEDS_CARE = ['My Mother', 'My Father', 'My Spouse', 'Myself', 'Other'] as const;
export const SUPPORT_OPTIONS = ['Companionship', 'Meal Prep', 'Bathing', 'Dementia Care', 'Medication', 'Transportation'] as const;
/** The plan logic also recognises these, though the quiz does not offer them (SPEC.md 3). */
export const PERSONAL_CARE_SUPPORT = ['Bathing', 'Grooming', 'Mobility Assistance'] as const;
export const HOURS_OF_CARE = ['2-4', '6-8', '24/7', 'Unsure'] as const;
export const MEDICAL_CONDITIONS = [
  'None',
  "Parkinson's",
  'Stroke Recovery',
  'Diabetes',
  'Heart Condition',
  'Cancer Care',
  'Post-Surgery',
  'Other',
] as const;
export const QUIZ_LANGUAGES = ['English', 'French', 'Punjabi', 'Hindi', 'Urdu', 'Mandarin', 'Cantonese', 'Tagalog'] as const;
export const DEFAULT_LANGUAGES: readonly QuizLanguage[] = ['English'];

export type WhoNeedsCare = (typeof WHO_NEEDS_CARE)[number];
export type HoursOfCare = (typeof HOURS_OF_CARE)[number];
export type QuizLanguage = (typeof QUIZ_LANGUAGES)[number];

export interface PlanTier {
  name: string;
  hours: string;
  pricePerDay: number;
  features: readonly [string, string, string];
}

/** SPEC.md 9.2, in its order of evaluation. */
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
