import { NEWSLETTER_RHYTHM } from '../../site';

export const NEWSLETTER_SIGNUP_META = {
  title: 'Free Guide: 10 Questions to Ask Before Hiring a Caregiver | Maple Hearth Home Care',
  description: `Get our free guide, 10 Questions to Ask Before Hiring a Caregiver, and practical caregiving tips trusted by 500+ Canadian families, ${NEWSLETTER_RHYTHM}.`,
} as const;
