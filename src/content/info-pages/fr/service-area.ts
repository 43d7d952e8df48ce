import type { Province } from '../../cities';
import { HEAD_OFFICE } from '../../site';
import { ON_REQUEST_CITIES, OTHER_OFFICE_CITIES, SERVICE_AREA, SERVICE_PROVINCES, type OnRequestCity } from '../../service-area';

/**
 * Where the company works (docs/spec/DECISIONS.md "Where the company works"), in Canadian French:
 * the same counts and places as src/content/service-area.ts, read from the city list, never retyped.
 */

const NOMBRES = ['zéro', 'une', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf', 'dix', 'onze', 'douze'];

/** 'cinq' for 5 (feminine, as for provinces); figures from 13 on. */
export const nombreEnLettres = (n: number): string => NOMBRES[n] ?? String(n);

/** 'A, B et C'. */
export const listeEnMots = (items: readonly string[]): string => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} et ${items.at(-1)}`);

const PROVINCES_FR: Readonly<Record<Province, string>> = {
  Ontario: 'l’Ontario',
  'British Columbia': 'la Colombie-Britannique',
  Alberta: 'l’Alberta',
  Manitoba: 'le Manitoba',
  Saskatchewan: 'la Saskatchewan',
};

/** The on-request cities' names in French. */
export const VILLES_SUR_DEMANDE: Readonly<Record<OnRequestCity, string>> = { Montreal: 'Montréal', Laval: 'Laval', Surrey: 'Surrey', Halifax: 'Halifax' };

export const SERVICE_AREA_FR = {
  /** '24 villes dans cinq provinces' */
  summary: `${SERVICE_AREA.cityCount} villes dans ${nombreEnLettres(SERVICE_AREA.provinceCount)} provinces`,
  /** 'De notre siège social de Brampton et de nos bureaux de Mississauga et d’Ottawa, …' */
  sentence:
    `De notre siège social de ${HEAD_OFFICE.city} et de nos bureaux de ${listeEnMots(OTHER_OFFICE_CITIES.map((c) => (/^[AEIOU]/.test(c) ? `d’${c}` : c)))}, ` +
    `nos préposés se rendent chez des familles de ${SERVICE_AREA.cityCount} villes dans ${nombreEnLettres(SERVICE_AREA.provinceCount)} provinces : ${listeEnMots(SERVICE_PROVINCES.map((p) => PROVINCES_FR[p]))}.`,
  /** How a city outside the list is answered: on request in four cities, not yet elsewhere. */
  onRequest:
    `À ${listeEnMots(ON_REQUEST_CITIES.map((c) => VILLES_SUR_DEMANDE[c]))}, nous servons aussi les familles sur demande : ` +
    'une coordonnatrice ou un coordonnateur des soins confirme si une personne soignante est disponible. ' +
    'Ailleurs, nous ne servons pas encore de familles, mais vous pouvez nous appeler ou nous écrire.',
} as const;
