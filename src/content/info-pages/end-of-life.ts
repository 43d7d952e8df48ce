import type { ServicePageContent } from './types';

/** /services/end-of-life-care (docs/spec/SPEC.md §2.6): the four aspects of end-of-life care. */
export const END_OF_LIFE_PAGE: ServicePageContent = {
  serviceType: 'PalliativeCare',
  hero: {
    eyebrow: 'End-of-life care at home',
    heading: 'Comfort, Dignity and Company at Home',
    lead: 'When time is precious, many people want to be at home, surrounded by familiar things and the people they love. Our caregivers help make that possible, quietly and with great respect, working alongside your palliative care team.',
    highlights: [
      'Day, overnight and around-the-clock support',
      'Respect for every faith, culture and family tradition',
      'Caregivers experienced in palliative care',
    ],
    actions: [{ kind: 'link', label: 'Talk to Us', to: '/contact-us' }, { kind: 'phone' }],
  },
  sections: [
    {
      kind: 'features',
      id: 'care-aspects',
      heading: 'How We Care at the End of Life',
      intro: 'Our role is to keep your loved one comfortable and to ease the load on the family, so the time you share can be about each other.',
      items: [
        {
          title: 'Comfort & Symptom Management',
          text: 'Gentle repositioning, mouth and skin care, help with eating and drinking as appetite changes, and watching for pain or breathlessness so the nurse can be told promptly.',
        },
        {
          title: 'Emotional & Spiritual Support',
          text: 'A calm, unhurried presence: reading aloud, playing favourite music, sitting together in silence, and making room for prayer, rituals and visits from faith leaders.',
        },
        {
          title: 'Family Respite & Support',
          text: 'A caregiver can stay through the night or for a few hours in the day, so family members can sleep, eat a proper meal or simply step outside for air.',
        },
        {
          title: 'Communication & Coordination',
          text: 'We follow the plan set by the palliative physician and nurses, keep a simple written log, and share changes with the family and the care team as they happen.',
        },
      ],
    },
    {
      kind: 'checklist',
      id: 'what-to-expect',
      heading: 'What Your Family Can Expect',
      intro: 'Every family and every goodbye is different. These are the things we hold to in every home.',
      items: [
        "Care that follows your loved one's wishes and the plan set by their palliative care team",
        'A small, consistent group of caregivers, so no one is a stranger at the bedside',
        'Schedules that can change quickly, including overnight, as needs change',
        'Quiet respect for your culture, faith, language and family traditions',
        'Someone to lean on, and honest, gentle answers when you are unsure what comes next',
      ],
    },
    {
      kind: 'quote',
      id: 'family-quote',
      quote:
        'Mom wanted to be in her own bed, looking out at her garden. Our caregiver, Teresa, sat with her through the nights so my brother and I could sleep, and she always told us gently what she had noticed. Mom was never alone, and neither were we.',
      name: 'Catherine',
      city: 'Guelph',
      relation: 'Daughter of a client',
    },
  ],
  cta: {
    heading: 'Talk With Us About End-of-Life Care',
    text: 'Whenever you are ready, a care advisor will listen, answer your questions and help you decide what kind of support would help most. There is no obligation.',
    actions: [
      { kind: 'serviceInquiry', label: 'Ask About End-of-Life Care' },
      { kind: 'link', label: 'Contact Us', to: '/contact-us' },
      { kind: 'phone' },
      { kind: 'email' },
    ],
  },
};
