import type { PlaceAnswerWords } from './service-area-answer';
import { SERVICE_AREA_ANSWER_FR } from './service-area-answer.fr-CA';

/** The contact form's answer under its place field, in Canadian French (the English: ./contact-place-answer.ts). */
export const CONTACT_PLACE_ANSWER_FR: PlaceAnswerWords = {
  answer: SERVICE_AREA_ANSWER_FR,
  stillSend: 'Vous pouvez tout de même envoyer votre message\u00a0: une coordonnatrice ou un coordonnateur des soins vous répondra.',
};
