import type { BusinessHours } from '../../machines/shared/business-hours';
import type { ConsultationDay, WindowOnClocks } from '../../machines/consultation-request/consultation-windows';
import { CONTACT_HOURS, OFFICE_TIME_ZONE } from './site';

/**
 * The consultation calendar's hours and the shape of its words (decision 0030,
 * docs/spec/DECISIONS.md "The consultation page takes requests"); the windows themselves are
 * machines/consultation-request/consultation-windows.ts'.
 */

/** CONTACT_HOURS' `dayOfWeek` values (schema.org's), Monday first (index = ISO weekday - 1). */
const DAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** Minutes after midnight from '08:00'. */
const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/**
 * The contact hours (docs/spec/SPEC.md §9.1) as the calendar reads them, from the one typed
 * CONTACT_HOURS: Monday to Friday 08:00-20:00 and Saturday and Sunday 10:00-16:00, Toronto time.
 */
export const CONSULTATION_HOURS: readonly BusinessHours[] = CONTACT_HOURS.map((run) => ({
  timeZone: OFFICE_TIME_ZONE,
  days: run.dayOfWeek.map((day) => DAY_NAMES.indexOf(day) + 1),
  opensAt: minutesOf(run.opens),
  closesAt: minutesOf(run.closes),
}));

/**
 * The calendar's words in one language (English here, Canadian French in
 * ./pages/fr/consultation.ts): the days, the times and why a day offers none. The windows
 * themselves are the machine's, the same in every language.
 */
export interface ConsultationCalendarWords {
  /** The calendar's (Mantine DatePicker's, through dayjs) locale: its month and weekday names. */
  locale: string;
  /** 'Friday, July 2, 2027' / 'vendredi 2 juillet 2027'. */
  dayName: (day: Pick<ConsultationDay, 'date' | 'weekday'>) => string;
  /** A day's name for screen readers, with its number of times or why it has none. */
  dayLabel: (day: ConsultationDay) => string;
  /** A day's name and what it offers: 'Friday, March 19, 2027: Not offered'. */
  label: (dayName: string, availability: string) => string;
  /** A window on both clocks: '2:00 PM your time · 5:00 PM in Toronto'. */
  timeText: (clocks: WindowOnClocks) => string;
  /** A window in words on the office's clock: 'Friday, July 2, 2027, 10:00 AM to 11:00 AM Toronto time'. */
  windowText: (dayName: string, officeMinutes: number, timeZone: string) => string;
  /**
   * A chosen time let go because it passed or came within the 2 hours' notice, named on every step:
   * '4:00 PM Toronto time on Wednesday, March 5, 2031 is no longer available; choose another.'
   */
  noLongerOffered: (dayName: string, officeMinutes: number, timeZone: string) => string;
}

/**
 * The calendar file /thank-you offers after a request (src/features/consultation/consultation-ics.ts), in
 * one language: English in ./pages/thank-you.ts (`CONSULTATION_CALENDAR_FILE`), Canadian French in
 * ./pages/fr/consultation-calendar-file.ts.
 */
export interface ConsultationCalendarFileWords {
  heading: string;
  lead: string;
  button: string;
  preparing: string;
  failed: string;
  fileName: string;
  /** Each event's title. */
  summary: string;
  /** Each event's description, before the time in words. */
  description: (phone: string) => string;
  timesHeading: string;
}
