import type { ConsultationStep } from '../../../machines/consultation-request/consultation-request.machine';
import type { ConsultationRefusal } from '../../../machines/consultation-request/consultation-request.view';
import { CITIES } from '../cities';
import { CONSULTATION_CALENDAR_WORDS, type ConsultationCalendarWords } from '../consultation';
import { SUBJECT_PREFIX, SUBMITTING_LABELS } from '../form-basics';
import { NEWSLETTER_CONSENT } from '../newsletter-consent';
import { WHO_NEEDS_CARE } from '../who-needs-care';
import { SERVICE_AREA } from '../service-area';
import { CONTACT_HOURS, LIMITS } from '../site';

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

/** The kinds of consultation a family may ask for. */
export const CONSULTATION_KINDS = ['In-home visit', 'Phone call', 'Video call'] as const;

/** The city choice: the city list, then 'Other' (the machine's OTHER_PLACE). */
export const CONSULTATION_CITY_OPTIONS = [...CITIES.map((c) => c.city), 'Other'] as const;

/** The request's words: steps, fields, messages, review and what is posted. */
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
  kindLabel: 'Kind of consultation',
  kinds: CONSULTATION_KINDS,
  kindChoice: (value: string) => value,
  kindDescriptions: {
    'In-home visit': 'A care advisor comes to the home of the person who needs care.',
    'Phone call': 'We call you at the number you give.',
    'Video call': 'We send you a link for a video call.',
  } satisfies Record<(typeof CONSULTATION_KINDS)[number], string>,
  timesLead: 'Choose one to three one-hour times over the next two weeks. Times are within our contact hours, on Toronto’s clock; a coordinator confirms one of them by phone.',
  /** The calendar (Mantine's DatePicker): its label, its month buttons, and the days beyond the two weeks. */
  dayLabel: 'Choose a day',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  notOffered: 'Not offered',
  windowsLabel: (dayName: string) => `Times on ${dayName}`,
  chosenHeading: 'Your preferred times',
  noneChosen: 'No time chosen yet.',
  chosenCount: (count: number, max: number) => `${count} of ${max} chosen`,
  maxReached: (max: number) => `You have chosen ${max} times: remove one to choose another.`,
  removeWindow: (words: string) => `Remove ${words}`,
  contactLabels: {
    name: 'Full name',
    phone: 'Phone number',
    email: 'E-mail',
    note: 'Anything we should know? (optional)',
  },
  phoneDescription: 'A coordinator calls this number to confirm a time.',
  notePlaceholder: 'For example: my mother uses a wheelchair; please call after 10 AM.',
  newsletterConsentLabel: 'Also send me caregiving tips by e-mail (optional)',
  newsletterConsent: NEWSLETTER_CONSENT,
  next: 'Next',
  back: 'Back',
  toReview: 'Review my request',
  edit: (what: string) => `Edit ${what}`,
  editShort: 'Edit',
  refusals: {
    whoAndWhere: 'Please say who needs care and choose a city (or Other with a postal code).',
    postalCode: 'Please enter a Canadian postal code in the form L6P 1A1.',
    kind: 'Please choose a kind of consultation.',
    times: 'Please choose at least one time (up to three) from the calendar.',
    contact: 'Please give your full name, a phone number and a valid e-mail address.',
  },
  reviewLabels: {
    relationship: 'Who needs care',
    place: 'Where',
    languages: 'Languages',
    kind: 'Kind of consultation',
    times: 'Preferred times',
    contact: 'Contact',
    note: 'Note',
    newsletter: 'Caregiving tips by e-mail',
  },
  yes: 'Yes',
  no: 'No',
  notGiven: 'Not given',
  /** At review, when a chosen time has passed or come within the 2 hours' notice. */
  timesLapsed: 'One of the times you chose has passed or is now less than 2 hours away. Please choose your times again; everything else is kept.',
  chooseTimesAgain: 'Choose my times again',
  confirmNotice: 'This is a request, not a booking: a care coordinator will call you within one business day to confirm one of these times.',
  subject: `${SUBJECT_PREFIX}Consultation Request`,
  /** THANK_YOU_SOURCE.consultation of ../forms (not imported: the forms' texts come with the later steps). */
  from: 'consultation',
  submitLabel: 'Send My Request',
  submittingLabel: SUBMITTING_LABELS.sending,
  /** The names of the posted fields, as the e-mail to the mailbox shows them. */
  fields: {
    relationship: 'Who needs care',
    city: 'City',
    postalCode: 'Postal code',
    outsideCities: 'Outside our cities',
    languages: 'Languages',
    kind: 'Kind of consultation',
    window: (n: number) => `Preferred time ${n}`,
    windowIso: (n: number) => `Preferred time ${n} (ISO 8601)`,
    name: 'Name',
    phone: 'Phone',
    email: 'E-mail',
    note: 'Note',
    newsletterConsent: 'Newsletter consent',
  },
  outsideCitiesValue: 'Yes: a coordinator confirms coverage',
} as const;

type Kind = (typeof CONSULTATION_KINDS)[number];
type Relationship = (typeof WHO_NEEDS_CARE)[number];
type City = (typeof CONSULTATION_CITY_OPTIONS)[number];

/**
 * What the request shows, in one language: every visible word of its five steps, the calendar's
 * and the review's. What it posts is not here but in `CONSULTATION_REQUEST` (the field names, the
 * subject, the values), the same from every language's page: the office reads English.
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
  kindLabel: string;
  kinds: readonly Kind[];
  kindChoice: (value: string) => string;
  kindDescriptions: Readonly<Record<Kind, string>>;
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
  next: string;
  back: string;
  toReview: string;
  edit: (what: string) => string;
  editShort: string;
  refusals: Readonly<Record<ConsultationRefusal, string>>;
  reviewLabels: Readonly<Record<'relationship' | 'place' | 'languages' | 'kind' | 'times' | 'contact' | 'note' | 'newsletter', string>>;
  yes: string;
  no: string;
  notGiven: string;
  timesLapsed: string;
  chooseTimesAgain: string;
  confirmNotice: string;
  submitLabel: string;
  submittingLabel: string;
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
 * The consultation page's words in one language (decision 0069): English here, Canadian French in
 * ./fr/consultation.ts, which must satisfy the same interface, so a missing French word fails the
 * typecheck.
 */
export interface ConsultationWords {
  page: ConsultationPageWords;
  request: ConsultationRequestWords;
  calendar: ConsultationCalendarWords;
}

export const CONSULTATION_WORDS = {
  page: CONSULTATION_PAGE,
  request: CONSULTATION_REQUEST,
  calendar: CONSULTATION_CALENDAR_WORDS,
} as const satisfies ConsultationWords;
