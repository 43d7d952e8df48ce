import { CARE_PLANS } from './care-plans';
import { VILLES_SUR_DEMANDE } from './info-pages/fr/service-area';
import { PLAN_NAMES_FR, bilingualPlanFr } from './pages/fr/plan-names';
import { QUIZ_CHOICES_FR } from './pages/fr/quiz-choices';
import type { VisitWords } from './visit';

/**
 * ./visit.ts in Canadian French (docs/spec/DECISIONS.md "French pages in French to the end"): what a
 * French page's form says when the visit filled it in. The visit keeps the office's English (the
 * quiz's answers, a language page's language, the plan's name); these words name each fact as the
 * French quiz does. What the form posts is what the family sees and may change.
 */
const c = QUIZ_CHOICES_FR;
const names = PLAN_NAMES_FR;
const known: Readonly<Record<string, string>> = { ...c.whoNeedsCare, ...c.languages, ...c.supportNeeded, ...VILLES_SUR_DEMANDE };

/** The plan's English name ('Personal Care with a Bilingual Caregiver') as the French results name it. */
const PLAN_NAMES: Readonly<Record<string, string>> = {
  [CARE_PLANS.base.name]: names.base,
  [CARE_PLANS.personalCare.name]: names.personalCare,
  [CARE_PLANS.dementia.name]: names.dementia,
  [CARE_PLANS.liveIn.name]: names.liveIn,
};
function planInFrench(plan: string): string {
  const bilingual = plan.endsWith(CARE_PLANS.bilingualSuffix);
  const base = bilingual ? plan.slice(0, -CARE_PLANS.bilingualSuffix.length) : plan;
  const name = PLAN_NAMES[base] ?? base;
  return bilingual ? bilingualPlanFr(name) : name;
}
const inFrench = (value: string): string => known[value] ?? PLAN_NAMES[value] ?? (value.endsWith(CARE_PLANS.bilingualSuffix) ? planInFrench(value) : value);
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
/** ' (2 à 4 heures par jour)', ' (24 heures sur 24, 7 jours sur 7)'; nothing for a family not yet sure. */
function hoursInFrench(hours: string): string {
  if (hours === '2-4' || hours === '6-8') return ` (${c.hoursOfCare[hours]} par jour)`;
  return hours === '24/7' ? ` (${c.hoursOfCare[hours]})` : '';
}

export const FROM_VISIT_FR = {
  fromCarePlan: 'D’après votre plan de soins',
  fromPage: 'D’après la page d’où vous venez',
  line: (from, facts) => `${from}\u00a0: ${facts.join(', ')}`,
  editable: 'Nous avons rempli ces champs pour vous. Modifiez ce qui n’est pas exact.',
  planNote: (plan, support, hours) =>
    `D’après mon plan de soins\u00a0: ${planInFrench(plan)}${support.length ? `, pour ${support.map((s) => lowerFirst(inFrench(s))).join(', ')}` : ''}${hoursInFrench(hours)}.`,
  contactFields: {
    languages: { label: 'Langues que le préposé devrait parler', name: 'Languages' },
  },
  fact: inFrench,
} as const satisfies VisitWords;
