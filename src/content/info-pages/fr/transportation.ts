import type { ServicePageContent } from '../types';
import { frenchInquiry, frenchAction } from './words';

/** /fr/services/transport: the transportation page (/services/transportation) in Canadian French. */
export const TRANSPORTATION_PAGE_FR: ServicePageContent = {
  serviceType: 'Transportation',
  hero: {
    eyebrow: 'Transport et sorties',
    heading: 'Arriver à bon port, avec quelqu’un à ses côtés',
    lead: 'Le trajet n’est qu’une partie de la sortie. Nos préposés aident avec le manteau et les bottes, soutiennent votre proche dans les marches glacées, trouvent la bonne porte de la clinique et restent tout près jusqu’à ce que chacun soit rentré en sécurité.',
    highlights: [
      'De l’aide de porte à porte, pas seulement de trottoir à trottoir',
      'Le même préposé reste pendant toute la sortie',
      'Les notes prises aux rendez-vous transmises à la famille',
    ],
    actions: [frenchAction('Parler à un conseiller en soins', '/contact-us'), { kind: 'phone' }],
  },
  sections: [
    {
      kind: 'features',
      id: 'destinations',
      heading: 'Où nous pouvons aller ensemble',
      intro: 'Les déplacements se réservent seuls ou s’ajoutent à une visite de soins régulière.',
      items: [
        {
          title: 'Rendez-vous médicaux',
          text: 'Le médecin, les spécialistes, les prises de sang, la physiothérapie, la dialyse et le dentiste, avec de l’aide à l’inscription et une note écrite de ce qu’a dit le médecin.',
        },
        {
          title: 'Magasinage et commissions',
          text: 'L’épicerie, la pharmacie, la banque, le bureau de poste ou la coiffeuse, sans se presser, avec de l’aide pour rentrer les sacs dans la maison.',
        },
        {
          title: 'Activités sociales et communautaires',
          text: 'Les visites aux amis, les fêtes de famille, le centre pour aînés, la bibliothèque, le lieu de culte ou le café préféré, parce que garder des liens, ça compte.',
        },
        {
          title: 'Déplacements assistés en sécurité',
          text: 'Une aide concrète pour monter dans le véhicule et en descendre, avec la marchette ou le fauteuil roulant pliant, et pour traverser les stationnements, les halls et les ascenseurs.',
        },
      ],
    },
    {
      kind: 'steps',
      id: 'how-a-ride-works',
      heading: 'Comment se passe un déplacement',
      steps: [
        {
          title: 'Réserver le trajet',
          text: 'Appelez-nous ou écrivez-nous avec la date, l’heure et la destination. Les rendez-vous réguliers se réservent une fois et se répètent d’eux-mêmes.',
        },
        {
          title: 'Prise en charge de porte à porte',
          text: 'Le préposé arrive en avance, aide votre proche à se préparer, verrouille la maison et l’aide à monter dans le véhicule en sécurité.',
        },
        {
          title: 'Présent du début à la fin',
          text: 'À la clinique, au magasin ou à l’activité, le préposé reste tout près, aide avec les formulaires et les questions, et veille à l’heure et aux médicaments.',
        },
        {
          title: 'De retour en sécurité',
          text: 'De retour à la maison, le préposé aide votre proche à s’installer, range les achats et dit à la famille comment s’est passée la sortie.',
        },
      ],
    },
    {
      kind: 'faq',
      id: 'faq',
      heading: 'Vos questions sur le transport',
      items: [
        {
          question: 'Le préposé attend-il pendant le rendez-vous?',
          answer:
            'Oui. Le préposé reste pendant tout le rendez-vous, dans la salle d’attente ou dans la salle d’examen si votre proche le souhaite, et peut prendre des notes pour que rien de ce que dit le médecin ne se perde.',
        },
        {
          question: 'Pouvez-vous aider une personne en fauteuil roulant ou avec une marchette?',
          answer:
            'Oui. Nos préposés sont formés aux transferts sécuritaires et savent plier et ranger les marchettes et les fauteuils roulants. Pour un fauteuil qui ne se plie pas, nous pouvons aider à réserver un taxi adapté ou le transport adapté de votre région, et faire le trajet avec votre proche.',
        },
        {
          question: 'Combien de temps d’avance faut-il pour réserver un déplacement?',
          answer:
            'Quelques jours d’avance nous permettent d’envoyer un préposé que votre proche connaît déjà. Pour un rendez-vous de dernière minute, appelez-nous et nous ferons de notre mieux pour vous aider.',
        },
      ],
    },
  ],
  cta: {
    heading: 'Parlez de transport avec un conseiller en soins',
    text: 'Dites-nous où votre proche doit aller et de combien d’aide il a besoin en chemin. Nous planifierons des sorties sûres et fiables, gratuitement et sans engagement.',
    actions: [frenchInquiry('Se renseigner sur le transport'), frenchAction('Nous joindre', '/contact-us'), { kind: 'phone' }, { kind: 'email' }],
  },
};
