import type { CareTypeId, RegionId } from '../../../../machines/care-cost/care-cost.rules';

/** The calculator's care types in French (its labels in ../../calculators.ts, CARE_TYPE_LABELS): the service rates' and the quiz's plan. */
export const CARE_TYPE_LABELS_FR: Readonly<Record<CareTypeId, string>> = {
  companionship: 'Compagnie',
  'personal-care': 'Soins personnels',
  specialized: 'Soins spécialisés (démence, PSSP)',
};

/** The calculator's regions in French as its choices name them (its labels in ../../calculators.ts, REGION_LABELS): the calculator's and the quiz's plan. */
export const REGION_NAMES_FR: Readonly<Record<RegionId, string>> = {
  gta: 'Région du Grand Toronto',
  vancouver: 'Région du Grand Vancouver',
  calgary: 'Région de Calgary',
  ottawa: 'Région d’Ottawa',
  other: 'Autres régions',
};
