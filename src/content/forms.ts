import { JOB_APPLICATION_SOURCE, SUBJECT_PREFIX, SUBMITTING_LABELS } from './form-basics';
import { BRAND, HEAD_OFFICE, INFO_EMAIL, NEWSLETTER_RHYTHM, SITE_LANG } from './site';
import type { SentWords } from './sent-words';
import { GUIDE_HEADLINE } from './pages/meta/guide-path';

/** Lead forms: docs/spec/SPEC.md §3, §4.2, §5, §7 and docs/spec/DECISIONS.md "Consent", "_next", honeypot. */

export { SUBJECT_PREFIX, SUBMITTING_LABELS } from './form-basics';

export type ContactFormType = 'General Inquiry' | 'CTA Section Inquiry' | 'Contact Page Inquiry' | 'Franchise Info Kit Request' | 'Partnership Inquiry';

export const DEFAULT_CONTACT_FORM_TYPE: ContactFormType = 'General Inquiry';

/** The `from` value each form puts in `_next`, so /thank-you can tailor its heading. */
export const THANK_YOU_SOURCE = {
  'General Inquiry': 'general',
  'CTA Section Inquiry': 'home-cta',
  'Contact Page Inquiry': 'contact-page',
  'Franchise Info Kit Request': 'franchise-info-kit',
  'Partnership Inquiry': 'partnership',
  newsletter: 'newsletter',
  'newsletter-signup': 'newsletter-signup',
  'job-application': JOB_APPLICATION_SOURCE,
  'franchise-application': 'franchise-application',
  'care-plan': 'care-plan',
  consultation: 'consultation',
} as const;

export const PRIVACY_POLICY_PATH = '/privacy-policy';

/** The line under every contact and application form (docs/spec/DECISIONS.md "Consent"). */
export const FORM_PURPOSE = {
  text: `We use these details only to answer your request and arrange care or follow-up. We never sell them.`,
  linkLabel: 'Read our privacy policy',
} as const;

/** Canada's anti-spam law: express consent naming the sender, withdrawable at any time. */
export const NEWSLETTER_CONSENT = `Yes, I want e-mails from ${BRAND} (${HEAD_OFFICE.label}, ${INFO_EMAIL}) with caregiving tips and news. I can withdraw my consent at any time with the unsubscribe link in every e-mail or by writing to ${INFO_EMAIL}.`;

/**
 * The automatic reply the form service sends a new subscriber (FormSubmit's `_autoresponse`): the
 * free guide's absolute address, so the promise of /thank-you is kept by mail too (decision 0028).
 */
export const GUIDE_AUTORESPONSE = (guideUrl: string) =>
  `Thank you for subscribing to caregiving tips from ${BRAND}. Your free guide, ${GUIDE_HEADLINE}, is here: ${guideUrl} (you can print it from that page). You can unsubscribe at any time by replying to this e-mail or writing to ${INFO_EMAIL}.`;

/** The refused form's summary in its three parts: the view links each field's name to its field. */
export const INVALID_SUMMARY_PARTS = {
  title: 'Some details need attention',
  lead: (count: number) => `Please check ${count === 1 ? 'this field' : 'these fields'}: `,
  separator: ', ',
  /** No full stop after a name that ends a sentence already ("How can we help?"). */
  tail: (lastField: string) => `${/[.?!]$/.test(lastField) ? '' : '.'} Everything you typed is still here.`,
} as const;

export const INVALID_SUMMARY = (fields: readonly string[]) =>
  `${INVALID_SUMMARY_PARTS.lead(fields.length)}${fields.join(INVALID_SUMMARY_PARTS.separator)}${INVALID_SUMMARY_PARTS.tail(fields.at(-1) ?? '')}`;

/** What the browser says of a required field holding only spaces (it would otherwise post it). */
export const BLANK_FIELD_MESSAGE = 'Please type your answer: spaces alone are not enough.';

/**
 * What the browser says of a phone field whose value is not a North American number
 * (docs/spec/DECISIONS.md "Phone numbers"): what is expected, with a fictional 555-01xx example.
 */
export const PHONE_NUMBER_MESSAGE = 'Please enter a 10-digit phone number, for example 905-555-0142.';

/**
 * What the browser says of a field it refuses, in the page's language, by the kind of refusal (the
 * field's `validity`) and the kind of field. English pages keep the browser's own messages.
 */
export interface BrowserMessages {
  valueMissing: { text: string; checkbox: string; radio: string; select: string; file: string };
  typeMismatch: { email: string; url: string };
  badInput: string;
  rangeUnderflow: string;
  rangeOverflow: string;
  /** Any other refusal (a pattern, a length, a step). */
  other: string;
}

/**
 * The words every lead form shares (./forms.ts for English; ./forms.fr-CA.ts for French pages):
 * the refused form's summary, the messages for a field of spaces and for a phone number that is
 * not one, the purpose line with its privacy link, the submitting labels and the browser's
 * messages (null: the browser's own). Read through `useFormWords()` (src/shared/forms/form-words.ts),
 * by the page's language.
 */
export interface FormWords {
  invalidSummary: {
    title: string;
    lead: (count: number) => string;
    separator: string;
    tail: (lastField: string) => string;
  };
  blankField: string;
  /** The message for a phone field (`type=tel`) whose value is not a telephone number. */
  phoneNumber: string;
  purpose: { text: string; linkLabel: string; privacyPath: string };
  submitting: { sending: string; submitting: string; subscribing: string };
  browser: BrowserMessages | null;
  /** Under a box with a length limit: how much of it is used ("12 of 2000 characters"). */
  characters: (count: number, max: number) => string;
  /**
   * What a form says of a request it sent before (decision 0091), where the form's words bring it
   * (the language pages' call-back requests); English and French forms fetch theirs when a form has
   * sent something (./sent-words.ts, ./sent-words.fr-CA.ts).
   */
  sent?: SentWords;
}

export const CONTACT_FORM = {
  heading: 'Send us a message',
  fields: {
    name: { label: 'Full name', autoComplete: 'name' },
    phone: { label: 'Phone number', autoComplete: 'tel', description: 'We call back within one business day.' },
    email: { label: 'E-mail (optional)', autoComplete: 'email' },
    // A family's forms ask where care is needed and say at once whether it is served (decision 0086);
    // posted under the name the visit's city is posted under too.
    place: {
      name: 'City',
      label: 'Where does the person needing care live? (optional)',
      description: 'A city or a postal code: we tell you right away whether we serve it.',
    },
    message: { label: 'How can we help?', placeholder: 'Tell us who needs care, where, and what kind of help you are looking for.' },
  },
  submitLabel: 'Send Message',
  loadPlaceAnswer: () => import('./contact-place-answer').then((m) => m.CONTACT_PLACE_ANSWER),
} as const;

export const FOOTER_NEWSLETTER = {
  heading: 'Caregiving tips in your inbox',
  text: `Practical advice for families caring for a senior, ${NEWSLETTER_RHYTHM}.`,
  emailLabel: 'E-mail address',
  submitLabel: 'Subscribe',
  subject: `${SUBJECT_PREFIX}Newsletter Subscription`,
} as const;

/** The field a newsletter sign-up from a page not in English names its edition in ("Newsletter language: Français"). */
export const NEWSLETTER_LANGUAGE_FIELD = 'Newsletter language';

/**
 * The footer newsletter's words in one edition's language
 * (docs/spec/DECISIONS.md "French pages in French to the end"): English on English pages and the language pages, French on French pages
 * (src/content/forms.fr-CA.ts, `NEWSLETTER_WORDS_FR`), given by the footer's words. The edition is
 * what the family signs up for: its e-mails come in its language.
 */
export interface NewsletterWords {
  /** The edition: its language (BCP 47) and its name as the office reads it. */
  edition: { lang: string; name: string };
  heading: string;
  text: string;
  emailLabel: string;
  submitLabel: string;
  /** Canada's anti-spam law: express consent naming the sender, withdrawable at any time. */
  consent: string;
  /** The automatic reply to a new subscriber, given the free guide's absolute address. */
  autoresponse: (guideUrl: string) => string;
}

/**
 * The extra field of a newsletter sign-up from a page in `pageLang` (decision 0066's rule): none
 * from English pages, the edition's name from any other (a language page signs up for the English edition and says so).
 */
export const newsletterLanguageField = (pageLang: string | undefined, edition: NewsletterWords['edition']): Record<string, string> =>
  pageLang === undefined || pageLang === SITE_LANG ? {} : { [NEWSLETTER_LANGUAGE_FIELD]: edition.name };

/** The English edition's words: the footer form of docs/spec/SPEC.md §2.4 and §5, as it always read. */
export const NEWSLETTER_WORDS_EN: NewsletterWords = {
  edition: { lang: SITE_LANG, name: 'English' },
  heading: FOOTER_NEWSLETTER.heading,
  text: FOOTER_NEWSLETTER.text,
  emailLabel: FOOTER_NEWSLETTER.emailLabel,
  submitLabel: FOOTER_NEWSLETTER.submitLabel,
  consent: NEWSLETTER_CONSENT,
  autoresponse: GUIDE_AUTORESPONSE,
};

/**
 * The quiz results' 'Send My Plan to a Care Advisor' (docs/spec/DECISIONS.md "Leads are never dropped"): a
 * native POST of the contact details, every answer and the recommended plan, only when asked.
 */
export const CARE_PLAN_REQUEST = {
  heading: 'Send your plan to a care advisor',
  lead: 'A care advisor will go through this plan with you and call you within one business day. Nothing is sent until you press the button.',
  sendsTo: 'We will send your answers and this plan to our care team, with your contact details:',
  subject: `${SUBJECT_PREFIX}Care Plan Request`,
  from: THANK_YOU_SOURCE['care-plan'],
  submitLabel: 'Send My Plan to a Care Advisor',
  /** The names of the posted fields, as the e-mail to the mailbox shows them. */
  fields: {
    whoNeedsCare: 'Who needs care',
    supportNeeded: 'Support needed',
    hoursOfCare: 'Hours of care per day',
    medicalCondition: 'Medical condition',
    location: 'Location',
    languages: 'Languages',
    startDate: 'Preferred start date',
    plan: 'Recommended plan',
    planHours: 'Plan hours',
    planPrice: 'Estimated price per day (CAD)',
  },
  notGiven: 'Not given',
} as const;

export const ATTACHMENT_DESCRIPTION = 'PDF, DOC or DOCX, up to 10 MB.';

export const AVAILABILITY_OPTIONS = ['Mornings', 'Evenings', 'Weekends', 'Live-In'] as const;
export type Availability = (typeof AVAILABILITY_OPTIONS)[number];

export const JOB_APPLICATION = {
  heading: 'Apply to join our caregiver team',
  subject: `${SUBJECT_PREFIX}Job Application`,
  from: THANK_YOU_SOURCE['job-application'],
  fields: {
    name: 'Full name',
    email: 'E-mail',
    phone: 'Phone number',
    city: 'City/Area',
    certifications: 'Certifications (optional)',
    certificationsPlaceholder: 'PSW certificate, First Aid/CPR, dementia care training...',
    availability: 'Availability',
    availabilityDescription: 'Choose every time you can work.',
    attachment: 'Resume (optional)',
  },
  /** docs/spec/DECISIONS.md "Availability on the job application is a group of checkboxes" (decision 0050): the posted field's name, its separator, the browser's message. */
  availability: {
    postedName: 'Availability',
    separator: ', ',
    required: 'Please choose at least one time you can work: Mornings, Evenings, Weekends or Live-In.',
  },
  accommodation:
    'Accommodation for applicants with disabilities is available on request at every stage of hiring. Tell us what you need when we contact you, or write to ' +
    INFO_EMAIL +
    '.',
  submitLabel: 'Submit Application',
} as const;

export const FRANCHISE_APPLICATION = {
  subject: `${SUBJECT_PREFIX}Franchise Application`,
  from: THANK_YOU_SOURCE['franchise-application'],
  fields: {
    name: 'Full name',
    email: 'E-mail',
    phone: 'Phone number',
    region: 'Preferred Region',
    regionPlaceholder: 'e.g. Halton Region, Waterloo Region, Greater Vancouver',
    experience: 'Experience (optional)',
    experiencePlaceholder: 'Your background in business, healthcare or community work.',
    message: 'Why are you interested in a Maple Hearth franchise?',
    attachment: 'Attachment (optional)',
    attachmentDescription: 'A resume or business profile. PDF, DOC or DOCX, up to 10 MB.',
  },
  submitLabel: 'Submit Application',
} as const;

export const NEWSLETTER_ROLES = [
  { value: 'Daughter', label: 'Daughter' },
  { value: 'Son', label: 'Son' },
  { value: 'Spouse', label: 'Spouse' },
  { value: 'Caregiver', label: 'Professional Caregiver' },
  { value: 'Other', label: 'Other' },
] as const;

export const NEWSLETTER_SIGNUP_FORM = {
  subject: `${SUBJECT_PREFIX}Newsletter Sign-up (Free Guide)`,
  from: THANK_YOU_SOURCE['newsletter-signup'],
  hiddenMessage: 'Please send me the free guide "10 Questions to Ask Before Hiring a Caregiver" and subscribe me to the newsletter.',
  fields: {
    name: 'Full name',
    email: 'E-mail',
    role: 'Role (optional)',
    rolePlaceholder: 'Choose what describes you',
    postalCode: 'Postal Code (optional)',
  },
  submitLabel: 'Send Me the Free Guide',
} as const;

/** The English pages' `FormWords`: the constants above, as they were; the browser keeps its own messages. */
export const FORM_WORDS_EN = {
  invalidSummary: INVALID_SUMMARY_PARTS,
  blankField: BLANK_FIELD_MESSAGE,
  phoneNumber: PHONE_NUMBER_MESSAGE,
  purpose: { ...FORM_PURPOSE, privacyPath: PRIVACY_POLICY_PATH },
  submitting: SUBMITTING_LABELS,
  browser: null,
  characters: (count: number, max: number) => `${count} of ${max} characters`,
} as const satisfies FormWords;
