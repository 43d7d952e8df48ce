import type { ServiceType } from '../../service-list';

/**
 * The French services' addresses (decision 0063): /fr/services and a French slug per service, in
 * one typed table, which the route registry reads (paths only: the words come with each page).
 */
export const FR_SERVICES_PATH = '/fr/services';

export const FR_SERVICE_PATHS: Readonly<Record<ServiceType, string>> = {
  PersonalCare: `${FR_SERVICES_PATH}/soins-personnels`,
  CompanionshipCare: `${FR_SERVICES_PATH}/compagnie`,
  DementiaCare: `${FR_SERVICES_PATH}/soins-de-la-demence`,
  RespiteCare: `${FR_SERVICES_PATH}/repit`,
  LiveInCare: `${FR_SERVICES_PATH}/soins-a-domicile-24-heures`,
  PalliativeCare: `${FR_SERVICES_PATH}/soins-de-fin-de-vie`,
  MealPreparation: `${FR_SERVICES_PATH}/preparation-des-repas`,
  Housekeeping: `${FR_SERVICES_PATH}/entretien-menager`,
  Transportation: `${FR_SERVICES_PATH}/transport`,
  ChronicIllnessSupport: `${FR_SERVICES_PATH}/prevention-des-chutes`,
};

/** The French home page (the route-twin foundation builds it). */
export const FR_HOME_PATH = '/fr';
