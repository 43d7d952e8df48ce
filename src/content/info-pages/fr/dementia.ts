import { HEAD_OFFICE, LIMITS } from '../../site';
import type { ServicePageContent } from '../types';
import { SERVICE_AREA_FR } from './service-area';
import { frenchInquiry, frenchAction } from './words';

/** /fr/services/soins-de-la-demence: the dementia care page (/dementia-care-brampton) in Canadian French. */
export const DEMENTIA_PAGE_FR: ServicePageContent = {
  serviceType: 'DementiaCare',
  hero: {
    eyebrow: 'Soins de la démence à domicile',
    heading: 'Des soins de la démence qui partent de la personne',
    lead: `La perte de mémoire change bien des choses, mais elle ne change pas la personne. De notre siège social de ${HEAD_OFFICE.city}, nous jumelons les familles de ${SERVICE_AREA_FR.summary} avec des préposés patients, formés aux soins de la démence, et les soins peuvent habituellement commencer en ${LIMITS.careStartHours} heures.`,
    highlights: [
      'Des préposés formés aux soins de la démence et de la maladie d’Alzheimer',
      'Les mêmes visages familiers, visite après visite',
      `Des soins offerts dans ${SERVICE_AREA_FR.summary}`,
    ],
    actions: [frenchAction('Parler à un conseiller en soins', '/contact-us'), { kind: 'phone' }],
  },
  sections: [
    {
      kind: 'features',
      id: 'care-principles',
      heading: 'Quatre principes au cœur de nos soins de la démence',
      intro: 'Chaque plan de soins de la démence repose sur ces principes, et chaque préposé que nous envoyons est formé pour les appliquer.',
      items: [
        {
          title: 'Connaître la personne, pas seulement le diagnostic',
          text: 'Avant la première visite, nous apprenons son histoire, sa musique et ses plats préférés, sa foi et les noms qui comptent pour elle, pour que la conversation parte de ce qui lui reste cher.',
        },
        {
          title: 'Des routines calmes et prévisibles',
          text: 'Les repas, les marches, le repos et le bain se font aux mêmes heures et de la même façon, ce qui apaise la confusion, l’agitation de fin de journée et le syndrome crépusculaire.',
        },
        {
          title: 'La sécurité sans enlever l’autonomie',
          text: 'Nous surveillons l’errance, les chutes et les dangers dans la cuisine, tout en laissant votre proche plier le linge, arroser les plantes et faire ce qu’il peut par lui-même.',
        },
        {
          title: 'Du soutien pour toute la famille',
          text: 'De brèves nouvelles après les visites, des conseils honnêtes quand les besoins changent et des heures de répit pour que ceux qui l’aiment puissent se reposer aussi.',
        },
      ],
    },
    {
      kind: 'checklist',
      id: 'signs-of-need',
      heading: 'Des signes qu’il est peut-être temps d’avoir de l’aide',
      intro:
        'Aucun de ces signes, à lui seul, ne veut dire que c’est la crise, mais si plusieurs vous semblent familiers, parler à un conseiller en soins peut aider.',
      items: [
        'Des médicaments oubliés, ou des doses prises deux fois par erreur',
        'Se perdre lors d’une marche ou d’un trajet familier, ou sortir de la maison la nuit',
        'Des chaudrons oubliés sur la cuisinière, des robinets qui coulent ou des portes laissées déverrouillées',
        'Des repas sautés, une perte de poids ou des aliments gâtés dans le frigo',
        'Une ou un proche aidant épuisé, anxieux ou à bout de souffle',
      ],
    },
    {
      kind: 'steps',
      id: 'how-care-starts',
      heading: 'Comment commencent les soins de la démence',
      steps: [
        {
          title: 'Une conversation gratuite',
          text: 'Appelez-nous ou écrivez-nous. Un conseiller en soins écoute ce qui se passe à la maison et répond à vos questions, sans engagement.',
        },
        {
          title: 'Une visite à domicile et un plan de soins',
          text: 'Nous rendons visite à votre proche chez lui, apprenons ses routines et son histoire, notons les risques pour sa sécurité et rédigeons un plan de soins que vous approuvez.',
        },
        {
          title: 'Un préposé jumelé avec soin',
          text: 'Nous vous présentons un préposé choisi selon son expérience, sa langue et sa personnalité, et gardons la même petite équipe pour que les visages restent familiers.',
        },
      ],
    },
    {
      kind: 'faq',
      id: 'faq',
      heading: 'Vos questions sur les soins de la démence',
      items: [
        {
          question: `Offrez-vous des soins de la démence ailleurs qu’à ${HEAD_OFFICE.city}?`,
          answer: `Oui. ${HEAD_OFFICE.city} est notre port d’attache, et nous offrons des soins de la démence partout où nos préposés travaillent. ${SERVICE_AREA_FR.sentence} ${SERVICE_AREA_FR.onRequest}`,
        },
        {
          question: 'Et si mon parent devient agité ou refuse l’aide?',
          answer:
            'Cela arrive, et ce n’est pas un échec. Nos préposés sont formés pour ralentir, prendre du recul, proposer une activité familière et réessayer plus tard, au lieu d’argumenter ou de presser. Nous vous disons ce qui fonctionne pour que tout le monde s’y prenne de la même façon.',
        },
        {
          question: 'Les soins peuvent-ils augmenter à mesure que la démence progresse?',
          answer:
            'Oui. Bien des familles commencent par quelques visites par semaine, puis ajoutent des heures, une présence la nuit ou une personne résidente avec le temps. Nous revoyons le plan de soins avec vous chaque fois que les besoins changent.',
        },
      ],
    },
  ],
  cta: {
    heading: 'Parlez de soins de la démence avec un conseiller en soins',
    text: 'Parlez-nous de votre proche et de ses journées en ce moment. Nous vous proposerons une façon douce de commencer, gratuitement et sans engagement.',
    actions: [frenchInquiry('Se renseigner sur les soins de la démence'), frenchAction('Nous joindre', '/contact-us'), { kind: 'phone' }, { kind: 'email' }],
  },
};
