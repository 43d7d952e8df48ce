import { BRAND, LIMITS } from '../../site';

export const FAQ_META = {
  title: `Home Care Questions & Answers | ${BRAND}`,
  description: `Answers for families about in-home senior care: our services, caregiver screening and matching, free consultations and care within ${LIMITS.careStartHours} hours.`,
} as const;
