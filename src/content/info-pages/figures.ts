/**
 * Figures the service pages state in every language, kept once so that a page's twins read the same
 * number (decision 0063): the companionship page's four visits, as minutes after midnight (each
 * language writes the time its own way: '6:30 PM', '18 h 30').
 */
export const COMPANIONSHIP_VISIT_TIMES = {
  morning: 9 * 60,
  lunch: 12 * 60,
  afternoon: 14 * 60,
  evening: 18 * 60 + 30,
} as const;
