import type { ConsultationStep } from '../../../machines/consultation-request/consultation-request.machine';
import type { ConsultationRefusal } from '../../../machines/consultation-request/consultation-request.view';
import { CONSULTATION_CITY_OPTIONS, CONSULTATION_KINDS } from '../consultation-choices';
import type { ConsultationCalendarWords } from '../consultation';
import { WHO_NEEDS_CARE } from '../who-needs-care';
import { SERVICE_AREA } from '../service-area';
import { CONTACT_HOURS, LIMITS } from '../site';
import type { ConsultationServiceAreaWords } from '../consultation-service-area-words';

/**
 * /book-a-free-care-consultation (docs/spec/DECISIONS.md "The consultation page takes requests",
 * replacing docs/spec/SPEC.md §2.6's placeholder; decision 0032): a visitor asks for a free
 * consultation in five steps, and a coordinator confirms one of the times by phone. Nothing here
 * may say the visit is booked.
 */
export const CONSULTATION_PAGE = {
  eyebrow: 'Free care consultation',
  heading: 'Book a Free Care Consultation',
  lead: 'Tell us who needs care and when suits you. A care coordinator will call you to confirm one of your preferred times within one business day.',
  expectHeading: 'What Happens in Your Consultation',
  expect: [
    'A care advisor listens to your family’s situation, routines and worries, by phone, video or at home.',
    'We talk through which services fit, how many hours make sense and which languages matter.',
    `You receive a written care proposal, and care can often start within ${LIMITS.careStartHours} hours.`,
    'It is free, and there is no obligation to book care afterwards.',
  ],
  hoursHeading: 'When We Answer',
  hours: CONTACT_HOURS,
  /** After a run of days: 'Monday to Friday:' ('Du lundi au vendredi :' in French). */
  hoursSeparator: ':',
  /** Before the phone number: 'Prefer to talk now? Call 905-…'. */
  callNow: 'Prefer to talk now? Call',
} as const;

/** The request's words its first load needs: the steps, the first two steps' fields and every refusal (the later steps' are ./consultation-later.ts'). */
export const CONSULTATION_REQUEST = {
  formHeading: 'Request your free consultation',
  loading: 'Loading the next step',
  steps: {
    whoAndWhere: { label: 'Who and where', heading: 'Who needs care, and where?' },
    kind: { label: 'Kind', heading: 'What kind of consultation would suit you?' },
    times: { label: 'Times', heading: 'When would suit you?' },
    contact: { label: 'Contact', heading: 'How can a coordinator reach you?' },
    review: { label: 'Review', heading: 'Check your request' },
  },
  progress: (step: number, total: number) => `Step ${step} of ${total}`,
  relationshipLabel: 'Who needs care?',
  relationships: WHO_NEEDS_CARE,
  /** A choice as shown; the value posted is the choice itself (the machine's, in English). */
  relationshipChoice: (value: string) => value,
  cityLabel: 'City',
  cityPlaceholder: 'Choose a city',
  cities: CONSULTATION_CITY_OPTIONS,
  cityChoice: (value: string) => value,
  postalCodeLabel: 'Postal code',
  postalCodeDescription: 'For a place outside our cities, e.g. L6P 1A1.',
  postalCodeMalformed: 'Please enter a Canadian postal code in the form L6P 1A1 (letter, digit, letter, space, digit, letter, digit).',
  languagesLabel: 'Languages the caregiver should speak',
  outsideNote: `We have caregivers in ${SERVICE_AREA.summary}. For other places, ask anyway: a care coordinator will confirm whether we can serve you there, and phone and video consultations are open to every family.`,
  serviceArea: () => import('../consultation-service-area-words').then((m) => m.CONSULTATION_SERVICE_AREA),
  kindLabel: 'Kind of consultation',
  kinds: CONSULTATION_KINDS,
  kindChoice: (value: string) => value,
  kindDescriptions: {
    'In-home visit': 'A care advisor comes to the home of the person who needs care.',
    'Phone call': 'We call you at the number you give.',
    'Video call': 'We send you a link for a video call.',
  } satisfies Record<(typeof CONSULTATION_KINDS)[number], string>,
  next: 'Next',
  back: 'Back',
  toReview: 'Review my request',
  refusals: {
    whoAndWhere: 'Please say who needs care and choose a city (or Other with a postal code).',
    postalCode: 'Please enter a Canadian postal code in the form L6P 1A1.',
    kind: 'Please choose a kind of consultation.',
    times: 'Please choose at least one time (up to three) from the calendar.',
    contact: 'Please give your full name, a 10-digit phone number (for example 905-555-0142) and a valid e-mail address.',
  },
} as const;

type Kind = (typeof CONSULTATION_KINDS)[number];
type Relationship = (typeof WHO_NEEDS_CARE)[number];
type City = (typeof CONSULTATION_CITY_OPTIONS)[number];

/**
 * What the request shows first, in one language: its heading and steps, the first two steps'
 * fields and choices, every refusal. What it posts is not here but in `CONSULTATION_POST`
 * (./consultation-later.ts: the field names, the subject, the values), the same from every
 * language's page: the office reads English.
 */
export interface ConsultationRequestWords {
  formHeading: string;
  loading: string;
  steps: Readonly<Record<ConsultationStep, { label: string; heading: string }>>;
  progress: (step: number, total: number) => string;
  relationshipLabel: string;
  /** The choices' values (the machine's, posted as they are). */
  relationships: readonly Relationship[];
  /** A choice as shown, from its value (an answer's value, the machine's). */
  relationshipChoice: (value: string) => string;
  cityLabel: string;
  cityPlaceholder: string;
  cities: readonly City[];
  /** A city's name as shown ('Other' / 'Autre'). */
  cityChoice: (value: string) => string;
  postalCodeLabel: string;
  postalCodeDescription: string;
  postalCodeMalformed: string;
  languagesLabel: string;
  outsideNote: string;
  /** Where we serve, under the postal code and for an in-home visit (docs/spec/DECISIONS.md "Where we serve"), fetched when a place outside the list is chosen. */
  serviceArea: () => Promise<ConsultationServiceAreaWords>;
  kindLabel: string;
  kinds: readonly Kind[];
  kindChoice: (value: string) => string;
  kindDescriptions: Readonly<Record<Kind, string>>;
  next: string;
  back: string;
  toReview: string;
  refusals: Readonly<Record<ConsultationRefusal, string>>;
}

/** The page around the request, in one language. */
export interface ConsultationPageWords {
  eyebrow: string;
  heading: string;
  lead: string;
  expectHeading: string;
  expect: readonly string[];
  hoursHeading: string;
  hours: readonly { days: string; hours: string }[];
  hoursSeparator: string;
  callNow: string;
}

/**
 * The later steps' words (times, contact, review) and the calendar's, in one language: fetched
 * with the later steps' code, not with the page (the page's first load carries only what the
 * first two steps show).
 */
export interface ConsultationLaterWords {
  timesLead: string;
  dayLabel: string;
  previousMonth: string;
  nextMonth: string;
  notOffered: string;
  windowsLabel: (dayName: string) => string;
  chosenHeading: string;
  noneChosen: string;
  chosenCount: (count: number, max: number) => string;
  maxReached: (max: number) => string;
  removeWindow: (words: string) => string;
  contactLabels: Readonly<Record<'name' | 'phone' | 'email' | 'note', string>>;
  phoneDescription: string;
  notePlaceholder: string;
  newsletterConsentLabel: string;
  newsletterConsent: string;
  edit: (what: string) => string;
  editShort: string;
  reviewLabels: Readonly<Record<'relationship' | 'place' | 'languages' | 'kind' | 'times' | 'contact' | 'note' | 'newsletter', string>>;
  yes: string;
  no: string;
  notGiven: string;
  chooseTimesAgain: string;
  confirmNotice: string;
  submitLabel: string;
  submittingLabel: string;
  calendar: ConsultationCalendarWords;
}

/**
 * The consultation page's words in one language (decision 0069): English here and in
 * ./consultation-later.ts, Canadian French in ./consultation.fr-CA.ts and
 * ./fr/consultation-later.ts, which satisfy the same interfaces, so a missing French word fails
 * the typecheck. `later` fetches the later steps' words.
 */
export interface ConsultationWords {
  page: ConsultationPageWords;
  request: ConsultationRequestWords;
  later: () => Promise<ConsultationLaterWords>;
}

export const CONSULTATION_WORDS = {
  page: CONSULTATION_PAGE,
  request: CONSULTATION_REQUEST,
  later: () => import('./consultation-later').then((m) => m.CONSULTATION_LATER_WORDS),
} as const satisfies ConsultationWords;
