import type { ConsultationServiceAreaWords } from './consultation-service-area-words';
import { SERVICE_AREA_ANSWER_FR } from './service-area-answer.fr-CA';
import { PHONE } from './site';

/** Where we serve in the consultation request, in Canadian French (the interface and the English: ./consultation-service-area-words.ts). */
export const CONSULTATION_SERVICE_AREA_FR: ConsultationServiceAreaWords = {
  answer: SERVICE_AREA_ANSWER_FR,
  onRequest: (city) =>
    `Une coordonnatrice ou un coordonnateur des soins vous confirmera si une personne soignante et une visite à domicile sont possibles à ${city}, ou vous proposera plutôt une consultation par téléphone ou par vidéo.`,
  notServed: `Nous ne pouvons pas encore faire de visite à domicile à cet endroit, mais une consultation par téléphone ou par vidéo est possible. Vous pouvez aussi nous appeler au ${PHONE.display}.`,
};
