import { GUIDE_HEADLINE, GUIDE_PATH } from './guide-path';

/** The free guide (decision 0028): its own page, indexable, linked from the sign-up and /thank-you. */
export const GUIDE_META = {
  path: GUIDE_PATH,
  headline: GUIDE_HEADLINE,
  title: '10 Questions to Ask Before Hiring a Caregiver (Free Guide) | Maple Hearth Home Care',
  description:
    'PSW training, vulnerable-sector checks, WSIB, insurance, backup caregivers, language matching, care plans, costs, complaints and privacy: what to ask a home care agency in Canada.',
  /** When the guide was first published and last revised (YYYY-MM-DD), for its Article data. */
  published: '2026-11-25',
  modified: '2026-11-25',
} as const;
