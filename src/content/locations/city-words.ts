import type { CtaActionText } from '../cta';
import type { CtaAction, CtaBandContent } from '../info-pages/types';
import type { LocationServiceName } from './types';

/**
 * Every fixed word of the city landing template (docs/spec/SPEC.md §2.3), in one language
 * (decision 0064): the English (CITY_PAGE_TEXT, src/content/pages/locations.ts) satisfies it, and so
 * does each translation (src/content/locations/fr/city-words.ts). Every key is required and none
 * falls back to English, so a missing French word fails the typecheck. The city's own words
 * (its intro, neighbourhoods, families) are its profile's.
 */
export interface CityPageWords {
  eyebrow: (province: string) => string;
  responsePromise: string;
  callLocal: (phone: string) => string;
  introHeading: (city: string) => string;
  languagesLabel: string;
  /** The city's language page (decision 0051): a label, then the language's own name (by its `lang`). */
  languagePage: { before: string; inLanguage: string; nativeNames: Readonly<Record<string, string>> };
  /** A city's longer guide, where it has one. */
  guides: Readonly<Record<string, { path: string; label: string }>>;
  /** The hero's button: the profile's label, to the city's inquiry (in English: the link says so). */
  heroAction: (label: string, city: string) => CtaAction;
  servicesHeading: (city: string) => string;
  servicesIntro: string;
  /** Each service the city pages name: its name, its line, and its link ('Learn more about …', with `hrefLang` when in another language). */
  services: Readonly<Record<LocationServiceName, { name: string; text: string; link: { label: string; to: string; hrefLang?: string } }>>;
  mostRequested: string;
  neighbourhoodsHeading: (city: string) => string;
  neighbourhoodsIntro: string;
  /** The postal areas we serve around the city, said where families read it: `areas` is 'L6P, L6R, …'. */
  postalAreas: (city: string, areas: string) => string;
  testimonialsHeading: (city: string) => string;
  /** The stars' name on each family's card. */
  rating: (stars: number) => string;
  coordinator: { heading: string; directLine: string; email: string };
  map: {
    heading: (city: string) => string;
    placeholder: (city: string, province: string) => string;
    show: string;
    notice: string;
    frameTitle: (city: string) => string;
  };
  cta: (city: string) => CtaBandContent;
  /** The phone button's words. */
  actionText: CtaActionText;
}
