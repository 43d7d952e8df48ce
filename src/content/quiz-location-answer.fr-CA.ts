import type { QuizLocationAnswerWords } from './quiz-location-answer';
import { SERVICE_AREA_ANSWER_FR } from './service-area-answer.fr-CA';

/** The quiz's answer under the location field, in Canadian French (the interface and the English: ./quiz-location-answer.ts). */
export const QUIZ_LOCATION_ANSWER_FR: QuizLocationAnswerWords = {
  answer: SERVICE_AREA_ANSWER_FR,
  stillSend: 'Vous pouvez tout de même terminer ces questions et nous envoyer votre plan.',
};
