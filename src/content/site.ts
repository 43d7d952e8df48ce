/**
 * Site-wide facts from docs/spec/DECISIONS.md and SPEC.md sections 1 and 9.
 * Every page imports these; none of them is typed twice anywhere else.
 */

export const BRAND = 'Maple Hearth Home Care';
export const BRAND_SHORT = 'Maple Hearth';
export const TAGLINE = 'Care that feels close. Support that goes far.';

export const PHONE = {
  display: '1-888-555-0142',
  href: 'tel:+18885550142',
  e164: '+18885550142',
} as const;

export const INFO_EMAIL = 'info@maplehearth.ca';
export const INFO_MAILTO = `mailto:${INFO_EMAIL}`;

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

/** Site-level structured data facts (SPEC.md section 1). */
export const STRUCTURED_DATA_FACTS = {
  rating: { value: 4.9, count: 88 },
  priceRange: '$$',
  languages: ['English', 'Punjabi', 'Hindi', 'Tagalog'],
  searchPath: '/search?q={term}',
} as const;

/**
 * SPEC.md 9.1: contact hours, as the site shows them and (DECISIONS.md "Opening hours in
 * structured data") as the site's structured data states them: the same two ranges.
 */
export const CONTACT_HOURS = [
  { days: 'Monday to Friday', hours: '8 AM - 8 PM', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:00', closes: '20:00' },
  { days: 'Saturday and Sunday', hours: '10 AM - 4 PM', dayOfWeek: ['Saturday', 'Sunday'], opens: '10:00', closes: '16:00' },
] as const;
export const EMERGENCY_LINE_NOTE = '24/7 emergency line for current clients';
/** 'Monday to Friday 8 AM - 8 PM and Saturday and Sunday 10 AM - 4 PM': when new families reach an advisor (DECISIONS.md "24/7"). */
export const CONTACT_HOURS_TEXT = CONTACT_HOURS.map((h) => `${h.days} ${h.hours}`).join(' and ');

/** SPEC.md 9.1 constants that shape behaviour. */
export const TIMINGS = {
  chatAppearMs: 1000,
  chatGreetingMs: 500,
  chatOfflineNoticeMs: 1000,
  chatTypingMs: 1500,
  homeCarouselMs: 7000,
  testimonialCarouselMs: 6000,
  toastDurationMs: 5000,
  /** Not in SPEC.md: how long the chat's offline message may take to send before it counts as failed. */
  chatDeliveryTimeoutMs: 15_000,
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
