import { LIMITS } from '../site';
import type { ServicePageContent } from './types';

/** /24-7-live-in-care (docs/spec/SPEC.md §2.6). */
export const LIVE_IN_PAGE: ServicePageContent = {
  serviceType: 'LiveInCare',
  hero: {
    eyebrow: '24/7 live-in care',
    heading: 'Someone There Day and Night, Right at Home',
    lead: `When a parent should not be alone, a live-in caregiver or round-the-clock shifts let them stay in the home they love. We help you choose the right option, and care can usually begin within ${LIMITS.careStartHours} hours.`,
    highlights: ['Live-in or fully alert rotating shifts', 'A consistent, carefully matched care team', 'Every caregiver police-checked and insured'],
    actions: [{ kind: 'serviceInquiry', label: 'Ask About 24/7 Live-In Care' }, { kind: 'phone' }],
  },
  sections: [
    {
      kind: 'features',
      id: 'included-services',
      heading: 'What Live-In Care Includes',
      intro: 'Your caregiver follows a written care plan that you approve, and we adjust it whenever needs change.',
      items: [
        { title: 'Personal Care', text: 'Bathing, grooming, dressing and toileting with patience and privacy, at the times your loved one prefers.' },
        { title: 'Meals & Nutrition', text: 'Home-cooked meals and snacks that respect diets and traditions, with plenty of fluids through the day.' },
        { title: 'Medication Reminders', text: 'Reminders at the right times, a tidy pill organizer and a note for the family if a dose is missed.' },
        { title: 'Safe Mobility', text: 'Help getting in and out of bed, walking support and a watchful eye on stairs and bathrooms.' },
        { title: 'Light Housekeeping', text: 'Laundry, dishes, fresh linens and clear walkways, so the home stays comfortable and safe.' },
        { title: 'Companionship & Family Updates', text: 'Conversation, outings and regular updates, so you always know how the day went.' },
      ],
    },
    {
      kind: 'comparison',
      id: 'live-in-vs-rotating-shifts',
      heading: 'Live-In Care or 24/7 Rotating Shifts?',
      intro: 'Both keep someone in the home around the clock. The difference is what happens at night.',
      caption: 'Live-in care compared with 24/7 rotating shifts: caregivers, overnight sleep, relative cost and who each option suits best.',
      columns: ['Aspect', 'Live-in', '24/7 rotating shifts'],
      rows: [
        { aspect: 'Number of caregivers', values: ['1-2 per day', '2-3 per 24 hours'] },
        { aspect: 'Sleeping overnight', values: ['Yes, with light duties', 'Fully alert'] },
        { aspect: 'Cost', values: ['Lower', 'Higher'] },
        { aspect: 'Best for', values: ['Routine stability', 'High medical or dementia needs'] },
      ],
    },
    {
      kind: 'checklist',
      id: 'who-it-suits',
      heading: 'Who Live-In Care Suits',
      intro: 'Round-the-clock care is often the right choice for:',
      items: [
        'Seniors coming home after surgery or a hospital discharge',
        "Seniors with a wandering risk, such as those living with Alzheimer's",
        'Seniors who need palliative support in the comfort of home',
        'Seniors living alone who should have someone close by day and night',
      ],
    },
    {
      kind: 'quote',
      id: 'client-quote',
      quote:
        "After Mom's hip surgery we honestly did not think she could go home. Her live-in caregiver learned her routines in the first week, cooks her favourite dal and calls me every evening. Mom is back in her own kitchen, and I am finally sleeping through the night again.",
      name: 'Anita',
      city: 'Mississauga',
      relation: 'Daughter of a client',
    },
  ],
  cta: {
    heading: 'Not Sure Which Option Is Right?',
    text: 'A care advisor will talk through nights, routines and health needs with you, then recommend live-in care or rotating shifts, free and with no obligation.',
    actions: [{ kind: 'serviceInquiry', label: 'Ask About 24/7 Live-In Care' }, { kind: 'link', label: 'Contact Us', to: '/contact-us' }, { kind: 'phone' }],
  },
};
