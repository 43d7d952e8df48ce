import type { CallBackWords } from '../call-back';
import type { Province } from '../cities';

/** docs/spec/SPEC.md §3 "City / location record": the service names city pages use. */
export const LOCATION_SERVICE_NAMES = [
  'Personal Care',
  "Alzheimer's & Dementia Support",
  'Companionship Visits',
  'Live-In Care',
  'Housekeeping & Home Safety',
  'Meal Support',
] as const;
export type LocationServiceName = (typeof LOCATION_SERVICE_NAMES)[number];

/** A family's words: first name and city (docs/spec/DECISIONS.md "Brand and contact facts"), always five stars. */
export interface CityTestimonial {
  quote: string;
  /** First name only, e.g. 'Harjit'. */
  name: string;
  /** The city the family lives in (usually the page's city). */
  city: string;
  /** Optional relation, e.g. 'daughter of a client'. */
  relation?: string;
}

/** Brampton and Mississauga only: the local care coordinator (e-mail derived from the slug). */
export interface CityCoordinator {
  name: string;
  title: string;
  /** Two or three sentences: background, languages spoken, what they do for families. */
  bio: string;
}

/**
 * One city page's content (docs/spec/SPEC.md §2.3, §3). Written for its city: its communities, the languages
 * families most ask for, its hospitals and transit in general terms, real neighbourhood names.
 * The phone, the map address and the route come from src/content/cities.ts; the title and
 * description from CITY_META (./city-meta.ts), which come with the city's page.
 */
export interface CityRecord {
  /** Must equal the city's name in CITIES (src/content/cities.ts). */
  city: string;
  province: Province;
  hero: {
    /** Names the city, e.g. 'In-Home Senior Care in Brampton'. At most 60 characters. */
    headline: string;
    subheadline?: string;
    /** The call to action's label (it leads to /contact-senior-care-canada). */
    cta: string;
  };
  /** Two or three paragraphs, 90-160 words in all, no sentence shared with another city. */
  intro: readonly string[];
  /** The languages families in this city most often ask for (3-5), e.g. ['Punjabi', 'Hindi', 'Urdu']. */
  languages: readonly string[];
  /** Four to six of the six service names, most relevant first. */
  services: readonly LocationServiceName[];
  /** One of `services`. */
  mostRequested: LocationServiceName;
  /** Six to ten real neighbourhoods of the city. */
  neighbourhoods: readonly string[];
  /** Two testimonials from families in the city. */
  testimonials: readonly CityTestimonial[];
  coordinator?: CityCoordinator;
}

/** The extra Mississauga page (docs/spec/SPEC.md §2.1: /senior-care-mississauga-on), not a copy of the city page. */
export interface MississaugaOnPage {
  hero: { eyebrow: string; headline: string; lead: string; cta: string };
  /** Sections with a heading and one or two paragraphs each (3-4 sections). */
  sections: readonly { heading: string; paragraphs: readonly string[] }[];
  /** What families ask most, answered (3-4). */
  questions: readonly { question: string; answer: string }[];
  testimonial: CityTestimonial;
}

/** A language-and-city page (docs/spec/SPEC.md §2.1, §3): /care/{language}-in-{city}. */
export interface LanguagePage {
  /** Route path, e.g. '/care/punjabi-in-brampton'. */
  path: string;
  /** The language in English, e.g. 'Punjabi'. */
  language: string;
  /** BCP 47 tag of the language, e.g. 'pa', 'tl', 'hi', 'zh-Hans', 'ar'. */
  lang: string;
  /** Writing direction of the language. */
  dir: 'ltr' | 'rtl';
  /** The English twin's title: 50-65 characters, ends with ' | Maple Hearth Home Care'. */
  title: string;
  /** The English twin's description: 140-160 characters. */
  description: string;
  /** The city, e.g. 'Brampton' (Montreal, Surrey and Halifax are known to the template too). */
  city: string;
  /** Languages besides English and its own a family may be called back in (Quebec's French). */
  alsoCallsIn?: readonly string[];
  hero: { headline: string; lead: string; cta: string };
  /** Alt text of the hero illustration (a local SVG): what it shows. */
  heroImageAlt: string;
  /** A short greeting written in the language itself (native script), e.g. 'ਸਤ ਸ੍ਰੀ ਅਕਾਲ'. */
  greeting: string;
  /** What the greeting says, in English. */
  greetingMeaning: string;
  /** What language-matched care means (two paragraphs). */
  meaning: readonly string[];
  /** How matching works: three or four steps. */
  matching: readonly { title: string; text: string }[];
  testimonial: CityTestimonial;
}

/** A city the template knows without a page of its own (Montreal, Surrey, Halifax): for the language pages and links. */
export interface KnownCityProfile {
  city: string;
  province: string;
  intro: string;
  neighbourhoods: readonly string[];
}

/**
 * Every word one language page shows, in one language (decision 0051). Each page has two: the
 * words in its community's language at the spec's path, and its English twin's. Every key is
 * required and none has an English default, so a page written in a language that lacks one fails
 * the typecheck instead of showing English.
 */
export interface LanguagePageWords {
  /** BCP 47 tag of these words: the document's `lang`, its hreflang. */
  lang: string;
  dir: 'ltr' | 'rtl';
  /** 50-65 characters for English; the document's title. */
  title: string;
  /** The document's description. */
  description: string;
  /** The breadcrumbs' names: Home > Locations > this page. */
  crumbs: { home: string; locations: string; page: string };
  eyebrow: string;
  hero: { headline: string; lead: string; cta: string };
  heroImageAlt: string;
  greeting: {
    heading: string;
    /** The greeting itself, always in the community's language (`lang` below). */
    text: string;
    lang: string;
    dir: 'ltr' | 'rtl';
    /** What the greeting says, in these words' language. */
    meaning: string;
  };
  /** Whether caregivers work in the city or it is served on request. */
  serviceNote: string;
  /** The link to the city's page, which is in English: it says so when these words are not. */
  cityLink: string;
  meaning: { heading: string; paragraphs: readonly string[] };
  matching: { heading: string; steps: readonly { title: string; text: string }[]; stepLabel: (n: number) => string };
  testimonial: { heading: string; quote: string; name: string; place: string; rating: (stars: number) => string };
  /** The closing section: its heading and lead above the call-back request, and the phone button's words. */
  cta: { heading: string; text: string; call: string };
  /** The call-back request on the page, in its language (src/content/call-back.ts). */
  callBack: CallBackWords;
  /** The JSON-LD Service's serviceType. */
  serviceType: string;
}
