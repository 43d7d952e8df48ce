import type { ServicePageContent } from './types';

/** /services/transportation (docs/spec/SPEC.md §2.6): four destinations, how a ride works, FAQ. */
export const TRANSPORTATION_PAGE: ServicePageContent = {
  serviceType: 'Transportation',
  hero: {
    eyebrow: 'Transportation and outings',
    heading: 'Getting There Safely, With Someone by Their Side',
    lead: 'A ride is only part of the trip. Our caregivers help with coats and boots, steady your loved one on icy steps, find the right clinic door and stay close until everyone is safely home.',
    highlights: ['Door-to-door help, not just curb-to-curb', 'The same caregiver stays for the whole outing', 'Notes from appointments shared with the family'],
    actions: [{ kind: 'link', label: 'Talk to a Care Advisor', to: '/contact-us' }, { kind: 'phone' }],
  },
  sections: [
    {
      kind: 'features',
      id: 'destinations',
      heading: 'Where We Can Go Together',
      intro: 'Rides can be booked on their own or added to a regular care visit.',
      items: [
        {
          title: 'Medical Appointments',
          text: 'Doctor and specialist visits, lab work, physiotherapy, dialysis and dental care, with help checking in and a written note of what the doctor said.',
        },
        {
          title: 'Shopping & Errands',
          text: 'Groceries, the pharmacy, the bank, the post office or the hairdresser, at an unhurried pace with help carrying bags into the house.',
        },
        {
          title: 'Social & Community Events',
          text: "Visits with friends, family celebrations, the seniors' centre, the library, a place of worship or a favourite café, because staying connected matters.",
        },
        {
          title: 'Safe Assisted Travel',
          text: 'Hands-on help getting in and out of the vehicle, with walkers and folded wheelchairs, and through parking lots, lobbies and elevators.',
        },
      ],
    },
    {
      kind: 'steps',
      id: 'how-a-ride-works',
      heading: 'How a Ride Works',
      steps: [
        {
          title: 'Book the Trip',
          text: 'Call or message us with the date, time and destination. Regular appointments can be set up once and repeat on their own.',
        },
        {
          title: 'Door-to-Door Pick-Up',
          text: 'The caregiver arrives early, helps your loved one get ready, locks up the home and helps them safely into the vehicle.',
        },
        {
          title: 'Stays With Them Throughout',
          text: 'At the clinic, store or event the caregiver stays close, helps with forms and questions, and keeps track of time and medications.',
        },
        {
          title: 'Home Safely',
          text: 'Back home, the caregiver helps them settle in, puts away shopping and lets the family know how the outing went.',
        },
      ],
    },
    {
      kind: 'faq',
      id: 'faq',
      heading: 'Transportation Questions',
      items: [
        {
          question: 'Does the caregiver wait during the appointment?',
          answer:
            'Yes. The caregiver stays for the whole appointment, in the waiting room or in the exam room if your loved one wishes, and can take notes so nothing the doctor says gets lost.',
        },
        {
          question: 'Can you help someone who uses a wheelchair or walker?',
          answer:
            'Yes. Caregivers are trained in safe transfers and in folding and stowing walkers and wheelchairs. For a wheelchair that cannot be folded, we can help arrange an accessible taxi or your local accessible transit service and travel along.',
        },
        {
          question: 'How much notice do you need to book a ride?',
          answer:
            "A few days' notice lets us send a caregiver your loved one already knows. For a last-minute appointment, call us and we will do our best to help.",
        },
      ],
    },
  ],
  cta: {
    heading: 'Talk to a Care Advisor About Transportation',
    text: 'Tell us where your loved one needs to go and how much help they need along the way. We will plan safe, reliable outings, free and with no obligation.',
    actions: [
      { kind: 'serviceInquiry', label: 'Ask About Transportation' },
      { kind: 'link', label: 'Contact Us', to: '/contact-us' },
      { kind: 'phone' },
      { kind: 'email' },
    ],
  },
};
