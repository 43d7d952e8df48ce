import type { FormWords, NewsletterWords } from './forms';
import { FRENCH_LANG, FRENCH_PATHS } from './french-paths';
import { LEAD_LANGUAGE_NAMES } from './lead-language';
import { LEGAL_PATHS } from './pages/legal-paths';
import { GUIDE_HEADLINE } from './pages/meta/guide-path';
import { BRAND, INFO_EMAIL } from './site';
import { HEAD_OFFICE_FR, NEWSLETTER_RHYTHM_FR } from './site.fr-CA';

/**
 * The words every lead form shares, in Canadian French (decision 0068): on a French page, the
 * refused form's summary, the messages for a field of spaces and for a phone number that is not
 * one, the purpose line with the French privacy policy, the submitting labels and the browser's
 * own messages, which Chromium, Firefox and Safari would otherwise show in the browser's language.
 * Its own chunk, fetched with the French pages only (`preloadFormWords`, src/shared/forms/form-words-loader.ts).
 */
export const FORM_WORDS_FR = {
  invalidSummary: {
    title: 'Certains renseignements sont à vérifier',
    lead: (count: number) => `Veuillez vérifier ${count === 1 ? 'ce champ' : 'ces champs'}\u00a0: `,
    separator: ', ',
    /** No full stop after a name that ends a sentence already ("Comment pouvons-nous vous aider?"). */
    tail: (lastField: string) => `${/[.?!]$/.test(lastField) ? '' : '.'} Tout ce que vous avez écrit est encore là.`,
  },
  characters: (count: number, max: number) => `${count} sur ${max} caractères`,
  blankField: 'Veuillez écrire votre réponse\u00a0: des espaces seuls ne suffisent pas.',
  phoneNumber: 'Veuillez entrer un numéro de téléphone à 10 chiffres, par exemple 514-555-0142.',
  purpose: {
    text: 'Nous utilisons ces renseignements uniquement pour répondre à votre demande et organiser les soins ou le suivi. Nous ne les vendons jamais.',
    linkLabel: 'Lire notre politique de confidentialité',
    privacyPath: FRENCH_PATHS[LEGAL_PATHS.privacyPolicy],
  },
  submitting: { sending: 'Envoi en cours...', submitting: 'Envoi en cours...', subscribing: 'Inscription en cours...' },
  browser: {
    valueMissing: {
      text: 'Veuillez remplir ce champ.',
      checkbox: 'Veuillez cocher cette case pour continuer.',
      radio: 'Veuillez choisir l’une de ces options.',
      select: 'Veuillez choisir un élément de la liste.',
      file: 'Veuillez choisir un fichier.',
    },
    typeMismatch: {
      email: 'Veuillez entrer une adresse courriel complète, par exemple nom@exemple.ca.',
      url: 'Veuillez entrer une adresse Web complète, par exemple https://exemple.ca.',
    },
    badInput: 'Veuillez entrer une valeur valide.',
    rangeUnderflow: 'Veuillez choisir une valeur plus grande ou une date plus tardive.',
    rangeOverflow: 'Veuillez choisir une valeur plus petite ou une date plus proche.',
    other: 'Veuillez vérifier ce champ\u00a0: sa valeur n’est pas acceptée.',
  },
} as const satisfies FormWords;

/**
 * Canada's anti-spam law in French (docs/spec/DECISIONS.md "Consent"): who sends (the brand, its head
 * office, its mailbox) and how to withdraw. The footer newsletter's and the consultation request's.
 */
export const NEWSLETTER_CONSENT_FR = `Oui, je veux recevoir par courriel les conseils et les nouvelles pour les proches aidants de ${BRAND}, ${HEAD_OFFICE_FR}, ${INFO_EMAIL}. Je peux retirer mon consentement en tout temps au moyen du lien de désabonnement de chaque courriel ou en écrivant à ${INFO_EMAIL}.`;

/**
 * The footer newsletter on a French page (docs/spec/DECISIONS.md "French pages in French to the end"):
 * it signs up for the French edition, in French; the free guide it links stays English and
 * says so. Here, in the chunk every French page fetches, for the footer's French words.
 */
export const NEWSLETTER_WORDS_FR: NewsletterWords = {
  edition: { lang: FRENCH_LANG, name: LEAD_LANGUAGE_NAMES[FRENCH_LANG]! },
  heading: 'Des conseils pour les proches aidants, par courriel',
  text: `Des conseils pratiques pour les familles qui prennent soin d’un aîné, ${NEWSLETTER_RHYTHM_FR}.`,
  emailLabel: 'Adresse courriel',
  submitLabel: 'S’abonner',
  consent: NEWSLETTER_CONSENT_FR,
  autoresponse: (guideUrl) =>
    `Merci de votre abonnement aux conseils pour les proches aidants de ${BRAND}. Votre guide gratuit, en anglais, «\u00a0${GUIDE_HEADLINE}\u00a0», est ici\u00a0: ${guideUrl} (vous pouvez l’imprimer à partir de cette page). Vous pouvez vous désabonner en tout temps en répondant à ce courriel ou en écrivant à ${INFO_EMAIL}.`,
};
