import { LIMITS } from '../../site';
import type { ServicePageContent } from '../types';
import { frenchInquiry, frenchAction } from './words';

/** /fr/services/repit: the respite care page (/respite-care-family-relief) in Canadian French. */
export const RESPITE_PAGE_FR: ServicePageContent = {
  serviceType: 'RespiteCare',
  hero: {
    eyebrow: 'Répit pour les proches aidants',
    heading: 'Prenez une pause. Nous prenons le relais.',
    lead: `Prendre soin d’un parent ou d’un conjoint est un geste d’amour, et c’est aussi beaucoup de travail. Nos préposés en répit prennent le relais pour quelques heures, une fin de semaine ou une nuit, et les soins peuvent habituellement commencer en ${LIMITS.careStartHours} heures.`,
    highlights: [
      'De quelques heures à une fin de semaine complète',
      'Les routines de votre proche gardées telles quelles',
      'Chaque préposé a fait vérifier ses antécédents judiciaires et est assuré',
    ],
    actions: [frenchInquiry('Se renseigner sur le répit'), { kind: 'phone' }],
  },
  sections: [
    {
      kind: 'plans',
      id: 'plans',
      heading: 'Nos formules de répit',
      intro: 'Réservez du répit une seule fois, ou prévoyez une pause régulière chaque semaine. Vous pouvez changer de formule quand vous le voulez.',
      plans: [
        {
          name: 'Répit à l’heure',
          duration: 'De 2 à 8 heures',
          description: 'Le temps d’un rendez-vous, de l’épicerie, d’une sieste ou d’un café avec une amie, pendant que votre proche est entre bonnes mains.',
          includes: ['Compagnie et activités', 'Un repas léger ou une collation', 'Rappels de médicaments'],
        },
        {
          name: 'Répit à la journée',
          duration: 'De 8 à 12 heures',
          description: 'Une journée complète de soins pour aller travailler, assister à un événement familial ou simplement avoir une journée à vous.',
          includes: ['Soins personnels et aide aux toilettes', 'Préparation des repas', 'Un bref compte rendu en fin de journée'],
        },
        {
          name: 'Répit de fin de semaine',
          duration: 'Du vendredi au dimanche',
          description: 'Un préposé pour toute la fin de semaine, pour rendre visite à la famille, voyager ou vous reposer sans regarder l’heure.',
          includes: ['Des soins jour et nuit', 'Repas, rappels de médicaments et soins personnels', 'Des nouvelles chaque jour par téléphone ou par texto'],
        },
        {
          name: 'Nuits de répit',
          duration: 'La nuit, du soir au matin',
          description: 'Un préposé éveillé ou endormi toute la nuit, pour que vous retrouviez le sommeil sans interruption qui vous manque.',
          includes: ['Aide au coucher et au lever', 'Aide aux toilettes et changements de position la nuit', 'Surveillance et réconfort pendant la nuit'],
        },
      ],
    },
    {
      kind: 'checklist',
      id: 'visit-tasks',
      heading: 'Ce qui se passe pendant une visite de répit',
      intro: 'Votre préposé en répit suit les routines que vous avez déjà, pour que votre proche remarque à peine le changement.',
      items: ['Aide aux médicaments', 'Préparation des repas', 'Compagnie', 'Aide aux déplacements et aux toilettes', 'Surveillance de nuit', 'Lecture'],
    },
    {
      kind: 'checklist',
      id: 'signs-you-need-a-break',
      heading: 'Des signes que vous avez peut-être besoin d’une pause',
      intro: 'L’épuisement des proches aidants s’installe sans bruit. Si l’un de ces signes vous semble familier, il est temps de demander de l’aide.',
      items: [
        'Vous êtes fatigué la plupart du temps, même après une nuit de sommeil',
        'Vous avez annulé vos propres rendez-vous ou projets plus d’une fois',
        'Vous vous sentez impatient, coupable ou déprimé plus souvent qu’avant',
        'Vous ne vous souvenez plus de votre dernière journée complète de congé',
        'Les autres membres de la famille ont rarement l’occasion de prendre le relais',
      ],
    },
    {
      kind: 'faq',
      id: 'faq',
      heading: 'Vos questions sur le répit',
      items: [
        {
          question: 'Dans quel délai le répit peut-il commencer?',
          answer: `Habituellement dans les ${LIMITS.careStartHours} heures suivant votre appel. Si vous savez qu’un voyage ou une semaine chargée s’en vient, réservez un peu d’avance et nous vous présenterons le préposé avant votre départ.`,
        },
        {
          question: 'Mon proche verra-t-il le même préposé chaque fois?',
          answer:
            'C’est notre objectif. Quand vous réservez du répit régulier, nous gardons le même préposé chaque fois que possible, pour que votre proche s’habitue à un visage familier.',
        },
        {
          question: 'Et si j’ai besoin de soins pour plus d’une fin de semaine?',
          answer:
            'Nous pouvons enchaîner les formules pour de longues vacances ou une urgence familiale. Si une aide jour et nuit est nécessaire pendant des semaines, un conseiller en soins peut vous présenter les soins avec une personne résidente, 24 heures sur 24, 7 jours sur 7.',
        },
      ],
    },
  ],
  cta: {
    heading: 'Vous aussi, vous méritez du repos',
    text: 'Dites-nous quand vous avez besoin d’une pause et à quoi ressemble la journée de votre proche. Nous organiserons un répit qui vous convient, gratuitement et sans engagement.',
    actions: [frenchInquiry('Se renseigner sur le répit'), frenchAction('Nous joindre', '/contact-us'), { kind: 'phone' }],
  },
};
