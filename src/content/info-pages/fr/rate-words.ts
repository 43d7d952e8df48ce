import { formatCadFr } from '../../french-formats';
import { CARE_COST_PATH, calculatorPath } from '../../price-story';
import { frenchLink } from '../../french-links';
import type { ServiceRateWords } from '../service-words';
import { CARE_TYPE_LABELS_FR } from './care-types';

/** The calculator in French (decision 0070), or in English said so if it had no twin. */
const CALCULATOR = frenchLink('Estimer le coût pour votre région', CARE_COST_PATH);

/**
 * The service rate's words in Canadian French: '36,75 $' (src/content/french-formats.ts), the
 * link to the French calculator set to the care type and region. Fetched with the rate's code, on reach.
 */
export const SERVICE_RATE_WORDS_FR = {
  serviceRate: (rate) => `À partir de ${formatCadFr(rate)}/h dans la RGT`,
  serviceRateNote: (careType) =>
    `${CARE_TYPE_LABELS_FR[careType]} au tarif horaire du calculateur de coûts pour la région du Grand Toronto (RGT); les tarifs varient d’une région à l’autre.`,
  serviceRateLink: CALCULATOR.label,
  // The same query on the French address: /fr/calculateur-du-cout-des-soins?type=…&region=…
  calculatorPath: (careType, region) => `${CALCULATOR.to}${calculatorPath(careType, region).slice(CARE_COST_PATH.length)}`,
  ...(CALCULATOR.hrefLang ? { calculatorHrefLang: CALCULATOR.hrefLang } : {}),
} as const satisfies ServiceRateWords;
