import type { FormWords } from './forms';
import { FRENCH_PATHS } from './french-paths';
import { LEGAL_PATHS } from './pages/legal-paths';

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
