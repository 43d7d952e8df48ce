import type { BusinessHours } from '../../machines/shared/business-hours';
import type { ChatScript, ChatTimings } from '../../machines/chat/chat.machine';
import { clockTime, weekdaysText, zoneCity } from './clock-words';
import { SUBJECT_PREFIX } from './form-basics';
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

/** 'Mon–Fri, 8:00 AM–8:00 PM Toronto time': the coordinators' hours, when a person reads the chat. */
export const COORDINATOR_HOURS_TEXT = `${weekdaysText(CHAT_BUSINESS_HOURS.days)}, ${clockTime(CHAT_BUSINESS_HOURS.opensAt)}–${clockTime(CHAT_BUSINESS_HOURS.closesAt)} ${zoneCity(CHAT_BUSINESS_HOURS.timeZone)} time`;

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
  greeting: `Hello, and welcome to ${BRAND_SHORT}! I'm an automated assistant, and a care coordinator reads what you send them. How can I help you today?`,
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

/** Words of the chat widget's own interface. */
export const CHAT_TEXT = {
  openButton: 'Chat with us',
  panelTitle: `${BRAND_SHORT} chat assistant`,
  /** docs/spec/DECISIONS.md "The chat is an automated assistant": said in the header, Online or Away. */
  whatItIs: 'An automated assistant; a care coordinator reads what you send them.',
  close: 'Close chat',
  status: { Online: 'Online', Away: 'Away' },
  conversationLabel: 'Conversation with the chat assistant',
  suggestionsLabel: 'Suggested questions',
  typing: 'The assistant is typing…',
  you: 'You',
  advisor: 'Assistant',
  inputLabel: 'Your message',
  inputPlaceholder: 'Type your message…',
  inputPlaceholderAway: 'Chat is offline right now',
  send: 'Send',
  /** docs/spec/DECISIONS.md "Leads are never dropped": the offline message reaches the mailbox with this subject. */
  offlineSubject: `${SUBJECT_PREFIX}Chat Offline Message`,
  /** docs/spec/DECISIONS.md "The chat is an automated assistant": the conversation reaches the mailbox with this subject. */
  handoverSubject: `${SUBJECT_PREFIX}Chat Conversation`,
  /** The transcript's names for who said what. */
  transcriptLabels: { bot: 'Assistant', user: 'Visitor' },
  handoverFailedToast: {
    title: 'Conversation Not Sent',
    description: `We could not send your conversation. It is still in the form: press Retry, or call us at ${PHONE.display}.`,
    variant: 'destructive',
  },
  handedOverToast: {
    title: 'Conversation Sent',
    description: `A care coordinator will contact you within office hours (${COORDINATOR_HOURS_TEXT}).`,
  },
  /** When the offline message could not be sent (refused, unreachable or too slow). */
  sendFailedToast: {
    title: 'Message Not Sent',
    description: `We could not send your message. It is still in the form: press Retry, or call us at ${PHONE.display}.`,
    variant: 'destructive',
  },
  /** docs/spec/SPEC.md §8: the toast when the offline form is sent. */
  messageReceivedToast: {
    title: 'Message Received!',
    description: "Thank you. We'll get back to you within one business day.",
  },
} as const;
