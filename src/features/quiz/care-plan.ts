import { conditionText, type QuizAnswers } from '../../../machines/quiz/quiz.rules';
import { CARE_PLAN_REQUEST } from '../../content/forms';
import type { CareTypeId } from '../../../machines/care-cost/care-cost.rules';
import type { PlanScheduleId, PlanTierId, QuizResultsWords } from '../../content/quiz';
import { CARE_PLANS, PERSONAL_CARE_SUPPORT } from '../../content/care-plans';
import { PLAN_HOURS_PER_DAY } from '../../content/plan-choices';
import { serviceAreaFor } from '../../../machines/shared/service-area-rules';
import { SERVICE_AREA_TABLE } from '../../content/postal-areas';
import { SERVICE_AREA_FIELD, serviceAreaField } from '../../content/service-area-answer';

export interface CarePlanInput {
  supportNeeded: readonly string[];
  hoursOfCare: string;
  /** The condition as chosen, or the visitor's own words when they chose Other. */
  conditionText: string;
  languages: readonly string[];
}

export interface RecommendedPlan {
  name: string;
  hours: string;
  pricePerDay: number;
  features: readonly string[];
}

/** docs/spec/SPEC.md §9.2 step 2: bathing, grooming or mobility assistance. */
const needsPersonalCare = (answers: CarePlanInput) => answers.supportNeeded.some((s) => (PERSONAL_CARE_SUPPORT as readonly string[]).includes(s));
/** docs/spec/SPEC.md §9.2 step 3: the dementia option, or "alzheimer" anywhere in the condition text. */
const needsDementiaCare = (answers: CarePlanInput) =>
  answers.supportNeeded.includes(CARE_PLANS.dementia.supportOption) || answers.conditionText.toLowerCase().includes(CARE_PLANS.dementia.conditionMatch);

/**
 * What the recommended plan is made of, by the rules of docs/spec/SPEC.md §9.2 in their order: its
 * kind (dementia over personal care over the base; 24/7 replaces any other), its hours and whether
 * it asks for a bilingual caregiver. `carePlanFor` (English, posted) and `carePlanIn` (the page's
 * words, decision 0067) both name it from these: the rules are written once.
 */
export function carePlanParts(answers: CarePlanInput): { tier: PlanTierId; schedule: PlanScheduleId; bilingual: boolean } {
  const { extendedHours, liveIn } = CARE_PLANS;
  const isLiveIn = answers.hoursOfCare === liveIn.hoursOption;
  const tier: PlanTierId = isLiveIn ? 'liveIn' : needsDementiaCare(answers) ? 'dementia' : needsPersonalCare(answers) ? 'personalCare' : 'base';
  const schedule: PlanScheduleId = isLiveIn ? 'liveIn' : answers.hoursOfCare === extendedHours.hoursOption ? 'extended' : 'base';
  return { tier, schedule, bilingual: answers.languages.length > 1 };
}

/**
 * docs/spec/SPEC.md §9.2: the recommended plan in English (what is posted), from its parts
 * (`carePlanParts`, the spec's rules in its order): the kind's name, price and features; 6-8 hours
 * doubles the price; 24/7 replaces the plan; more than one language adds the bilingual suffix.
 */
export function carePlanFor(answers: CarePlanInput): RecommendedPlan {
  const { base, extendedHours, liveIn, bilingualSuffix } = CARE_PLANS;
  const { tier, schedule, bilingual } = carePlanParts(answers);
  const kind = CARE_PLANS[tier];
  const hours = schedule === 'liveIn' ? liveIn.hours : schedule === 'extended' ? extendedHours.hours : base.hours;
  const pricePerDay = schedule === 'extended' ? kind.pricePerDay * extendedHours.priceMultiplier : kind.pricePerDay;
  return { name: bilingual ? `${kind.name}${bilingualSuffix}` : kind.name, hours, pricePerDay, features: kind.features };
}

/** The recommended plan as the page shows it, in its words: name, hours, price (the rules' own) and features. */
export function carePlanIn(words: QuizResultsWords['plans'], answers: CarePlanInput): RecommendedPlan {
  const { tier, schedule, bilingual } = carePlanParts(answers);
  const name = words.names[tier];
  return {
    name: bilingual ? words.bilingual(name) : name,
    hours: words.hours[schedule],
    pricePerDay: carePlanFor(answers).pricePerDay,
    features: words.features[tier],
  };
}

/**
 * How the plan's daily estimate compares with the care cost calculator (decision 0049): its hours
 * a day, and the calculator's care type for it (null for live-in care, which is priced by the day).
 */
export function planPriceBasis(answers: CarePlanInput): { hoursPerDay: number; careType: CareTypeId | null } {
  if (answers.hoursOfCare === CARE_PLANS.liveIn.hoursOption) return { hoursPerDay: PLAN_HOURS_PER_DAY.liveIn, careType: null };
  const hoursPerDay = answers.hoursOfCare === CARE_PLANS.extendedHours.hoursOption ? PLAN_HOURS_PER_DAY.extended : PLAN_HOURS_PER_DAY.base;
  return { hoursPerDay, careType: needsDementiaCare(answers) ? 'specialized' : needsPersonalCare(answers) ? 'personal-care' : 'companionship' };
}

/**
 * What 'Send My Plan to a Care Advisor' posts (docs/spec/DECISIONS.md "Leads are never dropped"): the contact details under the names
 * every lead form uses, each answer and the plan under the labels the mailbox shows, and `Service area`,
 * the location's answer (docs/spec/DECISIONS.md "Where we serve"). Empty optional answers say so rather than vanish.
 */
export function carePlanRequestFields(answers: QuizAnswers, plan: RecommendedPlan): Record<string, string> {
  const f = CARE_PLAN_REQUEST.fields;
  const orNotGiven = (value: string) => value.trim() || CARE_PLAN_REQUEST.notGiven;
  return {
    name: answers.contact.name.trim(),
    email: answers.contact.email.trim(),
    phone: answers.contact.phone.trim(),
    [f.whoNeedsCare]: answers.whoNeedsCare,
    [f.supportNeeded]: answers.supportNeeded.join(', '),
    [f.hoursOfCare]: answers.hoursOfCare,
    [f.medicalCondition]: orNotGiven(conditionText(answers)),
    [f.location]: answers.location.trim(),
    // Where we serve (decision 0082), as the office reads it: served, on request or not yet, with its office.
    [SERVICE_AREA_FIELD]: serviceAreaField(serviceAreaFor(answers.location, SERVICE_AREA_TABLE)),
    [f.languages]: answers.languages.join(', '),
    [f.startDate]: orNotGiven(answers.startDate),
    [f.plan]: plan.name,
    [f.planHours]: plan.hours,
    [f.planPrice]: String(plan.pricePerDay),
  };
}
