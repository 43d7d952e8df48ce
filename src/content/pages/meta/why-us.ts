import { BRAND, LIMITS } from '../../site';

/** /why-us (docs/spec/SPEC.md §2.6). */
export const WHY_US_META = {
  title: 'Why Choose Us: Culturally Matched Senior Care | Maple Hearth Home Care',
  description: `Caregivers matched to your parent's language and culture, care in about ${LIMITS.careStartHours} hours, a family dashboard and vetted PSWs. See how ${BRAND} compares.`,
} as const;
