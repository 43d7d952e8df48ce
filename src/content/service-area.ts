import { CITIES, type Province } from './cities';
import { HEAD_OFFICE } from './site';

/**
 * Where the company works, in one place (docs/spec/DECISIONS.md "Where the company works"): the
 * head office, the other offices, the cities of the one city list (src/content/cities.ts) and the
 * provinces they are in, and the cities served on request. Every page that speaks of the whole
 * company reads its words from here, so the counts follow the city list and a city outside it is
 * answered the same way everywhere. Light on purpose (names only): the chat's first load reads it.
 */

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];

/** 'five' for 5; figures from 13 on, as house style writes them. */
export const numberInWords = (n: number): string => NUMBER_WORDS[n] ?? String(n);

/** 'A, B and C'. */
export const listInWords = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/** The provinces of the city list, in the order they first appear in it. */
export const SERVICE_PROVINCES: readonly Province[] = [...new Set(CITIES.map((c) => c.province))];

/**
 * The cities served on request (docs/spec/DECISIONS.md "Where we serve"): a care coordinator
 * confirms a caregiver. The city template knows three of them (./locations/known-cities.ts); Laval
 * has no profile. Their postal areas: ./postal-areas.ts.
 */
export const ON_REQUEST_CITIES = ['Montreal', 'Laval', 'Surrey', 'Halifax'] as const;
export type OnRequestCity = (typeof ON_REQUEST_CITIES)[number];

/**
 * The offices besides the head office, by city. Named here rather than read from OFFICES
 * (./offices.ts) so the offices' notes stay out of every page's first load; a unit test holds
 * the two together.
 */
export const OTHER_OFFICE_CITIES: readonly string[] = ['Mississauga', 'Ottawa'];

const cityCount = CITIES.length;
const provinceCount = SERVICE_PROVINCES.length;

export const SERVICE_AREA = {
  cityCount,
  provinceCount,
  /** '24 cities in five provinces' */
  summary: `${cityCount} cities in ${numberInWords(provinceCount)} provinces`,
  /** '24 Cities in Five Provinces', for headings and titles. */
  summaryTitle: `${cityCount} Cities in ${numberInWords(provinceCount).replace(/^./, (c) => c.toUpperCase())} Provinces`,
  /** 'Ontario, British Columbia, Alberta, Manitoba and Saskatchewan' */
  provinces: listInWords(SERVICE_PROVINCES),
  /**
   * The whole story in one sentence: 'From our head office in Brampton and our offices in
   * Mississauga and Ottawa, our caregivers visit families in 24 cities in five provinces:
   * Ontario, British Columbia, Alberta, Manitoba and Saskatchewan.'
   */
  sentence:
    `From our head office in ${HEAD_OFFICE.city} and our offices in ${listInWords(OTHER_OFFICE_CITIES)}, ` +
    `our caregivers visit families in ${cityCount} cities in ${numberInWords(provinceCount)} provinces: ${listInWords(SERVICE_PROVINCES)}.`,
  /**
   * How a city outside the list is answered, everywhere: 'We also serve families in Montreal, Laval,
   * Surrey and Halifax on request: …'; elsewhere not yet (docs/spec/DECISIONS.md "Where we serve").
   */
  onRequest:
    `We also serve families in ${listInWords(ON_REQUEST_CITIES)} on request: a care coordinator confirms whether a caregiver is available there. ` +
    'Elsewhere we do not serve families yet, but you are welcome to call us or send us your question.',
} as const;
