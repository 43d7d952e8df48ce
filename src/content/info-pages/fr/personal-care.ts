import { LIMITS } from '../../site';
import type { ServicePageContent } from '../types';
import { englishAction, frenchInquiry } from './words';

/** /fr/services/soins-personnels: the personal care page (/personal-care-services) in Canadian French. */
export const PERSONAL_CARE_PAGE_FR: ServicePageContent = {
  serviceType: 'PersonalCare',
  hero: {
    eyebrow: 'Soins personnels à domicile',
    heading: 'Des soins personnels qui préservent la dignité, chaque jour',
    lead: `De l’aide pour les moments les plus intimes de la journée, donnée par une préposée aux services de soutien personnel (PSSP, en Ontario; préposée aux bénéficiaires, au Québec) vérifiée, qui connaît vos habitudes, parle votre langue et ne vous presse jamais. Les soins peuvent habituellement commencer en ${LIMITS.careStartHours} heures.`,
    highlights: [
      'Offerts 24 heures sur 24, 7 jours sur 7, 365 jours par année, jours fériés compris',
      'Une personne soignante du même sexe, sur demande',
      'Chaque préposé a fait vérifier ses antécédents judiciaires et est assuré',
    ],
    actions: [englishAction('Commencer', '/get-started'), { kind: 'phone' }],
  },
  sections: [
    {
      kind: 'features',
      id: 'included-services',
      heading: 'Ce que comprennent les soins personnels',
      intro: 'Chaque visite suit un plan de soins écrit, approuvé par vous et votre famille, et il évolue avec les besoins.',
      items: [
        { title: 'Le bain', text: 'Bain, douche ou toilette au lit, avec tapis antidérapants, serviettes chaudes et intimité respectée à chaque étape.' },
        {
          title: 'La toilette et l’apparence',
          text: 'Coiffure, rasage, soins de la bouche et des prothèses dentaires, soins des ongles, et se préparer pour la journée comme votre proche l’aime.',
        },
        {
          title: 'L’aide aux toilettes',
          text: 'Une aide discrète aux toilettes, avec les produits pour l’incontinence et les soins de la peau, selon un horaire qui prévient les accidents.',
        },
        { title: 'L’habillement', text: 'Choisir les vêtements ensemble et s’habiller avec patience, bas de compression et vêtements adaptés compris.' },
        {
          title: 'Mobilité et transferts',
          text: 'Des transferts sécuritaires du lit au fauteuil, de l’aide à la marche et le bon usage des marchettes, des cannes et des lève-personnes.',
        },
        {
          title: 'La compagnie',
          text: 'Une conversation, une tasse de thé partagée et un visage familier, parce que les soins ne se résument pas à des tâches.',
        },
      ],
    },
    {
      kind: 'plans',
      id: 'plans',
      heading: 'Nos plans de soins personnels',
      intro: 'Commencez par le plan qui convient aujourd’hui. Vous pouvez ajouter des heures ou passer aux soins avec une personne résidente à tout moment.',
      plans: [
        {
          name: 'Hygiène légère',
          duration: '2 heures par jour',
          description: 'Une visite quotidienne pour les aînés plutôt autonomes qui veulent de l’aide pour le bain et pour se préparer.',
          includes: ['Aide au bain ou à la douche', 'Toilette et habillement', 'Rangement de la salle de bain et de la chambre'],
        },
        {
          name: 'Retour de l’hôpital',
          duration: '4 heures par jour',
          description:
            'Des bras de plus dans les semaines qui suivent une opération ou un séjour à l’hôpital, le temps que la force et la confiance reviennent.',
          includes: ['Transferts sécuritaires et exercices de marche', 'Rappels de médicaments', 'Préparation des repas et hydratation'],
        },
        {
          name: 'Soutien avancé',
          duration: 'Personne résidente 24 heures sur 24',
          description: 'Une personne soignante présente jour et nuit pour les aînés qui ont de grands besoins ou un risque de chute la nuit.',
          includes: ['De l’aide le jour comme la nuit', 'Soins d’incontinence et soins de nuit', 'Coordination avec le personnel infirmier et la famille'],
        },
      ],
    },
    {
      kind: 'faq',
      id: 'faq',
      heading: 'Vos questions sur les soins personnels',
      items: [
        {
          question: 'Offrez-vous des soins la fin de semaine et les jours fériés?',
          answer:
            'Oui. Les soins personnels sont offerts 24 heures sur 24, 7 jours sur 7, 365 jours par année, y compris la fin de semaine, les jours fériés et la nuit. Votre horaire reste le même un jour férié que les autres jours.',
        },
        {
          question: 'Puis-je demander une personne soignante du même sexe?',
          answer:
            'Bien sûr. Beaucoup de familles préfèrent une personne du même sexe pour le bain et les toilettes, et nous respectons ce choix, comme la langue, la foi et la culture, au moment du jumelage.',
        },
        {
          question: 'Offrez-vous des soins personnels avec une personne résidente?',
          answer:
            'Oui. Notre plan Soutien avancé place chez votre proche une personne soignante résidente, présente 24 heures sur 24. Si les besoins sont grands pendant la nuit, nous pouvons plutôt organiser des quarts en rotation, 24 heures sur 24, 7 jours sur 7.',
        },
      ],
    },
  ],
  cta: {
    heading: 'Parlez de soins personnels avec un conseiller en soins',
    text: 'Dites-nous à quoi ressemble une bonne journée pour votre proche. Nous bâtirons un plan de soins personnels autour d’elle, gratuitement et sans engagement.',
    actions: [
      frenchInquiry('Se renseigner sur les soins personnels'),
      englishAction('Commencer', '/get-started'),
      englishAction('Nous joindre', '/contact-senior-care-canada'),
      { kind: 'phone' },
      { kind: 'email' },
      { kind: 'messaging', prefill: 'Bonjour Maple Hearth, j’aimerais me renseigner sur les soins personnels pour ma famille.' },
    ],
  },
};
