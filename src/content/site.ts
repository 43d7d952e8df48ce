/**
 * Site-wide facts from docs/spec/DECISIONS.md "Brand and contact facts" and docs/spec/SPEC.md §1 and §9.
 * Every page imports these; none of them is typed twice anywhere else.
 */

export const BRAND = 'Maple Hearth Home Care';
export const BRAND_SHORT = 'Maple Hearth';
export const TAGLINE = 'Care that feels close. Support that goes far.';

/** The language of the site's English pages, on <html lang> and in hreflang (decision 0051). */
export const SITE_LANG = 'en-CA';

export const PHONE = {
  display: '1-888-555-0142',
  href: 'tel:+18885550142',
  e164: '+18885550142',
} as const;

/** The company's mail domain: every mailbox the site shows is on it. */
export const MAIL_DOMAIN = 'maplehearth.ca';
export const INFO_EMAIL = `info@${MAIL_DOMAIN}`;
export const INFO_MAILTO = `mailto:${INFO_EMAIL}`;

/** docs/spec/DECISIONS.md "Brand and contact facts": a local coordinator's mailbox, derived from the city slug. */
export const coordinatorMailbox = (cityKey: string): string => `${cityKey}@${MAIL_DOMAIN}`;

/** The two cities with a local coordinator (docs/spec/DECISIONS.md "Brand and contact facts"): their mailboxes. */
export const COORDINATOR_MAILBOXES = [
  { city: 'Brampton', email: coordinatorMailbox('brampton') },
  { city: 'Mississauga', email: coordinatorMailbox('mississauga') },
] as const;

/**
 * docs/spec/DECISIONS.md "People are reached through the company": the only mailboxes the site shows, info@
 * and the Brampton and Mississauga coordinators'. No personal mailboxes.
 */
export const MAILBOXES: readonly string[] = [INFO_EMAIL, ...COORDINATOR_MAILBOXES.map((c) => c.email)];

/** Press enquiries go to info@ with a subject that routes them (docs/spec/DECISIONS.md "People are reached through the company"). */
const MEDIA_SUBJECT = 'Media';
const MEDIA_LABEL = 'Media enquiries';
export const MEDIA_ENQUIRIES = {
  label: MEDIA_LABEL,
  email: INFO_EMAIL,
  subject: MEDIA_SUBJECT,
  href: `${INFO_MAILTO}?subject=${MEDIA_SUBJECT}`,
  /** The whole line as a page shows it: "Media enquiries: info@maplehearth.ca, subject 'Media'". */
  text: `${MEDIA_LABEL}: ${INFO_EMAIL}, subject '${MEDIA_SUBJECT}'`,
} as const;

/** Canonical origin; `VITE_SITE_URL` overrides it at build time. */
export const DEFAULT_SITE_URL = 'https://www.maplehearth.ca';
/** Form-forwarding endpoint; `VITE_FORM_ENDPOINT` overrides it at build time. */
export const DEFAULT_FORM_ENDPOINT = `https://formsubmit.co/${INFO_EMAIL}`;

export const HEAD_OFFICE = {
  city: 'Brampton',
  province: 'Ontario',
  provinceCode: 'ON',
  country: 'CA',
  label: 'Brampton, Ontario',
} as const;

export const FOUNDED_YEAR = 2022;

/** How often the newsletter comes (the words of docs/spec/SPEC.md §2.6; docs/spec/DECISIONS.md "The free guide is real": the same everywhere). */
export const NEWSLETTER_RHYTHM = 'weekly or biweekly';

/** WhatsApp click-to-chat link with a prefilled, URL-encoded message. */
export function messagingChatUrl(prefilledMessage: string): string {
  return `https://wa.me/${PHONE.e164.slice(1)}?text=${encodeURIComponent(prefilledMessage)}`;
}

export const SOCIAL_LINKS = [
  { network: 'Facebook', href: 'https://www.facebook.com/maplehearthcare' },
  { network: 'Instagram', href: 'https://www.instagram.com/maplehearthcare' },
  { network: 'LinkedIn', href: 'https://www.linkedin.com/company/maplehearthcare' },
  { network: 'YouTube', href: 'https://www.youtube.com/@maplehearthcare' },
  { network: 'X', href: 'https://x.com/maplehearthcare' },
] as const;

export type SocialNetwork = (typeof SOCIAL_LINKS)[number]['network'];

/** The company's LinkedIn page: the way to follow its people (no personal profiles: docs/spec/DECISIONS.md "People are reached through the company"). */
export const COMPANY_LINKEDIN = SOCIAL_LINKS[2];

/** Site-level structured data facts (docs/spec/SPEC.md §1). */
export const STRUCTURED_DATA_FACTS = {
  rating: { value: 4.9, count: 88 },
  priceRange: '$$',
  languages: ['English', 'Punjabi', 'Hindi', 'Tagalog'],
  searchPath: '/search?q={term}',
} as const;

/**
 * docs/spec/SPEC.md §9.1: contact hours, as the site shows them and as the site's structured data
 * states them (docs/spec/DECISIONS.md "Opening hours in structured data"): the same two ranges.
 */
export const CONTACT_HOURS = [
  { days: 'Monday to Friday', hours: '8 AM - 8 PM', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:00', closes: '20:00' },
  { days: 'Saturday and Sunday', hours: '10 AM - 4 PM', dayOfWeek: ['Saturday', 'Sunday'], opens: '10:00', closes: '16:00' },
] as const;
/** The office's clock (docs/spec/DECISIONS.md "Chat business hours"): the contact hours, the advisor's and the consultation windows are on it. */
export const OFFICE_TIME_ZONE = 'America/Toronto';
export const EMERGENCY_LINE_NOTE = '24/7 emergency line for current clients';
/**
 * 'Monday to Friday, 8 AM - 8 PM, and Saturday and Sunday, 10 AM - 4 PM': when new families reach
 * an advisor (docs/spec/DECISIONS.md "24/7"), in a form the content audit accepts (days, then hours).
 */
export const CONTACT_HOURS_TEXT = CONTACT_HOURS.map((h) => `${h.days}, ${h.hours}`).join(', and ');

/** docs/spec/SPEC.md §9.1 constants that shape behaviour. */
export const TIMINGS = {
  chatAppearMs: 1000,
  chatGreetingMs: 500,
  chatOfflineNoticeMs: 1000,
  chatTypingMs: 1500,
  homeCarouselMs: 7000,
  testimonialCarouselMs: 6000,
  toastDurationMs: 5000,
  /** Not in docs/spec/SPEC.md §9.1: how long a chat delivery (offline message, conversation) may take before the family is told it is slow. */
  chatSlowDeliveryMs: 15_000,
  /** Not in docs/spec/SPEC.md §9.1: how long a chat delivery is waited for at most, then aborted (its outcome unknown). */
  chatDeliveryTimeoutMs: 60_000,
} as const;

export const LIMITS = {
  locationsDropdownCities: 8,
  featuredArticles: 6,
  visibleToasts: 1,
  stickyBarThresholdPx: 300,
  careStartHours: 48,
  uploadMaxMegabytes: 10,
  testimonialRating: 5,
  pressLogos: 5,
  hiringSteps: 5,
  quizSteps: 8,
} as const;

export const UPLOAD_ACCEPTED_EXTENSIONS = ['.pdf', '.doc', '.docx'] as const;
