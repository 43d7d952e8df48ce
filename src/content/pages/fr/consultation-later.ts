import type { ConsultationDay, UnavailableReason, WindowOnClocks } from '../../../../machines/consultation-request/consultation-windows';
import type { OntarioHolidayName } from '../../../../machines/shared/ontario-holidays';
import type { ConsultationCalendarWords } from '../../consultation';
import { frenchTime, heureDuFuseau, longDateFr } from '../../french-formats';
import type { ConsultationLaterWords } from '../consultation';
import { NEWSLETTER_CONSENT_FR } from '../../forms.fr-CA';

/**
 * The consultation request's later steps in Canadian French (times, contact, review; decision
 * 0069), fetched with the later steps' code from /fr/consultation-gratuite. The calendar's days and
 * times in fr-CA style: 'samedi 6 mars 2027 : 6 plages', '14 h 30 à votre heure · 13 h, heure de l’Est'.
 */

/** The no-break space French puts before a colon. */
const NBSP = '\u00a0';

const WEEKDAYS_FR = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'] as const;
const WEEKDAYS_SHORT_FR = ['lun.', 'mar.', 'mer.', 'jeu.', 'ven.', 'sam.', 'dim.'] as const;

/** Ontario's statutory holidays as Ontario's French services name them. */
const HOLIDAYS_FR = {
  "New Year's Day": 'jour de l’An',
  'Family Day': 'jour de la Famille',
  'Good Friday': 'Vendredi saint',
  'Victoria Day': 'fête de Victoria',
  'Canada Day': 'fête du Canada',
  'Labour Day': 'fête du Travail',
  Thanksgiving: 'Action de grâce',
  'Christmas Day': 'jour de Noël',
  'Boxing Day': 'lendemain de Noël',
} as const satisfies Record<OntarioHolidayName, string>;

/** '14 h 30', '10 h' from minutes after midnight. */
const clockFr = (minutes: number): string => frenchTime(`${Math.floor(minutes / 60) % 24}:${String(minutes % 60).padStart(2, '0')}`);

const dayNameFr = ({ date, weekday }: Pick<ConsultationDay, 'date' | 'weekday'>): string => `${WEEKDAYS_FR[weekday - 1]} ${longDateFr(date)}`;

const labelFr = (dayName: string, availability: string): string => `${dayName}${NBSP}: ${availability}`;

function unavailableFr(unavailable: UnavailableReason): string {
  switch (unavailable.reason) {
    case 'holiday':
      return `Fermé (${HOLIDAYS_FR[unavailable.holiday]})`;
    case 'past':
      return 'Les plages d’aujourd’hui sont passées';
    case 'none left today':
      return 'Plus aucune plage aujourd’hui';
    case 'closed':
      return 'Fermé';
  }
}

/** The calendar in French: 'samedi 6 mars 2027 : 6 plages', '10 h, heure de l’Est'. */
export const CONSULTATION_CALENDAR_WORDS_FR = {
  locale: 'fr-ca',
  dayName: dayNameFr,
  dayLabel: (day) => {
    const count = day.windows.length;
    return labelFr(dayNameFr(day), day.unavailable ? unavailableFr(day.unavailable) : `${count} ${count === 1 ? 'plage' : 'plages'}`);
  },
  label: labelFr,
  timeText: ({ office, visitor }: WindowOnClocks) => {
    const onOffice = `${clockFr(office.minutes)}, ${heureDuFuseau(office.timeZone)}`;
    if (!visitor) return onOffice;
    const day = visitor.dayShift === 0 ? '' : `${WEEKDAYS_SHORT_FR[visitor.weekday - 1]} `;
    return `${day}${clockFr(visitor.minutes)} à votre heure · ${onOffice}`;
  },
  windowText: (dayName, minutes, zone) => `${dayName}, de ${clockFr(minutes)} à ${clockFr(minutes + 60)}, ${heureDuFuseau(zone)}`,
  noLongerOffered: (dayName, minutes, zone) =>
    `La plage de ${clockFr(minutes)}, ${heureDuFuseau(zone)}, du ${dayName} n’est plus disponible; choisissez-en une autre.`,
} as const satisfies ConsultationCalendarWords;

export const CONSULTATION_LATER_WORDS_FR = {
  timesLead:
    'Choisissez d’une à trois plages d’une heure au cours des deux prochaines semaines. Les plages sont offertes pendant nos heures d’ouverture, à l’heure de l’Est; un coordonnateur vous appelle pour confirmer l’une d’elles.',
  dayLabel: 'Choisissez un jour',
  previousMonth: 'Mois précédent',
  nextMonth: 'Mois suivant',
  notOffered: 'Non offert',
  windowsLabel: (dayName) => `Plages du ${dayName}`,
  chosenHeading: 'Vos moments préférés',
  noneChosen: 'Aucune plage choisie pour l’instant.',
  chosenCount: (count, max) => `${count} sur ${max} ${count > 1 ? 'choisies' : 'choisie'}`,
  maxReached: (max) => `Vous avez choisi ${max} plages${NBSP}: retirez-en une pour en choisir une autre.`,
  removeWindow: (words) => `Retirer ${words}`,
  contactLabels: {
    name: 'Nom complet',
    phone: 'Numéro de téléphone',
    email: 'Courriel',
    note: 'Autre chose à nous dire? (facultatif)',
  },
  phoneDescription: 'Un coordonnateur vous appelle à ce numéro pour confirmer un moment.',
  notePlaceholder: `Par exemple${NBSP}: ma mère se déplace en fauteuil roulant; veuillez appeler après 10 h.`,
  newsletterConsentLabel: 'Envoyez-moi aussi des conseils pour les proches aidants par courriel (facultatif)',
  newsletterConsent: NEWSLETTER_CONSENT_FR,
  edit: (what) => `Modifier la section «${NBSP}${what}${NBSP}»`,
  editShort: 'Modifier',
  reviewLabels: {
    relationship: 'Qui a besoin de soins',
    place: 'Où',
    languages: 'Langues',
    kind: 'Type de consultation',
    times: 'Moments préférés',
    contact: 'Coordonnées',
    note: 'Note',
    newsletter: 'Conseils par courriel',
  },
  yes: 'Oui',
  no: 'Non',
  notGiven: 'Non précisé',
  chooseTimesAgain: 'Choisir mes moments de nouveau',
  confirmNotice: `Ceci est une demande, pas une réservation${NBSP}: un coordonnateur des soins vous appellera dans un délai d’un jour ouvrable pour confirmer l’un de ces moments.`,
  submitLabel: 'Envoyer ma demande',
  submittingLabel: 'Envoi en cours...',
  calendar: CONSULTATION_CALENDAR_WORDS_FR,
} as const satisfies ConsultationLaterWords;
