import type { CareTypeId, RegionId } from '../../../machines/care-cost/care-cost.rules';
import { calculatorPath, PRICE_STORY } from '../price-story';

/**
 * The service rate's words (decision 0049): "From $36.75/h in the GTA", its note and the link to the
 * calculator set to the service's care type, in one language. The rate itself always comes from the
 * calculator's one table (src/shared/lib/care-rates.ts); only its wording differs.
 */
export interface ServiceRateWords {
  serviceRate: (rate: number) => string;
  serviceRateNote: (careType: CareTypeId) => string;
  serviceRateLink: string;
  /** The calculator's address, set to a care type in a region. */
  calculatorPath: (careType: CareTypeId, region: RegionId) => string;
  /** The calculator's language when it is not the page's ('en' from a French page). */
  calculatorHrefLang?: string;
}

/**
 * The service rate's words in English: fetched with the rate's code when the visitor reaches for it
 * (src/features/info-page/service-rate-en.tsx), never with a page's first load.
 */
export const SERVICE_RATE_WORDS = {
  serviceRate: PRICE_STORY.serviceRate,
  serviceRateNote: PRICE_STORY.serviceRateNote,
  serviceRateLink: PRICE_STORY.serviceRateLink,
  calculatorPath: (careType, region) => calculatorPath(careType, region),
} as const satisfies ServiceRateWords;
