import type { PageMetaText } from '../meta';
import { SERVICE_LIST, type ServiceType } from '../../service-list';
import { LIMITS } from '../../site';
import type { Service } from '../../services';
import { SERVICE_AREA_FR } from './service-area';
import { FR_SERVICE_PATHS } from './paths';
import { englishLink } from './words';
import { frenchLink } from '../../french-links';

/**
 * The ten services in Canadian French (decision 0063): their names and the /services cards' words,
 * for /fr/services and for the breadcrumbs and structured data of each French service page.
 */
const FR_SERVICE_WORDS: Readonly<Record<ServiceType, { title: string; description: string }>> = {
  PersonalCare: {
    title: 'Soins personnels',
    description: 'Une aide respectueuse pour le bain, la toilette, l’habillement et les transferts, par une préposée qui respecte vos habitudes.',
  },
  CompanionshipCare: {
    title: 'Compagnie et accompagnement',
    description:
      'De la conversation, des sorties, des loisirs et un visage familier qui parle votre langue, pour que la solitude ne donne plus le ton à la journée.',
  },
  DementiaCare: {
    title: 'Soins de la démence et de l’Alzheimer',
    description:
      'Des soins centrés sur la personne, avec des routines apaisantes, une surveillance sécuritaire et des activités nourries par toute une vie de souvenirs.',
  },
  RespiteCare: {
    title: 'Répit pour les proches aidants',
    description: 'Quelques heures, une journée, une fin de semaine ou une nuit de répit, pour vous reposer, travailler ou voyager l’esprit tranquille.',
  },
  LiveInCare: {
    title: 'Soins à domicile 24 heures sur 24, 7 jours sur 7',
    description: 'Une personne soignante qui habite chez votre proche, ou des quarts en rotation toujours éveillés, pour une présence de jour comme de nuit.',
  },
  PalliativeCare: {
    title: 'Soins de fin de vie',
    description:
      'Du confort, le soulagement des symptômes et un soutien moral à la maison, du répit pour la famille et une coordination claire avec l’équipe soignante.',
  },
  MealPreparation: {
    title: 'Préparation des repas et nutrition',
    description: 'La planification des menus, l’épicerie et une cuisine maison qui respecte les régimes diabétique, cardiaque, culturel ou végétarien.',
  },
  Housekeeping: {
    title: 'Entretien ménager et sécurité à domicile',
    description: 'Du ménage léger, la lessive et une maison mieux aménagée, qui réduit les risques de chute et garde le quotidien facile à gérer.',
  },
  Transportation: {
    title: 'Transport accompagné',
    description:
      'Des déplacements accompagnés vers les rendez-vous médicaux, les magasins, les courses et les activités, avec une personne soignante à vos côtés.',
  },
  ChronicIllnessSupport: {
    title: 'Prévention des chutes et maladies chroniques',
    description:
      'Le suivi de l’état de santé, des médicaments et des rendez-vous, et des habitudes de tous les jours qui aident à garder une maladie chronique sous contrôle.',
  },
};

/** The ten services in French, in the English list's order, at their French addresses. */
export const FR_SERVICES: readonly Service[] = SERVICE_LIST.map((service) => ({
  ...FR_SERVICE_WORDS[service.serviceType],
  path: FR_SERVICE_PATHS[service.serviceType],
  serviceType: service.serviceType,
}));

export const frServiceByType = (serviceType: ServiceType): Service => {
  const service = FR_SERVICES.find((s) => s.serviceType === serviceType);
  if (!service) throw new Error(`No French service of type ${serviceType}`);
  return service;
};

/** /fr/services: its words (the English page's shape, src/content/pages/services.ts). */
export const FR_SERVICES_PAGE = {
  eyebrow: 'Nos services',
  heading: 'Des soins à domicile pensés pour votre famille',
  lead: `D’une visite de deux heures à une personne soignante qui habite chez votre proche, chaque service est offert par des préposés vérifiés et assurés, jumelés à la langue et à la culture de votre proche. Les soins peuvent habituellement commencer en ${LIMITS.careStartHours} heures.`,
  gridHeading: 'Choisissez un service pour en savoir plus',
  learnMore: 'En savoir plus',
  learn: {
    heading: 'Mieux comprendre les soins à domicile',
    links: [
      englishLink('Les soins à domicile, c’est quoi? Un guide simple pour les familles', '/what-is-home-care'),
      englishLink('Comment nous assurons la qualité des soins', '/top-quality-care'),
      englishLink('Chercher dans les services et les guides', '/search'),
    ],
  },
  unsure: {
    heading: 'Vous hésitez entre plusieurs services?',
    text: 'Répondez à huit questions rapides et nous vous recommanderons un plan de soins, ou parlez-en gratuitement avec un conseiller en soins.',
    quiz: frenchLink('Trouver votre plan de soins', '/find-your-care-plan'),
    contact: frenchLink('Parler à un conseiller en soins', '/contact-us'),
  },
} as const;

/** /fr/services: its title and description. */
export const FR_SERVICES_META: PageMetaText = {
  title: 'Nos services de soins à domicile pour aînés | Maple Hearth Home Care',
  description: `Dix services de soins à domicile pour aînés dans ${SERVICE_AREA_FR.summary}\u00a0: soins personnels, compagnie, démence, répit, fin de vie, repas, ménage, transport et plus.`,
};

/** The breadcrumbs' words on French service pages: Accueil > Services > the page. */
export const FR_CRUMBS = { home: 'Accueil', services: 'Services' } as const;
