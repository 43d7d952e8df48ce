import type { RegionId } from '../../../../machines/care-cost/care-cost.rules';
import { formatCadFr, formatCadWholeFr, longDateFr } from '../../french-formats';
import { frenchLink } from '../../french-links';
import { CONSULTATION_PATH } from '../../navigation';
import { CARE_TYPE_LABELS_FR, REGION_NAMES_FR } from '../../info-pages/fr/care-types';
import type { QuizResultsWords } from '../../quiz';
import { PLAN_NAMES_FR, bilingualPlanFr } from './plan-names';

/**
 * The quiz's results in Canadian French (decision 0067): the plans of docs/spec/SPEC.md §9.2 named
 * for families, the price as Canadian French writes it ("140 $", "35,00 $", through
 * src/content/french-formats.ts), the price story of decision 0049. Fetched with the results.
 */

/** The calculator's regions (./calculators.ts REGION_LABELS), as a sentence says "in" each. */
const IN_REGION: Readonly<Record<RegionId, string>> = {
  gta: 'dans la région du Grand Toronto',
  vancouver: 'dans la région du Grand Vancouver',
  calgary: 'dans la région de Calgary',
  ottawa: 'dans la région d’Ottawa',
  other: 'dans les autres régions',
};

export const QUIZ_RESULTS_WORDS_FR = {
  perDay: (price) => `${formatCadWholeFr(price)} par jour (estimation)`,
  includes: 'Ce que comprend ce plan',
  careFor: 'Soins pour',
  schedule: 'Horaire',
  startingFrom: 'Début',
  flexibleStart: 'Dès que vous serez prêts',
  languages: 'Langues',
  location: 'Lieu',
  condition: 'Problème de santé',
  nextStepsHeading: 'Vos prochaines étapes',
  nextSteps: 'Un conseiller en soins revoit vos réponses avec vous, gratuitement et sans engagement, et adapte le plan à votre famille.',
  book: frenchLink('Réserver une consultation gratuite', CONSULTATION_PATH),
  call: 'Appeler le',
  estimateNote: 'Estimations seulement\u00a0: le prix final dépend de l’évaluation des besoins.',
  longDate: longDateFr,
  plans: {
    names: PLAN_NAMES_FR,
    bilingual: bilingualPlanFr,
    hours: { base: '4 heures par jour', extended: '8 heures par jour', liveIn: '24 heures sur 24, 7 jours sur 7' },
    features: {
      base: ['Des conversations chaleureuses', 'Un peu d’entretien ménager', 'Des rappels pour les repas'],
      personalCare: ['De l’aide pour le bain et l’hygiène', 'De l’aide pour se déplacer', 'Des rappels de médicaments'],
      dementia: ['Des activités adaptées pour la mémoire', 'Une surveillance dans un milieu sécuritaire', 'Une routine stable au quotidien'],
      liveIn: ['Une présence jour et nuit', 'De l’aide pendant la nuit', 'Un soutien complet au quotidien'],
    },
  },
  yourChoicesHeading: 'Ce que vous avez demandé, dans les mêmes heures',
  supportInPlan: {
    Companionship: 'De la compagnie',
    'Meal Prep': 'La préparation des repas',
    Bathing: 'L’aide au bain',
    'Dementia Care': 'Des soins de la démence',
    Medication: 'Des rappels de médicaments',
    Transportation: 'Le transport aux rendez-vous et pour les courses',
  },
  price: {
    planHourly: (pricePerDay, hoursPerDay) => `Soit ${formatCadFr(pricePerDay / hoursPerDay)} l’heure pour ${hoursPerDay} heures par jour.`,
    planCompare: (careType, region, rate) =>
      `Au calculateur de coûts, le tarif horaire «\u00a0${CARE_TYPE_LABELS_FR[careType]}\u00a0» ${IN_REGION[region]} est de ${formatCadFr(rate)}.`,
    planWhy:
      'Le questionnaire donne une seule estimation par jour, la même dans toutes les régions; le calculateur part de nos tarifs horaires et les ajuste selon votre région. Les deux sont des estimations\u00a0: votre coordonnateur de soins confirme le prix après l’évaluation gratuite.',
    liveIn:
      'Les soins avec une personne résidente se paient à la journée, pas à l’heure\u00a0: la personne qui prend soin de votre proche habite chez lui et y dort la nuit, ce qui coûte moins cher que 24 heures de soins à l’heure.',
    planLink: (region, calculatorPath) => {
      // The calculator's French twin once it has one, set the same way (its query is the machine's).
      const [path = calculatorPath, query] = calculatorPath.split('?');
      const link = frenchLink(`Comparer avec le calculateur de coûts (${REGION_NAMES_FR[region]})`, path);
      return { ...link, to: query ? `${link.to}?${query}` : link.to };
    },
  },
} as const satisfies QuizResultsWords;
