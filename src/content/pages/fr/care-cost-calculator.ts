import { BRAND, BRAND_SHORT, LIMITS } from '../../site';
import { CARE_COST_RATES } from '../../calculators';
import { CONSULTATION_PATH } from '../../navigation';
import { FRENCH_HOME, FRENCH_PATHS } from '../../french-paths';
import { frenchLink } from '../../french-links';
import { CARE_TYPE_LABELS_FR, REGION_NAMES_FR } from '../../info-pages/fr/care-types';
import type { CareCostWords } from '../care-cost-words';

/**
 * /fr/calculateur-du-cout-des-soins: the care cost calculator's page in Canadian French (decision
 * 0070), written for families in Ontario and Quebec, not word for word. The figures are the
 * calculator's (src/content/calculators.ts); money is written "36,75 $" by the page
 * (src/content/french-formats.ts). In Ontario a PSW is a préposé(e) aux services de soutien
 * personnel (PSSP).
 */

/** 4,33: the weeks in a month of the monthly figure, as French writes a decimal. */
const WEEKS_PER_MONTH_FR = String(CARE_COST_RATES.weeksPerMonth).replace('.', ',');

/** French puts a no-break space before a colon. */
const COLON = '\u00a0:';

/** The French twin's path (src/content/french-paths.ts). */
export const CARE_COST_PATH_FR = FRENCH_PATHS['/care-cost-calculator'];

export const CARE_COST_META_FR = {
  title: `Calculateur du coût des soins à domicile\u00a0: estimation à l’heure, à la semaine et au mois | ${BRAND}`,
  description:
    'Estimez le coût des soins à domicile pour aînés au Canada\u00a0: compagnie, soins personnels ou soins de la démence, heures par semaine et région, pour un montant à l’heure, à la semaine et au mois.',
  breadcrumbs: [
    { name: 'Accueil', path: FRENCH_HOME },
    { name: 'Calculateur du coût des soins', path: CARE_COST_PATH_FR },
  ],
} as const;

const { defaults } = CARE_COST_RATES;

export const CARE_COST_WORDS_FR = {
  hero: {
    eyebrow: 'Calculateur du coût des soins',
    heading: 'Combien coûtent les soins à domicile?',
    lead: `Choisissez le type de soins, le nombre d’heures par semaine et la région où habite votre proche. ${BRAND_SHORT} vous montre aussitôt une estimation à l’heure, à la semaine et au mois, avant même que vous preniez le téléphone.`,
  },
  form: {
    heading: 'Vos besoins en soins',
    careType: 'Type de soins',
    hours: 'Heures de soins par semaine',
    hoursHint: (min, max) => `Faites glisser le curseur ou tapez un nombre entier de ${min} à ${max}.`,
    hoursRefused: (min, max, kept) =>
      `Le nombre d’heures par semaine doit être un nombre entier de ${min} à ${max}. L’estimation reste calculée sur ${kept} heures.`,
    hoursValue: (hours) => `${hours} heures`,
    region: 'Région',
    regionHint: 'Les tarifs varient un peu d’une région à l’autre.',
    reset: 'Réinitialiser',
    resetHint: `Pour revenir aux soins personnels, ${defaults.hours} heures par semaine, dans la région du Grand Toronto.`,
  },
  careTypes: CARE_TYPE_LABELS_FR,
  careTypeHelp: {
    companionship: 'Conversation, sorties, entretien ménager léger, préparation des repas et rappels.',
    'personal-care': 'Tout ce qu’offre la compagnie, plus l’aide pour le bain, l’habillage, la toilette et les déplacements en toute sécurité.',
    specialized: 'Soins de la démence et de la mémoire, soins personnels complexes et soutien au retour de l’hôpital, donnés par des PSSP d’expérience.',
  },
  regions: REGION_NAMES_FR,
  results: {
    heading: 'Votre estimation',
    hourly: 'Tarif horaire',
    weekly: 'Coût par semaine',
    monthly: 'Coût par mois',
    perHour: 'de l’heure',
    perWeek: (hours) => `par semaine pour ${hours} heures`,
    perMonth: `par mois (coût par semaine × ${WEEKS_PER_MONTH_FR} semaines)`,
    announcement: (careType, hours, region, hourly, weekly, monthly) =>
      `Estimation pour ${careType}, ${hours} heures par semaine, ${region}${COLON} ${hourly} de l’heure, ${weekly} par semaine, ${monthly} par mois.`,
    copyLink: 'Copier le lien de cette estimation',
    copied: {
      title: 'Copié dans le presse-papiers!',
      description: 'Le lien ouvre ce calculateur avec le même type de soins, les mêmes heures et la même région.',
    },
    refused: (href) => ({
      title: 'Impossible de copier le lien',
      description: `Votre navigateur n’a pas permis à cette page d’utiliser le presse-papiers. Sélectionnez le lien et copiez-le vous-même${COLON} ${href}`,
      variant: 'destructive',
      duration: Infinity,
    }),
  },
  estimateNote: {
    title: 'Ces montants sont des estimations',
    text: 'Le tarif réel est fixé avec vous lors de la consultation gratuite, une fois que nous connaissons les besoins de votre proche, son horaire et son domicile. Les taxes, le kilométrage pour les courses et les jours fériés ne sont pas compris. Les soins financés par le programme de soins à domicile et en milieu communautaire de votre province sont à part et n’apparaissent pas ici.',
  },
  included: {
    kind: 'features',
    id: 'care-cost-included',
    heading: 'Ce que comprend le tarif horaire',
    intro: 'Chaque heure de soins donnée par une personne soignante vérifiée et assurée vient avec l’équipe et les outils qui la soutiennent.',
    items: [
      {
        title: 'Une personne soignante bien choisie',
        text: 'Une préposée ou un préposé aux services de soutien personnel (PSSP), ou une personne de compagnie, choisi selon les besoins, la langue et la culture de votre proche, au sein d’une équipe stable plutôt qu’un nouveau visage à chaque visite.',
      },
      {
        title: 'La coordination des soins',
        text: 'Une coordonnatrice ou un coordonnateur des soins rédige le plan de soins avec vous, l’adapte quand les besoins changent et trouve une remplaçante ou un remplaçant quand la personne soignante s’absente.',
      },
      {
        title: 'Des nouvelles pour la famille',
        text: 'Des notes de visite et des nouvelles dans le portail des familles après chaque visite, pour que tous ceux qui aident sachent comment s’est passée la journée.',
      },
      {
        title: 'Vérifications, formation et assurance',
        text: 'Vérification du casier judiciaire et des antécédents pour le travail auprès de personnes vulnérables, références, formation continue et assurance responsabilité, sans frais de plus pour vous.',
      },
      {
        title: 'Aucun contrat à long terme',
        text: `Commencez par quelques heures et modifiez l’horaire avec un préavis. Les soins peuvent commencer dans les ${LIMITS.careStartHours} heures.`,
      },
    ],
  },
  cta: {
    heading: 'Parlons de votre estimation',
    text: 'Une conseillère ou un conseiller en soins passe les chiffres en revue avec vous, gratuitement et sans engagement. Vous pouvez aussi laisser l’outil de recherche de soins vous proposer d’abord un plan.',
    actions: [
      { kind: 'link', ...frenchLink('Réserver une consultation gratuite', CONSULTATION_PATH) },
      { kind: 'link', ...frenchLink('Trouver votre plan de soins', '/find-your-care-plan') },
    ],
  },
} as const satisfies CareCostWords;
