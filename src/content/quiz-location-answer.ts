import { SERVICE_AREA_ANSWER, type PlaceAnswerWords } from './service-area-answer';

/**
 * What the quiz's location step says under its field as the family types (docs/spec/DECISIONS.md
 * "Where we serve"; decision 0082): the answer's words in the page's language, and, unless served,
 * that the quiz goes on and the plan can be sent anyway. Never a refusal: a location given is enough.
 * The English here, the French in ./quiz-location-answer.fr-CA.ts.
 */
export type QuizLocationAnswerWords = PlaceAnswerWords;

export const QUIZ_LOCATION_ANSWER: QuizLocationAnswerWords = {
  answer: SERVICE_AREA_ANSWER,
  stillSend: 'You can still finish these questions and send us your plan.',
};
