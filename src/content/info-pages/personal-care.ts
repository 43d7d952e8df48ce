import { LIMITS } from '../site';
import type { ServicePageContent } from './types';

/** /personal-care-services (docs/spec/SPEC.md §2.6 and §9.5). */
export const PERSONAL_CARE_PAGE: ServicePageContent = {
  serviceType: 'PersonalCare',
  hero: {
    eyebrow: 'Personal care at home',
    heading: 'Personal Care That Protects Dignity, Every Single Day',
    lead: `Help with the most private parts of the day, given by a vetted caregiver who knows your routines, speaks your language and never rushes. Care can usually begin within ${LIMITS.careStartHours} hours.`,
    highlights: ['Available 24/7, 365 days a year, including holidays', 'Same-gender caregivers on request', 'Every caregiver police-checked and insured'],
    actions: [{ kind: 'link', label: 'Get Started', to: '/get-started' }, { kind: 'phone' }],
  },
  sections: [
    {
      kind: 'features',
      id: 'included-services',
      heading: 'What Personal Care Includes',
      intro: 'Every visit follows a written care plan that you and your family approve, and it changes as needs change.',
      items: [
        { title: 'Bathing', text: 'Tub, shower or bed baths with non-slip mats, warm towels and privacy respected at every step.' },
        { title: 'Grooming', text: 'Hair care, shaving, oral and denture care, nail care and getting ready for the day the way your loved one likes.' },
        { title: 'Toileting', text: 'Discreet help with the washroom, continence products and skin care, on a schedule that prevents accidents.' },
        { title: 'Dressing', text: 'Choosing clothes together and dressing with patience, including compression stockings and adaptive clothing.' },
        { title: 'Mobility & Transfers', text: 'Safe transfers from bed to chair, walking support and correct use of walkers, canes and lifts.' },
        { title: 'Companionship', text: 'Conversation, a shared cup of tea and a familiar face, because care is about more than tasks.' },
      ],
    },
    {
      kind: 'plans',
      id: 'plans',
      heading: 'Personal Care Plans',
      intro: 'Start with the plan that fits today. You can add hours or move to live-in care at any time.',
      plans: [
        {
          name: 'Light Hygiene',
          duration: '2 hours/day',
          description: 'A daily visit for seniors who are mostly independent but want help with bathing and getting ready.',
          includes: ['Bathing or shower support', 'Grooming and dressing', 'Tidying the bathroom and bedroom'],
        },
        {
          name: 'Post-Hospital Recovery',
          duration: '4 hours/day',
          description: 'Extra hands in the weeks after surgery or a hospital stay, while strength and confidence come back.',
          includes: ['Safe transfers and walking practice', 'Medication reminders', 'Meal preparation and hydration'],
        },
        {
          name: 'Advanced Support',
          duration: '24-hour live-in',
          description: 'A caregiver in the home around the clock for seniors with high needs or a risk of falls at night.',
          includes: ['Help day and night', 'Continence and overnight care', 'Coordination with nurses and family'],
        },
      ],
    },
    {
      kind: 'faq',
      id: 'faq',
      heading: 'Personal Care Questions',
      items: [
        {
          question: 'Do you provide care on weekends and holidays?',
          answer:
            'Yes. Personal care is available 24/7, 365 days a year, including weekends, statutory holidays and overnight. Your schedule stays the same on a holiday as on any other day.',
        },
        {
          question: 'Can I ask for a caregiver of the same gender?',
          answer:
            'Absolutely. Many families prefer a same-gender caregiver for bathing and toileting, and we honour that preference, along with language, faith and cultural preferences, when we match.',
        },
        {
          question: 'Do you offer live-in personal care?',
          answer:
            'Yes. Our Advanced Support plan places a live-in caregiver in the home for 24-hour support. If needs are high through the night, we can arrange 24/7 rotating shifts instead.',
        },
      ],
    },
  ],
  cta: {
    heading: 'Talk to a Care Advisor About Personal Care',
    text: 'Tell us what a good day looks like for your loved one. We will build a personal care plan around it, free and with no obligation.',
    actions: [
      { kind: 'serviceInquiry', label: 'Ask About Personal Care' },
      { kind: 'link', label: 'Get Started', to: '/get-started' },
      { kind: 'link', label: 'Contact Us', to: '/contact-senior-care-canada' },
      { kind: 'phone' },
      { kind: 'email' },
      { kind: 'messaging', prefill: "Hello Maple Hearth, I'd like to ask about personal care for my family." },
    ],
  },
};
