import type { ServiceType } from '../../service-list';
import { SERVICE_AREA } from '../../service-area';
import type { PageMetaText } from '../meta';

/** Each French service page's title and description (decision 0063), with the French pages, never with the route registry. */
export const FR_SERVICE_PAGE_META: Readonly<Record<ServiceType, PageMetaText>> = {
  PersonalCare: {
    title: 'Soins personnels à domicile pour aînés | Maple Hearth Home Care',
    description:
      'Une aide respectueuse pour le bain, la toilette, l’habillement et les transferts à domicile. De 2 heures par jour aux soins 24 heures sur 24, 7 jours sur 7, 365 jours par année.',
  },
  CompanionshipCare: {
    title: 'Compagnie à domicile pour aînés | Maple Hearth Home Care',
    description:
      'Des visites amicales, des sorties, des loisirs et de la conversation avec une personne jumelée à la langue et aux intérêts de votre proche, pour qu’aucune journée ne soit solitaire.',
  },
  LiveInCare: {
    title: 'Soins à domicile 24 h sur 24, 7 jours sur 7 | Maple Hearth Home Care',
    description:
      'Une personne soignante qui habite chez votre proche ou des quarts en rotation 24 heures sur 24, 7 jours sur 7\u00a0: comparez les deux formules et trouvez celle qui convient à votre famille.',
  },
  RespiteCare: {
    title: 'Répit pour les proches aidants | Maple Hearth Home Care',
    description:
      'Du répit à l’heure, à la journée, la fin de semaine ou la nuit, pour que les proches aidants se reposent, travaillent ou voyagent pendant que leur proche est bien soigné.',
  },
  Housekeeping: {
    title: 'Entretien ménager et sécurité à domicile | Maple Hearth Home Care',
    description:
      'Du ménage léger, la lessive et une vérification de sécurité qui dégage les passages et rend la salle de bain plus sûre, pour vivre chez soi avec moins de chutes.',
  },
  DementiaCare: {
    title: 'Soins de la démence à domicile | Maple Hearth Home Care',
    description: `Des soins de la démence centrés sur la personne, à Brampton et dans ${SERVICE_AREA.cityCount - 1} autres villes\u00a0: routines apaisantes, surveillance et préposés qui voient la personne avant le diagnostic.`,
  },
  PalliativeCare: {
    title: 'Soins de fin de vie et palliatifs à domicile | Maple Hearth Home Care',
    description:
      'Des soins de fin de vie tout en douceur à la maison\u00a0: confort et soulagement des symptômes, soutien moral et spirituel, répit pour la famille et lien étroit avec l’équipe soignante.',
  },
  MealPreparation: {
    title: 'Préparation des repas et nutrition à domicile | Maple Hearth Home Care',
    description:
      'Des repas maison pour les aînés\u00a0: menus, épicerie, conservation sécuritaire et nettoyage de la cuisine, selon un régime diabétique, cardiaque, culturel ou végétarien.',
  },
  Transportation: {
    title: 'Transport accompagné pour aînés | Maple Hearth Home Care',
    description:
      'Des déplacements accompagnés vers les rendez-vous médicaux, les magasins, les courses et les activités, avec une personne soignante qui aide de la porte d’entrée au retour.',
  },
  ChronicIllnessSupport: {
    title: 'Prévention des chutes et maladies chroniques | Maple Hearth Home Care',
    description:
      'Un soutien au quotidien pour les aînés atteints de diabète, de maladie cardiaque, de MPOC, d’arthrite ou de Parkinson, avec des habitudes qui réduisent les risques de chute.',
  },
};
