/** Care-finder quiz content: docs/spec/SPEC.md §3 "Quiz answers", §4.4, §5 and §9.2. */

import { CARE_PLAN_REQUEST, SUBMITTING_LABELS } from './forms';
import type { CareTypeId, RegionId } from '../../machines/care-cost/care-cost.rules';
import type { QuizStep } from '../../machines/quiz/quiz.machine';
import type { ContactFieldProblem } from '../../machines/quiz/quiz.rules';
import { QUIZ_LANGUAGES, type QuizLanguage } from './languages';
import type { QuizLocationAnswerWords } from './quiz-location-answer';

export { QUIZ_LANGUAGES, type QuizLanguage };

import { WHO_NEEDS_CARE } from './who-needs-care';

export { WHO_NEEDS_CARE };
export const SUPPORT_OPTIONS = ['Companionship', 'Meal Prep', 'Bathing', 'Dementia Care', 'Medication', 'Transportation'] as const;
export const HOURS_OF_CARE = ['2-4', '6-8', '24/7', 'Unsure'] as const;
export const MEDICAL_CONDITIONS = ['None', "Parkinson's", 'Stroke Recovery', 'Diabetes', 'Heart Condition', 'Cancer Care', 'Post-Surgery', 'Other'] as const;
export const DEFAULT_LANGUAGES: readonly QuizLanguage[] = ['English'];

export type WhoNeedsCare = (typeof WHO_NEEDS_CARE)[number];
export type HoursOfCare = (typeof HOURS_OF_CARE)[number];
export type SupportOption = (typeof SUPPORT_OPTIONS)[number];
export type MedicalCondition = (typeof MEDICAL_CONDITIONS)[number];

export const QUIZ_PAGE = {
  heading: 'Find Your Care Plan',
  lead: 'Every family is different. Tell us about your loved one and see the care we would recommend, with an estimated daily price.',
} as const;

export const QUIZ_TEXT = {
  introHeading: 'Find the Right Care Plan in 8 Quick Steps',
  // docs/spec/DECISIONS.md "24/7" (last sentence) and "Leads are never dropped": the intro says what the last
  // step asks and when anything is sent. The plan shows once step 8 is complete; the answers stay
  // in the browser until the visitor presses the results' send button (src/content/forms.ts).
  introLead: `Answer a few questions about your loved one and we will recommend a care plan with an estimated daily price. It takes about two minutes. The last step asks for your name, e-mail and phone number, so a care advisor can follow up on your plan. Nothing is sent until you press “${CARE_PLAN_REQUEST.submitLabel}” on your results.`,
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
      help: `All three fields are required, and the phone number has 10 digits (for example 905-555-0142). Your plan shows next, and nothing is sent until you press “${CARE_PLAN_REQUEST.submitLabel}”.`,
    },
  },
  otherConditionLabel: 'Please specify the condition',
  locationLabel: 'City and postal code',
  locationPlaceholder: 'e.g. Brampton, L6Y 4R2',
  startDateLabel: 'Preferred start date',
  startDateTooEarly: 'Choose today or a later date, or leave the date empty.',
  contactLabels: { name: 'Full name', email: 'E-mail', phone: 'Phone number' },
  notices: {
    incomplete: { title: 'Incomplete Information', description: 'Please fill out the required fields to continue.' },
    contactIncomplete: { title: 'Incomplete Information', description: 'Please fill out all contact fields to see your results.' },
    // A contact field filled but not what it asks: the field named and why (with §5's words when another is empty).
    contactInvalid: {
      title: 'Check Your Contact Details',
      fields: {
        email: 'E-mail: this is not a complete e-mail address. Please enter it like name@example.ca.',
        phone: 'Phone number: this is not a 10-digit phone number. Please enter it like 905-555-0142.',
      },
    },
    generating: {
      title: 'Generating Your Plan...',
      description: 'Thank you for your answers. Here is your personalized recommendation.',
    },
  },
  results: {
    heading: 'Your Recommended Care Plan',
    /** Read to assistive technology while the plan's card arrives (a moment, on a slow connection). */
    loading: 'Preparing your care plan',
  },
  answersLogLabel: 'Care finder quiz answers',
} as const;

/** Each choice's words on screen, by the value it posts (the machine's value, English). */
export type ChoiceLabels<Value extends string> = Readonly<Record<Value, string>>;

/** A link from the plan, in the page's language (a French page's link to an English-only page says so). */
export interface QuizLink {
  label: string;
  to: string;
  hrefLang?: string;
}

/** The plan's kind (docs/spec/SPEC.md §9.2), its hours, and whether it asks for a bilingual caregiver: what its name and hours are made of. */
export type PlanTierId = 'base' | 'personalCare' | 'dementia' | 'liveIn';
export type PlanScheduleId = 'base' | 'extended' | 'liveIn';

/**
 * The results' words (decision 0067): the plan, its price and hourly basis, the answers' labels,
 * the next steps. Fetched with the results' code when the visitor starts the quiz, never with the
 * page (the English page's first load stays as it was).
 */
export interface QuizResultsWords {
  perDay: (price: number) => string;
  includes: string;
  careFor: string;
  schedule: string;
  startingFrom: string;
  flexibleStart: string;
  languages: string;
  location: string;
  condition: string;
  nextStepsHeading: string;
  nextSteps: string;
  book: QuizLink;
  call: string;
  estimateNote: string;
  /** A preferred start date (yyyy-mm-dd) in words. */
  longDate: (iso: string) => string;
  plans: {
    names: Readonly<Record<PlanTierId, string>>;
    /** The plan's name when the caregiver should speak more than one language. */
    bilingual: (name: string) => string;
    hours: Readonly<Record<PlanScheduleId, string>>;
    features: Readonly<Record<PlanTierId, readonly [string, string, string]>>;
  };
  /** The family's own choices beside the plan's features (decision 0049). */
  yourChoicesHeading: string;
  supportInPlan: ChoiceLabels<SupportOption>;
  /** The daily estimate's hourly basis and the calculator's rate for the region (decision 0049). */
  price: {
    planHourly: (pricePerDay: number, hoursPerDay: number) => string;
    planCompare: (careType: CareTypeId, region: RegionId, rate: number) => string;
    planWhy: string;
    liveIn: string;
    /** The link to the calculator set to the plan (`calculatorPath`, the English page's address), in the page's words. */
    planLink: (region: RegionId, calculatorPath: string) => QuizLink;
  };
}

/** 'Send My Plan to a Care Advisor': what the request form says (what it posts is the same in every language). */
export interface CarePlanRequestWords {
  heading: string;
  lead: string;
  sendsTo: string;
  submitLabel: string;
  submittingLabel: string;
}

/**
 * Every word the quiz's views show (decision 0067), in one language: the English page's below,
 * the French page's in src/content/pages/fr/quiz.ts (a missing key fails the typecheck). The
 * machine and what is posted keep the English values; only these words differ.
 */
export interface QuizWords {
  page: { heading: string; lead: string };
  introHeading: string;
  introLead: string;
  introPoints: readonly string[];
  start: string;
  progress: (step: number) => string;
  back: string;
  next: string;
  seeMyPlan: string;
  startOver: string;
  steps: Readonly<Record<QuizStep, { heading: string; help: string }>>;
  otherConditionLabel: string;
  locationLabel: string;
  locationPlaceholder: string;
  /**
   * Where we serve, said under the location field as it is typed (docs/spec/DECISIONS.md
   * "Where we serve"): fetched with the steps, not with the page (other pages that read the quiz's words, such
   * as the consultation request's facts from a visit, fetch none of them).
   */
  loadLocationAnswer: () => Promise<QuizLocationAnswerWords>;
  startDateLabel: string;
  /** Under the start date when Next refuses a date before today. */
  startDateTooEarly: string;
  contactLabels: Readonly<Record<'name' | 'email' | 'phone', string>>;
  notices: Readonly<Record<'incomplete' | 'contactIncomplete' | 'generating', QuizNotice>> & {
    /** See My Plan refused for a field filled but not what it asks: a title and, by field, what is wrong and what is expected. */
    contactInvalid: { title: string; fields: Readonly<Record<'email' | 'phone', string>> };
  };
  resultsHeading: string;
  /** Read to assistive technology while the plan's card arrives. */
  resultsLoading: string;
  answersLogLabel: string;
  choices: {
    whoNeedsCare: ChoiceLabels<WhoNeedsCare>;
    supportNeeded: ChoiceLabels<SupportOption>;
    hoursOfCare: ChoiceLabels<HoursOfCare>;
    medicalCondition: ChoiceLabels<MedicalCondition>;
    languages: ChoiceLabels<QuizLanguage>;
  };
  /** The caregiver's language chosen before the visitor says otherwise: the page's own. */
  defaultLanguages: readonly QuizLanguage[];
  request: CarePlanRequestWords;
  /** The results' words, fetched when the quiz starts. */
  loadResults: () => Promise<QuizResultsWords>;
}

/** English words are their own values. */
const asIs = <Value extends string>(values: readonly Value[]): ChoiceLabels<Value> =>
  Object.fromEntries(values.map((v) => [v, v])) as unknown as ChoiceLabels<Value>;

/** The quiz's words in English (docs/spec/SPEC.md §4.4 and §5, unchanged). */
export const QUIZ_WORDS = {
  page: QUIZ_PAGE,
  ...QUIZ_TEXT,
  resultsHeading: QUIZ_TEXT.results.heading,
  resultsLoading: QUIZ_TEXT.results.loading,
  choices: {
    whoNeedsCare: asIs(WHO_NEEDS_CARE),
    supportNeeded: asIs(SUPPORT_OPTIONS),
    hoursOfCare: asIs(HOURS_OF_CARE),
    medicalCondition: asIs(MEDICAL_CONDITIONS),
    languages: asIs(QUIZ_LANGUAGES),
  },
  defaultLanguages: DEFAULT_LANGUAGES,
  loadLocationAnswer: () => import('./quiz-location-answer').then((m) => m.QUIZ_LOCATION_ANSWER),
  request: { ...CARE_PLAN_REQUEST, submittingLabel: SUBMITTING_LABELS.sending },
  loadResults: () => import('./quiz-results-words').then((m) => m.QUIZ_RESULTS_WORDS),
} as const satisfies QuizWords;

/** A notice of the quiz: its title and its words. */
export interface QuizNotice {
  title: string;
  description: string;
}

/**
 * The notice of a refused See My Plan, by what each contact field lacks (the view model's
 * `contactProblems`): docs/spec/SPEC.md §5's 'Please fill out all contact fields...' when one is
 * empty, then each field filled but not what it asks, named with what is expected; titled
 * 'Incomplete Information' when one is empty, otherwise the invalid notice's title.
 */
export function contactNotice(words: Pick<QuizWords, 'notices'>, problems: Readonly<Record<'name' | 'email' | 'phone', ContactFieldProblem>>): QuizNotice {
  const { contactIncomplete, contactInvalid } = words.notices;
  const missing = Object.values(problems).includes('missing');
  const invalid = (['email', 'phone'] as const).filter((field) => problems[field] === 'invalid').map((field) => contactInvalid.fields[field]);
  return {
    title: missing ? contactIncomplete.title : contactInvalid.title,
    description: [...(missing ? [contactIncomplete.description] : []), ...invalid].join(' '),
  };
}

/**
 * What the quiz's 'Incomplete Information' notices are about (a toast's `reason`): the step on
 * screen is not answered yet. They are withdrawn once it is, or once the visitor moves on.
 */
export const QUIZ_STEP_NOTICE = 'quiz-step-incomplete';
