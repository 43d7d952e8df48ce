import { LIMITS } from '../../site';
import { COMPANIONSHIP_VISIT_TIMES } from '../figures';
import type { ServicePageContent } from '../types';
import { frenchInquiry, heureFr, frenchAction } from './words';

/** /fr/services/compagnie: the companionship page (/companionship-care-services) in Canadian French. */
export const COMPANIONSHIP_PAGE_FR: ServicePageContent = {
  serviceType: 'CompanionshipCare',
  hero: {
    eyebrow: 'Compagnie et accompagnement',
    heading: 'Un visage familier, une bonne conversation et des moments à attendre avec plaisir',
    lead: `Une personne qui partage les intérêts de votre proche, parle sa langue et arrive à l’heure promise. Les visites peuvent habituellement commencer dans les ${LIMITS.careStartHours} heures suivant votre appel.`,
    highlights: [
      'Un jumelage selon la langue, les intérêts et la personnalité',
      'La même personne, semaine après semaine',
      'Chaque préposé a fait vérifier ses antécédents judiciaires et est assuré',
    ],
    actions: [frenchAction('Réserver une évaluation virtuelle', '/contact-us'), { kind: 'phone' }],
  },
  sections: [
    {
      kind: 'features',
      id: 'included-activities',
      heading: 'Ce que fait une personne de compagnie',
      intro: 'Chaque visite se construit autour de ce que votre proche aime, et elle peut changer d’une semaine à l’autre.',
      items: [
        {
          title: 'Conversation et souvenirs',
          text: 'De longues jasettes autour d’un thé, les vieux albums photo, les histoires de famille et les nouvelles du jour.',
        },
        { title: 'Marches et sorties', text: 'Une promenade dans le quartier, une visite à la bibliothèque, au parc ou au café préféré.' },
        {
          title: 'Loisirs et jeux',
          text: 'Les cartes, les mots croisés, le jardinage, le tricot, la pâtisserie ou la musique, repris avec quelqu’un avec qui les partager.',
        },
        { title: 'Repas partagés', text: 'Préparer ensemble un dîner simple et s’asseoir pour le manger, pour ne plus jamais manger seul.' },
        {
          title: 'Garder le contact',
          text: 'De l’aide avec les appels vidéo, les courriels et les photos, pour que les petits-enfants et les amis restent présents au quotidien.',
        },
        {
          title: 'Communauté et foi',
          text: 'De la compagnie au centre pour aînés, au lieu de culte ou à une activité communautaire, à l’aller comme au retour.',
        },
      ],
    },
    {
      kind: 'statistic',
      id: 'loneliness-statistic',
      value: '45 %',
      heading: 'La solitude touche la santé, pas seulement le moral',
      text: 'Les aînés qui se sentent seuls ont 45 % plus de risques d’avoir des problèmes de santé que ceux qui gardent des liens. Des visites amicales et régulières sont l’un des moyens les plus simples de garder ces liens chaque semaine.',
    },
    {
      kind: 'checklist',
      id: 'who-benefits',
      heading: 'À qui s’adresse la compagnie',
      intro: 'Les familles nous appellent souvent quand elles voient un parent sortir moins, parler moins ou perdre le goût de ce qu’il aimait.',
      items: [
        'Les aînés qui vivent seuls, ou qui s’adaptent à la vie après la perte d’un conjoint',
        'Les aînés dont la famille habite loin ou travaille de longues heures',
        'Les aînés qui n’osent plus sortir après une maladie ou une chute',
        'Les aînés au début d’une perte de mémoire, qui se portent mieux avec une routine stable',
      ],
    },
    {
      kind: 'schedule',
      id: 'day-in-life',
      heading: 'Une journée type\u00a0: quatre sortes de visites',
      intro: 'Choisissez une visite par semaine ou plusieurs par jour. Voici comment les quatre visites les plus demandées s’insèrent dans une journée.',
      entries: [
        {
          time: heureFr(COMPANIONSHIP_VISIT_TIMES.morning),
          title: 'Visite du matin',
          text: 'Un bonjour chaleureux, un coup d’œil au calendrier, un rappel pour le déjeuner et une jasette sur la journée qui commence.',
        },
        {
          time: heureFr(COMPANIONSHIP_VISIT_TIMES.lunch),
          title: 'Dîner et conversation',
          text: 'Préparer ensemble un dîner léger, manger à table et prendre des nouvelles de la famille.',
        },
        {
          time: heureFr(COMPANIONSHIP_VISIT_TIMES.afternoon),
          title: 'Sortie de l’après-midi',
          text: 'Une marche, un tour à la jardinerie ou une visite chez des amis, au rythme qui convient.',
        },
        {
          time: heureFr(COMPANIONSHIP_VISIT_TIMES.evening),
          title: 'Fin de soirée en douceur',
          text: 'Une heure tranquille de musique, une émission préférée ou une partie de cartes, puis on vérifie que les portes sont verrouillées et les lumières allumées.',
        },
      ],
    },
    {
      kind: 'steps',
      id: 'how-to-start',
      heading: 'Comment commencer',
      intro: 'Trois étapes simples, sans frais ni engagement tant que le jumelage ne vous convient pas.',
      steps: [
        {
          title: 'Réservez une évaluation virtuelle',
          text: 'Un conseiller en soins vous rencontre, vous et votre proche, par vidéo ou par téléphone, pour connaître ses habitudes, sa santé et ce qu’est pour lui une bonne journée.',
        },
        {
          title: 'Faites-nous part de vos préférences',
          text: 'Parlez-nous de sa langue, de sa foi, de ses loisirs, de ses sujets préférés et du genre de personnalité avec lequel il s’entend bien.',
        },
        {
          title: 'Le jumelage',
          text: 'Nous vous présentons une personne qui lui convient et, si le jumelage ne fonctionne pas, nous en trouvons une autre, sans complication.',
        },
      ],
    },
  ],
  cta: {
    heading: 'Trouvez la bonne personne de compagnie pour votre proche',
    text: 'Parlez-nous de la personne dont vous prenez soin et de ce qu’elle aime. Un conseiller en soins vous proposera un horaire de visites et une personne qui lui convient.',
    actions: [frenchInquiry('Se renseigner sur la compagnie'), frenchAction('Nous joindre', '/contact-us'), { kind: 'phone' }],
  },
};
