import { LIMITS } from '../site';
import type { ServicePageContent } from './types';

/** /respite-care-family-relief (docs/spec/SPEC.md §2.6 and §9.5). */
export const RESPITE_PAGE: ServicePageContent = {
  serviceType: 'RespiteCare',
  hero: {
    eyebrow: 'Respite care',
    heading: 'Take a Break. We Will Take It From Here.',
    lead: `Caring for a parent or partner is an act of love, and it is also hard work. Our respite caregivers step in for a few hours, a weekend or a night, and care can usually begin within ${LIMITS.careStartHours} hours.`,
    highlights: ['From a few hours to a full weekend', "Your loved one's routines kept exactly as they are", 'Every caregiver police-checked and insured'],
    actions: [{ kind: 'serviceInquiry', label: 'Ask About Respite Care' }, { kind: 'phone' }],
  },
  sections: [
    {
      kind: 'plans',
      id: 'plans',
      heading: 'Respite Care Plans',
      intro: 'Book respite once, or set up a regular break every week. You can change the plan whenever you need to.',
      plans: [
        {
          name: 'Hourly Respite',
          duration: '2-8 hours',
          description: 'Time for an appointment, groceries, a nap or a coffee with a friend, while your loved one stays in good hands.',
          includes: ['Companionship and activities', 'A light meal or snack', 'Medication reminders'],
        },
        {
          name: 'Daily Respite',
          duration: '8-12 hours',
          description: 'A full day of care so you can go to work, attend a family event or simply have a day to yourself.',
          includes: ['Personal care and toileting help', 'Meal preparation', 'A short update at the end of the day'],
        },
        {
          name: 'Weekend Respite',
          duration: 'Friday to Sunday',
          description: 'A caregiver for the whole weekend, so you can visit family, travel or rest without watching the clock.',
          includes: ['Care around the clock', 'Meals, medication reminders and personal care', 'Daily updates by phone or text'],
        },
        {
          name: 'Overnight Stays',
          duration: 'Overnight, evening to morning',
          description: 'An awake or sleeping caregiver through the night, so you can get the unbroken sleep you have been missing.',
          includes: ['Help to bed and in the morning', 'Night-time toileting and repositioning', 'Overnight watch and reassurance'],
        },
      ],
    },
    {
      kind: 'checklist',
      id: 'visit-tasks',
      heading: 'What Happens During a Respite Visit',
      intro: 'Your respite caregiver follows the routines you already have, so your loved one barely notices the change.',
      items: ['Medication support', 'Meal prep', 'Companionship', 'Mobility and toileting help', 'Overnight watch', 'Reading'],
    },
    {
      kind: 'checklist',
      id: 'signs-you-need-a-break',
      heading: 'Signs You Might Need a Break',
      intro: 'Caregiver burnout creeps up quietly. If any of these sound familiar, it is time to ask for help.',
      items: [
        "You feel tired most of the time, even after a night's sleep",
        'You have cancelled your own appointments or plans more than once',
        'You feel short-tempered, guilty or low more often than before',
        'You cannot remember the last time you had a full day off',
        'Other family members rarely get a chance to step in',
      ],
    },
    {
      kind: 'faq',
      id: 'faq',
      heading: 'Respite Care Questions',
      items: [
        {
          question: 'How soon can respite care start?',
          answer: `Usually within ${LIMITS.careStartHours} hours of your call. If you know a trip or a busy week is coming, book a little ahead and we will introduce the caregiver before you go.`,
        },
        {
          question: 'Will my loved one see the same caregiver each time?',
          answer: 'We aim for it. When you book regular respite, we keep the same caregiver whenever we can, so your loved one gets to know a familiar face.',
        },
        {
          question: 'What if I need care for longer than a weekend?',
          answer:
            'We can string plans together for a longer holiday or a family emergency. If round-the-clock help is needed for weeks, a care advisor can walk you through 24/7 live-in care.',
        },
      ],
    },
  ],
  cta: {
    heading: 'You Deserve a Rest, Too',
    text: "Tell us when you need a break and what your loved one's day looks like. We will set up respite care that fits, free and with no obligation.",
    actions: [{ kind: 'serviceInquiry', label: 'Ask About Respite Care' }, { kind: 'link', label: 'Contact Us', to: '/contact-us' }, { kind: 'phone' }],
  },
};
