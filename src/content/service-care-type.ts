import type { CareTypeId } from '../../machines/care-cost/care-cost.rules';
import type { ServiceType } from './services';

/**
 * The calculator's care type whose hourly rate each service page quotes: the type whose
 * description (./calculators.ts CARE_TYPE_DESCRIPTIONS) covers the service. Live-in care has
 * none: it is priced by the day.
 */
export const SERVICE_CARE_TYPE: Readonly<Partial<Record<ServiceType, CareTypeId>>> = {
  PersonalCare: 'personal-care',
  CompanionshipCare: 'companionship',
  DementiaCare: 'specialized',
  RespiteCare: 'personal-care',
  PalliativeCare: 'specialized',
  MealPreparation: 'companionship',
  Housekeeping: 'companionship',
  Transportation: 'companionship',
  ChronicIllnessSupport: 'specialized',
};
