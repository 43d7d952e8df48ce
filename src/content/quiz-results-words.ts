import { calculatorPath, PRICE_STORY } from './price-story';
import { SUPPORT_IN_PLAN, YOUR_CHOICES_HEADING } from './plan-choices';
import { CONSULTATION_PATH } from './navigation';
import { CARE_PLANS, QUIZ_TEXT, type QuizResultsWords } from './quiz';

/** A yyyy-mm-dd date as the English results always said it: 'July 15, 2025'. */
function formatDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  if (!y || !m || !d) return iso;
  return new Date(y, m - 1, d).toLocaleDateString('en-CA', { year: 'numeric', month: 'long', day: 'numeric' });
}

const { base, personalCare, dementia, extendedHours, liveIn, bilingualSuffix } = CARE_PLANS;
const t = QUIZ_TEXT.results;

/**
 * The results' words in English (decision 0067): the spec's plans (./quiz.ts CARE_PLANS) and the
 * price story's words (./price-story.ts), unchanged. Fetched with the results' code.
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
    planHourly: PRICE_STORY.planHourly,
    planCompare: PRICE_STORY.planCompare,
    planWhy: PRICE_STORY.planWhy,
    liveIn: PRICE_STORY.liveIn,
    planLink: (careType, region, hoursPerWeek) => ({ label: PRICE_STORY.planLink(region), to: calculatorPath(careType, region, hoursPerWeek) }),
  },
} as const satisfies QuizResultsWords;
