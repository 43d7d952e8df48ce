import { CALLBACK_LANGUAGE_FIELD, CALLBACK_LANGUAGE_LABEL } from '../callback-language';
import { BRAND, PHONE } from '../site';
import { CONTACT_HOURS_TEXT_FR, NEWSLETTER_RHYTHM_FR, OFFICE_CLOCK_FR } from '../site.fr-CA';
import { FRENCH_HOME } from '../french-paths';
import { frenchLink } from '../french-links';
import { CARE_PLAN_REQUEST, CONTACT_FORM, NEWSLETTER_LANGUAGE_FIELD } from '../forms';
import { PAGE_LANGUAGE_FIELD } from '../lead-language';
import { GUIDE_PATH } from './meta/guide-path';
import type { ThankYouMessage, ThankYouSource, ThankYouWords } from './thank-you';

/**
 * /fr/merci, the thank-you page in Canadian French (decision 0068): every lead form on a French page
 * leads here (`_next`, src/shared/forms/hidden-fields.tsx) with its `from`, and each `from` has its
 * confirmation (a missing one fails the typecheck). Its own chunk, loaded by
 * src/pages/thank-you.tsx's `frenchRoute()`.
 */

/** The footer newsletter on a French page signs up for the French edition (docs/spec/DECISIONS.md "French pages in French to the end"). */
const SUBSCRIBED: ThankYouMessage = {
  heading: 'Inscription confirmée!',
  body: `Merci de votre inscription. Votre guide gratuit, en anglais, est en lien ici, et une copie du lien est en route vers votre boîte de réception. Nos conseils aux proches aidants suivront, en français, ${NEWSLETTER_RHYTHM_FR}.`,
  linksGuide: true,
};

const RECEIVED: ThankYouMessage = {
  heading: 'Merci! Votre message a bien été reçu.',
  body: `Une personne de notre équipe de soins vous répondra en un jour ouvrable. Si vous avez besoin d’aide plus tôt, appelez-nous au ${PHONE.display}, ${CONTACT_HOURS_TEXT_FR} (${OFFICE_CLOCK_FR}).`,
};

/** Every form's confirmation, by its `from`. */
const BY_SOURCE = {
  general: RECEIVED,
  'home-cta': RECEIVED,
  'contact-page': RECEIVED,
  newsletter: SUBSCRIBED,
  'newsletter-signup': SUBSCRIBED,
  'job-application': {
    heading: 'Candidature reçue!',
    body: 'Merci de vouloir vous joindre à notre équipe de préposés. Notre équipe de recrutement lit chaque candidature et communiquera avec vous pour la suite.',
  },
  'franchise-application': {
    heading: 'Candidature reçue!',
    body: `Merci de votre intérêt pour une franchise ${BRAND}. Notre équipe de développement des franchises vous joindra pour fixer un premier appel.`,
  },
  'franchise-info-kit': {
    heading: 'Votre trousse d’information est en route!',
    body: 'Merci de votre intérêt pour une franchise Maple Hearth. Une personne de notre équipe des franchises vous enverra la trousse par courriel et vous appellera en un jour ouvrable.',
  },
  'care-plan': {
    heading: 'Votre plan de soins est en route!',
    body: 'Merci. Une conseillère ou un conseiller en soins a vos réponses et le plan recommandé, et vous appellera en un jour ouvrable pour en parler avec vous, gratuitement et sans engagement.',
  },
  consultation: {
    heading: 'Demande reçue',
    body: 'Merci. Une coordonnatrice ou un coordonnateur des soins vous appellera en un jour ouvrable pour confirmer l’un des moments que vous avez choisis. Si aucun ne vous convient finalement, dites-le-nous à ce moment-là.',
  },
  partnership: {
    heading: 'Merci de nous avoir écrit!',
    body: 'Votre demande de partenariat est entre les mains de notre coordonnatrice des partenariats, qui vous appellera ou vous écrira en un jour ouvrable.',
  },
} as const satisfies Record<ThankYouSource, ThankYouMessage>;

/** The French names of the quiz request's posted fields (CARE_PLAN_REQUEST.fields), key by key. */
const CARE_PLAN_LABELS: Readonly<Record<keyof typeof CARE_PLAN_REQUEST.fields, string>> = {
  whoNeedsCare: 'Qui a besoin de soins',
  supportNeeded: 'Aide nécessaire',
  hoursOfCare: 'Heures de soins par jour',
  medicalCondition: 'État de santé',
  location: 'Lieu',
  languages: 'Langues',
  startDate: 'Date de début souhaitée',
  plan: 'Plan recommandé',
  planHours: 'Heures du plan',
  planPrice: 'Prix estimé par jour ($ CA)',
};

export const THANK_YOU_WORDS_FR = {
  byDefault: RECEIVED,
  bySource: BY_SOURCE,
  guideLink: frenchLink('Lire le guide gratuit', GUIDE_PATH),
  sentEcho: {
    heading: 'Ce que vous avez envoyé',
    labels: {
      name: 'Nom',
      email: 'Courriel',
      phone: 'Téléphone',
      message: 'Message',
      attachment: 'Pièce jointe',
      consent: 'Consentement',
      [PAGE_LANGUAGE_FIELD]: 'Langue de la page',
      [NEWSLETTER_LANGUAGE_FIELD]: 'Langue de l’infolettre',
      [CALLBACK_LANGUAGE_FIELD]: CALLBACK_LANGUAGE_LABEL.fr,
      [CONTACT_FORM.fields.place.name]: 'Ville',
      ...Object.fromEntries(Object.entries(CARE_PLAN_LABELS).map(([key, label]) => [CARE_PLAN_REQUEST.fields[key as keyof typeof CARE_PLAN_LABELS], label])),
    },
    values: {
      consent: { yes: 'Oui' },
      [CALLBACK_LANGUAGE_FIELD]: {
        English: 'Anglais',
        French: 'Français',
        Punjabi: 'Pendjabi',
        Tagalog: 'Tagalog',
        Hindi: 'Hindi',
        Mandarin: 'Mandarin',
        Arabic: 'Arabe',
      },
    },
    kept: 'Gardé dans cet onglet seulement, pour que vous puissiez le relire; il disparaît quand vous fermez l’onglet.',
  },
  callNow: { before: 'Besoin de parler à quelqu’un maintenant? Appelez le ', after: '.' },
  links: {
    home: { label: 'Retour à l’accueil', to: FRENCH_HOME },
    blog: frenchLink('Lire notre blogue', '/blog'),
  },
} as const satisfies ThankYouWords;

export const THANK_YOU_META_FR = {
  title: `Merci | ${BRAND}`,
  description: `Votre message est bien arrivé chez ${BRAND}. Une conseillère ou un conseiller en soins vous joindra bientôt.`,
} as const;
