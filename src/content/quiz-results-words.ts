import { PLAN_PRICE_WORDS, SUPPORT_IN_PLAN, YOUR_CHOICES_HEADING } from './plan-choices';
import { CONSULTATION_PATH } from './navigation';
import type { QuizResultsWords } from './quiz';
import { CARE_PLANS } from './care-plans';

/** A yyyy-mm-dd date as the English results always said it: 'July 15, 2025'. */
function formatDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  if (!y || !m || !d) return iso;
  return new Date(y, m - 1, d).toLocaleDateString('en-CA', { year: 'numeric', month: 'long', day: 'numeric' });
}

const { base, personalCare, dementia, extendedHours, liveIn, bilingualSuffix } = CARE_PLANS;

/** The plan's card and the answers beside it (docs/spec/SPEC.md §4.4), apart from ./quiz.ts so the page's first load carries none of them. */
const t = {
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
} as const;

/**
 * The results' words in English (decision 0067): the spec's plans (./care-plans.ts) and the
 * price story's words (./plan-choices.ts), unchanged. Fetched with the results' code.
 */
export const QUIZ_RESULTS_WORDS = {
  ...t,
  book: { label: t.book, to: CONSULTATION_PATH },
  longDate: formatDate,
  plans: {
    names: { base: base.name, personalCare: personalCare.name, dementia: dementia.name, liveIn: liveIn.name },
    bilingual: (name) => `${name}${bilingualSuffix}`,
    hours: { base: base.hours, extended: extendedHours.hours, liveIn: liveIn.hours },
    features: { base: base.features, personalCare: personalCare.features, dementia: dementia.features, liveIn: liveIn.features },
  },
  yourChoicesHeading: YOUR_CHOICES_HEADING,
  supportInPlan: SUPPORT_IN_PLAN,
  price: {
    ...PLAN_PRICE_WORDS,
    planLink: (region, to) => ({ label: PLAN_PRICE_WORDS.planLink(region), to }),
  },
} as const satisfies QuizResultsWords;
