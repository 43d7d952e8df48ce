import { SERVICE_AREA } from '../service-area';
import { HEAD_OFFICE, LIMITS } from '../site';
import type { ServicePageContent } from './types';

/** /dementia-care-brampton (docs/spec/SPEC.md §2.6): four care principles and calls to /contact-us. */
export const DEMENTIA_PAGE: ServicePageContent = {
  serviceType: 'DementiaCare',
  hero: {
    eyebrow: 'Dementia care at home',
    heading: 'Dementia Care That Starts With Who They Are',
    // docs/spec/DECISIONS.md "Where the company works": the whole area, from the city list.
    lead: `Memory loss changes a lot, but it does not change the person. From our head office in ${HEAD_OFFICE.city}, we match families in ${SERVICE_AREA.summary} with patient caregivers trained in dementia care, and care can usually begin within ${LIMITS.careStartHours} hours.`,
    highlights: [
      "Caregivers trained in dementia and Alzheimer's care",
      'The same familiar faces, visit after visit',
      `Care available in ${SERVICE_AREA.summary}`,
    ],
    actions: [{ kind: 'link', label: 'Talk to a Care Advisor', to: '/contact-us' }, { kind: 'phone' }],
  },
  sections: [
    {
      kind: 'features',
      id: 'care-principles',
      heading: 'Four Principles Behind Our Dementia Care',
      intro: 'Every dementia care plan is built on these principles, and every caregiver we send is trained to work by them.',
      items: [
        {
          title: 'Know the Person, Not Just the Diagnosis',
          text: 'Before the first visit we learn their life story, favourite music, foods, faith and the names that matter, so conversation starts from what they still hold dear.',
        },
        {
          title: 'Calm, Predictable Routines',
          text: 'Meals, walks, rest and bathing happen at the same times in the same way, which eases confusion, late-day restlessness and sundowning.',
        },
        {
          title: 'Safety Without Taking Away Independence',
          text: 'We watch for wandering, falls and kitchen hazards while letting your loved one fold the laundry, water the plants and do what they can for themselves.',
        },
        {
          title: 'Support for the Whole Family',
          text: 'Short updates after visits, honest advice when needs change, and respite hours so the people who love them can rest too.',
        },
      ],
    },
    {
      kind: 'checklist',
      id: 'signs-of-need',
      heading: 'Signs It May Be Time for Support',
      intro: 'None of these alone means a crisis, but if several sound familiar, a conversation with a care advisor can help.',
      items: [
        'Missed medications, or doses taken twice by mistake',
        'Getting lost on a familiar walk or drive, or leaving home at night',
        'Pots left on the stove, taps left running or doors left unlocked',
        'Skipped meals, weight loss or spoiled food in the fridge',
        'A family caregiver who is exhausted, anxious or stretched too thin',
      ],
    },
    {
      kind: 'steps',
      id: 'how-care-starts',
      heading: 'How Dementia Care Starts',
      steps: [
        {
          title: 'A Free Conversation',
          text: 'Call or send a message. A care advisor listens to what is happening at home and answers your questions, with no obligation.',
        },
        {
          title: 'A Home Visit and Care Plan',
          text: 'We visit your loved one at home, learn their routines and history, note safety risks, and write a care plan you approve.',
        },
        {
          title: 'A Carefully Matched Caregiver',
          text: 'We introduce a caregiver matched on experience, language and personality, and keep the same small team so faces stay familiar.',
        },
      ],
    },
    {
      kind: 'faq',
      id: 'faq',
      heading: 'Dementia Care Questions',
      items: [
        {
          question: 'Do you provide dementia care outside Brampton?',
          answer: `Yes. ${HEAD_OFFICE.city} is our home base, and we provide dementia care wherever our caregivers work. ${SERVICE_AREA.sentence} ${SERVICE_AREA.onRequest}`,
        },
        {
          question: 'What if my parent becomes agitated or refuses help?',
          answer:
            'It happens, and it is not a failure. Our caregivers are trained to slow down, step back, redirect with a familiar activity and try again later, instead of arguing or rushing. We share what works with you so everyone uses the same approach.',
        },
        {
          question: 'Can care increase as dementia progresses?',
          answer:
            'Yes. Many families start with a few visits a week and add hours, overnight support or live-in care over time. We review the care plan with you whenever needs change.',
        },
      ],
    },
  ],
  cta: {
    heading: 'Talk to a Care Advisor About Dementia Care',
    text: 'Tell us about your loved one and what the days look like right now. We will suggest a gentle place to start, free and with no obligation.',
    actions: [
      { kind: 'serviceInquiry', label: 'Ask About Dementia Care' },
      { kind: 'link', label: 'Contact Us', to: '/contact-us' },
      { kind: 'phone' },
      { kind: 'email' },
    ],
  },
};
