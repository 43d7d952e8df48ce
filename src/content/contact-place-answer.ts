import { SERVICE_AREA_ANSWER, type PlaceAnswerWords } from './service-area-answer';

/**
 * What the contact form says under its place field as the family types (docs/spec/DECISIONS.md
 * "Where we serve"; decision 0086): the answer's words, and, unless served, that the message can be
 * sent anyway. Fetched with the rule when the family first uses the field. The French in
 * ./contact-place-answer.fr-CA.ts.
 */
export const CONTACT_PLACE_ANSWER: PlaceAnswerWords = {
  answer: SERVICE_AREA_ANSWER,
  stillSend: 'You can still send your message: a care coordinator will reply.',
};
