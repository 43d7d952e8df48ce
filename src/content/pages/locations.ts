import type { CtaBandContent } from '../info-pages/types';
import type { CityPageWords } from '../locations/city-words';
import type { LocationsWords } from '../locations/locations-words';
import { LOCATION_SERVICES } from '../locations/services';
import { LOCATION_SERVICE_NAMES, type LocationServiceName } from '../locations/types';
import { CTA_ACTION_TEXT } from '../cta';
import { CAROUSEL_TEXT } from '../testimonials';
import { cityServiceNote } from '../city-service';
import { SERVICE_AREA } from '../service-area';
import { SERVICE_AREA_ANSWER } from '../service-area-answer';
import { LIMITS } from '../site';
import { INQUIRY_PARAMS } from '../inquiry-link';

/** Where a city page's call to action leads (docs/spec/SPEC.md §2.3: the legacy contact path, redirected). */
export const CITY_CTA_PATH = '/contact-senior-care-canada';

/** A city page's inquiry, carrying its city (decision 0048): '/contact-senior-care-canada?city=Brampton'. */
export const cityInquiryPath = (city: string) => `${CITY_CTA_PATH}?${INQUIRY_PARAMS.city}=${encodeURIComponent(city)}`;
/** A language page's inquiry, carrying its language and city: '/contact-us?language=Punjabi&city=Brampton'. */
export const languageInquiryPath = (language: string, city: string) =>
  `/contact-us?${INQUIRY_PARAMS.language}=${encodeURIComponent(language)}&${INQUIRY_PARAMS.city}=${encodeURIComponent(city)}`;

/** The city pages' six services, each given its words (src/content/locations/services.ts: names, lines and paths in English). */
export const mapServices = <T>(
  words: (service: (typeof LOCATION_SERVICES)[LocationServiceName], name: LocationServiceName) => T,
): Readonly<Record<LocationServiceName, T>> =>
  Object.fromEntries(LOCATION_SERVICE_NAMES.map((name) => [name, words(LOCATION_SERVICES[name], name)])) as Record<LocationServiceName, T>;

/** The words of the city landing template (docs/spec/SPEC.md §2.3); each city's own content is in src/content/locations. */
export const CITY_PAGE_TEXT = {
  eyebrow: (province: string) => `Home care in ${province}`,
  responsePromise: `Care can start within ${LIMITS.careStartHours} hours.`,
  callLocal: (phone: string) => `Call our local line: ${phone}`,
  introHeading: (city: string) => `Caring for Seniors in ${city}`,
  languagesLabel: 'Languages families here ask for most',
  /** The city's language page (decision 0051): its English label, then the language's own name (by its `lang`). */
  languagePage: {
    before: 'A page for families in their language:',
    inLanguage: 'read it in',
    nativeNames: {
      pa: 'ਪੰਜਾਬੀ',
      tl: 'Tagalog',
      hi: 'हिंदी',
      'zh-Hans': '中文（简体）',
      ar: 'العربية',
    } as Readonly<Record<string, string>>,
  },
  /** A city's longer guide, where it has one (docs/spec/SPEC.md §2.1: /senior-care-mississauga-on). */
  guides: {
    Mississauga: { path: '/senior-care-mississauga-on', label: 'Read our guide to arranging home care in Mississauga, Ontario' },
  } as Readonly<Record<string, { path: string; label: string }>>,
  heroAction: (label: string, city: string) => ({ kind: 'link', label, to: cityInquiryPath(city) }),
  servicesHeading: (city: string) => `Popular Services in ${city}`,
  servicesIntro: 'Every plan starts with a free consultation and can change as your loved one’s needs do.',
  services: mapServices(({ name, text, path }) => ({ name, text, link: { label: `Learn more about ${name}`, to: path } })),
  mostRequested: 'Most requested',
  neighbourhoodsHeading: (city: string) => `Neighbourhoods We Serve in ${city}`,
  neighbourhoodsIntro: 'Our caregivers live and work across the city, so visits are close to home.',
  postalAreas: (city: string, areas: string) => `Postal areas we serve around ${city}: ${areas}.`,
  testimonialsHeading: (city: string) => `Families in ${city} on Maple Hearth`,
  rating: CAROUSEL_TEXT.rating,
  coordinator: {
    heading: 'Your Local Care Coordinator',
    directLine: 'Direct line',
    email: 'E-mail',
  },
  map: {
    heading: (city: string) => `Find Us in ${city}`,
    placeholder: (city: string, province: string) => `${city}, ${province}: our caregivers visit homes across the city.`,
    show: 'Show map',
    notice: 'The map comes from Google Maps and loads only when you ask for it; Google may then set its own cookies.',
    frameTitle: (city: string) => `Map of ${city}`,
  },
  cta: (city: string): CtaBandContent => ({
    heading: `Start Care in ${city}`,
    text: 'Tell us about your loved one. A care coordinator will call you back within one business day, and the first consultation is free.',
    actions: [{ kind: 'link', label: 'Contact Our Care Team', to: cityInquiryPath(city) }, { kind: 'phone' }],
  }),
  actionText: CTA_ACTION_TEXT,
} as const satisfies CityPageWords;

/** /locations (docs/spec/DECISIONS.md "/locations"): every city page by province, a filter, the offices, the language pages. */
export const LOCATIONS_PAGE = {
  hero: {
    eyebrow: 'Locations',
    heading: 'Senior Home Care Across Canada',
    // docs/spec/DECISIONS.md "Where the company works": the one service-area story (src/content/service-area.ts).
    lead: `${SERVICE_AREA.sentence} Find your city to meet your local team.`,
  },
  filter: {
    label: 'Find your city or postal code',
    placeholder: 'Type a city, a postal code or a province, e.g. Brampton, L6Y 4R2 or Alberta',
    count: (shown: number, total: number) => (shown === total ? `Showing all ${total} cities` : `${shown} of ${total} cities match`),
    reset: 'Show all locations',
  },
  answer: SERVICE_AREA_ANSWER,
  citiesHeading: 'Our Cities',
  cityLink: (city: string) => `Senior care in ${city}`,
  officesHeading: 'Our Offices',
  languagesHeading: 'Care in Your Language',
  languagesIntro:
    'Caregivers who speak your family’s language, in the cities where families ask for them most. Each page is written in its language, with an English version beside it.',
  officeStatus: { Active: 'Active', Upcoming: 'Upcoming' },
  languagesInEnglish: 'in English',
  languagesInFrench: 'in French',
} as const satisfies LocationsWords;

/** The query parameter that holds the filter, so a filtered list can be shared and survives reload. */
export const LOCATIONS_QUERY = 'q';

/** The words of the language-and-city pages' template (docs/spec/SPEC.md §2.1); each page's own content is in src/content/locations. */
export const LANGUAGE_PAGE_TEXT = {
  eyebrow: (language: string, city: string) => `${language} · ${city}`,
  greetingHeading: 'A Greeting From Our Caregivers',
  meaningHeading: (language: string) => `What ${language}-Matched Care Means`,
  matchingHeading: 'How Matching Works',
  testimonialHeading: 'A Family’s Words',
  /** The closing section's heading and lead, above the call-back request (src/content/call-back.ts). */
  cta: (language: string, city: string) => ({
    heading: `Ask for ${/^[AEIOU]/.test(language) ? 'an' : 'a'} ${language}-Speaking Caregiver in ${city}`,
    text: 'Tell us about your loved one and the language they are most at home in. A care coordinator will call you within one business day.',
  }),
  cityLink: (city: string) => `More about senior care in ${city}`,
  /** Whether caregivers work in the page's city or it is served on request (Montreal). */
  serviceNote: cityServiceNote,
  /** The hidden start of each matching step's heading, read by screen readers. */
  stepLabel: (n: number) => `Step ${n}: `,
  serviceType: (language: string) => `${language}-speaking in-home senior care`,
} as const;

/** The template words of /senior-care-mississauga-on; its content is in src/content/locations/language-pages.ts. */
export const MISSISSAUGA_ON_TEXT = {
  questionsHeading: 'Questions Mississauga Families Ask',
  cityPageLink: 'Our Mississauga page: neighbourhoods, services and your local coordinator',
} as const;
