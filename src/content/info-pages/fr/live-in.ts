import { LIMITS } from '../../site';
import type { ServicePageContent } from '../types';
import { frenchInquiry, frenchAction } from './words';

/** /fr/services/soins-a-domicile-24-heures: the live-in care page (/24-7-live-in-care) in Canadian French. */
export const LIVE_IN_PAGE_FR: ServicePageContent = {
  serviceType: 'LiveInCare',
  hero: {
    eyebrow: 'Soins à domicile 24 heures sur 24, 7 jours sur 7',
    heading: 'Quelqu’un présent jour et nuit, à la maison',
    lead: `Quand un parent ne devrait plus rester seul, une personne soignante résidente ou des quarts en continu lui permettent de rester dans la maison qu’il aime. Nous vous aidons à choisir la bonne formule, et les soins peuvent habituellement commencer en ${LIMITS.careStartHours} heures.`,
    highlights: [
      'Une personne résidente ou des quarts en rotation toujours éveillés',
      'Une équipe stable, jumelée avec soin',
      'Chaque préposé a fait vérifier ses antécédents judiciaires et est assuré',
    ],
    actions: [frenchInquiry('Se renseigner sur les soins 24 heures sur 24, 7 jours sur 7'), { kind: 'phone' }],
  },
  sections: [
    {
      kind: 'features',
      id: 'included-services',
      heading: 'Ce que comprennent les soins avec une personne résidente',
      intro: 'Votre préposé suit un plan de soins écrit que vous approuvez, et nous l’ajustons chaque fois que les besoins changent.',
      items: [
        {
          title: 'Soins personnels',
          text: 'Le bain, la toilette, l’habillement et l’aide aux toilettes, avec patience et discrétion, aux heures que votre proche préfère.',
        },
        {
          title: 'Repas et nutrition',
          text: 'Des repas et des collations maison qui respectent les régimes et les traditions, avec beaucoup de liquides au fil de la journée.',
        },
        { title: 'Rappels de médicaments', text: 'Des rappels aux bonnes heures, un pilulier en ordre et un mot à la famille si une dose est oubliée.' },
        {
          title: 'Déplacements sécuritaires',
          text: 'De l’aide pour se lever et se coucher, pour marcher, et un œil attentif dans les escaliers et la salle de bain.',
        },
        { title: 'Ménage léger', text: 'La lessive, la vaisselle, des draps propres et des passages dégagés, pour une maison confortable et sûre.' },
        {
          title: 'Compagnie et nouvelles à la famille',
          text: 'De la conversation, des sorties et des nouvelles régulières, pour que vous sachiez toujours comment s’est passée la journée.',
        },
      ],
    },
    {
      kind: 'comparison',
      id: 'live-in-vs-rotating-shifts',
      heading: 'Personne résidente ou quarts en rotation, 24 heures sur 24, 7 jours sur 7?',
      intro: 'Les deux formules assurent une présence jour et nuit. La différence, c’est ce qui se passe la nuit.',
      caption:
        'Les soins avec une personne résidente comparés aux quarts en rotation, 24 heures sur 24, 7 jours sur 7\u00a0: nombre de préposés, sommeil la nuit, coût relatif et pour qui chaque formule convient le mieux.',
      columns: ['Aspect', 'Personne résidente', 'Quarts en rotation 24 h sur 24, 7 jours sur 7'],
      rows: [
        { aspect: 'Nombre de préposés', values: ['1 ou 2 par jour', '2 ou 3 par 24 heures'] },
        { aspect: 'Sommeil la nuit', values: ['Oui, avec des tâches légères', 'Toujours éveillé'] },
        { aspect: 'Coût', values: ['Moins élevé', 'Plus élevé'] },
        { aspect: 'Idéal pour', values: ['Une routine stable', 'De grands besoins médicaux ou liés à la démence'] },
      ],
    },
    {
      kind: 'checklist',
      id: 'who-it-suits',
      heading: 'À qui conviennent les soins avec une personne résidente',
      intro: 'Des soins jour et nuit sont souvent le bon choix pour\u00a0:',
      items: [
        'Les aînés qui rentrent à la maison après une opération ou un congé de l’hôpital',
        'Les aînés à risque d’errance, comme les personnes atteintes de la maladie d’Alzheimer',
        'Les aînés qui ont besoin de soins palliatifs dans le confort de leur foyer',
        'Les aînés qui vivent seuls et devraient avoir quelqu’un près d’eux jour et nuit',
      ],
    },
    {
      kind: 'quote',
      id: 'client-quote',
      quote:
        'Après l’opération à la hanche de maman, on ne pensait vraiment pas qu’elle pourrait rentrer chez elle. Sa préposée résidente a appris ses routines dès la première semaine, lui cuisine son dal préféré et m’appelle chaque soir. Maman a retrouvé sa cuisine, et moi, je dors enfin à nouveau toute la nuit.',
      name: 'Anita',
      city: 'Mississauga',
      relation: 'Fille d’une cliente',
    },
  ],
  cta: {
    heading: 'Vous hésitez entre les deux formules?',
    text: 'Un conseiller en soins parlera avec vous des nuits, des routines et des besoins de santé, puis vous recommandera une personne résidente ou des quarts en rotation, gratuitement et sans engagement.',
    actions: [frenchInquiry('Se renseigner sur les soins 24 heures sur 24, 7 jours sur 7'), frenchAction('Nous joindre', '/contact-us'), { kind: 'phone' }],
  },
};
