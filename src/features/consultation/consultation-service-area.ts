import { isCanadianPostalCode, isOutsideCityList, type ConsultationAnswers } from '../../../machines/consultation-request/consultation-request.rules';
import { serviceAreaFor, type ServiceAnswer, type ServiceAreaVerdict } from '../../../machines/shared/service-area-rules';
import type { ConsultationServiceAreaWords } from '../../content/consultation-service-area-words';
import { SERVICE_AREA_TABLE } from '../../content/postal-areas';

/**
 * Where the request's place is served (docs/spec/DECISIONS.md "Where we serve"; decision 0082), by
 * the one rule from the answers alone: a city of the list by its name (each is served), 'Other' by
 * its postal code once it has the Canadian shape (before that, null: nothing to say yet), nothing
 * chosen null. The machine keeps its answers; the view and the post read the verdict from them.
 */
export function consultationServiceArea(answers: ConsultationAnswers): ServiceAreaVerdict | null {
  if (answers.city === '') return null;
  if (isOutsideCityList(answers)) return isCanadianPostalCode(answers.postalCode) ? serviceAreaFor(answers.postalCode, SERVICE_AREA_TABLE) : null;
  return serviceAreaFor(answers.city, SERVICE_AREA_TABLE);
}

/** What the request says of where the family lives: a heading, and what happens next unless served. */
export interface ConsultationServiceNote {
  answer: ServiceAnswer;
  heading: string;
  /** '' when served: the heading says it all. */
  text: string;
}

/**
 * The verdict in the page's words: served, one short line ('Yes, we serve Brampton.'); on request,
 * the city's heading and that a coordinator confirms a caregiver and an in-home visit, or offers a
 * phone or video consultation; not served, the postal area's heading and that there is no in-home
 * visit there yet but a phone or video consultation. Null for a null verdict.
 */
export function consultationServiceNote(verdict: ServiceAreaVerdict | null, words: ConsultationServiceAreaWords): ConsultationServiceNote | null {
  if (!verdict) return null;
  const city = words.answer.cityName(verdict.city);
  switch (verdict.answer) {
    case 'served':
      return { answer: 'served', heading: `${words.answer.served.heading(city)}.`, text: '' };
    case 'on-request':
      return { answer: 'on-request', heading: words.answer.onRequest.heading(city), text: words.onRequest(city) };
    case 'not-served':
      return { answer: 'not-served', heading: words.answer.notServed.heading(verdict.postalArea, verdict.postalArea !== ''), text: words.notServed };
  }
}
