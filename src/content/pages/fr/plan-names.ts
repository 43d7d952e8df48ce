/**
 * The care plans' names in Canadian French (decision 0067), as the French results name them; apart
 * from ./quiz-results.ts so a French form filled in from the visit (src/content/visit.fr-CA.ts)
 * names the plan without the results' words.
 */
export const PLAN_NAMES_FR = {
  base: 'Soins de compagnie',
  personalCare: 'Soins personnels',
  dementia: 'Soins de la maladie d’Alzheimer et des autres démences',
  liveIn: 'Soins à domicile 24 heures sur 24',
} as const;

/** A plan with a bilingual caregiver: 'Soins personnels avec un préposé bilingue'. */
export const bilingualPlanFr = (name: string): string => `${name} avec un préposé bilingue`;
