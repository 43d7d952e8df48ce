import { divideRounded, type WholeNumberRange } from '../shared/calculator-rules';

/**
 * The franchise earnings calculator's figures (docs/spec/SPEC.md §9.4) as a pure function: a year of a
 * franchise with `clients` clients at `hours` weekly hours each, in whole CAD.
 */

export interface FranchiseSelection {
  clients: number;
  /** Weekly hours of care per client. */
  hours: number;
}

/** An expense that is a share of gross revenue (whole percent). */
export interface RevenueShareExpense {
  id: string;
  percent: number;
}

/** A fixed yearly expense in whole CAD. */
export interface FixedExpense {
  id: string;
  amount: number;
}

export interface FranchiseTerms {
  /** What a client pays per hour of care. */
  clientRate: number;
  /** What an hour of a caregiver costs the franchise. */
  caregiverCost: number;
  weeksPerYear: number;
  revenueShares: readonly RevenueShareExpense[];
  fixedExpenses: readonly FixedExpense[];
  clients: WholeNumberRange;
  hours: WholeNumberRange;
  defaults: FranchiseSelection;
}

export interface FranchiseEarnings {
  revenue: number;
  costOfCare: number;
  grossProfit: number;
  /** Every expense in the order of the terms: the revenue shares, then the fixed ones. */
  expenses: readonly { id: string; amount: number }[];
  totalExpenses: number;
  /** Negative when the expenses exceed the gross profit: a loss. */
  netProfit: number;
}

/**
 * Revenue = clients x hours x client rate x 52; cost of care the same at the caregiver cost.
 * A revenue share is rounded to the whole dollar on its own line (half away from zero), and the
 * net profit is computed from the lines as shown, so the statement adds up to the dollar
 * (docs/decisions/history/0016-calculator-rounding.md).
 */
export function franchiseEarnings(selection: FranchiseSelection, terms: FranchiseTerms): FranchiseEarnings {
  const hoursPerYear = selection.clients * selection.hours * terms.weeksPerYear;
  const revenue = hoursPerYear * terms.clientRate;
  const costOfCare = hoursPerYear * terms.caregiverCost;
  const grossProfit = revenue - costOfCare;
  const expenses = [
    ...terms.revenueShares.map((share) => ({ id: share.id, amount: divideRounded(revenue * share.percent, 100) })),
    ...terms.fixedExpenses.map((fixed) => ({ id: fixed.id, amount: fixed.amount })),
  ];
  const totalExpenses = expenses.reduce((sum, expense) => sum + expense.amount, 0);
  return { revenue, costOfCare, grossProfit, expenses, totalExpenses, netProfit: grossProfit - totalExpenses };
}
