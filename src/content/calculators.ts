import type { CareCostRates, CareTypeId, RegionId } from '../../machines/care-cost/care-cost.rules';
import type { FranchiseTerms } from '../../machines/franchise-earnings/franchise-earnings.rules';

/**
 * The two calculators' figures (docs/spec/SPEC.md §5 "Calculators", §9.3, §9.4) and the words for their
 * options. machines/care-cost/care-cost.rules.ts and machines/franchise-earnings/franchise-earnings.rules.ts combine them; the machines
 * get them as input.
 */

/** The query parameters that hold a care cost estimate, so a link reproduces it (`?type=&hours=&region=`); the same on the English and French pages. */
export const CARE_COST_QUERY = { careType: 'type', hours: 'hours', region: 'region' } as const;

/** docs/spec/SPEC.md §9.3: base hourly rates, region multipliers, monthly = weekly x 4.33; 4-168 hours. */
export const CARE_COST_RATES = {
  hourlyRate: { companionship: 32, 'personal-care': 35, specialized: 38 },
  regionMultiplier: { gta: 1.05, vancouver: 1.1, calgary: 1.0, ottawa: 0.98, other: 0.95 },
  weeksPerMonth: 4.33,
  hours: { min: 4, max: 168 },
  defaults: { careType: 'personal-care', hours: 20, region: 'gta' },
} as const satisfies CareCostRates;

export const CARE_TYPE_LABELS = {
  companionship: 'Companionship',
  'personal-care': 'Personal Care',
  specialized: 'Specialized (Dementia/PSW)',
} as const satisfies Record<CareTypeId, string>;

/** What each care type covers, shown under the choice. */
export const CARE_TYPE_DESCRIPTIONS = {
  companionship: 'Conversation, outings, light housekeeping, meal preparation and reminders.',
  'personal-care': 'Everything in companionship, plus bathing, dressing, toileting and help moving safely.',
  specialized: 'Dementia and memory care, complex personal care and post-hospital support by experienced PSWs.',
} as const satisfies Record<CareTypeId, string>;

export const REGION_LABELS = {
  gta: 'Greater Toronto Area',
  vancouver: 'Greater Vancouver Area',
  calgary: 'Calgary Region',
  ottawa: 'Ottawa Region',
  other: 'Other Regions',
} as const satisfies Record<RegionId, string>;

/** docs/spec/SPEC.md §9.4: the client rate, the caregiver cost, 52 weeks, 5% and 3% of revenue, three fixed costs; 0-100 clients, 0-80 hours. */
export const FRANCHISE_TERMS = {
  clientRate: 28,
  caregiverCost: 22,
  weeksPerYear: 52,
  revenueShares: [
    { id: 'royalty', percent: 5 },
    { id: 'brandFund', percent: 3 },
  ],
  fixedExpenses: [
    { id: 'office', amount: 15_000 },
    { id: 'insurance', amount: 5_000 },
    { id: 'staff', amount: 25_000 },
  ],
  clients: { min: 0, max: 100 },
  hours: { min: 0, max: 80 },
  defaults: { clients: 25, hours: 20 },
} as const satisfies FranchiseTerms;

export type ExpenseId = (typeof FRANCHISE_TERMS)['revenueShares'][number]['id'] | (typeof FRANCHISE_TERMS)['fixedExpenses'][number]['id'];

/** The expense lines as the statement names them (docs/spec/SPEC.md §9.4 gives the amounts; the names are ours). */
export const FRANCHISE_EXPENSE_LABELS = {
  royalty: 'Royalty fee (5% of revenue)',
  brandFund: 'Brand and marketing fund (3% of revenue)',
  office: 'Office rent and utilities',
  insurance: 'Insurance and licences',
  staff: 'Care coordinator and scheduling',
} as const satisfies Record<ExpenseId, string>;
