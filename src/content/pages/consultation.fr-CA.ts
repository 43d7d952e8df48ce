import { SERVICE_AREA } from '../service-area';
import { BRAND, LIMITS } from '../site';
import { CONTACT_HOURS_FR } from '../site.fr-CA';
import { CONSULTATION_CITY_OPTIONS, CONSULTATION_KINDS } from '../consultation-choices';
import type { ConsultationWords } from './consultation';
import { WHO_NEEDS_CARE } from '../who-needs-care';

/**
 * /fr/consultation-gratuite, the consultation request in Canadian French (decision 0069): the
 * English page's steps, facts and promises, written for families in Ontario and Quebec. Only what
 * the visitor sees is here: the request posts the same field names and values as the English page
 * (../consultation-choices.ts, ../who-needs-care.ts), for the office reads English. Its own chunk,
 * loaded only by the French page (src/pages/fr/consultation-gratuite.tsx).
 */

/** The no-break space French puts before a colon. */
const NBSP = '\u00a0';

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
    relationships: WHO_NEEDS_CARE,
    relationshipChoice: wordsOf(RELATIONSHIPS_FR),
    cityLabel: 'Ville',
    cityPlaceholder: 'Choisissez une ville',
    cities: CONSULTATION_CITY_OPTIONS,
    cityChoice: (value) => (value === OTHER_CITY ? 'Autre' : value),
    postalCodeLabel: 'Code postal',
    postalCodeDescription: 'Pour un lieu hors de nos villes, par exemple L6P 1A1.',
    postalCodeMalformed: 'Veuillez entrer un code postal canadien de la forme L6P 1A1 (lettre, chiffre, lettre, espace, chiffre, lettre, chiffre).',
    languagesLabel: 'Langues que devrait parler la personne soignante',
    outsideNote: `Nos préposés travaillent dans ${SERVICE_AREA.cityCount} villes de ${SERVICE_AREA.provinceCount} provinces. Pour un autre endroit, posez quand même la question\u00a0: un coordonnateur vous dira si nous pouvons vous servir, et les consultations par téléphone et par vidéo sont offertes à toutes les familles.`,
    serviceArea: () => import('../consultation-service-area-words.fr-CA').then((m) => m.CONSULTATION_SERVICE_AREA_FR),
    kindLabel: 'Type de consultation',
    kinds: CONSULTATION_KINDS,
    kindChoice: wordsOf(KINDS_FR),
    kindDescriptions: {
      'In-home visit': 'Un conseiller en soins se rend au domicile de la personne qui a besoin de soins.',
      'Phone call': 'Nous vous appelons au numéro que vous nous donnez.',
      'Video call': 'Nous vous envoyons un lien pour un appel vidéo.',
    },
    next: 'Suivant',
    back: 'Retour',
    toReview: 'Vérifier ma demande',
    refusals: {
      whoAndWhere: 'Veuillez indiquer qui a besoin de soins et choisir une ville (ou Autre, avec un code postal).',
      postalCode: 'Veuillez entrer un code postal canadien de la forme L6P 1A1.',
      kind: 'Veuillez choisir un type de consultation.',
      times: 'Veuillez choisir au moins une plage (jusqu’à trois) dans le calendrier.',
      contact: 'Veuillez indiquer votre nom complet, un numéro de téléphone à 10 chiffres (par exemple 514-555-0142) et une adresse courriel valide.',
    },
  },
  later: () => import('./fr/consultation-later').then((m) => m.CONSULTATION_LATER_WORDS_FR),
} as const satisfies ConsultationWords;

export const CONSULTATION_META_FR = {
  title: `Demander une consultation gratuite sur les soins | ${BRAND}`,
  description:
    'Demandez une consultation gratuite et sans engagement sur les soins, à domicile, par téléphone ou par vidéo, aux moments de votre choix. Un coordonnateur vous rappelle pour confirmer.',
} as const;
