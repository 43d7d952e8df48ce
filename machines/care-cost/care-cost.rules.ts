import { divideRounded, hundredths, type WholeNumberRange } from '../shared/calculator-rules';

/**
 * The care cost calculator's figures (docs/spec/SPEC.md §9.3) as a pure function. The rates and
 * multipliers are content (src/content/calculators.ts); this module knows only how to combine
 * them: hourly = base x region multiplier, weekly = hourly x hours, monthly = weekly x 4.33.
 */

export const CARE_TYPE_IDS = ['companionship', 'personal-care', 'specialized'] as const;
export const REGION_IDS = ['gta', 'vancouver', 'calgary', 'ottawa', 'other'] as const;

export type CareTypeId = (typeof CARE_TYPE_IDS)[number];
export type RegionId = (typeof REGION_IDS)[number];

export interface CareCostSelection {
  careType: CareTypeId;
  /** Hours of care per week, a whole number inside `CareCostRates.hours`. */
  hours: number;
  region: RegionId;
}

export interface CareCostRates {
  /** Base hourly rate per care type, in CAD. */
  hourlyRate: Readonly<Record<CareTypeId, number>>;
  /** Regional multiplier (two decimals, e.g. 1.05). */
  regionMultiplier: Readonly<Record<RegionId, number>>;
  /** Weeks in a month for the monthly figure (4.33). */
  weeksPerMonth: number;
  hours: WholeNumberRange;
  defaults: CareCostSelection;
}

/** CAD, each rounded to the cent. */
export interface CareCostEstimate {
  hourly: number;
  weekly: number;
  monthly: number;
}

export const isCareTypeId = (value: string): value is CareTypeId => (CARE_TYPE_IDS as readonly string[]).includes(value);
export const isRegionId = (value: string): value is RegionId => (REGION_IDS as readonly string[]).includes(value);

/**
 * The estimate, computed in exact integers (cents x hundredths) and rounded to the cent once per
 * figure, at the end (docs/decisions/history/0016-calculator-rounding.md): the monthly figure is the
 * unrounded weekly cost x 4.33, not a rounded weekly figure multiplied again.
 */
export function careCost(selection: CareCostSelection, rates: CareCostRates): CareCostEstimate {
  const baseCents = hundredths(rates.hourlyRate[selection.careType]);
  // Cents x hundredths of the multiplier: the hourly rate in 1/100 of a cent, exactly.
  const hourlyScaled = baseCents * hundredths(rates.regionMultiplier[selection.region]);
  const weeklyScaled = hourlyScaled * selection.hours;
  const monthlyScaled = weeklyScaled * hundredths(rates.weeksPerMonth);
  return {
    hourly: divideRounded(hourlyScaled, 100) / 100,
    weekly: divideRounded(weeklyScaled, 100) / 100,
    monthly: divideRounded(monthlyScaled, 100 * 100) / 100,
  };
}
