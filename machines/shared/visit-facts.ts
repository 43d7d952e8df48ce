import { isRecord, parseJsonRecord } from './json-record';

/**
 * What a visitor has told the site in this visit, after
 * docs/spec/DECISIONS.md "No family says anything twice" (decision 0048):
 * the care-finder quiz's answers and its plan, or the city and language of
 * the page whose call to action they followed. Pure data and rules: the browser keeps it for the
 * visit (src/shared/lib/visit-facts.ts, one sessionStorage key); the forms' machines receive what
 * they need of it as events, never the storage.
 */
export interface VisitFacts {
  /** Who needs care: one of the quiz's relationships, or ''. */
  relationship: string;
  /** A city the visitor named by the page they came from, or ''. */
  city: string;
  /** The quiz's free text (city and postal code), or ''. */
  location: string;
  /** The languages the caregiver should speak, in the visitor's order. */
  languages: readonly string[];
  /** The quiz's support options chosen. */
  support: readonly string[];
  /** The quiz's hours of care per day ('2-4', …), or ''. */
  hours: string;
  /** The recommended plan's name and hours ('Personal Care, 4 hours/day'), or '' without a quiz. */
  plan: string;
  contact: { name: string; email: string; phone: string };
  /** Whether the facts came from the quiz's plan (its words: "From your care plan"). */
  fromCarePlan: boolean;
}

export const emptyVisitFacts = (): VisitFacts => ({
  relationship: '',
  city: '',
  location: '',
  languages: [],
  support: [],
  hours: '',
  plan: '',
  contact: { name: '', email: '', phone: '' },
  fromCarePlan: false,
});

const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');
const text = (value: unknown): string => (typeof value === 'string' ? value.slice(0, 500) : '');

/** Facts kept earlier in this visit (JSON from sessionStorage): anything unreadable is ignored field by field, never trusted whole. */
export function parseVisitFacts(json: string | null): VisitFacts {
  const a = parseJsonRecord(json);
  const facts = emptyVisitFacts();
  if (!a) return facts;
  const contact = isRecord(a.contact) ? a.contact : {};
  return {
    relationship: text(a.relationship),
    city: text(a.city),
    location: text(a.location),
    languages: isStringList(a.languages) ? a.languages.slice(0, 12) : facts.languages,
    support: isStringList(a.support) ? a.support.slice(0, 12) : facts.support,
    hours: text(a.hours),
    plan: text(a.plan),
    contact: { name: text(contact.name), email: text(contact.email), phone: text(contact.phone) },
    fromCarePlan: a.fromCarePlan === true,
  };
}

/** Whether the visit has told the site anything a form could use. */
export const hasVisitFacts = (f: VisitFacts): boolean =>
  f.relationship !== '' || f.city !== '' || f.location.trim() !== '' || f.languages.length > 0 || f.plan !== '' || f.contact.name !== '';

/**
 * The city of `cities` a text names ('Brampton, L6Y 4R2' → 'Brampton'), matched as a whole word,
 * case-insensitively; the longest name wins ('North York' over 'York'). '' when it names none.
 */
export function cityNamedIn(textToSearch: string, cities: readonly string[]): string {
  const words = ` ${textToSearch.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ')} `;
  const named = cities.filter((c) =>
    words.includes(
      ` ${c
        .toLowerCase()
        .replace(/[^\p{L}\p{N}]+/gu, ' ')
        .trim()} `,
    ),
  );
  return named.sort((x, y) => y.length - x.length)[0] ?? '';
}

/** The visit's city: the page's, else the one the quiz's location names. */
export const visitCity = (f: VisitFacts, cities: readonly string[]): string => (f.city && cities.includes(f.city) ? f.city : cityNamedIn(f.location, cities));

/** A language or city name as a page's link carries it: letters, spaces, hyphens and apostrophes, at most 40 characters. */
const PLACE_OR_LANGUAGE = /^[\p{L}][\p{L} '’.-]{0,39}$/u;

/**
 * What a city or language page's call to action carries into the inquiry (`?language=Punjabi&city=Brampton`),
 * added to the visit's facts: the language joins the languages already told (only one of the
 * site's `languages`, named as the site names it: any other text would pile up in the lead), the
 * city replaces the page's city. Values that are not a name are ignored. Null when the link
 * carries nothing.
 */
export function factsFromInquiryLink(facts: VisitFacts, language: string | null, city: string | null, languages: readonly string[]): VisitFacts | null {
  const lang = languages.find((name) => name.toLowerCase() === language?.trim().toLowerCase()) ?? '';
  const place = city?.trim() ?? '';
  const langOk = lang !== '';
  const placeOk = PLACE_OR_LANGUAGE.test(place);
  if (!langOk && !placeOk) return null;
  return {
    ...facts,
    languages: langOk && !facts.languages.includes(lang) ? [...facts.languages, lang] : facts.languages,
    city: placeOk ? place : facts.city,
  };
}

/**
 * What a new care-finder quiz starts with from the visit (docs/spec/DECISIONS.md
 * "No family says anything twice"): the default languages and those the visit named that the quiz offers, in that
 * order, and the place the visit named (the quiz's own words for it first, else a page's city,
 * Montréal included).
 */
export function quizStartOf(facts: VisitFacts, offered: readonly string[], defaults: readonly string[]): { languages: string[]; location: string } {
  const named = facts.languages.filter((l) => offered.includes(l) && !defaults.includes(l));
  return { languages: [...defaults, ...new Set(named)], location: facts.location.trim() || facts.city };
}
