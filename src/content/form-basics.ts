/**
 * What every lead form shares and the chat's offline form uses too (docs/spec/SPEC.md §3 and §4.4):
 * apart from src/content/forms.ts, so the chat, which every page fetches, does not fetch every
 * form's texts with it.
 */
export const SUBJECT_PREFIX = 'Website Inquiry - ';

export const SUBMITTING_LABELS = {
  sending: 'Sending...',
  submitting: 'Submitting...',
  subscribing: 'Subscribing...',
} as const;

/** The `from` value each form puts in `_next`, so /thank-you can tailor its heading (and the route registry its chrome). */
export const THANK_YOU_SOURCE = {
  'General Inquiry': 'general',
  'CTA Section Inquiry': 'home-cta',
  'Contact Page Inquiry': 'contact-page',
  'Franchise Info Kit Request': 'franchise-info-kit',
  'Partnership Inquiry': 'partnership',
  newsletter: 'newsletter',
  'newsletter-signup': 'newsletter-signup',
  'job-application': 'job-application',
  'franchise-application': 'franchise-application',
  'care-plan': 'care-plan',
} as const;
