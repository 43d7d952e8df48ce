import { LIMITS } from '../site';

/** /services (docs/spec/SPEC.md §2.1 and §2.6): ten cards, each linking to its own page. */
export const SERVICES_PAGE = {
  eyebrow: 'Our services',
  heading: 'In-Home Care Services Built Around Your Family',
  lead: `From a two-hour visit to a caregiver who lives in, every service is delivered by vetted, insured caregivers matched to your loved one's language and culture. Care can usually start within ${LIMITS.careStartHours} hours.`,
  gridHeading: 'Choose a Service to Learn More',
  learnMore: 'Learn More',
  learn: {
    heading: 'Learn More About Home Care',
    links: [
      { label: 'What is home care? A plain guide for families', to: '/what-is-home-care' },
      { label: 'How we keep care quality high', to: '/top-quality-care' },
      { label: 'Search services and guides', to: '/search' },
    ],
  },
  unsure: {
    heading: 'Not Sure Which Service Fits?',
    text: 'Answer eight quick questions and we will recommend a care plan, or talk it through with a care advisor for free.',
    quiz: { label: 'Find Your Care Plan', to: '/find-your-care-plan' },
    contact: { label: 'Talk to a Care Advisor', to: '/contact-us' },
  },
} as const;
