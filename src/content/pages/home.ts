import { CONSULTATION_LABEL, CONSULTATION_PATH } from '../navigation';
import { LIMITS, TAGLINE } from '../site';

export const HOME_META = {
  title: 'In-Home Senior Care in Brampton & Across Ontario | Maple Hearth Home Care',
  description:
    'Vetted, insured and culturally matched caregivers for seniors at home: personal care, companionship, dementia, respite and 24/7 live-in care. Free consultation.',
} as const;

export const HOME_HERO = {
  eyebrow: 'In-home senior care across Ontario',
  heading: 'Compassionate Senior Care, Right Where You Are.',
  lead: `${TAGLINE} Our vetted caregivers speak your family's language, respect your traditions and can usually start within ${LIMITS.careStartHours} hours.`,
  primaryCta: { label: CONSULTATION_LABEL, to: CONSULTATION_PATH },
  secondaryCta: { label: 'Find Your Care Plan', to: '/find-your-care-plan' },
  trustBadges: [
    {
      title: 'Vetted & Insured Caregivers',
      detail: 'Every caregiver passes a vulnerable-sector police check and is fully insured.',
    },
    {
      title: '24/7 Family Support',
      detail: 'A real person answers day and night, including weekends and holidays.',
    },
    {
      title: 'Culturally-Matched Care',
      detail: 'Caregivers matched to language, faith, food and customs, not only to a schedule.',
    },
  ],
  illustrationAlt:
    'Illustration of a caregiver and a senior sharing tea beside a warm hearth in a family home',
} as const;
