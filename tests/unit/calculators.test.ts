import { describe, expect, it } from 'vitest';
import { divideRounded, wholeNumberIn } from '../../machines/shared/calculator-rules';
import { CARE_TYPE_IDS, REGION_IDS, careCost, type CareTypeId, type RegionId } from '../../machines/care-cost/care-cost.rules';
import { franchiseEarnings } from '../../machines/franchise-earnings/franchise-earnings.rules';
import { CARE_COST_RATES, FRANCHISE_TERMS } from '../../src/content/calculators';

/**
 * Figures worked independently of the code (Python's decimal module, ROUND_HALF_UP, from the
 * formulas of docs/spec/SPEC.md §9.3 and §9.4): every care type x every region at both ends of the hours
 * slider and two values between.
 */
const CARE_COST_TABLE: [CareTypeId, RegionId, number, number, number, number][] = [
  ['companionship', 'gta', 4, 33.6, 134.4, 581.95],
  ['companionship', 'gta', 20, 33.6, 672.0, 2909.76],
  ['companionship', 'gta', 37, 33.6, 1243.2, 5383.06],
  ['companionship', 'gta', 168, 33.6, 5644.8, 24441.98],
  ['companionship', 'vancouver', 4, 35.2, 140.8, 609.66],
  ['companionship', 'vancouver', 20, 35.2, 704.0, 3048.32],
  ['companionship', 'vancouver', 37, 35.2, 1302.4, 5639.39],
  ['companionship', 'vancouver', 168, 35.2, 5913.6, 25605.89],
  ['companionship', 'calgary', 4, 32.0, 128.0, 554.24],
  ['companionship', 'calgary', 20, 32.0, 640.0, 2771.2],
  ['companionship', 'calgary', 37, 32.0, 1184.0, 5126.72],
  ['companionship', 'calgary', 168, 32.0, 5376.0, 23278.08],
  ['companionship', 'ottawa', 4, 31.36, 125.44, 543.16],
  ['companionship', 'ottawa', 20, 31.36, 627.2, 2715.78],
  ['companionship', 'ottawa', 37, 31.36, 1160.32, 5024.19],
  ['companionship', 'ottawa', 168, 31.36, 5268.48, 22812.52],
  ['companionship', 'other', 4, 30.4, 121.6, 526.53],
  ['companionship', 'other', 20, 30.4, 608.0, 2632.64],
  ['companionship', 'other', 37, 30.4, 1124.8, 4870.38],
  ['companionship', 'other', 168, 30.4, 5107.2, 22114.18],
  ['personal-care', 'gta', 4, 36.75, 147.0, 636.51],
  ['personal-care', 'gta', 20, 36.75, 735.0, 3182.55],
  ['personal-care', 'gta', 37, 36.75, 1359.75, 5887.72],
  ['personal-care', 'gta', 168, 36.75, 6174.0, 26733.42],
  ['personal-care', 'vancouver', 4, 38.5, 154.0, 666.82],
  ['personal-care', 'vancouver', 20, 38.5, 770.0, 3334.1],
  ['personal-care', 'vancouver', 37, 38.5, 1424.5, 6168.09],
  ['personal-care', 'vancouver', 168, 38.5, 6468.0, 28006.44],
  ['personal-care', 'calgary', 4, 35.0, 140.0, 606.2],
  ['personal-care', 'calgary', 20, 35.0, 700.0, 3031.0],
  ['personal-care', 'calgary', 37, 35.0, 1295.0, 5607.35],
  ['personal-care', 'calgary', 168, 35.0, 5880.0, 25460.4],
  ['personal-care', 'ottawa', 4, 34.3, 137.2, 594.08],
  ['personal-care', 'ottawa', 20, 34.3, 686.0, 2970.38],
  ['personal-care', 'ottawa', 37, 34.3, 1269.1, 5495.2],
  ['personal-care', 'ottawa', 168, 34.3, 5762.4, 24951.19],
  ['personal-care', 'other', 4, 33.25, 133.0, 575.89],
  ['personal-care', 'other', 20, 33.25, 665.0, 2879.45],
  ['personal-care', 'other', 37, 33.25, 1230.25, 5326.98],
  ['personal-care', 'other', 168, 33.25, 5586.0, 24187.38],
  ['specialized', 'gta', 4, 39.9, 159.6, 691.07],
  ['specialized', 'gta', 20, 39.9, 798.0, 3455.34],
  ['specialized', 'gta', 37, 39.9, 1476.3, 6392.38],
  ['specialized', 'gta', 168, 39.9, 6703.2, 29024.86],
  ['specialized', 'vancouver', 4, 41.8, 167.2, 723.98],
  ['specialized', 'vancouver', 20, 41.8, 836.0, 3619.88],
  ['specialized', 'vancouver', 37, 41.8, 1546.6, 6696.78],
  ['specialized', 'vancouver', 168, 41.8, 7022.4, 30406.99],
  ['specialized', 'calgary', 4, 38.0, 152.0, 658.16],
  ['specialized', 'calgary', 20, 38.0, 760.0, 3290.8],
  ['specialized', 'calgary', 37, 38.0, 1406.0, 6087.98],
  ['specialized', 'calgary', 168, 38.0, 6384.0, 27642.72],
  ['specialized', 'ottawa', 4, 37.24, 148.96, 645.0],
  ['specialized', 'ottawa', 20, 37.24, 744.8, 3224.98],
  ['specialized', 'ottawa', 37, 37.24, 1377.88, 5966.22],
  ['specialized', 'ottawa', 168, 37.24, 6256.32, 27089.87],
  ['specialized', 'other', 4, 36.1, 144.4, 625.25],
  ['specialized', 'other', 20, 36.1, 722.0, 3126.26],
  ['specialized', 'other', 37, 36.1, 1335.7, 5783.58],
  ['specialized', 'other', 168, 36.1, 6064.8, 26260.58],
];

/** [clients, hours, revenue, cost of care, gross profit, 5% line, 3% line, net profit] */
const FRANCHISE_TABLE: [number, number, number, number, number, number, number, number][] = [
  [25, 20, 728000, 572000, 156000, 36400, 21840, 52760],
  [0, 0, 0, 0, 0, 0, 0, -45000],
  [0, 80, 0, 0, 0, 0, 0, -45000],
  [100, 0, 0, 0, 0, 0, 0, -45000],
  [100, 80, 11648000, 9152000, 2496000, 582400, 349440, 1519160],
  [1, 1, 1456, 1144, 312, 73, 44, -44805],
  [3, 7, 30576, 24024, 6552, 1529, 917, -40894],
  [10, 10, 145600, 114400, 31200, 7280, 4368, -25448],
  [13, 17, 321776, 252824, 68952, 16089, 9653, -1790],
  [50, 40, 2912000, 2288000, 624000, 145600, 87360, 346040],
];

describe('careCost (docs/spec/SPEC.md §9.3)', () => {
  it('covers every care type and region of the table', () => {
    expect(new Set(CARE_COST_TABLE.map(([type]) => type))).toEqual(new Set(CARE_TYPE_IDS));
    expect(new Set(CARE_COST_TABLE.map(([, region]) => region))).toEqual(new Set(REGION_IDS));
  });

  it.each(CARE_COST_TABLE)('%s in %s at %i hours: $%d/h, $%d/week, $%d/month', (careType, region, hours, hourly, weekly, monthly) => {
    expect(careCost({ careType, region, hours }, CARE_COST_RATES)).toEqual({ hourly, weekly, monthly });
  });

  it('gives the defaults (personal care, 20 hours, GTA) as $36.75, $735.00 and $3,182.55', () => {
    expect(careCost(CARE_COST_RATES.defaults, CARE_COST_RATES)).toEqual({ hourly: 36.75, weekly: 735, monthly: 3182.55 });
  });

  it('rounds the monthly figure once, from the unrounded weekly cost', () => {
    // 0.01 x 1.05 = 0.0105 an hour; 3 hours = 0.0315 a week (0.03 rounded); x 4.33 = 0.136395.
    const rates = { ...CARE_COST_RATES, hourlyRate: { ...CARE_COST_RATES.hourlyRate, companionship: 0.01 }, hours: { min: 1, max: 168 } };
    const estimate = careCost({ careType: 'companionship', region: 'gta', hours: 3 }, rates);
    expect(estimate).toEqual({ hourly: 0.01, weekly: 0.03, monthly: 0.14 });
    // Rounding the weekly cost first would give 0.03 x 4.33 = 0.1299, i.e. 0.13.
  });

  it('never loses or gains a cent against exact decimal arithmetic, for every whole hour', () => {
    for (const careType of CARE_TYPE_IDS) {
      for (const region of REGION_IDS) {
        for (let hours = CARE_COST_RATES.hours.min; hours <= CARE_COST_RATES.hours.max; hours++) {
          const base = BigInt(CARE_COST_RATES.hourlyRate[careType] * 100);
          const multiplier = BigInt(Math.round(CARE_COST_RATES.regionMultiplier[region] * 100));
          // Monthly in 1/1,000,000 of a dollar: cents x hundredths x hours x hundredths of 4.33.
          const exact = base * multiplier * BigInt(hours) * 433n;
          const cents = (exact + 5000n) / 10000n;
          expect(careCost({ careType, region, hours }, CARE_COST_RATES).monthly).toBe(Number(cents) / 100);
        }
      }
    }
  });
});

describe('franchiseEarnings (docs/spec/SPEC.md §9.4)', () => {
  it.each(FRANCHISE_TABLE)('%i clients x %i hours', (clients, hours, revenue, costOfCare, grossProfit, royalty, brandFund, netProfit) => {
    const result = franchiseEarnings({ clients, hours }, FRANCHISE_TERMS);
    expect(result).toEqual({
      revenue,
      costOfCare,
      grossProfit,
      expenses: [
        { id: 'royalty', amount: royalty },
        { id: 'brandFund', amount: brandFund },
        { id: 'office', amount: 15000 },
        { id: 'insurance', amount: 5000 },
        { id: 'staff', amount: 25000 },
      ],
      totalExpenses: royalty + brandFund + 45000,
      netProfit,
    });
  });

  it('adds up: net profit is the gross profit less the expense lines as shown, at every slider position', () => {
    for (let clients = FRANCHISE_TERMS.clients.min; clients <= FRANCHISE_TERMS.clients.max; clients++) {
      for (let hours = FRANCHISE_TERMS.hours.min; hours <= FRANCHISE_TERMS.hours.max; hours++) {
        const r = franchiseEarnings({ clients, hours }, FRANCHISE_TERMS);
        expect(r.grossProfit).toBe(r.revenue - r.costOfCare);
        expect(r.netProfit).toBe(r.grossProfit - r.expenses.reduce((sum, e) => sum + e.amount, 0));
        for (const figure of [r.revenue, r.costOfCare, r.netProfit, ...r.expenses.map((e) => e.amount)]) expect(Number.isInteger(figure)).toBe(true);
      }
    }
  });

  it('shows a loss below the break-even point (no clients: the fixed costs alone)', () => {
    expect(franchiseEarnings({ clients: 0, hours: 20 }, FRANCHISE_TERMS).netProfit).toBe(-45000);
    expect(franchiseEarnings({ clients: 13, hours: 17 }, FRANCHISE_TERMS).netProfit).toBeLessThan(0);
  });
});

describe('calculator rules', () => {
  it.each([
    ['20', 20],
    [' 4 ', 4],
    ['168', 168],
    ['3', null],
    ['169', null],
    ['', null],
    ['   ', null],
    ['20.5', null],
    ['-5', null],
    ['1e2', null],
    ['twenty', null],
  ] as const)('the hours text %j is %s', (text, expected) => {
    expect(wholeNumberIn(text, CARE_COST_RATES.hours)).toBe(expected);
  });

  it('accepts both ends of a range that starts at 0', () => {
    expect(wholeNumberIn('0', FRANCHISE_TERMS.clients)).toBe(0);
    expect(wholeNumberIn('100', FRANCHISE_TERMS.clients)).toBe(100);
    expect(wholeNumberIn('101', FRANCHISE_TERMS.clients)).toBeNull();
  });

  it.each([
    [5, 10, 1],
    [4, 10, 0],
    [15, 10, 2],
    [-5, 10, -1],
    [-4, 10, 0],
    [-15, 10, -2],
    [0, 10, 0],
    [728, 10, 73],
  ] as const)('divideRounded(%i, %i) is %i (half away from zero)', (dividend, divisor, expected) => {
    expect(divideRounded(dividend, divisor)).toBe(expected);
  });
});
