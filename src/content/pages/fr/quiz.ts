import { BRAND } from '../../site';
import { FRENCH_HOME } from '../../french-paths';
import type { QuizWords } from '../../quiz';
import { QUIZ_CHOICES_FR } from './quiz-choices';

/**
 * /fr/trouver-votre-plan-de-soins: the care-finder quiz in Canadian French (decision 0067), written
 * for families rather than word for word. Every choice posts the English value the machine keeps;
 * only what is on screen is French. In Ontario a PSW is a préposé(e) aux services de soutien
 * personnel (PSSP). The results' words come later, with the results (./quiz-results.ts).
 */

export const QUIZ_PATH_FR = '/fr/trouver-votre-plan-de-soins';

const SUBMIT_FR = 'Envoyer mon plan à un conseiller en soins';

export const QUIZ_META_FR = {
  title: `Trouver votre plan de soins\u00a0: questionnaire gratuit | ${BRAND}`,
  description:
    'Répondez à huit courtes questions et obtenez un plan de soins à domicile personnalisé, avec un prix estimatif par jour. C’est gratuit, et vos réponses ne sont transmises à un conseiller en soins que si vous les envoyez.',
  breadcrumbs: [
    { name: 'Accueil', path: FRENCH_HOME },
    { name: 'Trouver votre plan de soins', path: QUIZ_PATH_FR },
  ],
} as const;

export const QUIZ_WORDS_FR = {
  page: {
    heading: 'Trouver votre plan de soins',
    lead: 'Chaque famille est différente. Parlez-nous de votre proche et découvrez les soins que nous vous recommanderions, avec un prix estimatif par jour.',
  },
  introHeading: 'Trouvez le bon plan de soins en 8 étapes rapides',
  introLead: `Répondez à quelques questions sur votre proche et nous vous recommanderons un plan de soins, avec un prix estimatif par jour. Cela prend environ deux minutes. La dernière étape vous demande votre nom, votre courriel et votre numéro de téléphone, pour qu’un conseiller en soins puisse faire le suivi de votre plan. Rien n’est envoyé avant que vous appuyiez sur «\u00a0${SUBMIT_FR}\u00a0», sous vos résultats.`,
  introPoints: [
    'Huit courtes questions; la dernière demande comment vous joindre',
    'Votre plan et son prix estimatif dès que vous avez terminé',
    `Transmis à un conseiller en soins seulement si vous appuyez sur «\u00a0${SUBMIT_FR}\u00a0», sans aucun engagement`,
  ],
  start: 'Commencer le questionnaire',
  progress: (step) => `Étape ${step} de 8`,
  back: 'Retour',
  next: 'Suivant',
  seeMyPlan: 'Voir mon plan',
  startOver: 'Recommencer',
  steps: {
    whoNeedsCare: { heading: 'Qui a besoin de soins?', help: 'Choisissez une réponse.' },
    supportNeeded: { heading: 'De quel type d’aide votre proche a-t-il besoin?', help: 'Choisissez toutes les réponses qui s’appliquent.' },
    hoursOfCare: { heading: 'Combien d’heures de soins par jour?', help: 'Choisissez une réponse. Vous pourrez la changer plus tard.' },
    medicalCondition: { heading: 'Y a-t-il un problème de santé que nous devrions connaître?', help: 'Facultatif. Choisissez la réponse la plus proche.' },
    location: { heading: 'Où les soins auront-ils lieu?', help: 'Votre ville et votre code postal nous aident à trouver un préposé près de chez vous.' },
    languages: { heading: 'Quelles langues le préposé devrait-il parler?', help: 'Choisissez toutes les réponses qui s’appliquent.' },
    startDate: { heading: 'Quand aimeriez-vous que les soins commencent?', help: 'Facultatif. Les soins peuvent souvent commencer en moins de 48 heures.' },
    contact: {
      heading: 'Comment un conseiller en soins peut-il vous joindre?',
      help: `Les trois champs sont obligatoires, et le numéro de téléphone a 10 chiffres (par exemple 514-555-0142). Votre plan s’affiche ensuite, et rien n’est envoyé avant que vous appuyiez sur «\u00a0${SUBMIT_FR}\u00a0».`,
    },
  },
  otherConditionLabel: 'Précisez le problème de santé',
  locationLabel: 'Ville et code postal',
  locationPlaceholder: 'p. ex. Ottawa, K1P 5G4',
  startDateLabel: 'Date de début souhaitée',
  startDateTooEarly: 'Choisissez aujourd’hui ou une date ultérieure, ou laissez la date vide.',
  contactLabels: { name: 'Nom complet', email: 'Courriel', phone: 'Numéro de téléphone' },
  notices: {
    incomplete: { title: 'Renseignements incomplets', description: 'Veuillez remplir les champs obligatoires pour continuer.' },
    contactIncomplete: { title: 'Renseignements incomplets', description: 'Veuillez remplir tous les champs de contact pour voir vos résultats.' },
    contactInvalid: {
      title: 'Coordonnées à vérifier',
      fields: {
        email: 'Courriel\u00a0: cette adresse courriel est incomplète. Veuillez l’écrire comme nom@exemple.ca.',
        phone: 'Numéro de téléphone\u00a0: ce n’est pas un numéro de téléphone à 10 chiffres. Veuillez l’écrire comme 514-555-0142.',
      },
    },
    generating: { title: 'Préparation de votre plan...', description: 'Merci de vos réponses. Voici notre recommandation pour votre proche.' },
  },
  resultsHeading: 'Votre plan de soins recommandé',
  resultsLoading: 'Préparation de votre plan de soins',
  answersLogLabel: 'Réponses au questionnaire sur les soins',
  choices: QUIZ_CHOICES_FR,
  // The page's own language first, as English is on the English page (decision 0067).
  defaultLanguages: ['French'],
  request: {
    heading: 'Envoyez votre plan à un conseiller en soins',
    lead: 'Un conseiller en soins passera ce plan en revue avec vous et vous appellera dans un délai d’un jour ouvrable. Rien n’est envoyé avant que vous appuyiez sur le bouton.',
    sendsTo: 'Nous transmettrons vos réponses et ce plan à notre équipe de soins, avec vos coordonnées\u00a0:',
    submitLabel: SUBMIT_FR,
    submittingLabel: 'Envoi en cours...',
  },
  loadLocationAnswer: () => import('../../quiz-location-answer.fr-CA').then((m) => m.QUIZ_LOCATION_ANSWER_FR),
  loadResults: () => import('./quiz-results').then((m) => m.QUIZ_RESULTS_WORDS_FR),
} as const satisfies QuizWords;
