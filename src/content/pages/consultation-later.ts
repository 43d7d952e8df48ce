import type { ConsultationDay, UnavailableReason, WindowOnClocks } from '../../../machines/consultation-request/consultation-windows';
import { clockTime, WEEKDAYS, zoneCity } from '../clock-words';
import type { ConsultationCalendarWords } from '../consultation';
import { SUBJECT_PREFIX, SUBMITTING_LABELS } from '../form-basics';
import { NEWSLETTER_CONSENT } from '../forms';
import { longDate } from '../long-date';
import type { ConsultationLaterWords } from './consultation';

/**
 * The consultation request's later steps in English (times, contact, review; decision 0069) and
 * what every language's request posts: fetched with the later steps, not with the page.
 */

/**
 * The weekdays as the calendar names them, Monday first (index = ISO weekday - 1). Words, not the
 * schema.org values of CONTACT_HOURS' `dayOfWeek` that ../consultation.ts reads (which would make
 * that module, with the page's first load, a chunk of its own shared with these later words).
 */
const DAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/**
 * A window as a visitor reads it: '2:00 PM your time · 5:00 PM in Toronto', with the visitor's
 * weekday when it is another day there ('Tue 7:00 AM your time · 5:00 PM in Toronto'). When the
 * visitor's clock reads as Toronto's, '5:00 PM Toronto time': still said whose clock it is, as a
 * visitor in New York on the same clock may not know they share it.
 */
export function consultationTimeText({ office, visitor }: WindowOnClocks): string {
  const onOffice = clockTime(office.minutes);
  const city = zoneCity(office.timeZone);
  if (!visitor) return `${onOffice} ${city} time`;
  const day = visitor.dayShift === 0 ? '' : `${WEEKDAYS[visitor.weekday - 1]} `;
  return `${day}${clockTime(visitor.minutes)} your time · ${onOffice} in ${city}`;
}

/** 'Friday, July 2, 2027': a day of the calendar, its date on the office's clock. */
export const consultationDayName = ({ date, weekday }: Pick<ConsultationDay, 'date' | 'weekday'>): string => `${DAY_NAMES[weekday - 1]}, ${longDate(date)}`;

/** Why a day offers no time, as the calendar says it. */
export function unavailableDayText(unavailable: UnavailableReason): string {
  switch (unavailable.reason) {
    case 'holiday':
      return `Closed for ${unavailable.holiday}`;
    case 'past':
      return 'Today’s times have passed';
    case 'none left today':
      return 'No times left today';
    case 'closed':
      return 'Closed';
  }
}

/** The calendar's label for a day: 'Friday, July 2, 2027: 12 times' or 'Thursday, July 1, 2027: Closed for Canada Day'. */
export function consultationDayLabel(day: ConsultationDay): string {
  const count = day.windows.length;
  const availability = day.unavailable ? unavailableDayText(day.unavailable) : `${count} ${count === 1 ? 'time' : 'times'}`;
  return `${consultationDayName(day)}: ${availability}`;
}

export const CONSULTATION_CALENDAR_WORDS = {
  locale: 'en',
  dayName: consultationDayName,
  dayLabel: consultationDayLabel,
  label: (dayName, availability) => `${dayName}: ${availability}`,
  timeText: consultationTimeText,
  windowText: (dayName, minutes, zone) => `${dayName}, ${clockTime(minutes)} to ${clockTime(minutes + 60)} ${zoneCity(zone)} time`,
  noLongerOffered: (dayName, minutes, zone) => `${clockTime(minutes)} ${zoneCity(zone)} time on ${dayName} is no longer available; choose another.`,
} as const satisfies ConsultationCalendarWords;

/**
 * What the request posts, from every language's page
 * (docs/spec/DECISIONS.md "The consultation page takes requests"): the subject, the fields' names
 * and the words of its values, in English, as the office reads them.
 */
export const CONSULTATION_POST = {
  subject: `${SUBJECT_PREFIX}Consultation Request`,
  /** THANK_YOU_SOURCE.consultation of ../forms (not imported: the forms' texts come with the later steps). */
  from: 'consultation',
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
  yes: 'Yes',
  no: 'No',
  notGiven: 'Not given',
} as const;

/** The later steps' words in English. */
export const CONSULTATION_LATER_WORDS = {
  timesLead:
    'Choose one to three one-hour times over the next two weeks. Times are within our contact hours, on Toronto’s clock; a coordinator confirms one of them by phone.',
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
  edit: (what: string) => `Edit ${what}`,
  editShort: 'Edit',
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
  yes: CONSULTATION_POST.yes,
  no: CONSULTATION_POST.no,
  notGiven: CONSULTATION_POST.notGiven,
  chooseTimesAgain: 'Choose my times again',
  confirmNotice: 'This is a request, not a booking: a care coordinator will call you within one business day to confirm one of these times.',
  submitLabel: 'Send My Request',
  submittingLabel: SUBMITTING_LABELS.sending,
  calendar: CONSULTATION_CALENDAR_WORDS,
} as const satisfies ConsultationLaterWords;
