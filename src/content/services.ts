/** The ten services (docs/spec/SPEC.md §1, §2.1 and §2.6), described. Pages, menus and JSON-LD read this list; the route registry reads ./service-list.ts. */
import { SERVICE_LIST, type ServiceEntry, type ServiceType } from './service-list';

export type { ServiceType };

export interface Service extends ServiceEntry {
  description: string;
}

const DESCRIPTIONS: Readonly<Record<ServiceType, string>> = {
  PersonalCare: 'Dignified help with bathing, grooming, toileting, dressing and safe transfers, from a caregiver who respects your routines.',
  CompanionshipCare: 'Conversation, outings, hobbies and a familiar face who speaks your language, so loneliness never sets the tone of the day.',
  DementiaCare: 'Person-centred memory care with calm routines, safe supervision and activities that draw on a lifetime of stories.',
  RespiteCare: 'Hourly, daily, weekend or overnight relief so family caregivers can rest, work or travel knowing their loved one is safe.',
  LiveInCare: 'A caregiver who lives in, or rotating shifts that stay fully alert, for seniors who need someone there day and night.',
  PalliativeCare: 'Comfort, symptom management and emotional support at home, with respite for the family and clear coordination with the care team.',
  MealPreparation: 'Meal planning, grocery shopping and home cooking that respects diabetic, cardiac, cultural and vegetarian diets.',
  Housekeeping: 'Light housekeeping, laundry and a safer home layout that lowers the risk of falls and keeps daily life manageable.',
  Transportation: 'Assisted rides to medical appointments, shopping, errands and community events, with a caregiver by your side.',
  ChronicIllnessSupport: 'Condition monitoring, medication and appointment management, and everyday habits that keep chronic illness in check.',
};

export const SERVICES: readonly Service[] = SERVICE_LIST.map((service) => ({ ...service, description: DESCRIPTIONS[service.serviceType] }));

export function serviceByType(serviceType: ServiceType): Service {
  const service = SERVICES.find((s) => s.serviceType === serviceType);
  if (!service) throw new Error(`No service of type ${serviceType}`);
  return service;
}
