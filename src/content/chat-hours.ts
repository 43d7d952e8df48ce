import type { OpeningHoursView } from '../../machines/shared/opening-hours';
import { CHAT_BUSINESS_HOURS } from './chat';
import { clockTime, weekdaysText, zoneCity } from './clock-words';
import { CONTACT_HOURS_TEXT, PHONE } from './site';

/**
 * The words of the advisor's hours (docs/spec/DECISIONS.md "24/7", "Chat business hours"). Apart from
 * src/content/chat.ts because only the chat panel's chunk and the Away line need them, not the
 * first load: the time-zone arithmetic (machines/shared/business-hours.ts `openingHoursFor`) comes with
 * the panel too (src/features/chat/away-hours.ts).
 */

export { weekdaysText };

/**
 * The advisor's hours as the visitor should read them (docs/spec/DECISIONS.md "24/7", "Chat business
 * hours"): 'Mon–Fri 8:00 AM–8:00 PM Toronto time (5:00 AM–5:00 PM your time)', the part in
 * brackets only when the visitor's clock differs, with the days when they differ too.
 */
export function openingHoursText({ office, visitor }: OpeningHoursView): string {
  const onOffice = `${weekdaysText(office.opens.days)} ${clockTime(office.opens.minutes)}–${clockTime(office.closes.minutes)} ${zoneCity(office.timeZone)} time`;
  if (!visitor) return onOffice;
  const { opens, closes } = visitor;
  const onVisitor =
    opens.dayShift !== closes.dayShift
      ? `${weekdaysText(opens.days)} ${clockTime(opens.minutes)} to ${weekdaysText(closes.days)} ${clockTime(closes.minutes)}`
      : `${opens.dayShift === 0 ? '' : `${weekdaysText(opens.days)} `}${clockTime(opens.minutes)}–${clockTime(closes.minutes)}`;
  return `${onOffice} (${onVisitor} your time)`;
}

/** The panel's hint while Away: 'Back Mon–Fri, 8:00 AM–8:00 PM Toronto time'. */
export const AWAY_STATUS_HINT = `Back ${weekdaysText(CHAT_BUSINESS_HOURS.days)}, ${clockTime(CHAT_BUSINESS_HOURS.opensAt)}–${clockTime(CHAT_BUSINESS_HOURS.closesAt)} ${zoneCity(CHAT_BUSINESS_HOURS.timeZone)} time`;

/**
 * The panel's hint while Away and the phone line is open (decision 0047): 'Phone line open until
 * 4:00 PM today: 1-888-555-0142', the closing time from the one list of contact hours.
 */
export const phoneOpenHint = (closesAt: number): string => `Phone line open until ${clockTime(closesAt)} today: ${PHONE.display}`;

/** The assistant's line when Away and the phone line is open: call a person now, until today's closing time. */
export const phoneOpenText = (closesAt: number): string =>
  `Our phone line is open today until ${clockTime(closesAt)} ${zoneCity(CHAT_BUSINESS_HOURS.timeZone)} time: call ${PHONE.display} to talk to a care coordinator now.`;

/**
 * The advisor's line after the offline notice: when advisors are back, on the office's clock and
 * the visitor's, that the 24/7 line is for current clients, and when new families can call.
 */
export const awayHoursText = (hours: OpeningHoursView, phoneOpenUntil: number | null = null): string =>
  `${phoneOpenUntil === null ? '' : `${phoneOpenText(phoneOpenUntil)} `}Care coordinators read the chat ${openingHoursText(hours)}. Our 24/7 line is for current clients; families new to us can call ${PHONE.display} ${CONTACT_HOURS_TEXT} (Toronto time).`;

/**
 * The same line on the office's clock alone (the machine lab's example, which knows no visitor);
 * with the phone line's closing time when the caller knows it is open (the content may not call
 * the machine's rules: the lab's computed panel does).
 */
export const officeAwayHoursText = (phoneOpenUntil: number | null = null): string => {
  const { timeZone, days, opensAt, closesAt } = CHAT_BUSINESS_HOURS;
  const on = (minutes: number) => ({ minutes, dayShift: 0, days });
  return awayHoursText({ office: { timeZone, opens: on(opensAt), closes: on(closesAt) }, visitor: null }, phoneOpenUntil);
};
