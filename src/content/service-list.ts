/**
 * The ten services (docs/spec/SPEC.md §1, §2.1 and §2.6): their names, paths and types, which the
 * route registry (every page's first load) reads; their descriptions are in ./services.ts, with
 * the pages that show them (decision 0055).
 */

export type ServiceType =
  | 'PersonalCare'
  | 'CompanionshipCare'
  | 'DementiaCare'
  | 'RespiteCare'
  | 'LiveInCare'
  | 'PalliativeCare'
  | 'MealPreparation'
  | 'Housekeeping'
  | 'Transportation'
  | 'ChronicIllnessSupport';

/** A service as the route registry and the menus name it. */
export interface ServiceEntry {
  title: string;
  path: string;
  serviceType: ServiceType;
}

export const SERVICE_LIST: readonly ServiceEntry[] = [
  { title: 'Personal Care', path: '/personal-care-services', serviceType: 'PersonalCare' },
  { title: 'Companionship Care', path: '/companionship-care-services', serviceType: 'CompanionshipCare' },
  { title: "Dementia & Alzheimer's Care", path: '/dementia-care-brampton', serviceType: 'DementiaCare' },
  { title: 'Respite Care', path: '/respite-care-family-relief', serviceType: 'RespiteCare' },
  { title: '24/7 Live-In Care', path: '/24-7-live-in-care', serviceType: 'LiveInCare' },
  { title: 'End-of-Life Care', path: '/services/end-of-life-care', serviceType: 'PalliativeCare' },
  { title: 'Meal Preparation & Nutrition', path: '/senior-meal-preparation-nutrition', serviceType: 'MealPreparation' },
  { title: 'Housekeeping & Home Safety', path: '/senior-housekeeping-safety-services', serviceType: 'Housekeeping' },
  { title: 'Transportation', path: '/services/transportation', serviceType: 'Transportation' },
  { title: 'Fall Prevention & Chronic Illness Support', path: '/senior-fall-prevention', serviceType: 'ChronicIllnessSupport' },
];
