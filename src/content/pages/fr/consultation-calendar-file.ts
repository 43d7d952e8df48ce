import type { ConsultationCalendarFileWords } from '../../consultation';
import { BRAND, BRAND_SHORT } from '../../site';

/**
 * The consultation request's words that outlive its page, in Canadian French (decision 0069): the
 * calendar file the thank-you page offers after a request sent from /fr/consultation-gratuite (its
 * events' summary and description; the times stay on the office's clock, Eastern time). Apart from the page's words so that the French thank-you page can take the
 * file's words without them.
 */
export const CONSULTATION_CALENDAR_FILE_FR = {
  heading: 'Gardez vos moments préférés dans votre calendrier',
  lead: 'Chaque moment choisi s’ajoute à votre calendrier comme provisoire, jusqu’à ce qu’un coordonnateur vous appelle pour confirmer l’un d’eux.',
  button: 'Télécharger les moments (.ics)',
  preparing: 'Préparation du fichier...',
  failed: 'Le fichier n’a pas pu être préparé. Votre demande a tout de même été envoyée; les moments sont énumérés ci-dessus.',
  fileName: 'maple-hearth-consultation-moments.ics',
  summary: `Consultation ${BRAND_SHORT} (à confirmer)`,
  description: (phone) =>
    `L’un des moments que vous avez choisis pour une consultation gratuite sur les soins avec ${BRAND}. Rien n’est encore réservé\u00a0: un coordonnateur des soins vous appellera dans un délai d’un jour ouvrable pour confirmer l’un de vos moments. Des questions? Appelez le ${phone}.`,
  timesHeading: 'Les moments que vous avez choisis',
} as const satisfies ConsultationCalendarFileWords;
