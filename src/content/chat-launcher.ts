/**
 * What the chat's launcher starts its machine with (decision 0047): the hours, the timings and the
 * assistant's script, and the launcher's label. Apart from ./chat.ts, whose interface words come
 * with the panel's chunk: the launcher is fetched on every page after it hydrates.
 */
import type { BusinessHours } from '../../machines/shared/business-hours';
import type { ChatScript, ChatTimings } from '../../machines/chat/chat.machine';
import { SERVICE_AREA } from './service-area';
import { BRAND_SHORT, CONTACT_HOURS, OFFICE_TIME_ZONE, PHONE, TIMINGS } from './site';

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

/** The launcher's one word on every page. */
export const CHAT_OPEN_BUTTON = 'Chat with us';

/** The button (and the form's title) that hands the conversation to a person (docs/spec/DECISIONS.md "The chat is an automated assistant"). */
export const HANDOVER_LABEL = 'Send this conversation to a care coordinator';

/** docs/spec/SPEC.md §9.1 chat timing, from the one TIMINGS constant. */
export const CHAT_TIMINGS: ChatTimings = {
  appearMs: TIMINGS.chatAppearMs,
  greetingMs: TIMINGS.chatGreetingMs,
  offlineNoticeMs: TIMINGS.chatOfflineNoticeMs,
  typingMs: TIMINGS.chatTypingMs,
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
 * The advisor's whole script (docs/spec/SPEC.md §4.3 and §8): these are its only words. `[label](/path)` in a reply becomes a button that navigates and closes the chat.
 */
export const CHAT_SCRIPT: ChatScript = {
  // docs/spec/DECISIONS.md "The chat is an automated assistant": it says what it is (decision 0047).
  greeting: `Hello, and welcome to ${BRAND_SHORT}! I'm an automated assistant. How can I help you today?`,
  suggestions: [
    {
      id: 'findCaregiver',
      text: 'Find a Caregiver',
      icon: 'home',
      asks: 'city',
      // docs/spec/DECISIONS.md "Where the company works": the same service-area words as every page.
      reply: `We'd be glad to help you find the right caregiver. Our caregivers work in ${SERVICE_AREA.summary} (${SERVICE_AREA.provinces}). ${SERVICE_AREA.onRequest} Which city or town does your loved one live in? When you are ready to talk it through, you can [Request a Free Consultation](${CHAT_LINK_PATHS.consultation}) and a care coordinator will call you.`,
    },
    {
      id: 'joinAsCaregiver',
      text: 'Join as a Caregiver',
      icon: 'briefcase',
      reply: `Wonderful! We're always looking for compassionate caregivers. You can see our open roles and apply on our [Careers page](${CHAT_LINK_PATHS.careers}).`,
    },
    {
      id: 'franchiseInfo',
      text: 'Franchise Info',
      icon: 'leaf',
      reply: `Thank you for your interest in owning a ${BRAND_SHORT} franchise. Our [Franchise Opportunity page](${CHAT_LINK_PATHS.franchise}) explains the model, the support we give and how to apply.`,
    },
    {
      id: 'generalQuestion',
      text: 'General Question',
      icon: 'message',
      asks: 'need',
      reply: "Of course! What's on your mind? Type your question below and I'll do my best to help.",
    },
  ],
  // One question at a time, each asked once: what the visitor answers is kept and carried into the handover form (decision 0047).
  ask: {
    name: 'Thank you for your message. So we can connect you with the right care coordinator, could you tell me your name?',
    city: 'Thank you. And which city or town is care needed in?',
  },
  handoverPrompt: `Thank you, that helps. A care coordinator can take it from here: press "${HANDOVER_LABEL}" and they will contact you.`,
  welcomeBack: 'Welcome back. Your conversation is still here.',
  handoverConfirmation: `Thank you! A care coordinator has your conversation and will contact you within office hours (${COORDINATOR_HOURS_TEXT}).`,
  handoverSendFailed: `Sorry, your conversation was not sent. Everything you wrote is still in the form: press Retry, or call us at ${PHONE.display}.`,
  offlineNotice: "We're currently offline. Please leave your contact info and we'll respond within 1 business day.",
  offlineConfirmation: "Thank you! We've received your message and will be in touch soon.",
  offlineSendFailed: `Sorry, your message was not sent. Everything you wrote is still in the form: press Retry, or call us at ${PHONE.display}.`,
};


