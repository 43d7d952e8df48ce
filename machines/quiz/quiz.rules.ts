import { isContactComplete, isEmailAddress } from '../shared/contact-rules';
import { isTelephoneNumber } from '../shared/telephone-rules';
import { parseJsonRecord } from '../shared/json-record';
/**
 * Care-finder quiz answers and the validity rules of docs/spec/SPEC.md §5, as pure functions.
 * The quiz machine's guards call them; the view reads them to mark what is missing.
 */
export interface QuizContact {
  name: string;
  email: string;
  phone: string;
}

export interface QuizAnswers {
  whoNeedsCare: string;
  supportNeeded: readonly string[];
  hoursOfCare: string;
  medicalCondition: string;
  /** The visitor's words when the condition is Other ('Please specify the condition'). */
  otherCondition: string;
  location: string;
  languages: readonly string[];
  /** yyyy-mm-dd, optional. */
  startDate: string;
  contact: QuizContact;
}

export const emptyAnswers = (defaultLanguages: readonly string[], defaultLocation = ''): QuizAnswers => ({
  whoNeedsCare: '',
  supportNeeded: [],
  hoursOfCare: '',
  medicalCondition: '',
  otherCondition: '',
  location: defaultLocation,
  languages: [...defaultLanguages],
  startDate: '',
  contact: { name: '', email: '', phone: '' },
});

export const isWhoNeedsCareAnswered = (a: QuizAnswers) => a.whoNeedsCare !== '';
export const isSupportChosen = (a: QuizAnswers) => a.supportNeeded.length > 0;
export const isHoursChosen = (a: QuizAnswers) => a.hoursOfCare !== '';
export const isLocationGiven = (a: QuizAnswers) => a.location.trim() !== '';
/**
 * The start date is optional, and never before the visitor's today (docs/spec/SPEC.md §3: "minimum
 * is today"): empty, or on or after `today` (both yyyy-mm-dd, which compare as text). A date typed
 * in the past (2020) is refused, not sent as a wish the agency cannot keep.
 */
export const isStartDateFromToday = (a: QuizAnswers, today: string) => a.startDate === '' || a.startDate >= today;

/**
 * What stands between a contact field and the results: nothing (null), nothing in it ('missing':
 * empty or spaces alone, docs/spec/SPEC.md §5's "fill out all contact fields"), or something that is
 * not what the field asks ('invalid': an e-mail address that is not one, a phone number that is not
 * a North American number, docs/spec/DECISIONS.md "Phone numbers"). A name is any name. All three
 * null is exactly `isContactComplete`, the contact step's guard.
 */
export type ContactFieldProblem = 'missing' | 'invalid' | null;

export function contactProblems(contact: QuizContact): Readonly<Record<keyof QuizContact, ContactFieldProblem>> {
  const problem = (value: string, isWhatItAsks: (value: string) => boolean): ContactFieldProblem =>
    value.trim() === '' ? 'missing' : isWhatItAsks(value) ? null : 'invalid';
  return { name: problem(contact.name, () => true), email: problem(contact.email, isEmailAddress), phone: problem(contact.phone, isTelephoneNumber) };
}

/** The condition as words: the chosen option, or the visitor's own text for Other. */
export const conditionText = (a: QuizAnswers): string => (a.medicalCondition === 'Other' ? a.otherCondition.trim() : a.medicalCondition);

/**
 * The list with `item` in it when `chosen`, without it otherwise: a value, not a toggle, so the same
 * choice told twice (a click replayed, decision 0061) leaves the list as once.
 */
export function withChoice(list: readonly string[], item: string, chosen: boolean): string[] {
  if (!chosen) return list.filter((x) => x !== item);
  return list.includes(item) ? [...list] : [...list, item];
}

/** The languages with `language` chosen or not; never none: the last one stays (the results always name one). */
export function languagesWith(languages: readonly string[], language: string, chosen: boolean): string[] {
  const next = withChoice(languages, language, chosen);
  return next.length ? next : [...languages];
}

const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

/**
 * Answers saved earlier (JSON from the browser's session storage), if they are whole and
 * complete enough for results: the shape of `QuizAnswers` and every required step answered.
 * Anything else (missing, old or edited) is null.
 */
export function parseSavedAnswers(json: string | null): QuizAnswers | null {
  const answers = answersOf(parseJsonRecord(json));
  if (!answers) return null;
  const complete =
    isWhoNeedsCareAnswered(answers) && isSupportChosen(answers) && isHoursChosen(answers) && isLocationGiven(answers) && isContactComplete(answers.contact);
  return complete ? answers : null;
}

/** Answers of the shape of `QuizAnswers` (answered or not), from what was saved; anything else null. */
export function answersOf(a: Record<string, unknown> | null): QuizAnswers | null {
  if (!a) return null;
  const contact = a.contact as Record<string, unknown> | undefined;
  const strings = ['whoNeedsCare', 'hoursOfCare', 'medicalCondition', 'otherCondition', 'location', 'startDate'] as const;
  if (!strings.every((key) => typeof a[key] === 'string')) return null;
  if (!isStringList(a.supportNeeded) || !isStringList(a.languages) || !contact) return null;
  if (![contact.name, contact.email, contact.phone].every((field) => typeof field === 'string')) return null;
  const answers: QuizAnswers = {
    whoNeedsCare: a.whoNeedsCare as string,
    supportNeeded: a.supportNeeded,
    hoursOfCare: a.hoursOfCare as string,
    medicalCondition: a.medicalCondition as string,
    otherCondition: a.otherCondition as string,
    location: a.location as string,
    languages: a.languages,
    startDate: a.startDate as string,
    contact: { name: contact.name as string, email: contact.email as string, phone: contact.phone as string },
  };
  // The list never empties (languagesWith): a saved one that did is not the quiz's.
  return answers.languages.length > 0 ? answers : null;
}
