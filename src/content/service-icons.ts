import type { IconName } from './icons';
import type { ServiceType } from './service-list';

/**
 * A drawn icon for each service card: apart from the /services page's words, so that its twins in
 * each language share the icons and nothing else (decision 0063).
 */
export const SERVICE_ICONS: Readonly<Record<ServiceType, IconName>> = {
  PersonalCare: 'heart',
  CompanionshipCare: 'users',
  DementiaCare: 'sparkle',
  RespiteCare: 'clock',
  LiveInCare: 'home',
  PalliativeCare: 'leaf',
  MealPreparation: 'check',
  Housekeeping: 'shield',
  Transportation: 'mapPin',
  ChronicIllnessSupport: 'device',
};
