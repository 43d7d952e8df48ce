import type { BusinessHours } from '../../machines/shared/business-hours';
import type { ChatScript, ChatTimings } from '../../machines/chat/chat.machine';
import { SUBJECT_PREFIX } from './form-basics';
import { SERVICE_AREA } from './service-area';
import { BRAND_SHORT, OFFICE_TIME_ZONE, PHONE, TIMINGS } from './site';

/** docs/spec/SPEC.md §9.1: the chat advisor is Online Monday to Friday, 08:00 up to (not including) 20:00, Toronto time. */
export const CHAT_BUSINESS_HOURS: BusinessHours = {
  timeZone: OFFICE_TIME_ZONE,
  days: [1, 2, 3, 4, 5],
  opensAt: 8 * 60,
  closesAt: 20 * 60,
};

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
  greeting: `Hello, and welcome to ${BRAND_SHORT}! I'm your care advisor. How can I help you today?`,
  suggestions: [
    {
      id: 'findCaregiver',
      text: 'Find a Caregiver',
      icon: 'home',
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
      reply: "Of course! What's on your mind? Type your question below and I'll do my best to help.",
    },
  ],
  askNameAndCity:
    'Thank you for your message. So we can connect you with the right care coordinator, could you tell me your name and the city where care is needed?',
  offlineNotice: "We're currently offline. Please leave your contact info and we'll respond within 1 business day.",
  offlineConfirmation: "Thank you! We've received your message and will be in touch soon.",
  offlineSendFailed: `Sorry, your message was not sent. Everything you wrote is still in the form: press Retry, or call us at ${PHONE.display}.`,
};

/** Words of the chat widget's own interface. */
export const CHAT_TEXT = {
  openButton: 'Chat with us',
  panelTitle: `${BRAND_SHORT} Care Advisor`,
  close: 'Close chat',
  status: { Online: 'Online', Away: 'Away' },
  /** Online's hint; Away's is the advisor's hours (AWAY_STATUS_HINT, ./chat-hours.ts). */
  statusHint: { Online: 'Replies in a few seconds' },
  conversationLabel: 'Conversation with the care advisor',
  suggestionsLabel: 'Suggested questions',
  typing: 'The care advisor is typing…',
  you: 'You',
  advisor: 'Care advisor',
  inputLabel: 'Your message',
  inputPlaceholder: 'Type your message…',
  inputPlaceholderAway: 'Chat is offline right now',
  send: 'Send',
  /** docs/spec/DECISIONS.md "Leads are never dropped": the offline message reaches the mailbox with this subject. */
  offlineSubject: `${SUBJECT_PREFIX}Chat Offline Message`,
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
