import type { CareTypeId, RegionId } from '../../machines/care-cost/care-cost.rules';
import { CARE_COST_QUERY, CARE_TYPE_LABELS, REGION_LABELS } from './calculators';

/**
 * One price story (decision 0049): the quiz's daily estimates (docs/spec/SPEC.md §9.2) and the care
 * cost calculator's hourly rates (§9.3) are both kept exactly as the specification gives them;
 * where a visitor meets one, the other is named beside it, from the calculator's one table
 * (./calculators.ts CARE_COST_RATES, computed by src/shared/lib/care-rates.ts), never a copied figure.
 */

export const CARE_COST_PATH = '/care-cost-calculator';

/** The calculator's region for each city of the city list that is not in "Other Regions". */
const CITY_REGION: Readonly<Record<string, RegionId>> = {
  Brampton: 'gta',
  Mississauga: 'gta',
  Toronto: 'gta',
  Scarborough: 'gta',
  Vaughan: 'gta',
  Markham: 'gta',
  'Richmond Hill': 'gta',
  Oakville: 'gta',
  Burlington: 'gta',
  Vancouver: 'vancouver',
  Calgary: 'calgary',
  Ottawa: 'ottawa',
};

/** The calculator's region of a city ('' or a city outside the four regions: Other Regions). */
export const regionOfCity = (city: string): RegionId => CITY_REGION[city] ?? 'other';

const cad = (amount: number) => `$${amount.toFixed(2)}`;

/** The calculator set to a care type, a region and (optionally) weekly hours: `/care-cost-calculator?type=…&region=…`. */
export function calculatorPath(careType: CareTypeId, region: RegionId, hoursPerWeek?: number): string {
  const params = new URLSearchParams({ [CARE_COST_QUERY.careType]: careType, [CARE_COST_QUERY.region]: region });
  if (hoursPerWeek !== undefined) params.set(CARE_COST_QUERY.hours, String(hoursPerWeek));
  return `${CARE_COST_PATH}?${params.toString()}`;
}

export const PRICE_STORY = {
  /** On a service page: "From $36.75/h in the GTA", the calculator's rate for the Greater Toronto Area. */
  serviceRate: (rate: number) => `From ${cad(rate)}/h in the GTA`,
  serviceRateNote: (careType: CareTypeId) =>
    `${CARE_TYPE_LABELS[careType]} at the care cost calculator’s hourly rate for the ${REGION_LABELS.gta}; rates differ by region.`,
  serviceRateLink: 'Estimate the cost for your region',
} as const;
