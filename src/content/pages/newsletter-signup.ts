import { NEWSLETTER_RHYTHM } from '../site';
import { GUIDE_PATH } from './meta/guide-path';

export const NEWSLETTER_SIGNUP_PAGE = {
  eyebrow: 'Free guide',
  heading: '10 Questions to Ask Before Hiring a Caregiver',
  lead: 'Choosing someone to care for a parent is one of the biggest decisions a family makes. Our free guide walks you through the questions that separate a good fit from a risky one, with the answers you should expect to hear.',
  trust: 'Trusted by 500+ Canadian families',
  cadence: `Practical e-mails, ${NEWSLETTER_RHYTHM}. No spam, and you can unsubscribe at any time.`,
  previewHeading: 'The ten questions inside',
  /** The guide is a page of the site (decision 0028): free to read now, and its link comes by e-mail too. */
  readNow: {
    text: 'The guide is free to read and print on our site. Sign up and we will e-mail you its link with our caregiving tips.',
    label: 'Read the guide now',
  },
  formHeading: 'Send me the free guide',
  guidePath: GUIDE_PATH,
} as const;
