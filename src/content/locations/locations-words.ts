import type { ServiceAreaAnswerWords } from '../service-area-answer';

/**
 * Every fixed word of /locations in one language (decision 0064): the English (LOCATIONS_PAGE,
 * src/content/pages/locations.ts) satisfies it, and so does the French (./fr/locations.ts); every key
 * is required, so a missing French word fails the typecheck.
 */
export interface LocationsWords {
  hero: { eyebrow: string; heading: string; lead: string };
  filter: {
    label: string;
    placeholder: string;
    count: (shown: number, total: number) => string;
    reset: string;
  };
  /** What the search answers about where a family lives: served, on request or not served (src/content/service-area-answer.ts). */
  answer: ServiceAreaAnswerWords;
  citiesHeading: string;
  /** A city link's accessible name ('Senior care in Brampton'); its visible words are the city's name. */
  cityLink: (city: string) => string;
  officesHeading: string;
  /** An office's status as its badge says it. */
  officeStatus: { Active: string; Upcoming: string };
  languagesHeading: string;
  languagesIntro: string;
  /** The link to a language page's English twin. */
  languagesInEnglish: string;
  /** The link to a language page's French twin (Montreal's). */
  languagesInFrench: string;
}
