import { CITIES, cityPath, type Province } from '../../cities';
import { FRENCH_HOME, FRENCH_LANG, frenchPathOf } from '../../french-paths';
import { SERVICE_AREA } from '../../service-area';
import { SERVICE_AREA_FR } from '../../info-pages/fr/service-area';
import { SERVICE_AREA_ANSWER_FR } from '../../service-area-answer.fr-CA';
import { LOCATIONS_PATH } from '../../navigation';
import { BRAND } from '../../site';
import { ENGLISH_ONLY_NOTE } from '../../french-links';
import { LANGUAGE_PAGE_META, englishTwinPath } from '../meta';
import type { LocationsWords } from '../locations-words';
import { OFFICES_FR, OFFICE_STATUS_FR } from './offices';

/**
 * /fr/emplacements: /locations in Canadian French (decision 0064). The cities, offices and language
 * pages are those of the one lists (src/content/cities.ts, offices.ts, locations/meta.ts); a city page
 * in English only is linked as such ("(en anglais)", hreflang en), Ottawa's in French.
 */
export const LOCATIONS_PATH_FR = frenchPathOf(LOCATIONS_PATH) ?? LOCATIONS_PATH;

export const LOCATIONS_META_FR = {
  title: `Emplacements : soins à domicile dans ${SERVICE_AREA.cityCount} villes canadiennes | ${BRAND}`,
  description: `Trouvez les soins à domicile Maple Hearth près de chez vous : ${SERVICE_AREA_FR.summary}, nos bureaux et des soins dans votre langue.`,
  breadcrumbs: [
    { name: 'Accueil', path: FRENCH_HOME },
    { name: 'Emplacements', path: LOCATIONS_PATH_FR },
  ],
} as const;

export const LOCATIONS_WORDS_FR = {
  hero: {
    eyebrow: 'Emplacements',
    heading: 'Des soins à domicile pour aînés partout au Canada',
    lead: `${SERVICE_AREA_FR.sentence} Trouvez votre ville pour rencontrer votre équipe locale.`,
  },
  filter: {
    label: 'Trouver votre ville ou votre code postal',
    placeholder: 'Tapez une ville, un code postal ou une province, p. ex. Ottawa, K2P 1L4 ou Alberta',
    count: (shown, total) => (shown === total ? `Les ${total} villes sont affichées` : `${shown} villes sur ${total} correspondent`),
    reset: 'Afficher tous les emplacements',
  },
  answer: SERVICE_AREA_ANSWER_FR,
  citiesHeading: 'Nos villes',
  cityLink: (city) => `Soins aux aînés à ${city}`,
  officesHeading: 'Nos bureaux',
  officeStatus: OFFICE_STATUS_FR,
  languagesHeading: 'Des soins dans votre langue',
  languagesIntro:
    'Des préposés qui parlent la langue de votre famille, dans les villes où les familles les demandent le plus. Chaque page est écrite dans sa langue, avec une version anglaise à côté, et la page de Montréal a aussi sa version française.',
  languagesInEnglish: 'version anglaise',
  languagesInFrench: 'version française',
} satisfies LocationsWords;

/** The provinces of the city list in French, as headings and the filter name them. */
const PROVINCE_NAMES_FR: Readonly<Record<Province, string>> = {
  Ontario: 'Ontario',
  'British Columbia': 'Colombie-Britannique',
  Alberta: 'Alberta',
  Manitoba: 'Manitoba',
  Saskatchewan: 'Saskatchewan',
};

/** Every city of the list, its page in French where it has one (Ottawa), otherwise its English page, said so. */
export const DIRECTORY_FR = CITIES.map((c) => {
  const french = frenchPathOf(cityPath(c));
  return {
    city: c.city,
    province: PROVINCE_NAMES_FR[c.province],
    ...(french ? { path: french } : { path: cityPath(c), hrefLang: 'en', note: ENGLISH_ONLY_NOTE }),
  };
});

export const OFFICE_CARDS_FR = OFFICES_FR.map((o) => ({
  name: o.name,
  city: o.city,
  role: o.role,
  detail: o.detail,
  status: o.active ? ('Active' as const) : ('Upcoming' as const),
}));

/** The language pages' names in French, by their path: a new language page without one fails the typecheck. */
const LANGUAGE_LABELS_FR: Readonly<Record<(typeof LANGUAGE_PAGE_META)[number]['path'], string>> = {
  '/care/punjabi-in-brampton': 'Des préposés qui parlent pendjabi à Brampton',
  '/care/tagalog-in-mississauga': 'Des préposés qui parlent tagalog à Mississauga',
  '/care/hindi-in-calgary': 'Des préposés qui parlent hindi à Calgary',
  '/care/mandarin-in-vancouver': 'Des préposés qui parlent mandarin à Vancouver',
  '/care/arabic-in-montreal': 'Des préposés qui parlent arabe à Montréal',
};

/** Each language page (in its language), its English twin and, for Montreal, its French twin. */
export const LANGUAGES_FR = LANGUAGE_PAGE_META.map((p) => {
  const english = englishTwinPath(p.path);
  const french = frenchPathOf(english);
  return {
    path: p.path,
    lang: p.lang,
    label: LANGUAGE_LABELS_FR[p.path],
    english: { path: english, hrefLang: 'en' },
    ...(french ? { french: { path: french, hrefLang: FRENCH_LANG } } : {}),
  };
});
