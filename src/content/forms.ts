import { BRAND, FORM_ENDPOINT, HEAD_OFFICE, INFO_EMAIL } from './site';

/** Lead forms: SPEC.md sections 3, 4.2, 5, 7 and DECISIONS.md "Consent", "_next", honeypot. */

export { FORM_ENDPOINT };

export const SUBJECT_PREFIX = 'Website Inquiry - ';

export type ContactFormType =
  | 'General Inquiry'
  | 'CTA Section Inquiry'
  | 'Contact Page Inquiry'
  | 'Franchise Info Kit Request'
  | 'Partnership Inquiry';

export const DEFAULT_CONTACT_FORM_TYPE: ContactFormType = 'General Inquiry';

/** The `from` value each form puts in `_next`, so /thank-you can tailor its heading. */
export const THANK_YOU_SOURCE = {
  'General Inquiry': 'general',
  'CTA Section Inquiry': 'home-cta',
  'Contact Page Inquiry': 'contact-page',
  'Franchise Info Kit Request': 'franchise-info-kit',
  'Partnership Inquiry': 'partnership',
  newsletter: 'newsletter',
} as const;

export const SUBMITTING_LABELS = {
  sending: 'Sending...',
  submitting: 'Submitting...',
  subscribing: 'Subscribing...',
} as const;

export const PRIVACY_POLICY_PATH = '/privacy-policy';

/** The line under every contact and application form (DECISIONS.md "Consent"). */
export const FORM_PURPOSE = {
  text: `We use these details only to answer your request and arrange care or follow-up. We never sell them.`,
  linkLabel: 'Read our privacy policy',
} as const;

/** Canada's anti-spam law: express consent naming the sender, withdrawable at any time. */
export const NEWSLETTER_CONSENT = `Yes, I want e-mails from ${BRAND} (${HEAD_OFFICE.label}, ${INFO_EMAIL}) with caregiving tips and news. I can withdraw my consent at any time with the unsubscribe link in every e-mail or by writing to ${INFO_EMAIL}.`;

export const INVALID_SUMMARY = (fields: readonly string[]) =>
  `Please check ${fields.length === 1 ? 'this field' : 'these fields'}: ${fields.join(', ')}. Everything you typed is still here.`;

export const CONTACT_FORM = {
  heading: 'Send us a message',
  fields: {
    name: { label: 'Full name', autoComplete: 'name' },
    phone: { label: 'Phone number', autoComplete: 'tel', description: 'We call back within one business day.' },
    email: { label: 'E-mail (optional)', autoComplete: 'email' },
    message: { label: 'How can we help?', placeholder: 'Tell us who needs care, where, and what kind of help you are looking for.' },
  },
  submitLabel: 'Send Message',
} as const;

export const FOOTER_NEWSLETTER = {
  heading: 'Caregiving tips in your inbox',
  text: 'Practical advice for families caring for a senior, about twice a month.',
  emailLabel: 'E-mail address',
  submitLabel: 'Subscribe',
  subject: `${SUBJECT_PREFIX}Newsletter Subscription`,
} as const;
