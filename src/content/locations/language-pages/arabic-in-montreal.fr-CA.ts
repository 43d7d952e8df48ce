import { SERVICE_AREA } from '../../service-area';
import { nombreEnLettres } from '../../info-pages/fr/service-area';
import { PHONE } from '../../site';
import { ENGLISH_ONLY_NOTE } from '../../french-links';
import { CALLBACK_LANGUAGE_LABEL } from '../../callback-language';
import type { LanguagePageWords } from '../types';

/**
 * /care/arabic-in-montreal in Canadian French (decision 0064), its third twin beside the Arabic and the
 * English: Quebec's Charter of the French Language asks that Quebec consumers be informed in French.
 * Written for Arabic-speaking families in Montreal who read French (many came from Lebanon, Morocco,
 * Algeria or Tunisia and did their schooling in French), with the same facts as its two twins; in
 * Quebec a PSW is a préposé(e) aux bénéficiaires. Montreal is served on request (docs/spec/DECISIONS.md
 * "Where the company works"): the page says so. The greeting stays in Arabic, marked `lang="ar"`.
 */
export const ARABIC_IN_MONTREAL_FR = {
  lang: 'fr-CA',
  dir: 'ltr',
  title: 'Soins à domicile en arabe à Montréal | Maple Hearth Home Care',
  description:
    'Des préposés aux bénéficiaires qui parlent arabe, et souvent français, pour les aînés de Montréal, dans le respect de votre dialecte, de votre foi et de vos traditions. Sur demande.',
  crumbs: { home: 'Accueil', locations: 'Emplacements', page: 'Soins en arabe à Montréal' },
  eyebrow: 'Arabe · Montréal',
  hero: {
    headline: 'Des préposés qui parlent arabe à Montréal',
    lead: 'Sur demande, Maple Hearth jumelle les aînés de Montréal avec des préposés aux bénéficiaires qui parlent arabe, souvent français aussi, et qui comprennent la foi, la cuisine et les liens familiaux au cœur de votre foyer.',
    cta: 'Demander qu’on me rappelle',
  },
  heroImageAlt: 'Illustration d’une préposée qui verse du thé à la menthe à une dame âgée portant un foulard, dans un appartement ensoleillé de Montréal',
  greeting: {
    heading: 'Une salutation de nos préposés',
    text: 'السلام عليكم',
    lang: 'ar',
    dir: 'rtl',
    meaning:
      'As-salamou alaykoum, « que la paix soit sur vous » : la salutation avec laquelle on accueille les aînés chez nous, et par laquelle commence chaque visite.',
  },
  serviceNote: `Montréal ne fait pas partie des ${SERVICE_AREA.cityCount} villes de ${nombreEnLettres(SERVICE_AREA.provinceCount)} provinces où travaillent nos préposés : nous y servons les familles sur demande, et une coordonnatrice ou un coordonnateur des soins confirme qu’une personne est disponible avant d’organiser les soins.`,
  cityLink: `En savoir plus sur les soins aux aînés à Montréal ${ENGLISH_ONLY_NOTE}`,
  meaning: {
    heading: 'Des soins en arabe, qu’est-ce que ça change?',
    paragraphs: [
      'Les familles arabophones de Montréal viennent du Liban, de Syrie, du Maroc, d’Algérie, d’Égypte et d’ailleurs, et chaque foyer a son dialecte et ses coutumes. La personne jumelée respecte les heures de prière ou la messe du dimanche, garde une cuisine halal si on le lui demande et aide à préparer les iftars du ramadan, les visites de l’Aïd ou le Noël en famille.',
      'Se faire parler en arabe donne aux aînés de la dignité et du réconfort, surtout pendant les soins personnels, où la pudeur compte. Avec la démence, le français ou l’anglais appris plus tard peuvent s’effacer alors que l’arabe demeure. Une préposée qui parle à votre mère ou à votre père avec ses propres mots apaise la peur, remarque la douleur plus tôt et garde vivants, au quotidien, les histoires et les proverbes de la famille.',
    ],
  },
  matching: {
    heading: 'Comment se fait le jumelage',
    steps: [
      {
        title: 'Une consultation dans votre langue',
        text: 'Nous tenons une consultation gratuite en arabe, en français ou en anglais pour connaître la santé et le quotidien de votre proche.',
      },
      {
        title: 'Le dialecte, la foi et les coutumes',
        text: 'L’arabe levantin, maghrébin ou égyptien, les repas halal, les heures de prière et la préférence pour une préposée ou un préposé : tout entre dans le jumelage.',
      },
      {
        title: 'Rencontrer la personne d’abord',
        text: 'La personne vient vous rencontrer avant le début des soins, et c’est votre famille qui décide de poursuivre.',
      },
      {
        title: 'Nous restons présents',
        text: 'Votre coordonnatrice ou votre coordonnateur fait des suivis réguliers et ajuste les heures, les tâches ou la personne quand les besoins de votre proche changent.',
      },
    ],
    stepLabel: (n) => `Étape ${n}\u00a0: `,
  },
  testimonial: {
    heading: 'Le mot d’une famille',
    quote:
      'Maman parle darija avec Samira et rit comme elle riait à Casablanca. Samira sait exactement comment elle aime son thé, et elles ont préparé la harira ensemble pendant tout le ramadan. Nous savons qu’elle est entre de bonnes mains.',
    name: 'Yasmine',
    place: 'Montréal · fille d’une cliente de Saint-Laurent',
    rating: (stars) => `Note de ${stars} sur 5`,
  },
  cta: {
    heading: 'Demander une personne qui parle arabe à Montréal',
    text: 'Parlez-nous de votre proche et de la langue dans laquelle il ou elle se sent le plus chez soi. Une coordonnatrice ou un coordonnateur des soins vous appelle en un jour ouvrable.',
    call: `Appeler le ${PHONE.display}`,
  },
  callBack: {
    name: 'Votre nom',
    phone: 'Numéro de téléphone',
    phoneHint: 'Un numéro à 10 chiffres, par exemple 514-555-0142.',
    bestTime: 'Meilleur moment pour vous appeler',
    bestTimes: { Morning: 'Le matin', Afternoon: 'L’après-midi', Evening: 'En soirée', 'Any time': 'N’importe quand' },
    callbackLanguage: CALLBACK_LANGUAGE_LABEL.fr,
    languages: { French: 'Français', Arabic: 'Arabe', English: 'Anglais' },
    note: 'Autre chose à nous dire? (facultatif)',
    submit: 'Rappelez-moi',
    // The French pages' own (src/content/forms.fr-CA.ts), which every French page's forms read.
    form: null,
    thanks: {
      heading: 'Merci. Nous vous rappellerons.',
      body: 'Une coordonnatrice ou un coordonnateur des soins vous appelle en un jour ouvrable. Nous avons noté la langue dans laquelle vous souhaitez être appelé.',
      callNow: `Besoin de parler à quelqu’un plus tôt? Appelez le ${PHONE.display}.`,
      back: 'Revenir à la page',
    },
  },
  serviceType: 'Soins à domicile pour aînés par des préposés aux bénéficiaires qui parlent arabe',
} as const satisfies LanguagePageWords;
