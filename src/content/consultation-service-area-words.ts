import { SERVICE_AREA_ANSWER, type ServiceAreaAnswerWords } from './service-area-answer';
import { PHONE } from './site';

/**
 * What the consultation request says of where the family lives (decision 0082; docs/spec/DECISIONS.md
 * "Where we serve"): the answer's headings in the page's language (./service-area-answer.ts),
 * and what happens next for a place on request or not served, under the postal code and when an
 * in-home visit is chosen there. Fetched when a place outside the city list is chosen, not with the
 * page (its first load stays within its weight); the French in ./consultation-service-area-words.fr-CA.ts.
 */
export interface ConsultationServiceAreaWords {
  answer: ServiceAreaAnswerWords;
  /** A coordinator confirms a caregiver and a visit, or offers a phone or video consultation; `city` in these words' language. */
  onRequest: (city: string) => string;
  /** No in-home visit there yet; a phone or video consultation is possible. */
  notServed: string;
}

export const CONSULTATION_SERVICE_AREA: ConsultationServiceAreaWords = {
  answer: SERVICE_AREA_ANSWER,
  onRequest: (city) =>
    `A care coordinator will confirm whether a caregiver and an in-home visit are possible in ${city}, or will offer you a consultation by phone or video instead.`,
  notServed: `We cannot make an in-home visit there yet, but a consultation by phone or video is possible. You are also welcome to call us at ${PHONE.display}.`,
};
