import { BRAND, BRAND_SHORT, INFO_EMAIL, PHONE } from '../../site';
import type { LegalWords } from '../legal';
import { CONTENTS_HEADING_FR, TITLE_SUFFIX_FR, lastUpdatedFr } from './common';

/** The terms of use in Canadian French (decision 0062): what the English terms say, no more and no less. */
export const TERMS_OF_USE_FR = {
  title: `Conditions d’utilisation${TITLE_SUFFIX_FR}`,
  description:
    'Les conditions d’utilisation du site de Maple Hearth Home Care\u00a0: information générale seulement, pas de conseils médicaux, des estimations qui ne sont pas des devis, droit ontarien.',
  contentsHeading: CONTENTS_HEADING_FR,
  dateLine: lastUpdatedFr,
  document: {
    heading: 'Conditions d’utilisation',
    intro: `Ces conditions encadrent votre utilisation du site Web de ${BRAND}. Elles sont écrites pour être lues\u00a0: prenez quelques minutes pour les parcourir.`,
    sections: [
      {
        id: 'acceptance',
        heading: 'Utiliser ce site Web',
        paragraphs: [
          'En utilisant ce site Web, vous acceptez ces conditions. Si vous ne les acceptez pas, veuillez ne pas utiliser le site.',
          'Nous pouvons mettre ces conditions à jour de temps à autre. La version de cette page, avec la date indiquée, est celle qui s’applique.',
        ],
      },
      {
        id: 'information-only',
        heading: 'De l’information générale, pas des conseils médicaux',
        paragraphs: [
          'Les articles, les guides et les descriptions de services de ce site sont de l’information générale pour les familles et les proches aidants. Ce ne sont pas des conseils médicaux, juridiques ou financiers.',
          'Parlez toujours à un médecin, à une infirmière ou à un autre professionnel qualifié de la santé, des médicaments ou du traitement d’une personne.',
        ],
      },
      {
        id: 'emergencies',
        heading: 'Les urgences',
        paragraphs: [
          'Ce site Web n’est pas fait pour les urgences et personne ne le surveille jour et nuit. Si une personne est en danger ou a besoin d’aide médicale urgente, composez le 911 maintenant.',
          'Nos clients actuels peuvent joindre notre ligne d’urgence 24/7 au numéro inscrit dans leur entente de service.',
        ],
      },
      {
        id: 'no-care-relationship',
        heading: 'Quand les soins commencent',
        paragraphs: [
          `Envoyer un formulaire, utiliser le conseiller virtuel ou nous appeler ne crée pas de relation de soins. ${BRAND_SHORT} offre des soins seulement en vertu d’une entente de service écrite, signée par les deux parties.`,
          'Le site Web ne reçoit aucun paiement et n’a pas de comptes. Le bouton d’achat de notre boutique ne conclut pas encore d’achat, et appuyer dessus n’entraîne ni commande ni frais.',
        ],
      },
      {
        id: 'estimates',
        heading: 'Des estimations à titre indicatif, pas des devis',
        paragraphs: [
          'Le questionnaire pour trouver vos soins, le calculateur de coûts et le calculateur de revenus donnent des estimations approximatives fondées sur les réponses que vous inscrivez. Ce ne sont ni des devis, ni des offres, ni des promesses de revenus.',
          'Votre plan de soins et son prix réels sont établis après une consultation gratuite et inscrits dans votre entente de service. Les résultats d’une franchise dépendent de nombreux facteurs et ne sont décrits que dans les documents officiels d’information sur la franchise.',
        ],
      },
      {
        id: 'acceptable-use',
        heading: 'Utilisation acceptable',
        paragraphs: ['Veuillez utiliser ce site de façon honnête. En particulier, ne faites pas ce qui suit\u00a0:'],
        list: [
          'envoyer de faux renseignements ou remplir des formulaires au nom d’une autre personne',
          'envoyer par nos formulaires des pourriels, des fichiers nuisibles ou tout contenu illégal ou abusif',
          'tenter de briser, de surcharger ou de contourner la sécurité du site',
          'copier le site en masse à l’aide d’outils automatisés',
        ],
      },
      {
        id: 'intellectual-property',
        heading: 'Propriété intellectuelle',
        paragraphs: [
          `Les textes, les illustrations, les logos et la conception de ce site appartiennent à ${BRAND} ou sont utilisés avec permission.`,
          'Vous pouvez lire, imprimer et partager des pages pour un usage personnel et non commercial, à condition d’y laisser notre nom. Tout autre usage exige notre permission écrite.',
        ],
      },
      {
        id: 'third-party-links',
        heading: 'Liens vers d’autres services',
        paragraphs: [
          'Certains liens ouvrent des services que nous ne contrôlons pas, comme WhatsApp, Facebook, Instagram, LinkedIn, YouTube et X. Nos formulaires sont transmis par FormSubmit (formsubmit.co).',
          'Ces services ont leurs propres conditions et politiques de confidentialité. Nous ne sommes pas responsables de leur contenu ni de la façon dont ils traitent vos renseignements.',
        ],
      },
      {
        id: 'limitation-of-liability',
        heading: 'Les limites de notre responsabilité',
        paragraphs: [
          'Nous travaillons à garder ce site exact et accessible, mais nous le fournissons «\u00a0tel quel\u00a0» et ne pouvons pas promettre qu’il sera toujours complet, à jour ou exempt d’erreurs.',
          'Dans la mesure permise par la loi, nous ne sommes pas responsables des pertes qui découlent de la confiance accordée à l’information générale de ce site ou de l’impossibilité de l’utiliser. Rien dans ces conditions ne limite les droits que vous accorde la loi ontarienne sur la protection du consommateur.',
        ],
      },
      {
        id: 'governing-law-and-contact',
        heading: 'Droit applicable et nous joindre',
        paragraphs: [
          'Ces conditions sont régies par les lois de l’Ontario et les lois fédérales du Canada qui s’y appliquent. Tout différend sera entendu par les tribunaux de l’Ontario.',
          `Des questions sur ces conditions? Appelez au ${PHONE.display} ou écrivez à ${INFO_EMAIL}.`,
        ],
      },
    ],
  },
} satisfies LegalWords;
