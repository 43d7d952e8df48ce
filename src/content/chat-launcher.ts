/**
 * What the chat's launcher starts its machine with in every language (decision 0047): the hours,
 * the timings, where its links go and the suggestions' shapes. Each language's button label and
 * script are a chunk of their own, fetched beside the launcher's (./chat-script.ts in English,
 * ./chat.fr-CA.ts in French: decision 0074), and the panel's words come with the panel's chunk.
 */
import type { BusinessHours } from '../../machines/shared/business-hours';
import type { ChatSuggestion, ChatTimings } from '../../machines/chat/chat.machine';
import { CONTACT_HOURS, OFFICE_TIME_ZONE, TIMINGS } from './site';

/** docs/spec/SPEC.md §9.1: the chat advisor is Online Monday to Friday, 08:00 up to (not including) 20:00, Toronto time. */
export const CHAT_BUSINESS_HOURS: BusinessHours = {
  timeZone: OFFICE_TIME_ZONE,
  days: [1, 2, 3, 4, 5],
  opensAt: 8 * 60,
  closesAt: 20 * 60,
};

/** 'HH:MM' of CONTACT_HOURS as minutes after midnight. */
const minutesOf = (hhmm: string): number => {
  const [hours = 0, minutes = 0] = hhmm.split(':').map(Number);
  return hours * 60 + minutes;
};
const ISO_WEEKDAY: Record<string, number> = { Monday: 1, Tuesday: 2, Wednesday: 3, Thursday: 4, Friday: 5, Saturday: 6, Sunday: 7 };

/**
 * When a family can reach a person by phone (docs/spec/SPEC.md §9.1 contact hours, docs/spec/DECISIONS.md
 * "24/7"): the site's one list of contact hours (CONTACT_HOURS) on the office's clock, so the chat
 * says the phone line is open (and until when) from the same source every page shows.
 */
export const PHONE_LINE_HOURS: readonly BusinessHours[] = CONTACT_HOURS.map((h) => ({
  timeZone: OFFICE_TIME_ZONE,
  days: h.dayOfWeek.map((day) => ISO_WEEKDAY[day]!),
  opensAt: minutesOf(h.opens),
  closesAt: minutesOf(h.closes),
}));

/**
 * 'Monday to Friday, 8 AM - 8 PM, Toronto time': when a care coordinator answers, in the words of
 * the site's one list of contact hours (its weekday line: the chat's Online hours).
 */
export const COORDINATOR_HOURS_TEXT = `${CONTACT_HOURS[0].days}, ${CONTACT_HOURS[0].hours}, Toronto time`;

/** The button (and the form's title) that hands the conversation to a person (docs/spec/DECISIONS.md "The chat is an automated assistant"). */
export const HANDOVER_LABEL = 'Send this conversation to a care coordinator';

/** docs/spec/SPEC.md §9.1 chat timing, from the one TIMINGS constant. */
export const CHAT_TIMINGS: ChatTimings = {
  appearMs: TIMINGS.chatAppearMs,
  greetingMs: TIMINGS.chatGreetingMs,
  offlineNoticeMs: TIMINGS.chatOfflineNoticeMs,
  typingMs: TIMINGS.chatTypingMs,
  slowDeliveryMs: TIMINGS.chatSlowDeliveryMs,
  deliveryTimeoutMs: TIMINGS.chatDeliveryTimeoutMs,
};

/** Where the chat's link replies point (docs/spec/SPEC.md §2.2: they resolve through the redirects). */
export const CHAT_LINK_PATHS = {
  careers: '/careers-join-our-team',
  franchise: '/franchise-opportunity',
  /** docs/spec/DECISIONS.md "The consultation page takes requests": replies about a consultation link to it. */
  consultation: '/book-a-free-care-consultation',
} as const;

/**
 * The advisor's suggestions as every language's script has them: which, and the icon before the
 * text. Their words are each script's (./chat-script.ts, ./chat.fr-CA.ts).
 */
export const CHAT_SUGGESTIONS: readonly Pick<ChatSuggestion, 'id' | 'icon'>[] = [
  { id: 'findCaregiver', icon: 'home' },
  { id: 'joinAsCaregiver', icon: 'briefcase' },
  { id: 'franchiseInfo', icon: 'leaf' },
  { id: 'generalQuestion', icon: 'message' },
];
