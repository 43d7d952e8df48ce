import type { BusinessHours, ChatStatus } from '../shared/business-hours';
import type { ChatAnswer } from './chat-answers.rules';
import type { HandoverRequest } from './chat.rules';

/** The chat machine's words, timings, context and events (chat.machine.ts), apart so the machine reads as its diagram. */
export type SuggestionId = 'findCaregiver' | 'joinAsCaregiver' | 'franchiseInfo' | 'generalQuestion';

export interface ChatSuggestion {
  id: SuggestionId;
  text: string;
  /** The name of a decorative icon shown before the text. */
  icon: string;
  /** The canned reply; may contain `[label](/path)` links. */
  reply: string;
}

export interface ChatScript {
  greeting: string;
  suggestions: readonly ChatSuggestion[];
  /** docs/spec/SPEC.md §4.3 4: the reply asking for name and city, said once (chat.rules.ts `replyTo`). */
  askNameAndCity: string;
  /** The same question when the message named the place: only the name. */
  askName: string;
  /** After the name and city: it points to the handover. */
  handoverPrompt: string;
  /** A message the site's words do not answer, after the first: said plainly, with the coordinator offered. */
  cannotAnswer: string;
  /** A message nothing answers once a coordinator has the conversation: it goes to them. */
  passedOn: string;
  /** A message after the handover that could not be sent to the coordinator: how to reach them. */
  followUpFailed: string;
  /** Said on reopening a conversation the visitor had started. */
  welcomeBack: string;
  handoverConfirmation: string;
  handoverSendFailed: string;
  offlineNotice: string;
  offlineConfirmation: string;
  /** The advisor's line when the offline message could not be sent (it offers the phone number). */
  offlineSendFailed: string;
  /** Said when a message or the conversation is slow to be accepted: it may still arrive, and the chat will say so here. */
  stillSending: string;
  /** Said when no answer came in the time limit: nobody can tell whether it arrived; the phone, or Retry knowingly. */
  noAnswer: string;
  /** The same for a follow-up: it goes again with the next message. */
  followUpNoAnswer: string;
}

export interface ChatTimings {
  appearMs: number;
  greetingMs: number;
  offlineNoticeMs: number;
  typingMs: number;
  /** How long a delivery (the offline message, the conversation) may take before the family is told it is slow. */
  slowDeliveryMs: number;
  /** How long a delivery is waited for at most: then nobody can tell whether it arrived, and the request is aborted. */
  deliveryTimeoutMs: number;
}

export interface ChatInput {
  script: ChatScript;
  timings: ChatTimings;
  hours: BusinessHours;
  /** When the phone line is open (a person answers), on the office's clock. */
  phoneHours: readonly BusinessHours[];
}

export interface ChatMessage {
  id: number;
  sender: 'bot' | 'user';
  text: string;
  suggestions?: readonly ChatSuggestion[];
  /** A reply that answered from the site's words: the topic (`service-area` for a place) and its score (null for a place). */
  answered?: { topic: string; score: number | null };
}

export interface OfflineMessage {
  name: string;
  email: string;
  message: string;
  /** Optional ('' when not given): a number an advisor can call back, with the forms' phone rule. */
  phone: string;
}

export interface ChatContext extends ChatInput {
  messages: ChatMessage[];
  nextId: number;
  /** What the visitor is typing. */
  draft: string;
  /**
   * Online or Away, read from the clock each time the panel opens (`checkBusinessHours`). Until
   * the first opening nothing shows it, so it starts as 'Online' without reading the clock: the
   * office's time zone costs a noticeable moment to load, better spent when the visitor asks.
   */
  status: ChatStatus;
  /** The reply the advisor is typing. */
  pendingReply: string;
  /** The offline message being sent (or last sent), as the visitor wrote it. */
  offlineMessage: OfflineMessage | null;
  /**
   * The honeypot's value in the form last sent (offline message or handover): '' from people. It
   * goes with the delivery, so the form service discards what a robot filled in.
   */
  honey: string;
  /** The hours line of the last opening (OPEN's `awayHours`), said after the offline notice. */
  awayHours: string;
  /** When the phone line closes today (minutes after midnight, Toronto), if it was open at the last opening. */
  phoneOpenUntil: number | null;
  /** The name and city question has been asked (once, chat.rules.ts `replyTo`). */
  askedNameAndCity: boolean;
  /** The last reply (or the pending one) asked it, and no message has come since. */
  awaitingNameAndCity: boolean;
  /** What the pending reply answered, if it answered from the site's words. */
  pendingAnswer: ChatMessage['answered'] | null;
  /** The handover being sent (or last sent), as the visitor filled it in. */
  handover: HandoverRequest | null;
  /** A care coordinator has this conversation: reopening the panel shows it sent, not the offer again. */
  handedOver: boolean;
  /** The id of the last message a coordinator has (with the handover or a follow-up); 0 before the handover. */
  sentUpTo: number;
  /** The id of the last message the delivery under way carries. */
  sendingUpTo: number;
}

/** A form's honeypot field, as its submit read it (optional: a form without one, or a test, sends ''). */
export interface Honeypot {
  honey?: string;
}

/** What a delivery's actor is given: what it sends, and the honeypot's value of the form that sent it. */
export type WithHoney<T> = T & { honey: string };

/** What the handover delivery sends: the contact and the whole conversation. */
export interface ConversationHandover {
  request: HandoverRequest;
  messages: readonly ChatMessage[];
}

/** What a follow-up sends once a coordinator has the conversation: the contact and the visitor's messages since. */
export interface ConversationFollowUp {
  request: HandoverRequest;
  messages: readonly ChatMessage[];
}

export type ChatEvent =
  | {
      type: 'OPEN';
      /** When the panel opened, ms since the epoch: the status is read at this instant. */
      at: number;
      /**
       * The advisor's line after the offline notice at that instant (docs/spec/DECISIONS.md
       * "24/7"): when advisors are back, on the office's clock and the visitor's (business-hours.ts
       * `openingHoursFor`), and that the 24/7 line is for current clients. Worded by the view,
       * which loads its time-zone arithmetic with the panel; empty when Online (no message).
       */
      awayHours: string;
    }
  | { type: 'CLOSE' }
  | { type: 'TYPE'; text: string }
  /** What the site's words make of the message typed (null: nothing answers it), worked out by the view. */
  | { type: 'SEND'; answer: ChatAnswer | null }
  | { type: 'CHOOSE_SUGGESTION'; suggestion: SuggestionId }
  | { type: 'FOLLOW_LINK'; path: string }
  | ({ type: 'SUBMIT_OFFLINE_MESSAGE' } & OfflineMessage & Honeypot)
  /** 'Send this conversation to a care coordinator': the handover form opens. */
  | { type: 'START_HANDOVER' }
  | ({ type: 'SUBMIT_HANDOVER' } & HandoverRequest & Honeypot);
