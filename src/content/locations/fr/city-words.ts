import { LIMITS, PHONE, INFO_EMAIL } from '../../site';
import type { CtaActionText } from '../../cta';
import { cityInquiryPath, mapServices } from '../../pages/locations';
import { deLieu } from '../../french-formats';
import { frenchLink } from '../../french-links';
import type { LocationServiceName } from '../types';
import type { CityPageWords } from '../city-words';

/** The six services the city pages name, in Canadian French (their pages are linked in French once they exist). */
const SERVICES_FR: Readonly<Record<LocationServiceName, { name: string; text: string }>> = {
  'Personal Care': {
    name: 'Soins personnels',
    text: 'Le bain, l’habillage, la toilette et l’aide pour se déplacer en sécurité, dans la dignité et l’intimité.',
  },
  "Alzheimer's & Dementia Support": {
    name: 'Soutien Alzheimer et démence',
    text: 'Des routines calmes, des activités pour la mémoire et une présence rassurante, par des préposés formés.',
  },
  'Companionship Visits': {
    name: 'Visites de compagnie',
    text: 'La conversation, les sorties, les courses et un visage ami qui parle la langue de votre parent.',
  },
  'Live-In Care': { name: 'Soins avec hébergement', text: 'Une personne soignante à la maison jour et nuit, pour que votre proche ne soit jamais seul.' },
  'Housekeeping & Home Safety': {
    name: 'Entretien ménager et sécurité',
    text: 'L’entretien léger, la lessive et une maison libre des obstacles qui causent les chutes.',
  },
  'Meal Support': { name: 'Aide aux repas', text: 'Des repas maison familiers, qui respectent les régimes et les saveurs de chez soi.' },
};

/** The phone, mail and chat buttons in French. */
export const CTA_ACTION_TEXT_FR: CtaActionText = {
  phone: `Appeler le ${PHONE.display}`,
  email: `Écrire à ${INFO_EMAIL}`,
  messaging: 'Écrire sur WhatsApp',
  newTab: ' (s’ouvre dans un nouvel onglet)',
};

/** Whether a province takes 'en' or 'au' ('en Ontario', 'au Québec', 'au Manitoba'). */
const inProvince = (province: string) => (/^(Manitoba|Québec|Nouveau-Brunswick)$/.test(province) ? `au ${province}` : `en ${province}`);

/** The city landing template's words in Canadian French (decision 0064): every key of CityPageWords. */
export const CITY_PAGE_WORDS_FR = {
  eyebrow: (province) => `Soins à domicile ${inProvince(province)}`,
  responsePromise: `Les soins peuvent commencer en ${LIMITS.careStartHours}\u00a0heures.`,
  callLocal: (phone) => `Appelez notre ligne locale\u00a0: ${phone}`,
  introHeading: (city) => `Prendre soin des aînés à ${city}`,
  languagesLabel: 'Les langues que les familles d’ici demandent le plus',
  languagePage: {
    before: 'Une page pour les familles, dans leur langue\u00a0:',
    inLanguage: 'à lire en',
    nativeNames: { pa: 'ਪੰਜਾਬੀ', tl: 'Tagalog', hi: 'हिंदी', 'zh-Hans': '中文（简体）', ar: 'العربية' },
  },
  guides: {},
  heroAction: (label, city) => ({ kind: 'link', ...frenchLink(label, cityInquiryPath(city)) }),
  servicesHeading: (city) => `Services populaires à ${city}`,
  servicesIntro: 'Chaque plan commence par une consultation gratuite et s’adapte quand les besoins de votre proche changent.',
  services: mapServices(({ path }, name) => {
    const words = SERVICES_FR[name];
    return { ...words, link: frenchLink(`En savoir plus\u00a0: ${words.name.toLowerCase()}`, path) };
  }),
  mostRequested: 'Le plus demandé',
  neighbourhoodsHeading: (city) => `Les quartiers que nous desservons à ${city}`,
  neighbourhoodsIntro: 'Nos préposés vivent et travaillent partout dans la ville\u00a0: les visites se font près de chez vous.',
  postalAreas: (city, areas) => `Les secteurs postaux que nous desservons autour ${deLieu(city)}\u00a0: ${areas}.`,
  testimonialsHeading: (city) => `Des familles de ${city} parlent de Maple Hearth`,
  rating: (stars) => `Note de ${stars} sur 5`,
  coordinator: { heading: 'Votre coordonnatrice des soins locale', directLine: 'Ligne directe', email: 'Courriel' },
  map: {
    heading: (city) => `Nous trouver à ${city}`,
    placeholder: (city, province) => `${city} (${province})\u00a0: nos préposés se rendent à domicile partout dans la ville.`,
    show: 'Afficher la carte',
    notice: 'La carte vient de Google Maps et ne se charge que si vous la demandez\u00a0; Google peut alors déposer ses propres témoins.',
    frameTitle: (city) => `Carte de ${city}`,
  },
  cta: (city) => ({
    heading: `Commencer les soins à ${city}`,
    text: 'Parlez-nous de votre proche. Une coordonnatrice ou un coordonnateur des soins vous rappelle en un jour ouvrable, et la première consultation est gratuite.',
    actions: [{ kind: 'link', ...frenchLink('Joindre notre équipe de soins', cityInquiryPath(city)) }, { kind: 'phone' }],
  }),
  actionText: CTA_ACTION_TEXT_FR,
} satisfies CityPageWords;
