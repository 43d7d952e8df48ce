/** Care-finder quiz content: docs/spec/SPEC.md §3 "Quiz answers", §4.4, §5 and §9.2. */

import { CARE_PLAN_REQUEST } from './forms';
import { QUIZ_LANGUAGES, type QuizLanguage } from './languages';

export { QUIZ_LANGUAGES, type QuizLanguage };

import { WHO_NEEDS_CARE } from './who-needs-care';

export { WHO_NEEDS_CARE };
export const SUPPORT_OPTIONS = ['Companionship', 'Meal Prep', 'Bathing', 'Dementia Care', 'Medication', 'Transportation'] as const;
/** The plan logic also recognises these, though the quiz does not offer them (docs/spec/SPEC.md §3). */
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
export const DEFAULT_LANGUAGES: readonly QuizLanguage[] = ['English'];

export type WhoNeedsCare = (typeof WHO_NEEDS_CARE)[number];
export type HoursOfCare = (typeof HOURS_OF_CARE)[number];

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

export const QUIZ_PAGE = {
  heading: 'Find Your Care Plan',
  lead: 'Every family is different. Tell us about your loved one and see the care we would recommend, with an estimated daily price.',
} as const;

export const QUIZ_TEXT = {
  introHeading: 'Find the Right Care Plan in 8 Quick Steps',
  // docs/spec/DECISIONS.md "24/7" (last sentence) and "Leads are never dropped": the intro says what the last
  // step asks and when anything is sent. The plan shows once step 8 is complete; the answers stay
  // in the browser until the visitor presses the results' send button (src/content/forms.ts).
  introLead:
    `Answer a few questions about your loved one and we will recommend a care plan with an estimated daily price. It takes about two minutes. The last step asks for your name, e-mail and phone number, so a care advisor can follow up on your plan. Nothing is sent until you press “${CARE_PLAN_REQUEST.submitLabel}” on your results.`,
  introPoints: [
    'Eight short questions; the last one asks how to reach you',
    'Your plan and estimated price as soon as you finish',
    `Sent to a care advisor only if you press “${CARE_PLAN_REQUEST.submitLabel}”, with no obligation`,
  ],
  start: 'Start Care Finder Quiz',
  progress: (step: number) => `Step ${step} of 8`,
  back: 'Back',
  next: 'Next',
  seeMyPlan: 'See My Plan',
  startOver: 'Start Over',
  steps: {
    whoNeedsCare: { heading: 'Who needs care?', help: 'Choose one.' },
    supportNeeded: { heading: 'What kind of support is needed?', help: 'Choose all that apply.' },
    hoursOfCare: { heading: 'How many hours of care per day?', help: 'Choose one. You can change this later.' },
    medicalCondition: { heading: 'Is there a medical condition we should know about?', help: 'Optional. Choose the closest match.' },
    location: { heading: 'Where will care take place?', help: 'Your city and postal code help us match a nearby caregiver.' },
    languages: { heading: 'Which languages should the caregiver speak?', help: 'Choose all that apply.' },
    startDate: { heading: 'When would you like care to start?', help: 'Optional. Care can often start within 48 hours.' },
    contact: {
      heading: 'How can a care advisor reach you?',
      help: `All three fields are required. Your plan shows next, and nothing is sent until you press “${CARE_PLAN_REQUEST.submitLabel}”.`,
    },
  },
  otherConditionLabel: 'Please specify the condition',
  locationLabel: 'City and postal code',
  locationPlaceholder: 'e.g. Brampton, L6Y 4R2',
  startDateLabel: 'Preferred start date',
  contactLabels: { name: 'Full name', email: 'E-mail', phone: 'Phone number' },
  notices: {
    incomplete: { title: 'Incomplete Information', description: 'Please fill out the required fields to continue.' },
    contactIncomplete: { title: 'Incomplete Information', description: 'Please fill out all contact fields to see your results.' },
    generating: {
      title: 'Generating Your Plan...',
      description: 'Thank you for your answers. Here is your personalized recommendation.',
    },
  },
  results: {
    heading: 'Your Recommended Care Plan',
    /** Read to assistive technology while the plan's card arrives (a moment, on a slow connection). */
    loading: 'Preparing your care plan',
    perDay: (price: number) => `$${price} per day (est.)`,
    includes: 'What this plan includes',
    careFor: 'Care for',
    schedule: 'Schedule',
    startingFrom: 'Starting',
    flexibleStart: 'As soon as you are ready',
    languages: 'Languages',
    location: 'Location',
    condition: 'Medical condition',
    nextStepsHeading: 'Your next steps',
    nextSteps: 'A care advisor will review your answers with you, free and with no obligation, and adjust the plan to your family.',
    book: 'Book a Free Consultation',
    call: 'Call',
    estimateNote: 'Estimates only: your final price depends on the care assessment.',
  },
  answersLogLabel: 'Care finder quiz answers',
} as const;

/**
 * What the quiz's 'Incomplete Information' notices are about (a toast's `reason`): the step on
 * screen is not answered yet. They are withdrawn once it is, or once the visitor moves on.
 */
export const QUIZ_STEP_NOTICE = 'quiz-step-incomplete';
