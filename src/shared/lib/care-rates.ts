import { careCost, type CareTypeId, type RegionId } from '../../../machines/care-cost/care-cost.rules';
import { CARE_COST_RATES } from '../../content/calculators';

/**
 * The hourly rate of a care type in a region, as the care cost calculator computes it (CAD, to the
 * cent) from its one table (decision 0049): the service pages and the quiz's plan quote it, never
 * a copied figure.
 */
export const hourlyRate = (careType: CareTypeId, region: RegionId): number =>
  careCost({ careType, region, hours: CARE_COST_RATES.defaults.hours }, CARE_COST_RATES).hourly;
