import { serviceAreaFor } from '../../../machines/shared/service-area-rules';
import { SERVICE_AREA_TABLE } from '../../content/postal-areas';
import { serviceAreaAnswer, type ServiceAreaAnswerText, type ServiceAreaAnswerWords } from '../../content/service-area-answer';
import { matchesQuery } from '../../shared/lib/fold-text';

export interface DirectoryCity {
  city: string;
  /** The province in the page's language. */
  province: string;
  path: string;
  /** The city page's language when it is not the page's (a French page's English city page: 'en'), and the note that says so. */
  hrefLang?: string;
  note?: string;
}

/**
 * What the search shows for a query (docs/spec/DECISIONS.md "Where we serve"): the rule's answer
 * (machines/shared/service-area-rules.ts) and the cities to list. A served city or postal code lists that city alone, with the answer; an on-request city answers
 * alone; a text that is not served lists the cities whose name or province it matches ('Sask',
 * 'Alberta') and answers only when it matches none. No query: every city, no answer.
 */
export function locationsSearch(
  query: string,
  cities: readonly DirectoryCity[],
  words: ServiceAreaAnswerWords,
): { shown: readonly DirectoryCity[]; answer: ServiceAreaAnswerText | null } {
  const verdict = serviceAreaFor(query, SERVICE_AREA_TABLE);
  if (!verdict) return { shown: cities, answer: null };
  if (verdict.answer === 'served') return { shown: cities.filter((c) => c.city === verdict.city), answer: serviceAreaAnswer(verdict, query, words) };
  const shown = cities.filter((c) => matchesQuery(query, [c.city, c.province]));
  const answers = verdict.answer === 'on-request' || shown.length === 0;
  return { shown, answer: answers ? serviceAreaAnswer(verdict, query, words) : null };
}
