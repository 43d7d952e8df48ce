import type { SnapshotFrom } from 'xstate';
import { chatStatus, type BusinessHours, type ChatStatus } from '../shared/business-hours';
import type { ChatAnswer } from './chat-answers.rules';
import { type ChatEvent, type ChatMessage, type OfflineMessage, type SuggestionId, type chatMachine } from './chat.machine';
import { handoverPrefill, type HandoverRequest } from './chat.rules';
import { stateName } from '../shared/state-name';

/** What the chat widget needs from the chat machine. */
export interface ChatView {
  dataState: string;
  /** The floating button has appeared (after the appear delay). */
  isButtonVisible: boolean;
  isOpen: boolean;
  /** Online or Away, as read when the panel opened. */
  status: ChatStatus;
  isAway: boolean;
  /** The advisor is about to greet. */
  isGreeting: boolean;
  /** Online and greeted: suggestions can be chosen and messages sent. */
  isConversing: boolean;
  /** The advisor is typing a reply. */
  isTyping: boolean;
  /** The message box and its send button take input (never while Away). */
  isComposerEnabled: boolean;
  /** Something besides spaces is typed, so Send would send it. */
  canSend: boolean;
  /** Away: the offline contact form is shown (also while it sends and after a failed send). */
  isLeavingMessage: boolean;
  /** Away: the offline message is on its way ('Sending...'). */
  isSendingMessage: boolean;
  /** Away: the offline message was not sent; the form offers 'Retry'. */
  isSendFailed: boolean;
  /** Away: the offline message was accepted. */
  isMessageReceived: boolean;
  /** Away, and the phone line open at the opening: when it closes (minutes after midnight, Toronto); else null. */
  phoneOpenUntil: number | null;
  /** Online, nothing handed over yet: 'Send this conversation to a care coordinator' can be pressed. */
  isHandoverOffered: boolean;
  /** The handover form is shown (also while it sends and after a failed send). */
  isHandoverFormShown: boolean;
  isHandoverSending: boolean;
  /** Not sent: the form offers 'Retry'. */
  isHandoverFailed: boolean;
  /** A care coordinator has the conversation (also while a follow-up goes to them, or after one failed). */
  isHandedOver: boolean;
  /** What the handover form starts with: empty, or what the visitor last sent with it. */
  handoverPrefill: HandoverRequest;
  messages: readonly ChatMessage[];
  draft: string;
  open: () => void;
  close: () => void;
  type: (text: string) => void;
  send: () => void;
  chooseSuggestion: (suggestion: SuggestionId) => void;
  followLink: (path: string) => void;
  /** `honey`: the form's honeypot field's value ('' from people). */
  submitOfflineMessage: (message: OfflineMessage, honey?: string) => void;
  startHandover: () => void;
  submitHandover: (request: HandoverRequest, honey?: string) => void;
}

/**
 * The clock a chat view stamps OPEN with (decision 0044): the instant (ms since the epoch; the
 * visitor's clock, or the QA lab's) and the hours line it words for an instant when Away.
 */
export interface ChatClock {
  now: () => number;
  awayHours: (at: number) => string;
}

const SYSTEM_CLOCK: ChatClock = { now: Date.now, awayHours: () => '' };

/** What the site's words make of a message (chat-answers.rules.ts `chatAnswerFor` with the panel's index); nothing until it is there. */
export type ChatUnderstanding = (message: string) => ChatAnswer | null;
const UNDERSTANDS_NOTHING: ChatUnderstanding = () => null;

/** OPEN at an instant: the hours line is worded only when the office is closed then (it costs a time zone's data). */
export function openEvent(at: number, hours: BusinessHours, awayHours: (at: number) => string): Extract<ChatEvent, { type: 'OPEN' }> {
  return { type: 'OPEN', at, awayHours: chatStatus(new Date(at), hours) === 'Away' ? awayHours(at) : '' };
}

export function chatView(
  snapshot: SnapshotFrom<typeof chatMachine>,
  send: (event: ChatEvent) => void,
  clock: ChatClock = SYSTEM_CLOCK,
  understand: ChatUnderstanding = UNDERSTANDS_NOTHING,
): ChatView {
  const { context } = snapshot;
  const isAway = context.status === 'Away';
  const isConversing = snapshot.matches({ open: 'online' });
  const handoverIn = (state: 'offered' | 'filling' | 'sending' | 'sendFailed' | 'handedOver' | 'followingUp' | 'followUpFailed') =>
    snapshot.matches({ open: { online: { handover: state } } });
  return {
    dataState: stateName(snapshot.value),
    isButtonVisible: !snapshot.matches('waiting'),
    isOpen: snapshot.matches('open'),
    status: context.status,
    isAway,
    isGreeting: snapshot.matches({ open: 'greeting' }),
    isConversing,
    isTyping: snapshot.matches({ open: { online: { conversation: 'typing' } } }),
    isComposerEnabled: !isAway,
    canSend: isConversing && context.draft.trim() !== '',
    isLeavingMessage:
      snapshot.matches({ open: { away: 'leavingMessage' } }) ||
      snapshot.matches({ open: { away: 'sending' } }) ||
      snapshot.matches({ open: { away: 'sendFailed' } }),
    isSendingMessage: snapshot.matches({ open: { away: 'sending' } }),
    isSendFailed: snapshot.matches({ open: { away: 'sendFailed' } }),
    isMessageReceived: snapshot.matches({ open: { away: 'messageReceived' } }),
    phoneOpenUntil: isAway ? context.phoneOpenUntil : null,
    isHandoverOffered: handoverIn('offered'),
    isHandoverFormShown: handoverIn('filling') || handoverIn('sending') || handoverIn('sendFailed'),
    isHandoverSending: handoverIn('sending'),
    isHandoverFailed: handoverIn('sendFailed'),
    isHandedOver: handoverIn('handedOver') || handoverIn('followingUp') || handoverIn('followUpFailed'),
    handoverPrefill: handoverPrefill(context),
    messages: context.messages,
    draft: context.draft,
    open: () => send(openEvent(clock.now(), context.hours, clock.awayHours)),
    close: () => send({ type: 'CLOSE' }),
    type: (text) => send({ type: 'TYPE', text }),
    send: () => send({ type: 'SEND', answer: understand(context.draft.trim()) }),
    chooseSuggestion: (suggestion) => send({ type: 'CHOOSE_SUGGESTION', suggestion }),
    followLink: (path) => send({ type: 'FOLLOW_LINK', path }),
    submitOfflineMessage: (message, honey = '') => send({ type: 'SUBMIT_OFFLINE_MESSAGE', ...message, honey }),
    startHandover: () => send({ type: 'START_HANDOVER' }),
    submitHandover: (request, honey = '') => send({ type: 'SUBMIT_HANDOVER', ...request, honey }),
  };
}
