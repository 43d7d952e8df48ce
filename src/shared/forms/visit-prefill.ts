import { emptyConsultationAnswers, OTHER_PLACE, type ConsultationAnswers } from '../../../machines/consultation-request/consultation-request.rules';
import { factsFromInquiryLink, hasVisitFacts, visitCity, type VisitFacts } from '../../../machines/shared/visit-facts';
import { readVisitFacts, rememberVisitFacts } from '../lib/visit-facts';
import { CONSULTATION_CITY_OPTIONS } from '../../content/consultation-choices';
import { FROM_VISIT, type VisitWords } from '../../content/visit';
import { CONTACT_FORM } from '../../content/forms';
import { QUIZ_LANGUAGES } from '../../content/languages';
import { WHO_NEEDS_CARE } from '../../content/who-needs-care';

/**
 * What the forms take from the visit's facts (decision 0048): the answers a form starts from and
 * the facts in words for the note that says where they came from. Pure, so the unit tests hold
 * it; the views read the facts from the one store (src/shared/lib/visit-facts.ts).
 */

const CITY_LIST: readonly string[] = CONSULTATION_CITY_OPTIONS.filter((c) => c !== 'Other');
const RELATIONSHIPS: readonly string[] = WHO_NEEDS_CARE;

/** The note's first words: the plan's, or the page's. */
export const fromVisitLabel = (facts: VisitFacts, words: VisitWords = FROM_VISIT): string => (facts.fromCarePlan ? words.fromCarePlan : words.fromPage);

/** The plan in words for a note or message, or '' without one. */
export const planNote = (facts: VisitFacts, words: VisitWords = FROM_VISIT): string =>
  facts.plan ? words.planNote(facts.plan, facts.support, facts.hours) : '';

/** The consultation request's answers from the visit, and the facts that filled them; null when the visit told nothing. */
export function consultationPrefill(facts: VisitFacts, words: VisitWords = FROM_VISIT): { answers: ConsultationAnswers; from: string[] } | null {
  if (!hasVisitFacts(facts)) return null;
  const empty = emptyConsultationAnswers();
  const relationship = RELATIONSHIPS.includes(facts.relationship) ? facts.relationship : '';
  const listed = visitCity(facts, CITY_LIST);
  // A city outside the list (Montréal, from its language page): "Other", named in the note, its postal code asked.
  const outside = listed === '' && facts.city !== '' ? facts.city : '';
  const city = listed || (outside && OTHER_PLACE);
  const answers: ConsultationAnswers = {
    ...empty,
    relationship,
    city,
    languages: facts.languages.map(words.fact).join(', '),
    contact: { ...empty.contact, name: facts.contact.name, phone: facts.contact.phone, email: facts.contact.email, note: planNote(facts, words) },
  };
  const from = [relationship, listed || outside, ...facts.languages, facts.plan].filter((fact) => fact !== '').map(words.fact);
  return from.length ? { answers, from: [words.line(fromVisitLabel(facts, words), from), words.editable] } : null;
}

/** What the contact form shows and fills in from the visit: the values by posted name, the note's words, its two fields. */
export interface ContactPrefill {
  values: Record<string, string>;
  line: string;
  editable: string;
  fields: VisitWords['contactFields'];
}

/** The contact form's fields from the visit (by posted name), and the line that says where they came from; null when the visit told nothing. */
export function contactPrefill(facts: VisitFacts, words: VisitWords = FROM_VISIT): ContactPrefill | null {
  if (!hasVisitFacts(facts)) return null;
  const f = words.contactFields;
  // A city outside the list (Montréal, from its language page) is kept as it was named.
  const city = visitCity(facts, CITY_LIST) || facts.location.trim() || words.fact(facts.city);
  const values: Record<string, string> = {
    [f.languages.name]: facts.languages.map(words.fact).join(', '),
    [CONTACT_FORM.fields.place.name]: city,
    name: facts.contact.name,
    phone: facts.contact.phone,
    email: facts.contact.email,
    message: planNote(facts, words),
  };
  const shown = [facts.relationship, city, ...facts.languages, facts.plan].filter((fact) => fact !== '').map(words.fact);
  return shown.length ? { values, line: words.line(fromVisitLabel(facts, words), shown), editable: words.editable, fields: f } : null;
}

/**
 * The contact page's prefill: the visit's facts, with what a city or language page's link carried
 * (`?language=&city=`) added and kept. Fetched by the page only when there is something to fill in.
 */
export function contactPrefillFromVisit(language: string | null, city: string | null, words: VisitWords = FROM_VISIT): ContactPrefill | null {
  const kept = readVisitFacts();
  const fromLink = factsFromInquiryLink(kept, language, city, QUIZ_LANGUAGES);
  return contactPrefill(fromLink ? rememberVisitFacts(fromLink) : kept, words);
}

/** The consultation request's prefill from the visit's facts kept in this tab, in the page's words. */
export const consultationPrefillFromVisit = (words: VisitWords = FROM_VISIT) => consultationPrefill(readVisitFacts(), words);
