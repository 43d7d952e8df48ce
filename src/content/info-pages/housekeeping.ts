import { LIMITS } from '../site';
import type { ServicePageContent } from './types';

/** /senior-housekeeping-safety-services (docs/spec/SPEC.md §2.6 and §9.5). */
export const HOUSEKEEPING_PAGE: ServicePageContent = {
  serviceType: 'Housekeeping',
  hero: {
    eyebrow: 'Housekeeping & home safety',
    heading: 'A Tidy, Safer Home Without the Heavy Lifting',
    lead: `Help with the chores that have become tiring or risky, from laundry to clearing the hallway, together with a caregiver who spots hazards before they become falls. Visits can usually begin within ${LIMITS.careStartHours} hours.`,
    highlights: ['Light housekeeping on your schedule', 'A home safety check when care begins', 'Every caregiver police-checked and insured'],
    actions: [{ kind: 'serviceInquiry', label: 'Ask About Housekeeping & Home Safety' }, { kind: 'phone' }],
  },
  sections: [
    {
      kind: 'statistic',
      id: 'fall-risk-statistic',
      value: '45%',
      heading: 'Our Home-Safety Approach Can Reduce Fall Risk by 45%',
      text: "Maple Hearth's home-safety approach brings together clear walkways, good lighting, a safer bathroom and a caregiver who notices small changes early. Every home and every person is different, so we review the plan with you as needs change.",
    },
    {
      kind: 'features',
      id: 'housekeeping-services',
      heading: 'Housekeeping Services',
      intro: 'Your caregiver handles the chores your loved one chooses, and always asks before moving anything.',
      items: [
        { title: 'Light Housekeeping', text: 'Dusting, vacuuming, sweeping and wiping down surfaces in the rooms your loved one uses most.' },
        { title: 'Laundry & Linens', text: 'Washing, folding and putting clothes away, plus fresh bedding every week.' },
        { title: 'Tidy Kitchen', text: 'Dishes done, counters clean, the fridge checked for expired food and everyday items within easy reach.' },
        { title: 'Decluttering Walkways', text: 'Cords, loose rugs and piles moved out of the way, so every path through the home is clear.' },
        {
          title: 'Bathroom Safety Set-Up',
          text: 'Non-slip mats, a shower chair and night lights placed where they help, and grab bars suggested where they are needed.',
        },
        { title: 'Errands', text: 'Picking up groceries, prescriptions and dry cleaning, or going along together if your loved one prefers.' },
      ],
    },
    {
      kind: 'steps',
      id: 'home-safety-check',
      heading: 'How Our Home Safety Check Works',
      intro: 'The check takes about an hour, and your loved one is involved at every step.',
      steps: [
        {
          title: 'Walk Through the Home',
          text: 'A care advisor walks each room with you, looking at stairs, lighting, rugs, the bathroom and the path to the front door.',
        },
        {
          title: 'Talk About Daily Routines',
          text: 'We ask how the day really goes: night-time trips to the washroom, where the phone is kept and what feels hard to reach.',
        },
        {
          title: 'Agree on Simple Changes',
          text: 'You get a short, written list of changes, from moving a lamp to adding a shower chair, in order of importance.',
        },
        {
          title: 'Keep the Home Safe',
          text: 'Your caregiver keeps walkways clear on every visit and lets the family know if anything new looks risky.',
        },
      ],
    },
    {
      kind: 'checklist',
      id: 'more-services',
      heading: 'More Ways We Help at Home',
      intro: 'Housekeeping often opens the door to a little more support. Add any of these to the same visits:',
      items: ['Personal hygiene help', 'Overnight supervision', 'Fall prevention', 'Medication reminders', 'Emergency readiness', 'Nutrition monitoring'],
      link: { label: 'Learn About Fall Prevention', to: '/senior-fall-prevention' },
    },
  ],
  cta: {
    heading: 'Talk to a Care Advisor About Housekeeping & Home Safety',
    text: 'Tell us which chores have become hard and where you worry about falls. A care advisor will suggest a plan that fits, free and with no obligation.',
    actions: [
      { kind: 'serviceInquiry', label: 'Ask About Housekeeping & Home Safety' },
      { kind: 'link', label: 'Contact Us', to: '/contact-us' },
      { kind: 'phone' },
    ],
  },
};
