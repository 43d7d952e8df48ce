/** The ten services (docs/spec/SPEC.md §1, §2.1 and §2.6). Pages, menus and JSON-LD read this list. */

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

export interface Service {
  title: string;
  description: string;
  path: string;
  serviceType: ServiceType;
}

export const SERVICES: readonly Service[] = [
  {
    title: 'Personal Care',
    description:
      'Dignified help with bathing, grooming, toileting, dressing and safe transfers, from a caregiver who respects your routines.',
    path: '/personal-care-services',
    serviceType: 'PersonalCare',
  },
  {
    title: 'Companionship Care',
    description:
      'Conversation, outings, hobbies and a familiar face who speaks your language, so loneliness never sets the tone of the day.',
    path: '/companionship-care-services',
    serviceType: 'CompanionshipCare',
  },
  {
    title: "Dementia & Alzheimer's Care",
    description:
      'Person-centred memory care with calm routines, safe supervision and activities that draw on a lifetime of stories.',
    path: '/dementia-care-brampton',
    serviceType: 'DementiaCare',
  },
  {
    title: 'Respite Care',
    description:
      'Hourly, daily, weekend or overnight relief so family caregivers can rest, work or travel knowing their loved one is safe.',
    path: '/respite-care-family-relief',
    serviceType: 'RespiteCare',
  },
  {
    title: '24/7 Live-In Care',
    description:
      'A caregiver who lives in, or rotating shifts that stay fully alert, for seniors who need someone there day and night.',
    path: '/24-7-live-in-care',
    serviceType: 'LiveInCare',
  },
  {
    title: 'End-of-Life Care',
    description:
      'Comfort, symptom management and emotional support at home, with respite for the family and clear coordination with the care team.',
    path: '/services/end-of-life-care',
    serviceType: 'PalliativeCare',
  },
  {
    title: 'Meal Preparation & Nutrition',
    description:
      'Meal planning, grocery shopping and home cooking that respects diabetic, cardiac, cultural and vegetarian diets.',
    path: '/senior-meal-preparation-nutrition',
    serviceType: 'MealPreparation',
  },
  {
    title: 'Housekeeping & Home Safety',
    description:
      'Light housekeeping, laundry and a safer home layout that lowers the risk of falls and keeps daily life manageable.',
    path: '/senior-housekeeping-safety-services',
    serviceType: 'Housekeeping',
  },
  {
    title: 'Transportation',
    description:
      'Assisted rides to medical appointments, shopping, errands and community events, with a caregiver by your side.',
    path: '/services/transportation',
    serviceType: 'Transportation',
  },
  {
    title: 'Fall Prevention & Chronic Illness Support',
    description:
      'Condition monitoring, medication and appointment management, and everyday habits that keep chronic illness in check.',
    path: '/senior-fall-prevention',
    serviceType: 'ChronicIllnessSupport',
  },
];

export function serviceByType(serviceType: ServiceType): Service {
  const service = SERVICES.find((s) => s.serviceType === serviceType);
  if (!service) throw new Error(`No service of type ${serviceType}`);
  return service;
}
