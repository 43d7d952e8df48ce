import type { SentWords } from './sent-words';
import { frenchTime, heureDuFuseau } from './french-formats';
import { OFFICE_TIME_ZONE, PHONE } from './site';

/** docs/spec/DECISIONS.md "One lead per submission" (decision 0091): what the French forms say of a request sent before. */
export const SENT_WORDS_FR = {
  noAnswer: `Nous n’avons pas encore la confirmation que votre demande est parvenue au bureau. Elle peut encore arriver\u00a0: pour en être sûr, appelez-nous au ${PHONE.display} ou envoyez-la de nouveau.`,
  unconfirmed: (time: string) =>
    `Cette demande a été envoyée à ${time}, et rien ne nous confirme qu’elle est parvenue au bureau. Appelez-nous au ${PHONE.display} pour le vérifier, ou envoyez-la de nouveau.`,
  reachedOffice: (time: string) => `Cette demande a été envoyée à ${time} et est bien parvenue au bureau\u00a0: inutile de l’envoyer de nouveau.`,
  sendAgain: 'Envoyer de nouveau',
  startNew: 'Faire une nouvelle demande',
  clock: (hours: number, minutes: number) => `${frenchTime(`${hours}:${String(minutes).padStart(2, '0')}`)} (${heureDuFuseau(OFFICE_TIME_ZONE)})`,
} as const satisfies SentWords;
