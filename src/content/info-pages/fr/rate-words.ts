import { formatCadFr } from '../../french-formats';
import { CARE_TYPE_LABELS_FR } from './care-types';
import { calculatorPath } from '../../price-story';
import type { ServiceRateWords } from '../service-words';
import { ENGLISH_HREFLANG, inEnglish } from './words';


/**
 * The service rate's words in Canadian French: '36,75 $' (src/content/french-formats.ts), the
 * calculator (English only) marked so. Fetched with the rate's code, on reach.
 */
export const SERVICE_RATE_WORDS_FR = {
  serviceRate: (rate) => `À partir de ${formatCadFr(rate)}/h dans la RGT`,
  serviceRateNote: (careType) =>
    `${CARE_TYPE_LABELS_FR[careType]} au tarif horaire du calculateur de coûts pour la région du Grand Toronto (RGT); les tarifs varient d’une région à l’autre.`,
  serviceRateLink: inEnglish('Estimer le coût pour votre région'),
  calculatorPath: (careType, region) => calculatorPath(careType, region),
  calculatorHrefLang: ENGLISH_HREFLANG,
} as const satisfies ServiceRateWords;
