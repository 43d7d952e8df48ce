import { INFO_PAGE_PATHS } from './paths';

/**
 * Titles and descriptions of the information pages, apart from their content so the route
 * registry (loaded on every page) does not pull every page's text into the main bundle; the
 * service pages' are in ./service-meta.ts.
 */
export interface PageMetaText {
  title: string;
  description: string;
}

export const WHAT_IS_HOME_CARE_META = {
  title: 'What Is Home Care? A Plain Guide for Families | Maple Hearth Home Care',
  description:
    'What home care is, how it helps seniors stay safe and independent at home, and the three main types of care, from personal care to dementia and live-in care.',
  path: INFO_PAGE_PATHS.whatIsHomeCare,
} as const;

export const TOP_QUALITY_CARE_META = {
  title: 'Our Care Quality Standards | Maple Hearth Home Care',
  description:
    'How we keep home care safe and consistent: police-checked, insured and trained caregivers, written care plans, supervisor visits and regular family reviews.',
  path: INFO_PAGE_PATHS.topQualityCare,
} as const;
