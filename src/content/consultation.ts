import type { BusinessHours } from '../../machines/shared/business-hours';
import type { ConsultationDay, UnavailableReason, WindowOnClocks } from '../../machines/consultation-request/consultation-windows';
import { clockTime, WEEKDAYS, zoneCity } from './clock-words';
import { longDate } from './long-date';
import { CONTACT_HOURS, OFFICE_TIME_ZONE } from './site';

/**
 * The consultation calendar's hours and words (decision 0030,
 * docs/spec/DECISIONS.md "The consultation page takes requests"); the windows themselves are
 * machines/consultation-request/consultation-windows.ts'.
 */

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
}

export const CONSULTATION_CALENDAR_WORDS = {
  locale: 'en',
  dayName: consultationDayName,
  dayLabel: consultationDayLabel,
  label: (dayName, availability) => `${dayName}: ${availability}`,
  timeText: consultationTimeText,
  windowText: (dayName, minutes, zone) => `${dayName}, ${clockTime(minutes)} to ${clockTime(minutes + 60)} ${zoneCity(zone)} time`,
} as const satisfies ConsultationCalendarWords;

/**
 * The calendar file /thank-you offers after a request (src/features/forms/consultation-ics.ts), in
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
