/** /care-cost-calculator (docs/spec/SPEC.md §2.6, §9.3). */
export const CARE_COST_META = {
  title: 'Home Care Cost Calculator: Hourly, Weekly & Monthly Estimate | Maple Hearth Home Care',
  description:
    'Estimate the cost of in-home senior care in Canada: choose companionship, personal or dementia care, hours per week and your region for an hourly, weekly and monthly figure.',
} as const;
