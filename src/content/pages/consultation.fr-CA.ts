import type { ConsultationDay, UnavailableReason, WindowOnClocks } from '../../../machines/consultation-request/consultation-windows';
import type { OntarioHolidayName } from '../../../machines/shared/ontario-holidays';
import { zoneCity } from '../clock-words';
import type { ConsultationCalendarWords } from '../consultation';
import { frenchTime, longDateFr } from '../french-formats';
import { SERVICE_AREA } from '../service-area';
import { BRAND, LIMITS } from '../site';
import { CONTACT_HOURS_FR } from '../site.fr-CA';
import { NEWSLETTER_CONSENT_FR } from './fr/consultation-calendar-file';
import { CONSULTATION_CITY_OPTIONS, CONSULTATION_KINDS, CONSULTATION_REQUEST, type ConsultationWords } from './consultation';
import { WHO_NEEDS_CARE } from '../who-needs-care';

/**
 * /fr/consultation-gratuite, the consultation request in Canadian French (decision 0069): the
 * English page's steps, facts and promises, written for families in Ontario and Quebec. Only what
 * the visitor sees is here: the request posts the same field names and values as the English page
 * (`CONSULTATION_REQUEST`), for the office reads English. Its own chunk, loaded only by the French
 * page (src/pages/book-a-free-care-consultation.tsx's `frenchRoute`).
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

/** The calendar in French: 'samedi 6 mars 2027 : 6 plages', '10 h, heure de Toronto'. */
export const CONSULTATION_CALENDAR_WORDS_FR = {
  locale: 'fr-ca',
  dayName: dayNameFr,
  dayLabel: (day) => {
    const count = day.windows.length;
    return labelFr(dayNameFr(day), day.unavailable ? unavailableFr(day.unavailable) : `${count} ${count === 1 ? 'plage' : 'plages'}`);
  },
  label: labelFr,
  timeText: ({ office, visitor }: WindowOnClocks) => {
    const onOffice = clockFr(office.minutes);
    const city = zoneCity(office.timeZone);
    if (!visitor) return `${onOffice}, heure de ${city}`;
    const day = visitor.dayShift === 0 ? '' : `${WEEKDAYS_SHORT_FR[visitor.weekday - 1]} `;
    return `${day}${clockFr(visitor.minutes)} à votre heure · ${onOffice} à ${city}`;
  },
  windowText: (dayName, minutes, zone) => `${dayName}, de ${clockFr(minutes)} à ${clockFr(minutes + 60)}, heure de ${zoneCity(zone)}`,
} as const satisfies ConsultationCalendarWords;

const RELATIONSHIPS_FR = {
  'My Mother': 'Ma mère',
  'My Father': 'Mon père',
  'My Spouse': 'Mon conjoint ou ma conjointe',
  Myself: 'Moi-même',
  Other: 'Une autre personne',
} as const satisfies Record<(typeof WHO_NEEDS_CARE)[number], string>;

const KINDS_FR = {
  'In-home visit': 'Visite à domicile',
  'Phone call': 'Appel téléphonique',
  'Video call': 'Appel vidéo',
} as const satisfies Record<(typeof CONSULTATION_KINDS)[number], string>;

/** 'Other' of the city list, the machine's value for a place outside it. */
const OTHER_CITY = CONSULTATION_CITY_OPTIONS.at(-1);

/** A value's French words, or the value itself (a city's name is the same in French). */
const wordsOf = (table: Readonly<Record<string, string>>) => (value: string) => table[value] ?? value;

export const CONSULTATION_WORDS_FR = {
  page: {
    eyebrow: 'Consultation gratuite sur les soins',
    heading: 'Demandez une consultation gratuite sur les soins',
    lead: 'Dites-nous qui a besoin de soins et quels moments vous conviennent. Un coordonnateur ou une coordonnatrice des soins vous appellera dans un délai d’un jour ouvrable pour confirmer l’un des moments que vous préférez.',
    expectHeading: 'Ce qui se passe pendant votre consultation',
    expect: [
      'Un conseiller ou une conseillère en soins écoute la situation de votre famille, vos habitudes et vos inquiétudes, par téléphone, par vidéo ou à domicile.',
      'Nous voyons ensemble quels services vous conviennent, combien d’heures sont utiles et quelles langues comptent pour vous.',
      `Vous recevez une proposition de soins écrite, et les soins peuvent souvent commencer dans les ${LIMITS.careStartHours} heures.`,
      'La consultation est gratuite et ne vous engage à rien par la suite.',
    ],
    hoursHeading: 'Quand nous répondons',
    hours: CONTACT_HOURS_FR,
    hoursSeparator: `${NBSP}:`,
    callNow: 'Vous préférez parler à quelqu’un tout de suite? Appelez-nous au',
  },
  request: {
    formHeading: 'Demandez votre consultation gratuite',
    loading: 'Chargement de l’étape suivante',
    steps: {
      whoAndWhere: { label: 'Qui et où', heading: 'Qui a besoin de soins, et où?' },
      kind: { label: 'Type', heading: 'Quel type de consultation vous conviendrait?' },
      times: { label: 'Moments', heading: 'Quels moments vous conviendraient?' },
      contact: { label: 'Coordonnées', heading: 'Comment un coordonnateur peut-il vous joindre?' },
      review: { label: 'Vérification', heading: 'Vérifiez votre demande' },
    },
    progress: (step, total) => `Étape ${step} sur ${total}`,
    relationshipLabel: 'Qui a besoin de soins?',
    relationships: CONSULTATION_REQUEST.relationships,
    relationshipChoice: wordsOf(RELATIONSHIPS_FR),
    cityLabel: 'Ville',
    cityPlaceholder: 'Choisissez une ville',
    cities: CONSULTATION_REQUEST.cities,
    cityChoice: (value) => (value === OTHER_CITY ? 'Autre' : value),
    postalCodeLabel: 'Code postal',
    postalCodeDescription: 'Pour un lieu hors de nos villes, par exemple L6P 1A1.',
    postalCodeMalformed: 'Veuillez entrer un code postal canadien de la forme L6P 1A1 (lettre, chiffre, lettre, espace, chiffre, lettre, chiffre).',
    languagesLabel: 'Langues que devrait parler la personne soignante',
    outsideNote: `Nos préposés travaillent dans ${SERVICE_AREA.cityCount} villes de ${SERVICE_AREA.provinceCount} provinces. Pour un autre endroit, posez quand même la question : un coordonnateur vous dira si nous pouvons vous servir, et les consultations par téléphone et par vidéo sont offertes à toutes les familles.`,
    kindLabel: 'Type de consultation',
    kinds: CONSULTATION_KINDS,
    kindChoice: wordsOf(KINDS_FR),
    kindDescriptions: {
      'In-home visit': 'Un conseiller en soins se rend au domicile de la personne qui a besoin de soins.',
      'Phone call': 'Nous vous appelons au numéro que vous nous donnez.',
      'Video call': 'Nous vous envoyons un lien pour un appel vidéo.',
    },
    timesLead: 'Choisissez d’une à trois plages d’une heure au cours des deux prochaines semaines. Les plages sont offertes pendant nos heures d’ouverture, à l’heure de Toronto; un coordonnateur vous appelle pour confirmer l’une d’elles.',
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
    next: 'Suivant',
    back: 'Retour',
    toReview: 'Vérifier ma demande',
    edit: (what) => `Modifier la section «${NBSP}${what}${NBSP}»`,
    editShort: 'Modifier',
    refusals: {
      whoAndWhere: 'Veuillez indiquer qui a besoin de soins et choisir une ville (ou Autre, avec un code postal).',
      postalCode: 'Veuillez entrer un code postal canadien de la forme L6P 1A1.',
      kind: 'Veuillez choisir un type de consultation.',
      times: 'Veuillez choisir au moins une plage (jusqu’à trois) dans le calendrier.',
      contact: 'Veuillez indiquer votre nom complet, un numéro de téléphone et une adresse courriel valide.',
    },
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
    timesLapsed: 'L’une des plages choisies est passée ou commence maintenant dans moins de 2 heures. Veuillez choisir vos moments de nouveau; tout le reste est conservé.',
    chooseTimesAgain: 'Choisir mes moments de nouveau',
    confirmNotice: `Ceci est une demande, pas une réservation${NBSP}: un coordonnateur des soins vous appellera dans un délai d’un jour ouvrable pour confirmer l’un de ces moments.`,
    submitLabel: 'Envoyer ma demande',
    submittingLabel: 'Envoi en cours...',
  },
  calendar: CONSULTATION_CALENDAR_WORDS_FR,
} as const satisfies ConsultationWords;

export const CONSULTATION_META_FR = {
  title: `Demander une consultation gratuite sur les soins | ${BRAND}`,
  description:
    'Demandez une consultation gratuite et sans engagement sur les soins, à domicile, par téléphone ou par vidéo, aux moments de votre choix. Un coordonnateur vous rappelle pour confirmer.',
} as const;
