import { CALLBACK_LANGUAGE_FIELD, CALLBACK_LANGUAGE_LABEL } from '../callback-language';
import { BRAND, CONTACT_HOURS_TEXT, NEWSLETTER_RHYTHM, PHONE } from '../site';
import { GUIDE_PATH } from './meta/guide-path';
import type { THANK_YOU_SOURCE } from '../forms';

/** The `from` of every lead form (src/content/forms.ts `THANK_YOU_SOURCE`): each thank-you page has words for each. */
export type ThankYouSource = (typeof THANK_YOU_SOURCE)[keyof typeof THANK_YOU_SOURCE];

export interface ThankYouMessage {
  heading: string;
  body: string;
  /** The sign-ups: /thank-you links the free guide, whose link the form service also e-mails (decision 0028). */
  linksGuide?: boolean;
}

/** The free guide's link on /thank-you after a newsletter sign-up. */
export const THANK_YOU_GUIDE_LINK = { label: 'Read the free guide now', to: GUIDE_PATH } as const;

const SUBSCRIBED: ThankYouMessage = {
  heading: 'Subscribed!',
  body: `Thank you for subscribing. Your free guide, 10 Questions to Ask Before Hiring a Caregiver, is linked here, and a copy of the link is on its way to your inbox. Caregiving tips follow ${NEWSLETTER_RHYTHM}.`,
  linksGuide: true,
};

/** Default confirmation: shown for any form, and before the page knows where the visitor came from. */
export const THANK_YOU_DEFAULT: ThankYouMessage = {
  heading: 'Thank You! Your Message Has Been Received.',
  body: `A member of our care team will get back to you within one business day. If you need help sooner, call us at ${PHONE.display}, ${CONTACT_HOURS_TEXT} (Toronto time).`,
};

/** Tailored confirmations, keyed by the `from` query parameter that each form puts in `_next`. */
export const THANK_YOU_BY_SOURCE: Readonly<Partial<Record<string, ThankYouMessage>>> = {
  newsletter: SUBSCRIBED,
  'newsletter-signup': SUBSCRIBED,
  'job-application': {
    heading: 'Application Received!',
    body: 'Thank you for applying to join our caregiver team. Our recruiting team reviews every application and will contact you about next steps.',
  },
  'franchise-application': {
    heading: 'Application Received!',
    body: 'Thank you for your interest in owning a Maple Hearth franchise. Our franchise development team will reach out to schedule a discovery call.',
  },
  'franchise-info-kit': {
    heading: 'Your Info Kit Is on Its Way!',
    body: 'Thank you for your interest in owning a Maple Hearth franchise. A franchise development manager will e-mail your info kit and call you within one business day.',
  },
  'care-plan': {
    heading: 'Your Care Plan Is on Its Way!',
    body: 'Thank you. A care advisor has your answers and your recommended plan, and will call you within one business day to talk it through, free and with no obligation.',
  },
  consultation: {
    heading: 'Request received',
    body: 'Thank you. A care coordinator will call you within one business day to confirm one of the times you preferred. If none of them suits after all, tell us when we call.',
  },
  partnership: {
    heading: 'Thank You for Reaching Out!',
    body: 'Your partnership inquiry is with our partnership coordinator, who will call or write to you within one business day.',
  },
};

/** The echo of what was sent: the last post of this visit, field by field. */
export const SENT_ECHO = {
  heading: 'What you sent',
  /** The posted names every lead form shares, as a person reads them; other fields are posted under readable names already. */
  labels: {
    name: 'Name',
    email: 'E-mail',
    phone: 'Phone',
    message: 'Message',
    attachment: 'Attachment',
    [CALLBACK_LANGUAGE_FIELD]: CALLBACK_LANGUAGE_LABEL.en,
  } as Readonly<Record<string, string>>,
  kept: 'Kept in this browser tab only, so you can check it; it is gone when you close the tab.',
} as const;

export const THANK_YOU_LINKS = {
  home: { label: 'Back to Home', to: '/' },
  blog: { label: 'Read Our Blog', to: '/blog' },
} as const;

/** The line under the message, around the phone's link. */
export const THANK_YOU_CALL_NOW = { before: 'Need to talk to someone now? Call ', after: '.' } as const;

interface PageLink {
  label: string;
  to: string;
  hrefLang?: string;
}

/**
 * The thank-you page's words (/thank-you and its French twin /fr/merci, decision 0068): the English
 * constants above satisfy it, and the French module (./thank-you.fr-CA.ts), whose confirmations
 * cover every form's `from`.
 */
export interface ThankYouWords {
  byDefault: ThankYouMessage;
  bySource: Readonly<Partial<Record<string, ThankYouMessage>>>;
  guideLink: PageLink;
  /** `values`: a posted value said in the page's language, by field and value (the post stays the office's English). */
  sentEcho: { heading: string; labels: Readonly<Record<string, string>>; values?: Readonly<Record<string, Readonly<Record<string, string>>>>; kept: string };
  callNow: { before: string; after: string };
  links: { home: PageLink; blog: PageLink };
}

export const THANK_YOU_WORDS = {
  byDefault: THANK_YOU_DEFAULT,
  bySource: THANK_YOU_BY_SOURCE,
  guideLink: THANK_YOU_GUIDE_LINK,
  sentEcho: SENT_ECHO,
  callNow: THANK_YOU_CALL_NOW,
  links: THANK_YOU_LINKS,
} as const satisfies ThankYouWords;

/**
 * The thank-you page's calendar file, after
 * docs/spec/DECISIONS.md "The consultation page takes requests":
 * each preferred time as a tentative event, until a coordinator confirms one.
 */
export const CONSULTATION_CALENDAR_FILE = {
  heading: 'Keep your preferred times in your calendar',
  lead: 'Each time you chose goes into your calendar marked tentative, until a coordinator calls to confirm one of them.',
  button: 'Download the times (.ics)',
  preparing: 'Preparing the file...',
  failed: 'The file could not be prepared. Your request was sent all the same; the times are listed above.',
  fileName: 'maple-hearth-consultation-times.ics',
  summary: 'Maple Hearth consultation (to be confirmed)',
  description: (phone: string) =>
    `One of the times you preferred for a free care consultation with ${BRAND}. Nothing is booked yet: a care coordinator will call you within one business day to confirm one of your times. Questions? Call ${phone}.`,
  timesHeading: 'The times you preferred',
} as const;
