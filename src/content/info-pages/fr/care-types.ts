import type { CareTypeId } from '../../../../machines/care-cost/care-cost.rules';

/** The calculator's care types in French (its labels in ../../calculators.ts, CARE_TYPE_LABELS): the service rates' and the quiz's plan. */
export const CARE_TYPE_LABELS_FR: Readonly<Record<CareTypeId, string>> = {
  companionship: 'Compagnie',
  'personal-care': 'Soins personnels',
  specialized: 'Soins spécialisés (démence, PSSP)',
};
