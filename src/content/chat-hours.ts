import type { OpeningHoursView } from '../../machines/shared/business-hours';
import { CHAT_BUSINESS_HOURS } from './chat';
import { clockTime, WEEKDAYS, zoneCity } from './clock-words';
import { CONTACT_HOURS_TEXT, PHONE } from './site';

/**
 * The words of the advisor's hours (docs/spec/DECISIONS.md "24/7", "Chat business hours"). Apart from
 * src/content/chat.ts because only the chat panel's chunk and the Away line need them, not the
 * first load: the time-zone arithmetic (machines/shared/business-hours.ts `openingHoursFor`) comes with
 * the panel too (src/features/chat/away-hours.ts).
 */

/** 'Mon–Fri' for a run of ISO weekdays (also across Sunday: 'Sun–Thu'), else 'Mon, Wed'. */
export function weekdaysText(days: readonly number[]): string {
  const set = new Set(days);
  const next = (d: number) => (d % 7) + 1;
  const first = days.find((d) => !set.has(((d + 5) % 7) + 1));
  if (first === undefined) return `${WEEKDAYS[0]}–${WEEKDAYS[6]}`;
  const run = [first];
  while (set.has(next(run.at(-1)!)) && run.length < set.size) run.push(next(run.at(-1)!));
  if (run.length !== set.size) return days.map((d) => WEEKDAYS[d - 1]).join(', ');
  return run.length === 1 ? WEEKDAYS[first - 1]! : `${WEEKDAYS[first - 1]}–${WEEKDAYS[run.at(-1)! - 1]}`;
}

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
 * The advisor's line after the offline notice: when advisors are back, on the office's clock and
 * the visitor's, that the 24/7 line is for current clients, and when new families can call.
 */
export const awayHoursText = (hours: OpeningHoursView): string =>
  `Our care advisors chat ${openingHoursText(hours)}. Our 24/7 line is for current clients; families new to us can call ${PHONE.display} ${CONTACT_HOURS_TEXT} (Toronto time).`;

/** The same line on the office's clock alone (the machine lab's example, which knows no visitor). */
export const officeAwayHoursText = (): string => {
  const { timeZone, days, opensAt, closesAt } = CHAT_BUSINESS_HOURS;
  const at = (minutes: number) => ({ minutes, dayShift: 0, days });
  return awayHoursText({ office: { timeZone, opens: at(opensAt), closes: at(closesAt) }, visitor: null });
};
