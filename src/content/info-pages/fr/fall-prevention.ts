import type { ServicePageContent } from '../types';
import { englishLink, frenchInquiry, frenchAction } from './words';

/** /fr/services/prevention-des-chutes: the fall prevention page (/senior-fall-prevention) in Canadian French. */
export const FALL_PREVENTION_PAGE_FR: ServicePageContent = {
  serviceType: 'ChronicIllnessSupport',
  hero: {
    eyebrow: 'Prévention des chutes et soutien aux maladies chroniques',
    heading: 'Plus d’équilibre, moins de chutes, de meilleures journées à la maison',
    lead: 'Vivre avec une maladie de longue durée, c’est souvent composer avec des étourdissements, des articulations raides, de la fatigue et une longue liste de pilules et de rendez-vous. Un préposé formé aide à tout garder sur la bonne voie, remarque tôt les petits changements et rend la maison plus sûre pour se déplacer.',
    highlights: [
      'Des routines quotidiennes qui suivent le plan du médecin',
      'Les changements remarqués tôt et communiqués à la famille',
      'Chaque préposé a fait vérifier ses antécédents judiciaires et est assuré',
    ],
    actions: [frenchAction('Parler à un conseiller en soins', '/contact-us'), { kind: 'phone' }],
  },
  sections: [
    {
      kind: 'features',
      id: 'supports',
      heading: 'Comment nous soutenons la santé à domicile',
      intro: 'Nos préposés travaillent aux côtés des médecins et du personnel infirmier de votre proche, en suivant le plan de soins qu’ils ont établi.',
      items: [
        {
          title: 'Suivi de l’état de santé',
          text: 'Noter la glycémie ou la pression artérielle que votre proche mesure, et surveiller l’enflure, l’essoufflement, la confusion ou l’instabilité qu’il faut signaler.',
        },
        {
          title: 'Médicaments et rendez-vous',
          text: 'Des rappels aux bonnes heures, les piluliers vérifiés, les renouvellements pris à la pharmacie, et l’accompagnement aux rendez-vous avec des notes pour la famille.',
        },
        {
          title: 'Alimentation et exercice',
          text: 'Des repas adaptés au diabète ou à la maladie cardiaque, assez de liquides au fil de la journée et de l’aide pour les exercices doux recommandés par la physiothérapeute.',
        },
        {
          title: 'Soulagement des symptômes',
          text: 'Une journée organisée selon l’essoufflement de la MPOC, la douleur de l’arthrite ou la raideur du Parkinson, avec du repos, de bonnes positions et les mesures de confort du plan de soins.',
        },
      ],
    },
    {
      kind: 'checklist',
      id: 'fall-prevention-habits',
      heading: 'Des habitudes de tous les jours qui préviennent les chutes',
      intro: 'De petits changements à la maison font une vraie différence. Nos préposés les intègrent à chaque visite.',
      items: [
        'Des passages dégagés, sans carpettes glissantes, fils ni encombrement',
        'Des veilleuses dans la chambre, le corridor et la salle de bain',
        'Des chaussures ou des pantoufles solides, bien ajustées, à semelles antidérapantes, même à l’intérieur',
        'Se lever lentement, surtout après les repas ou avec un nouveau médicament',
        'La marchette et la canne toujours à portée de main, et utilisées chaque fois',
      ],
      link: englishLink('À lire\u00a0: comment prévenir les chutes à la maison', '/blog/how-to-prevent-falls-at-home'),
    },
    {
      kind: 'faq',
      id: 'faq',
      heading: 'Vos questions sur la prévention des chutes et les maladies chroniques',
      items: [
        {
          question: 'Quelles maladies vos préposés accompagnent-ils?',
          answer:
            'Beaucoup de nos clients vivent avec le diabète, une maladie cardiaque, la MPOC, l’arthrite ou le Parkinson, souvent plus d’une à la fois. Nous jumelons des préposés qui connaissent les maladies de votre proche.',
        },
        {
          question: 'Vos préposés donnent-ils des traitements médicaux?',
          answer:
            'Nos préposés offrent du soutien personnel, pas des soins infirmiers. Ils font des rappels, observent et signalent les changements, et suivent le plan des médecins et du personnel infirmier, qui restent responsables du traitement.',
        },
        {
          question: 'Que se passe-t-il si mon parent tombe pendant une visite?',
          answer:
            'Le préposé vérifie s’il y a une blessure sans se précipiter pour le relever, appelle le 911 au besoin et prévient la famille tout de suite. Ensuite, nous revoyons ce qui s’est passé et mettons à jour le plan de soins.',
        },
      ],
    },
  ],
  cta: {
    heading: 'Parlez de prévention des chutes avec un conseiller en soins',
    text: 'Parlez-nous de la santé de votre proche et de ses chutes ou quasi-chutes récentes. Nous vous proposerons une routine plus sûre et un plan de soins, gratuitement et sans engagement.',
    actions: [
      frenchInquiry('Se renseigner sur la prévention des chutes et les maladies chroniques'),
      frenchAction('Nous joindre', '/contact-us'),
      { kind: 'phone' },
      { kind: 'email' },
    ],
  },
};
