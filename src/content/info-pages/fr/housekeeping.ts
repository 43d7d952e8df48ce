import { LIMITS } from '../../site';
import type { ServicePageContent } from '../types';
import { FR_SERVICE_PATHS } from './paths';
import { frenchInquiry, frenchAction } from './words';

/** /fr/services/entretien-menager: the housekeeping and home safety page (/senior-housekeeping-safety-services) in Canadian French. */
export const HOUSEKEEPING_PAGE_FR: ServicePageContent = {
  serviceType: 'Housekeeping',
  hero: {
    eyebrow: 'Entretien ménager et sécurité à domicile',
    heading: 'Une maison propre et plus sûre, sans les gros efforts',
    lead: `De l’aide pour les tâches devenues fatigantes ou risquées, de la lessive au corridor à dégager, avec un préposé qui repère les dangers avant qu’ils ne causent une chute. Les visites peuvent habituellement commencer en ${LIMITS.careStartHours} heures.`,
    highlights: [
      'Du ménage léger selon votre horaire',
      'Une vérification de sécurité au début des soins',
      'Chaque préposé a fait vérifier ses antécédents judiciaires et est assuré',
    ],
    actions: [frenchInquiry('Se renseigner sur l’entretien ménager et la sécurité'), { kind: 'phone' }],
  },
  sections: [
    {
      kind: 'statistic',
      id: 'fall-risk-statistic',
      value: '45 %',
      heading: 'Notre approche de sécurité à domicile peut réduire le risque de chute de 45 %',
      text: 'L’approche de sécurité à domicile de Maple Hearth réunit des passages dégagés, un bon éclairage, une salle de bain plus sûre et un préposé qui remarque tôt les petits changements. Chaque maison et chaque personne sont différentes\u00a0: nous revoyons donc le plan avec vous quand les besoins changent.',
    },
    {
      kind: 'features',
      id: 'housekeeping-services',
      heading: 'Nos services d’entretien ménager',
      intro: 'Votre préposé s’occupe des tâches que votre proche choisit, et demande toujours avant de déplacer quoi que ce soit.',
      items: [
        { title: 'Ménage léger', text: 'Époussetage, aspirateur, balai et surfaces essuyées dans les pièces que votre proche utilise le plus.' },
        { title: 'Lessive et literie', text: 'Laver, plier et ranger les vêtements, et des draps propres chaque semaine.' },
        {
          title: 'Cuisine en ordre',
          text: 'La vaisselle faite, les comptoirs propres, le frigo vérifié pour les aliments périmés et les objets de tous les jours à portée de main.',
        },
        {
          title: 'Passages dégagés',
          text: 'Les fils, les carpettes glissantes et les piles d’objets déplacés, pour que chaque passage dans la maison soit libre.',
        },
        {
          title: 'Salle de bain sécuritaire',
          text: 'Des tapis antidérapants, une chaise de douche et des veilleuses placés là où ils aident, et des barres d’appui suggérées là où il en faut.',
        },
        { title: 'Commissions', text: 'Aller chercher l’épicerie, les médicaments et le nettoyage à sec, ou y aller ensemble si votre proche le préfère.' },
      ],
    },
    {
      kind: 'steps',
      id: 'home-safety-check',
      heading: 'Comment se passe notre vérification de sécurité à domicile',
      intro: 'La vérification dure environ une heure, et votre proche participe à chaque étape.',
      steps: [
        {
          title: 'Le tour de la maison',
          text: 'Un conseiller en soins fait le tour de chaque pièce avec vous\u00a0: escaliers, éclairage, carpettes, salle de bain et chemin jusqu’à la porte d’entrée.',
        },
        {
          title: 'Parler des routines',
          text: 'Nous demandons comment se passe vraiment la journée\u00a0: les visites aux toilettes la nuit, l’endroit où est le téléphone et ce qui semble difficile à atteindre.',
        },
        {
          title: 'S’entendre sur des changements simples',
          text: 'Vous recevez une courte liste écrite de changements, du déplacement d’une lampe à l’ajout d’une chaise de douche, par ordre d’importance.',
        },
        {
          title: 'Garder la maison sûre',
          text: 'Votre préposé garde les passages dégagés à chaque visite et avertit la famille si quelque chose de nouveau semble risqué.',
        },
      ],
    },
    {
      kind: 'checklist',
      id: 'more-services',
      heading: 'D’autres façons de vous aider à la maison',
      intro: 'L’entretien ménager ouvre souvent la porte à un peu plus de soutien. Ajoutez l’un ou l’autre de ces services aux mêmes visites\u00a0:',
      items: [
        'Aide à l’hygiène personnelle',
        'Surveillance de nuit',
        'Prévention des chutes',
        'Rappels de médicaments',
        'Préparation aux urgences',
        'Suivi de l’alimentation',
      ],
      link: { label: 'En savoir plus sur la prévention des chutes', to: FR_SERVICE_PATHS.ChronicIllnessSupport },
    },
  ],
  cta: {
    heading: 'Parlez d’entretien ménager et de sécurité avec un conseiller en soins',
    text: 'Dites-nous quelles tâches sont devenues difficiles et où vous craignez les chutes. Un conseiller en soins vous proposera un plan adapté, gratuitement et sans engagement.',
    actions: [frenchInquiry('Se renseigner sur l’entretien ménager et la sécurité'), frenchAction('Nous joindre', '/contact-us'), { kind: 'phone' }],
  },
};
