import { CONTACT_HOURS, LIMITS } from '../site';

/** /book-a-free-care-consultation (docs/spec/SPEC.md §2.6): no online booking yet; two buttons to /contact-us. */
export const CONSULTATION_PAGE = {
  eyebrow: 'Free care consultation',
  heading: 'Book a Free Care Consultation',
  lead: 'We are setting up an online booking tool so you can pick a time that suits you. Until it is ready, send us a message or call, and a care advisor will arrange your consultation with you.',
  notice: {
    title: 'Online booking is being set up',
    text: 'In the meantime, our contact form reaches the same care advisors, and we reply within one business day.',
  },
  expectHeading: 'What Happens in Your Consultation',
  expect: [
    'A care advisor listens to your family’s situation, routines and worries, by phone, video or at home.',
    'We talk through which services fit, how many hours make sense and which languages matter.',
    `You receive a written care proposal, and care can often start within ${LIMITS.careStartHours} hours.`,
    'It is free, and there is no obligation to book care afterwards.',
  ],
  hoursHeading: 'When We Answer',
  hours: CONTACT_HOURS,
  primary: { label: 'Request Your Consultation', to: '/contact-us' },
  secondary: { label: 'Send Us a Message', to: '/contact-us' },
} as const;
