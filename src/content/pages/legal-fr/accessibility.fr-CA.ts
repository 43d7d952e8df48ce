import { ACCESSIBILITY_CHECKS, type AccessibilityCheckId } from '../../accessibility-checks';
import { longDateFr } from '../../french-formats';
import { BRAND, INFO_EMAIL, PHONE } from '../../site';
import { CONTACT_HOURS_TEXT_FR, OFFICE_CLOCK_FR } from '../../site.fr-CA';
import type { LegalWords } from '../legal';
import { CONTENTS_HEADING_FR, TITLE_SUFFIX_FR } from './common';

/**
 * Each check of src/content/accessibility-checks.ts as the French statement promises it, by its id:
 * a check without its French words fails the typecheck.
 */
const CHECKS_FR: Readonly<Record<AccessibilityCheckId, string>> = {
  axe: 'Chaque page est analysée avec le moteur d’accessibilité axe sur un écran de téléphone et sur un écran d’ordinateur, et ne doit présenter aucune violation.',
  reflow:
    'À 200 % et à 400 % d’agrandissement (640 sur 400 et 320 sur 256 pixels), aucune page ne défile de côté et aucun texte n’est coupé, même avec un espacement plus grand entre les lettres, les mots et les lignes.',
  'sticky-parts': 'L’en-tête et la barre du bas ne prennent jamais plus du tiers de l’écran, à tout agrandissement et à toute position de défilement.',
  'focus-visible':
    'Quand on parcourt une page avec la touche Tab, l’élément qui a le focus n’est jamais caché derrière l’en-tête ou la barre du bas, et il montre toujours un contour net d’au moins 2 pixels d’épaisseur.',
  'nothing-covers-content':
    'Les boutons du clavardage et de WhatsApp et la barre du bas ne couvrent jamais un texte ou une commande, sur un écran d’ordinateur comme sur un téléphone.',
  'target-size':
    'Chaque bouton, lien d’un menu, champ et option mesure au moins 24 sur 24 pixels, ou est assez espacé pour qu’on le touche sans toucher un autre élément.',
  'forced-colors': 'En mode de contraste élevé (couleurs forcées), chaque commande, son état et le contour du focus restent visibles.',
  'screen-reader':
    'Le questionnaire pour trouver vos soins, le clavardage, la demande de consultation et le formulaire de contact sont parcourus avec une simulation de lecteur d’écran\u00a0: chaque étape, sa progression, chaque erreur avec son champ et chaque nouveau message du clavardage sont annoncés une seule fois.',
};

/** docs/spec/SPEC.md §2.6: the statement is dated September 11, 2025. */
const DATED = '2025-09-11';

/**
 * The accessibility statement in Canadian French (decision 0062): what the English statement says
 * (docs/spec/SPEC.md §2.6's date, "partially conforms to WCAG 2.1 level AA" and "within 2 business
 * days"), the same checks, for readers in Ontario and Quebec.
 */
export const ACCESSIBILITY_STATEMENT_FR: LegalWords = {
  title: `Déclaration d’accessibilité${TITLE_SUFFIX_FR}`,
  description:
    'Comment Maple Hearth Home Care vérifie son site selon les WCAG 2.2 de niveau AA, ce qui ne fonctionne pas encore et comment demander de l’aide ou un autre format.',
  contentsHeading: CONTENTS_HEADING_FR,
  dateLine: () => `En date du ${longDateFr(DATED)}`,
  document: {
    heading: 'Déclaration d’accessibilité',
    intro: `${BRAND} veut que tout le monde, y compris les personnes handicapées, puisse trouver des soins, postuler un emploi et nous joindre par ce site Web.`,
    sections: [
      {
        id: 'our-commitment',
        heading: 'Notre engagement',
        paragraphs: [
          'Nous nous engageons à respecter les exigences de la Loi de 2005 sur l’accessibilité pour les personnes handicapées de l’Ontario (LAPHO) et de ses Normes d’accessibilité intégrées.',
          'Pour nous, l’accessibilité fait partie de la conception de chaque page; ce n’est pas une tâche qu’on fait une fois pour toutes.',
        ],
      },
      {
        id: 'conformance-status',
        heading: 'État de la conformité',
        paragraphs: [
          'Ce site Web est partiellement conforme aux WCAG 2.1 de niveau AA. Partiellement conforme signifie que la plus grande partie du site respecte la norme, mais que certaines parties ne la respectent pas encore entièrement.',
          'Nous vérifions le site selon une norme plus récente et plus exigeante, les WCAG 2.2 de niveau AA, de la façon dont les gens l’utilisent\u00a0: agrandi à 200 % et à 400 %, au clavier seulement, avec un lecteur d’écran et en mode de contraste élevé. C’est plus que les WCAG 2.0 de niveau AA qu’exige la loi ontarienne.',
        ],
      },
      {
        id: 'how-we-test',
        heading: 'Comment nous vérifions',
        paragraphs: ['Chaque modification du site doit réussir ces vérifications automatisées avant d’être publiée\u00a0:'],
        list: ACCESSIBILITY_CHECKS.map((check) => `${CHECKS_FR[check.id]} (WCAG ${check.criteria.join(', ')})`),
      },
      {
        id: 'what-checks-miss',
        heading: 'Ce que nos vérifications peuvent manquer',
        paragraphs: [
          'Les vérifications automatisées trouvent beaucoup de problèmes, mais pas tous. Notre vérification au lecteur d’écran est une simulation\u00a0: ce n’est pas une personne qui utilise un vrai lecteur d’écran, et un vrai lecteur peut dire les choses autrement. Certains contenus de tiers, comme WhatsApp et nos pages de réseaux sociaux, échappent à notre contrôle.',
          'Si quelque chose ne fonctionne pas pour vous, dites-le-nous (voir Vos commentaires plus bas)\u00a0: c’est grâce à vous que nous trouvons ce que nos vérifications manquent.',
        ],
      },
      {
        id: 'what-we-have-done',
        heading: 'Ce que nous avons fait',
        paragraphs: ['Sur l’ensemble du site, nous avons travaillé à offrir\u00a0:'],
        list: [
          'une utilisation complète au clavier, y compris les menus, le questionnaire, les formulaires et le conseiller virtuel',
          'un indicateur de focus bien visible',
          'une étiquette pour chaque champ de formulaire et des messages d’erreur clairs',
          'l’annonce des messages d’état, comme les erreurs et les confirmations de formulaire',
          'des équivalents textuels pour les images qui ont un sens',
          'le respect du réglage de réduction des animations, et des carrousels que l’on peut mettre en pause',
          'aucun contenu clignotant',
        ],
      },
      {
        id: 'known-limitations',
        heading: 'Limites connues',
        paragraphs: ['Nous connaissons ces lacunes et nous y travaillons\u00a0:'],
        list: [
          'une partie du site seulement est en français\u00a0: l’accueil, les services, la FAQ, les emplacements, Ottawa et Montréal, le questionnaire, la demande de consultation, le calculateur de coûts, la page pour nous joindre, la politique de confidentialité, les conditions d’utilisation et cette déclaration; le blogue, les carrières et la franchise sont en anglais, et les pages en français l’indiquent dans leurs liens',
          'les pages des services tiers vers lesquels nous faisons des liens ou que nous intégrons, comme WhatsApp et les réseaux sociaux, peuvent ne pas respecter la norme',
        ],
      },
      {
        id: 'alternative-formats',
        heading: 'Autres formats',
        paragraphs: [
          `Si vous avez besoin d’une information de ce site dans un autre format, comme en gros caractères, en texte simple ou lue à voix haute au téléphone, appelez au ${PHONE.display} ou écrivez à ${INFO_EMAIL}. Nous la fournissons sans frais.`,
        ],
      },
      {
        id: 'feedback',
        heading: 'Vos commentaires',
        paragraphs: [
          `Dites-nous si quelque chose sur le site est difficile à utiliser, ou si vous avez besoin d’aide pour l’utiliser. Appelez au ${PHONE.display} (${CONTACT_HOURS_TEXT_FR}, ${OFFICE_CLOCK_FR}), écrivez à ${INFO_EMAIL} ou utilisez le formulaire de notre page Nous joindre.`,
          'Nous répondons dans un délai de 2 jours ouvrables, et nous travaillerons avec vous pour vous donner l’information ou le service dont vous avez besoin.',
        ],
      },
      {
        id: 'job-applicant-accommodation',
        heading: 'Mesures d’adaptation pour les candidats',
        paragraphs: [
          `Des mesures d’adaptation pour les candidats handicapés sont offertes sur demande à chaque étape de l’embauche. Dites-nous ce dont vous avez besoin quand nous communiquons avec vous, ou écrivez à ${INFO_EMAIL}.`,
        ],
      },
    ],
  },
};
