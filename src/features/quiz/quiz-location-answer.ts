import { mayStillNameAPlace, serviceAreaFor, type ServiceAreaVerdict } from '../../../machines/shared/service-area-rules';
import { SERVICE_AREA_TABLE } from '../../content/postal-areas';
import type { QuizLocationAnswerWords } from '../../content/quiz-location-answer';
import { serviceAreaAnswer, type ServiceAreaAnswerText } from '../../content/service-area-answer';

/**
 * Where the location typed so far is served (decision 0082), by the one rule, except while it may
 * still be on its way to a place we serve: a 'not served' decided from a name is held back while
 * the text is the start of a served or on-request place's name ('Mont', 'Lav') or of a postal code
 * ('L', 'L6'), so a family typing 'Montréal' is not told 'not served' on the way. Null: nothing to say.
 */
export function quizLocationVerdict(location: string): ServiceAreaVerdict | null {
  const verdict = serviceAreaFor(location, SERVICE_AREA_TABLE);
  if (!verdict || verdict.answer !== 'not-served' || verdict.postalArea !== '') return verdict;
  return mayStillNameAPlace(location, SERVICE_AREA_TABLE) ? null : verdict;
}

/** What the location step says under its field: the answer in the page's words, or nothing. */
export interface QuizLocationAnswer {
  answer: ServiceAreaAnswerText['answer'];
  /** Served: the one short line ('Yes, we serve Brampton.'); otherwise the answer's heading. */
  heading: string;
  /** Unless served: the answer's text (with the phone number) and that the plan can be sent anyway. */
  lines: readonly string[];
  call: { label: string; href: string } | null;
}

export function quizLocationAnswer(location: string, words: QuizLocationAnswerWords): QuizLocationAnswer | null {
  const verdict = quizLocationVerdict(location);
  if (!verdict) return null;
  const said = serviceAreaAnswer(verdict, location, words.answer);
  if (said.answer === 'served') return { answer: said.answer, heading: `${said.heading}.`, lines: [], call: null };
  return { answer: said.answer, heading: said.heading, lines: [said.text, words.stillSend], call: said.actions?.call ?? null };
}
