import { NEWSLETTER_RHYTHM } from '../site';

export const NEWSLETTER_SIGNUP_PAGE = {
  eyebrow: 'Free guide',
  heading: '10 Questions to Ask Before Hiring a Caregiver',
  lead: 'Choosing someone to care for a parent is one of the biggest decisions a family makes. Our free guide walks you through the questions that separate a good fit from a risky one, with the answers you should expect to hear.',
  trust: 'Trusted by 500+ Canadian families',
  cadence: `Practical e-mails, ${NEWSLETTER_RHYTHM}. No spam, and you can unsubscribe at any time.`,
  previewHeading: 'A taste of what is inside',
  previewQuestions: [
    'Has every caregiver passed a vulnerable-sector police check, and when was it last renewed?',
    'Who covers the caregiver if they are sick, and how quickly does a replacement arrive?',
    'Can you match a caregiver who speaks my parent’s language and respects their customs?',
    'How do you train caregivers for dementia, falls and medication reminders?',
    'How will our family hear about each visit, and who do we call at 2 a.m.?',
  ],
  formHeading: 'Send me the free guide',
} as const;
