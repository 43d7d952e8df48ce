import type { ServicePageContent } from '../types';
import { frenchInquiry, frenchAction } from './words';

/** /fr/services/preparation-des-repas: the meal preparation page (/senior-meal-preparation-nutrition) in Canadian French. */
export const MEAL_PREP_PAGE_FR: ServicePageContent = {
  serviceType: 'MealPreparation',
  hero: {
    eyebrow: 'Préparation des repas à domicile',
    heading: 'De bons petits plats, cuisinés à la maison comme votre proche les aime',
    lead: 'Bien manger devient plus difficile quand l’épicerie fatigue, que cuisiner devient une corvée et qu’un repas pour une personne ne semble pas valoir l’effort. Un préposé peut planifier, faire l’épicerie et cuisiner avec votre proche, selon son régime et les saveurs de son enfance.',
    highlights: [
      'Des menus qui suivent les conseils du médecin et de la diététiste',
      'Des plats familiers de bien des traditions culinaires',
      'Cuisiner ensemble, ou cuisiner pour votre proche',
    ],
    actions: [frenchAction('Parler à un conseiller en soins', '/contact-us'), { kind: 'phone' }],
  },
  sections: [
    {
      kind: 'features',
      id: 'meal-services',
      heading: 'Ce que comprend l’aide aux repas',
      intro: 'L’aide aux repas peut faire partie de n’importe quelle visite, ou en être la raison principale.',
      items: [
        {
          title: 'Menus et préparation',
          text: 'Nous planifions ensemble le menu de la semaine, puis lavons, coupons et cuisinons des repas frais à la maison, avec des portions en plus, étiquetées pour les jours entre les visites.',
        },
        {
          title: 'L’épicerie',
          text: 'Faire l’épicerie selon une liste que vous approuvez, ou y aller ensemble, y compris à l’épicerie du quartier ou au marché qui vend ses ingrédients préférés.',
        },
        {
          title: 'Conservation sécuritaire',
          text: 'Les restes sont datés et bien rangés, le frigo est vérifié pour les aliments périmés, et les objets lourds ou souvent utilisés restent à portée de main.',
        },
        {
          title: 'Nettoyage de la cuisine',
          text: 'La vaisselle lavée, les comptoirs essuyés, la cuisinière vérifiée, les déchets et le recyclage sortis, pour une cuisine propre et sûre après chaque repas.',
        },
      ],
    },
    {
      kind: 'tags',
      id: 'diets',
      heading: 'Les régimes et les traditions culinaires que nous respectons',
      intro:
        'Dites-nous ce dont votre proche a besoin et ce qu’il aime. Nous suivons les conseils alimentaires médicaux et cuisinons avec soin des plats familiers.',
      tags: [
        'Adapté au diabète',
        'Faible en sel / cardiaque',
        'Sans gluten',
        'Végétarien / végane',
        'Sud-asiatique',
        'Antillais',
        'Est-asiatique',
        'Méditerranéen',
      ],
    },
    {
      kind: 'steps',
      id: 'how-mealtimes-work',
      heading: 'Comment se passent les repas',
      steps: [
        {
          title: 'Parlez-nous des goûts et des besoins',
          text: 'Parlez-nous des allergies, des conseils alimentaires du médecin, des plats préférés, des pratiques alimentaires religieuses et des aliments que votre proche refuse tout simplement.',
        },
        {
          title: 'Planifier et faire l’épicerie',
          text: 'Le préposé prépare avec votre proche un menu simple pour la semaine, écrit la liste d’épicerie et achète des ingrédients frais.',
        },
        {
          title: 'Cuisiner, partager et ranger',
          text: 'Les repas sont cuisinés à la maison et souvent partagés à table autour d’une bonne conversation, puis la cuisine est laissée propre et les prochains repas attendent au frigo.',
        },
      ],
    },
    {
      kind: 'faq',
      id: 'faq',
      heading: 'Vos questions sur la préparation des repas',
      items: [
        {
          question: 'Pouvez-vous suivre un régime prescrit par un médecin ou une diététiste?',
          answer:
            'Oui. Transmettez-nous les conseils écrits et nous les intégrons au plan de soins, qu’il s’agisse de moins de sel, de glucides réguliers pour le diabète, de textures plus tendres ou d’éviter le gluten.',
        },
        {
          question: 'Le préposé peut-il cuisiner nos recettes de famille?',
          answer:
            'Avec plaisir. Beaucoup de familles montrent quelques recettes préférées au préposé pendant les premières semaines, et nous jumelons des préposés qui connaissent déjà cette cuisine chaque fois que c’est possible.',
        },
        {
          question: 'Ma mère peut-elle encore cuisiner un peu elle-même?',
          answer:
            'Oui, et nous l’encourageons. Le préposé s’occupe de soulever, de couper et des poêles chaudes pendant qu’elle assaisonne, brasse et décide du goût du plat. Cuisiner ensemble garde les habiletés et la confiance.',
        },
      ],
    },
  ],
  cta: {
    heading: 'Parlez de préparation des repas avec un conseiller en soins',
    text: 'Dites-nous ce que votre proche aime manger et ce que son médecin recommande. Nous préparerons un plan de repas qui tient compte des deux, gratuitement et sans engagement.',
    actions: [frenchInquiry('Se renseigner sur la préparation des repas'), frenchAction('Nous joindre', '/contact-us'), { kind: 'phone' }, { kind: 'email' }],
  },
};
