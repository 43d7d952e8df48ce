import type { OpeningHoursView } from '../../machines/shared/opening-hours';
import { CHAT_BUSINESS_HOURS, CHAT_TEXT, HANDOVER_LABEL } from './chat';
import type { ChatPanelWords } from './chat-words';
import { clockTime, weekdaysText, zoneCity } from './clock-words';
import { SUBMITTING_LABELS } from './form-basics';
import { CONTACT_HOURS_TEXT, PHONE } from './site';

/**
 * Every word of the chat's panel in English (decision 0071): its text, the advisor's hours, the
 * offline form and the handover form. They come with the panel's chunk, which loads when the
 * visitor reaches for the chat, never with the launcher every page fetches (./chat-launcher.ts,
 * ./chat-script.ts); a French page gives the panel the French ones instead (./chat-panel.fr-CA.ts).
 */

// The words of the advisor's hours (docs/spec/DECISIONS.md "24/7", "Chat business hours"); the
// time-zone arithmetic (machines/shared/opening-hours.ts `openingHoursFor`) comes with the panel
// too (src/features/chat/away-hours.ts).

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

/** The words of the chat's offline form (docs/spec/SPEC.md §4.3, §5). */
export const CHAT_OFFLINE_FORM = {
  legend: 'Leave us a message',
  name: 'Name',
  email: 'Email',
  message: 'Message',
  /** Optional: the number an advisor calls back (checked with the forms' phone rule when given). */
  phone: 'Phone (optional)',
  phoneDescription: 'So an advisor can call you back.',
  /** The browser's message for a phone number no one could dial (docs/spec/DECISIONS.md "Phone numbers"). */
  invalidPhone: 'Please enter a 10-digit phone number, for example 905-555-0142, or leave this field empty.',
  submit: 'Send Message',
  sending: SUBMITTING_LABELS.sending,
  retry: 'Retry',
  callUs: `Call ${PHONE.display}`,
  /** The browser's message for a field holding only spaces. */
  blankField: (label: string) => `Please fill out the ${label.toLowerCase()} field.`,
} as const;

/** The words of the chat's handover form (decision 0047, docs/spec/DECISIONS.md "The chat is an automated assistant"). */
export const CHAT_HANDOVER_FORM = {
  /** The form's name and the button that opens it. */
  legend: HANDOVER_LABEL,
  open: HANDOVER_LABEL,
  lead: 'A care coordinator receives this whole conversation with your details and contacts you. A phone number or an e-mail address is enough.',
  name: 'Name',
  phone: 'Phone',
  email: 'Email',
  city: 'City (optional)',
  note: 'Anything to add (optional)',
  submit: 'Send to a care coordinator',
  sending: SUBMITTING_LABELS.sending,
  retry: 'Retry',
  callUs: `Call ${PHONE.display}`,
  /** The browser's messages for what the form refuses (the first problem, on its field). */
  problems: {
    name: 'Please fill out the name field.',
    contact: 'Please give a phone number or an e-mail address, so a care coordinator can reach you.',
    phone: 'Please enter a 10-digit phone number, for example 905-555-0142, or leave this field empty.',
    email: 'Please enter an e-mail address, or leave this field empty.',
  },
  /** The form shown again with what the visitor typed into it before (a send that failed). */
  fromConversation: 'What you typed before is still here: change anything you like.',
} as const;

/** The chat panel's words in English, as one `ChatPanelWords`. */
export const CHAT_PANEL_WORDS = {
  text: CHAT_TEXT,
  hours: { awayStatusHint: AWAY_STATUS_HINT, phoneOpenHint, awayHoursText },
  offlineForm: CHAT_OFFLINE_FORM,
  handoverForm: CHAT_HANDOVER_FORM,
} as const satisfies ChatPanelWords;
