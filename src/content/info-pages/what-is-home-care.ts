import { LIMITS } from '../site';
import type { InfoPageContent } from './types';

/** /what-is-home-care (docs/spec/SPEC.md §2.6): benefits and three service types, linking to /get-started and /contact. */
export const WHAT_IS_HOME_CARE_PAGE: InfoPageContent = {
  hero: {
    eyebrow: 'Home care explained',
    heading: 'What Is Home Care?',
    lead: 'Home care brings trained, trusted help into the home so an older adult can keep living where they are most comfortable. It can be a few hours a week or support around the clock, and it changes as needs change.',
    highlights: ['Care in the home they know and love', 'As little or as much help as needed', `Care can usually begin within ${LIMITS.careStartHours} hours`],
    actions: [{ kind: 'link', label: 'Get Started', to: '/get-started' }, { kind: 'phone' }],
  },
  sections: [
    {
      kind: 'features',
      id: 'benefits',
      heading: 'Why Families Choose Home Care',
      intro: 'Many older adults would rather grow older in their own home. Home care is how many families make that safe.',
      items: [
        {
          title: 'Comfort and Familiarity',
          text: 'Their own bed, their own kitchen, their garden and neighbours, and the routines that make a day feel like their own.',
        },
        {
          title: 'One-on-One Attention',
          text: 'A caregiver focused on one person at a time, at their pace, instead of dividing attention across a busy floor.',
        },
        {
          title: 'Independence That Lasts',
          text: 'Help with the hard parts of the day means your loved one can keep doing the things they still enjoy and manage well.',
        },
        {
          title: 'Care That Fits the Family',
          text: 'Choose the days and hours you need, match on language and culture, and adjust the plan whenever things change.',
        },
        {
          title: 'Relief for Family Caregivers',
          text: 'Adult children and spouses can work, rest and simply be family again, knowing someone reliable is there.',
        },
        {
          title: 'Safer Days at Home',
          text: 'Fewer falls, meals that actually get eaten, medications taken on time, and someone who notices when something is not right.',
        },
      ],
    },
    {
      kind: 'features',
      id: 'types-of-home-care',
      heading: 'Three Types of Home Care',
      intro: 'Most families start with one type and add others over time. Many care plans combine all three.',
      items: [
        {
          title: 'Personal Care',
          text: 'Hands-on help with bathing, grooming, toileting, dressing and moving safely around the home, given with patience and respect for privacy.',
        },
        {
          title: 'Companionship & Household Help',
          text: 'Conversation, outings and hobbies, plus meal preparation, light housekeeping, laundry, errands and rides to appointments.',
        },
        {
          title: 'Specialized Care',
          text: "Support for bigger needs: dementia and Alzheimer's care, 24-hour live-in care, and gentle end-of-life care alongside the palliative team.",
        },
      ],
    },
    {
      kind: 'faq',
      id: 'faq',
      heading: 'Common Questions About Home Care',
      items: [
        {
          question: 'How is home care different from a retirement home?',
          answer:
            'A retirement home means moving to a new residence with shared services and staff. Home care comes to the person instead: they stay in their own home, and care is planned around their routines, one-on-one.',
        },
        {
          question: 'Is home care covered by the province?',
          answer:
            'In Ontario, publicly funded home care is arranged through Ontario Health atHome after an assessment, and the hours depend on assessed need. Many families add private home care to cover extra hours, evenings, weekends or companionship that public care does not include.',
        },
        {
          question: 'How do we know which type of care is right?',
          answer:
            'You do not need to know before you call. A care advisor will ask about daily life, health and what worries you most, then suggest a starting point. There is no cost or obligation to talk it through.',
        },
      ],
    },
  ],
  cta: {
    heading: 'Not Sure Where to Start?',
    text: 'Tell us a little about your loved one and we will explain your options in plain language, including what public home care may already cover.',
    actions: [{ kind: 'link', label: 'Get Started', to: '/get-started' }, { kind: 'link', label: 'Contact Us', to: '/contact' }, { kind: 'phone' }],
  },
};
