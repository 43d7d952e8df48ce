import { conditionText, type QuizAnswers } from '../../../machines/quiz/quiz.rules';
import { CARE_PLAN_REQUEST } from '../../content/forms';
import type { CareTypeId } from '../../../machines/care-cost/care-cost.rules';
import type { PlanScheduleId, PlanTierId, QuizResultsWords } from '../../content/quiz';
import { CARE_PLANS, PERSONAL_CARE_SUPPORT } from '../../content/care-plans';
import { PLAN_HOURS_PER_DAY } from '../../content/plan-choices';

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

/** docs/spec/SPEC.md §9.2: the recommended plan, evaluated in the spec's stated order. */
export function carePlanFor(answers: CarePlanInput): RecommendedPlan {
  const { base, personalCare, dementia, extendedHours, liveIn, bilingualSuffix } = CARE_PLANS;
  // 1. Base.
  let plan: RecommendedPlan = { name: base.name, hours: base.hours, pricePerDay: base.pricePerDay, features: base.features };
  // 2. Personal care.
  if (needsPersonalCare(answers)) {
    plan = { ...plan, name: personalCare.name, pricePerDay: personalCare.pricePerDay, features: personalCare.features };
  }
  // 3. Dementia, by support option or by "alzheimer" anywhere in the condition text.
  if (needsDementiaCare(answers)) {
    plan = { ...plan, name: dementia.name, pricePerDay: dementia.pricePerDay, features: dementia.features };
  }
  // 4. 6-8 hours doubles the current price.
  if (answers.hoursOfCare === extendedHours.hoursOption) {
    plan = { ...plan, hours: extendedHours.hours, pricePerDay: plan.pricePerDay * extendedHours.priceMultiplier };
  }
  // 5. 24/7 replaces the plan.
  if (answers.hoursOfCare === liveIn.hoursOption) {
    plan = { name: liveIn.name, hours: liveIn.hours, pricePerDay: liveIn.pricePerDay, features: liveIn.features };
  }
  // 6. More than one language.
  if (answers.languages.length > 1) plan = { ...plan, name: `${plan.name}${bilingualSuffix}` };
  return plan;
}

/**
 * What the recommended plan is made of, by the same rules in the same order (docs/spec/SPEC.md §9.2):
 * its kind (24/7 replaces any other), its hours and whether it asks for a bilingual caregiver.
 * The page's words name it from these (decision 0067); what is posted is `carePlanFor`'s English.
 */
export function carePlanParts(answers: CarePlanInput): { tier: PlanTierId; schedule: PlanScheduleId; bilingual: boolean } {
  const { extendedHours, liveIn } = CARE_PLANS;
  const isLiveIn = answers.hoursOfCare === liveIn.hoursOption;
  const tier: PlanTierId = isLiveIn ? 'liveIn' : needsDementiaCare(answers) ? 'dementia' : needsPersonalCare(answers) ? 'personalCare' : 'base';
  const schedule: PlanScheduleId = isLiveIn ? 'liveIn' : answers.hoursOfCare === extendedHours.hoursOption ? 'extended' : 'base';
  return { tier, schedule, bilingual: answers.languages.length > 1 };
}

/** The recommended plan as the page shows it, in its words: name, hours, price (the rules' own) and features. */
export function carePlanIn(words: QuizResultsWords['plans'], answers: CarePlanInput): RecommendedPlan {
  const { tier, schedule, bilingual } = carePlanParts(answers);
  const name = words.names[tier];
  return { name: bilingual ? words.bilingual(name) : name, hours: words.hours[schedule], pricePerDay: carePlanFor(answers).pricePerDay, features: words.features[tier] };
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
 * every lead form uses, each answer and the plan under the labels the mailbox shows. Empty
 * optional answers say so rather than vanish.
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
    [f.languages]: answers.languages.join(', '),
    [f.startDate]: orNotGiven(answers.startDate),
    [f.plan]: plan.name,
    [f.planHours]: plan.hours,
    [f.planPrice]: String(plan.pricePerDay),
  };
}
