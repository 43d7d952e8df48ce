import { isEmailAddress } from '../shared/contact-rules';
import { isTelephoneNumber } from '../shared/telephone-rules';
import { parseJsonRecord } from '../shared/json-record';

/**
 * A consultation request's answers and the rules that decide each step (docs/spec/DECISIONS.md
 * "The consultation page takes requests", decision 0032), as pure functions: the
 * consultation-request machine's guards call them, its view model reads them. The words (the
 * relationships, the city list, the kinds) come from src/content; only 'Other' is known here,
 * because a place outside the list asks for a postal code.
 */

export interface ConsultationContact {
  name: string;
  phone: string;
  email: string;
  /** Optional. */
  note: string;
}

export interface ConsultationAnswers {
  /** Who needs care: one of the quiz's relationships. */
  relationship: string;
  /** A city of the city list, OTHER_PLACE, or '' before one is chosen. */
  city: string;
  /** Asked only for OTHER_PLACE: a Canadian postal code ('L6P 1A1'). */
  postalCode: string;
  /** The languages the caregiver should speak, as the visitor writes them (optional): 'Punjabi, English'. */
  languages: string;
  /** In-home visit, phone call or video call. */
  kind: string;
  /** The chosen windows' starts (ISO 8601 with the office's offset), soonest first: one to three. */
  windows: readonly string[];
  contact: ConsultationContact;
  /** The optional newsletter consent (Canada's anti-spam law): never required to ask for a consultation. */
  newsletterConsent: boolean;
}

/** The city choice for a place outside the city list. */
export const OTHER_PLACE = 'Other';
/** How many windows a visitor may prefer. */
export const MAX_PREFERRED_WINDOWS = 3;

export const emptyConsultationAnswers = (): ConsultationAnswers => ({
  relationship: '',
  city: '',
  postalCode: '',
  languages: '',
  kind: '',
  windows: [],
  contact: { name: '', phone: '', email: '', note: '' },
  newsletterConsent: false,
});

/**
 * A Canadian postal code's shape: letter digit letter, an optional space, digit letter digit,
 * without the letters Canada Post never uses (D, F, I, O, Q, U; W and Z never first).
 */
const POSTAL_CODE = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i;

export const isCanadianPostalCode = (value: string): boolean => POSTAL_CODE.test(value.trim());

/** 'l6p1a1' → 'L6P 1A1'; anything else as typed, trimmed. */
export function normalisedPostalCode(value: string): string {
  const code = value.trim().toUpperCase().replace(/\s+/g, '');
  return isCanadianPostalCode(code) ? `${code.slice(0, 3)} ${code.slice(3)}` : value.trim();
}

export const isOutsideCityList = (a: ConsultationAnswers): boolean => a.city === OTHER_PLACE;

/** A postal code typed for a place outside the list that is not of the Canadian shape. */
export const isPostalCodeMalformed = (a: ConsultationAnswers): boolean =>
  isOutsideCityList(a) && a.postalCode.trim() !== '' && !isCanadianPostalCode(a.postalCode);

export const isWhoAndWhereGiven = (a: ConsultationAnswers): boolean =>
  a.relationship !== '' && a.city !== '' && (!isOutsideCityList(a) || isCanadianPostalCode(a.postalCode));

export const isKindChosen = (a: ConsultationAnswers): boolean => a.kind !== '';

/** The chosen windows no longer on offer (`offered`: the starts the calendar offers now): a time that lapsed while the visitor looked. */
export const lapsedWindows = (a: ConsultationAnswers, offered: ReadonlySet<string>): string[] => a.windows.filter((w) => !offered.has(w));

/** One to three windows, each still on offer. */
export const areTimesChosen = (a: ConsultationAnswers, offered: ReadonlySet<string>): boolean =>
  a.windows.length >= 1 && a.windows.length <= MAX_PREFERRED_WINDOWS && lapsedWindows(a, offered).length === 0;

/** A field of the request a refusal can be about. */
export type ConsultationField = 'relationship' | 'city' | 'postalCode' | 'kind' | 'times' | 'name' | 'phone' | 'email';

/**
 * The fields a refused step's Next is about, as the view marks them invalid (each where a screen
 * reader reads it): the step's unanswered or malformed ones. Review has none.
 */
export function fieldsToFix(
  step: 'whoAndWhere' | 'kind' | 'times' | 'contact' | 'review',
  a: ConsultationAnswers,
  offered: ReadonlySet<string>,
): ConsultationField[] {
  switch (step) {
    case 'whoAndWhere':
      return [
        ...(a.relationship === '' ? (['relationship'] as const) : []),
        ...(a.city === '' ? (['city'] as const) : []),
        ...(isOutsideCityList(a) && !isCanadianPostalCode(a.postalCode) ? (['postalCode'] as const) : []),
      ];
    case 'kind':
      return isKindChosen(a) ? [] : ['kind'];
    case 'times':
      return areTimesChosen(a, offered) ? [] : ['times'];
    case 'contact':
      return [
        ...(a.contact.name.trim() === '' ? (['name'] as const) : []),
        ...(!isTelephoneNumber(a.contact.phone) ? (['phone'] as const) : []),
        ...(!isEmailAddress(a.contact.email) ? (['email'] as const) : []),
      ];
    case 'review':
      return [];
  }
}

/**
 * The windows with `start` chosen (`chosen` true) or given up; a fourth is not taken. Soonest
 * first. A value, not a toggle: the same choice told twice (a click replayed, decision 0061)
 * leaves the windows as once.
 */
export function withWindow(windows: readonly string[], start: string, chosen: boolean): string[] {
  if (!chosen) return windows.filter((w) => w !== start);
  if (windows.includes(start) || windows.length >= MAX_PREFERRED_WINDOWS) return [...windows];
  return [...windows, start].sort((x, y) => Date.parse(x) - Date.parse(y));
}

const isString = (value: unknown): value is string => typeof value === 'string';

/**
 * A draft saved earlier in this tab (JSON from sessionStorage), if it has the shape of the
 * answers; anything else (missing, old, edited) is null. Windows no longer offered are the
 * machine's to drop.
 */
export function parseConsultationDraft(json: string | null): ConsultationAnswers | null {
  const a = parseJsonRecord(json);
  if (!a) return null;
  const contact = a.contact as Record<string, unknown> | null | undefined;
  if (!['relationship', 'city', 'postalCode', 'kind'].every((key) => isString(a[key]))) return null;
  if (!Array.isArray(a.windows) || !a.windows.every(isString) || typeof a.newsletterConsent !== 'boolean') return null;
  if (typeof contact !== 'object' || contact === null || ![contact.name, contact.phone, contact.email, contact.note].every(isString)) return null;
  return {
    relationship: a.relationship as string,
    city: a.city as string,
    postalCode: a.postalCode as string,
    // Optional, and absent from a draft kept before languages were asked.
    languages: isString(a.languages) ? a.languages : '',
    kind: a.kind as string,
    windows: a.windows.slice(0, MAX_PREFERRED_WINDOWS),
    contact: { name: contact.name as string, phone: contact.phone as string, email: contact.email as string, note: contact.note as string },
    newsletterConsent: a.newsletterConsent,
  };
}
