import { mayStillNameAPlace, serviceAreaFor, type ServiceAreaVerdict } from '../../../machines/shared/service-area-rules';
import { SERVICE_AREA_TABLE } from '../../content/postal-areas';
import { serviceAreaAnswer, serviceAreaField, type PlaceAnswerWords, type ServiceAreaAnswerText } from '../../content/service-area-answer';

/**
 * Where the place typed so far is served (decision 0082), by the one rule, except while it may
 * still be on its way to a place we serve: a 'not served' decided from a name is held back while
 * the text is the start of a served or on-request place's name ('Mont', 'Lav') or of a postal code
 * ('L', 'L6'), so a family typing 'Montréal' is not told 'not served' on the way. Null: nothing to say.
 */
export function placeVerdict(location: string): ServiceAreaVerdict | null {
  const verdict = serviceAreaFor(location, SERVICE_AREA_TABLE);
  if (!verdict || verdict.answer !== 'not-served' || verdict.postalArea !== '') return verdict;
  return mayStillNameAPlace(location, SERVICE_AREA_TABLE) ? null : verdict;
}

/**
 * What a form says under a place field as the family types (the quiz's location step, the contact
 * form's place): the answer in the page's words, or nothing.
 */
export interface PlaceAnswer {
  answer: ServiceAreaAnswerText['answer'];
  /** Served: the one short line ('Yes, we serve Brampton.'); otherwise the answer's heading. */
  heading: string;
  /** Unless served: the answer's text (with the phone number) and that the form can be sent anyway. */
  lines: readonly string[];
  call: { label: string; href: string } | null;
}

export function placeAnswer(location: string, words: PlaceAnswerWords): PlaceAnswer | null {
  const verdict = placeVerdict(location);
  if (!verdict) return null;
  const said = serviceAreaAnswer(verdict, location, words.answer);
  if (said.answer === 'served') return { answer: said.answer, heading: `${said.heading}.`, lines: [], call: null };
  return { answer: said.answer, heading: said.heading, lines: [said.text, words.stillSend], call: said.actions?.call ?? null };
}

/** The `Service area` a form posts for the place as typed when it is sent, as the office reads it ('Not given' for nothing to decide from). */
export const placeServiceAreaField = (typed: string): string => serviceAreaField(serviceAreaFor(typed, SERVICE_AREA_TABLE));
