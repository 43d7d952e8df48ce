import { and, assertEvent, assign, fromPromise, setup } from 'xstate';
import { chatStatus, openUntil, type BusinessHours, type ChatStatus } from '../shared/business-hours';
import { isEmailAddress } from '../shared/contact-rules';
import { ignoring } from '../shared/ignored-events';
import { isTelephoneNumber } from '../shared/telephone-rules';
import type { ChatAnswer } from './chat-answers.rules';
import { handoverProblem, replyTo, type ConversationState, type HandoverRequest, type ReplyPart } from './chat.rules';

/**
 * The scripted chat advisor (docs/spec/SPEC.md §4.3, §8, §9.1). Every reply comes from the script it is
 * given. The floating button appears after a delay; opening clears the history; the advisor
 * greets with suggestions; outside business hours it adds the offline notice, the hours on the
 * office's clock and the visitor's with the 24/7 line for current clients (docs/spec/DECISIONS.md "24/7"),
 * and an inline contact form (an optional call-back number among its fields) instead of conversing. The offline message is the one network call
 * (docs/spec/DECISIONS.md "Leads are never dropped"): the invoked `deliverMessage` actor, provided by the
 * view, sends it; it is confirmed only once accepted, and a failure or a timeout keeps the form
 * for a retry. Texts, timings and hours come in as input; the time comes with the event that
 * reads it (decision 0044): OPEN carries the instant the panel opened (the view stamps its clock,
 * the QA lab its own) and the line of the hours the view words for that instant, so the status is
 * decided the same for the same event and the context is plain JSON.
 *
 * It says what it is, an automated assistant, and hands over to a person (decision 0047,
 * docs/spec/DECISIONS.md "The chat is an automated assistant"): Online, the
 * conversation and the handover run side by side, so at any point the visitor can send the whole
 * conversation to a care coordinator (`deliverConversation`, with the offline message's timeout
 * and retry). It asks one question at a time and never one already asked or answered; the answers
 * are kept and fill the handover form. Closing the panel keeps a conversation the visitor has
 * started or handed over; reopening says welcome back instead of greeting again, and a conversation
 * a coordinator already has shows as sent rather than offered again (one conversation, one post). Away, the phone line's closing
 * time is kept when the line is open (`phoneOpenUntil`, from the event's instant).
 *
 * It answers the family's question (decision 0089;
 * docs/spec/DECISIONS.md "The chat answers the family's question"): SEND carries what the site's words make of the message (chat-answers.rules.ts
 * `chatAnswerFor`, run by the view with the index that comes with the panel), and the reply is
 * made of that answer and the script's lines by chat.rules.ts `replyTo`; each reply keeps its topic
 * and score. The handover form starts empty (only what the family typed into it), and once a
 * coordinator has the conversation every message typed after it is sent to them as a follow-up
 * (`deliverFollowUp`), never dropped.
 */
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
}

export interface ChatTimings {
  appearMs: number;
  greetingMs: number;
  offlineNoticeMs: number;
  typingMs: number;
  /** How long delivering the offline message may take before it counts as failed. */
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
  | ({ type: 'SUBMIT_OFFLINE_MESSAGE' } & OfflineMessage)
  /** 'Send this conversation to a care coordinator': the handover form opens. */
  | { type: 'START_HANDOVER' }
  | ({ type: 'SUBMIT_HANDOVER' } & HandoverRequest);

const OFFLINE_MESSAGE_FIELDS = ['name', 'email', 'message'] as const;

/** Once a coordinator has the conversation (sent, following up, or a follow-up failed): the form is gone. */
const COORDINATOR_HAS_IT = ignoring(['START_HANDOVER', 'SUBMIT_HANDOVER'], 'A coordinator has the conversation: the form gives way to the confirmation.');

/** The offline form's fields left empty or holding only spaces (all three are required). */
export function blankOfflineFields(message: OfflineMessage): (keyof OfflineMessage)[] {
  return OFFLINE_MESSAGE_FIELDS.filter((field) => message[field].trim() === '');
}

function isCompleteOfflineMessage(message: OfflineMessage): boolean {
  return blankOfflineFields(message).length === 0 && isEmailAddress(message.email);
}

/** The optional call-back number: left empty, or one an advisor can dial (contact-rules.ts). */
export function isCallbackNumber(phone: string): boolean {
  return phone.trim() === '' || isTelephoneNumber(phone);
}

function suggestionById(context: ChatContext, id: SuggestionId): ChatSuggestion | undefined {
  return context.script.suggestions.find((s) => s.id === id);
}

const conversationState = (context: ChatContext): ConversationState => ({
  askedNameAndCity: context.askedNameAndCity,
  awaitingNameAndCity: context.awaitingNameAndCity,
  handedOver: context.handedOver || context.handover !== null,
});

/** A conversation the visitor started, or one a coordinator has: reopening the panel keeps it. */
const isConversationKept = (context: ChatContext) => context.handedOver || context.messages.some((m) => m.sender === 'user');

/** The handover form empty: it holds only what the visitor types into it (a question typed in the conversation is never taken for a name). */
export const EMPTY_HANDOVER: HandoverRequest = { name: '', phone: '', email: '', city: '', note: '' };

/** What the handover form starts with: the last handover sent, else nothing. */
export function handoverPrefill(context: Pick<ChatContext, 'handover'>): HandoverRequest {
  return context.handover ?? EMPTY_HANDOVER;
}

/** The visitor's messages a coordinator does not have yet, up to `upTo`. */
export const unsentMessages = (context: Pick<ChatContext, 'messages' | 'sentUpTo'>, upTo: number): ChatMessage[] =>
  context.messages.filter((m) => m.sender === 'user' && m.id > context.sentUpTo && m.id <= upTo);

/** The reply's words: the answer's own, and the script's line for each other part. */
function replyText(script: ChatScript, parts: readonly ReplyPart[], answer: ChatAnswer | null): string {
  return parts.map((part) => (part === 'answer' ? (answer?.reply ?? '') : script[part])).join(' ');
}

function say(context: ChatContext, sender: ChatMessage['sender'], text: string, extra: Pick<ChatMessage, 'suggestions' | 'answered'> = {}) {
  const message: ChatMessage = { id: context.nextId, sender, text, ...extra };
  return { messages: [...context.messages, message], nextId: context.nextId + 1 };
}

/** The reply owed, said: with what it answered, if anything. */
const sayPendingReply = (context: ChatContext) => ({
  ...say(context, 'bot', context.pendingReply, context.pendingAnswer ? { answered: context.pendingAnswer } : {}),
  pendingReply: '',
  pendingAnswer: null,
});

export const chatMachine = setup({
  types: {
    context: {} as ChatContext,
    events: {} as ChatEvent,
    input: {} as ChatInput,
  },
  actors: {
    // Provided by the view (features/chat/deliver-offline-message.ts); without one, nothing is sent.
    deliverMessage: fromPromise<void, OfflineMessage>(async () => {
      throw new Error('No delivery service was provided for the offline message');
    }),
    // Provided by the view too: sends the conversation and the contact to a care coordinator.
    deliverConversation: fromPromise<void, ConversationHandover>(async () => {
      throw new Error('No delivery service was provided for the conversation');
    }),
    // And the follow-ups: the visitor's messages after the handover, to the same coordinator.
    deliverFollowUp: fromPromise<void, ConversationFollowUp>(async () => {
      throw new Error('No delivery service was provided for the follow-up');
    }),
  },
  guards: {
    isOutsideBusinessHours: ({ context }) => context.status === 'Away',
    isOfflineFormComplete: ({ event }) => {
      assertEvent(event, 'SUBMIT_OFFLINE_MESSAGE');
      return isCompleteOfflineMessage(event);
    },
    isCallbackNumberValid: ({ event }) => {
      assertEvent(event, 'SUBMIT_OFFLINE_MESSAGE');
      return isCallbackNumber(event.phone);
    },
    wasHandedOver: ({ context }) => context.handedOver,
    hasUnsentMessages: ({ context }) => unsentMessages(context, context.nextId - 1).length > 0,
    isHandoverComplete: ({ event }) => {
      assertEvent(event, 'SUBMIT_HANDOVER');
      return handoverProblem(event) === null;
    },
  },
  actions: {
    /**
     * Opening clears the history (docs/spec/SPEC.md §4.3) unless the visitor has started a
     * conversation in this visit: then it is kept, with a reply the assistant still owed (decision 0047).
     */
    clearHistoryUnlessStarted: assign(({ context }) => {
      if (!isConversationKept(context)) return { messages: [], draft: '', pendingReply: '', pendingAnswer: null, askedNameAndCity: false, awaitingNameAndCity: false };
      return context.pendingReply ? sayPendingReply(context) : {};
    }),
    checkBusinessHours: assign(({ context, event }) => {
      assertEvent(event, 'OPEN');
      const at = new Date(event.at);
      return { status: chatStatus(at, context.hours), awayHours: event.awayHours, phoneOpenUntil: openUntil(at, context.phoneHours) };
    }),
    greet: assign(({ context }) =>
      isConversationKept(context) ? say(context, 'bot', context.script.welcomeBack) : say(context, 'bot', context.script.greeting, { suggestions: context.script.suggestions }),
    ),
    updateDraft: assign({
      draft: ({ event }) => {
        assertEvent(event, 'TYPE');
        return event.text;
      },
    }),
    // The reply: the site's answer, the name and city question once, or plainly nothing to answer with (chat.rules.ts `replyTo`).
    addVisitorMessage: assign(({ context, event }) => {
      assertEvent(event, 'SEND');
      const { parts, state } = replyTo(conversationState(context), event.answer);
      return {
        ...say(context, 'user', context.draft.trim()),
        askedNameAndCity: state.askedNameAndCity,
        awaitingNameAndCity: state.awaitingNameAndCity,
        draft: '',
        pendingReply: replyText(context.script, parts, event.answer),
        pendingAnswer: event.answer && parts.includes('answer') ? { topic: event.answer.topic, score: event.answer.score } : null,
      };
    }),
    addSuggestionAsMessage: assign(({ context, event }) => {
      assertEvent(event, 'CHOOSE_SUGGESTION');
      const suggestion = suggestionById(context, event.suggestion);
      if (!suggestion) return {};
      return { ...say(context, 'user', suggestion.text), pendingReply: suggestion.reply, pendingAnswer: null, awaitingNameAndCity: false };
    }),
    reply: assign(({ context }) => sayPendingReply(context)),
    addOfflineNotice: assign(({ context }) => {
      const notice = { ...context, ...say(context, 'bot', context.script.offlineNotice) };
      return context.awayHours ? say(notice, 'bot', context.awayHours) : notice;
    }),
    keepOfflineMessage: assign({
      offlineMessage: ({ event }) => {
        assertEvent(event, 'SUBMIT_OFFLINE_MESSAGE');
        return { name: event.name, email: event.email, message: event.message, phone: event.phone };
      },
    }),
    confirmMessageReceived: assign(({ context }) => say(context, 'bot', context.script.offlineConfirmation)),
    reportSendFailed: assign(({ context }) => say(context, 'bot', context.script.offlineSendFailed)),
    keepHandover: assign({
      handover: ({ event }) => {
        assertEvent(event, 'SUBMIT_HANDOVER');
        return { name: event.name, phone: event.phone, email: event.email, city: event.city, note: event.note };
      },
    }),
    // What the delivery under way carries: every message so far (the handover), or the visitor's since (a follow-up).
    markSending: assign(({ context }) => ({ sendingUpTo: context.nextId - 1 })),
    confirmHandover: assign(({ context }) => ({ ...say(context, 'bot', context.script.handoverConfirmation), handedOver: true, sentUpTo: context.sendingUpTo })),
    reportHandoverFailed: assign(({ context }) => say(context, 'bot', context.script.handoverSendFailed)),
    markFollowUpSent: assign(({ context }) => ({ sentUpTo: context.sendingUpTo })),
    reportFollowUpFailed: assign(({ context }) => say(context, 'bot', context.script.followUpFailed)),
    notifyHandedOver: () => {},
    notifyHandoverFailed: () => {},
    // Provided by the view: the toasts, and navigation for a link button.
    notifyMessageReceived: () => {},
    notifySendFailed: () => {},
    goToLink: () => {},
  },
  delays: {
    APPEAR_DELAY: ({ context }) => context.timings.appearMs,
    GREETING_DELAY: ({ context }) => context.timings.greetingMs,
    OFFLINE_NOTICE_DELAY: ({ context }) => context.timings.offlineNoticeMs,
    TYPING_DELAY: ({ context }) => context.timings.typingMs,
    DELIVERY_TIMEOUT: ({ context }) => context.timings.deliveryTimeoutMs,
  },
}).createMachine({
  id: 'chat',
  context: ({ input }) => ({
    ...input,
    messages: [],
    nextId: 1,
    draft: '',
    status: 'Online',
    pendingReply: '',
    offlineMessage: null,
    awayHours: '',
    phoneOpenUntil: null,
    askedNameAndCity: false,
    awaitingNameAndCity: false,
    pendingAnswer: null,
    handover: null,
    handedOver: false,
    sentUpTo: 0,
    sendingUpTo: 0,
  }),
  initial: 'waiting',
  states: {
    /** The floating button is not shown yet. */
    waiting: {
      meta: {
        ignores: ignoring(
          ['OPEN', 'CLOSE', 'TYPE', 'SEND', 'CHOOSE_SUGGESTION', 'FOLLOW_LINK', 'SUBMIT_OFFLINE_MESSAGE', 'START_HANDOVER', 'SUBMIT_HANDOVER'],
          'Nothing of the chat is shown until the appear delay: the floating button appears with `closed`.',
        ),
      },
      after: { APPEAR_DELAY: 'closed' },
    },
    closed: {
      meta: {
        ignores: ignoring(
          ['CLOSE', 'TYPE', 'SEND', 'CHOOSE_SUGGESTION', 'FOLLOW_LINK', 'SUBMIT_OFFLINE_MESSAGE', 'START_HANDOVER', 'SUBMIT_HANDOVER'],
          'The panel is closed: only the floating button, which opens it, is shown.',
        ),
      },
      on: { OPEN: { target: 'open', actions: ['clearHistoryUnlessStarted', 'checkBusinessHours'] } },
    },
    open: {
      initial: 'greeting',
      meta: { ignores: { OPEN: 'While the panel is open the floating button closes it (it sends CLOSE).' } },
      on: {
        CLOSE: 'closed',
        FOLLOW_LINK: { target: 'closed', actions: 'goToLink' },
      },
      states: {
        greeting: {
          meta: {
            ignores: {
              ...ignoring(['SEND', 'CHOOSE_SUGGESTION'], 'Until the assistant has greeted, the suggestions are disabled and Send waits: what is typed stays in the box.'),
              ...ignoring(['START_HANDOVER', 'SUBMIT_HANDOVER'], 'The handover is offered once the assistant has greeted, in office hours.'),
              SUBMIT_OFFLINE_MESSAGE: 'The offline form is shown only once the assistant is Away.',
            },
          },
          // Typing while the advisor greets is kept (the message box is enabled from the start).
          on: { TYPE: { actions: 'updateDraft' } },
          after: {
            GREETING_DELAY: [
              { guard: 'isOutsideBusinessHours', target: 'away', actions: 'greet' },
              { target: 'online', actions: 'greet' },
            ],
          },
        },
        /** Online: the conversation and the handover to a person, side by side. */
        online: {
          type: 'parallel',
          meta: { ignores: { SUBMIT_OFFLINE_MESSAGE: 'The offline form is shown only while the assistant is Away.' } },
          states: {
            conversation: {
              initial: 'listening',
              on: { TYPE: { actions: 'updateDraft' } },
              states: {
                // SEND comes only with something typed: the view disables Send for a blank draft (decision 0047).
                listening: {
                  on: {
                    SEND: { target: 'typing', actions: 'addVisitorMessage' },
                    CHOOSE_SUGGESTION: { target: 'typing', actions: 'addSuggestionAsMessage' },
                  },
                },
                /** The assistant is typing; a new message restarts the wait and is the one answered. */
                typing: {
                  after: { TYPING_DELAY: { target: 'listening', actions: 'reply' } },
                  on: {
                    SEND: { target: 'typing', reenter: true, actions: 'addVisitorMessage' },
                    CHOOSE_SUGGESTION: { target: 'typing', reenter: true, actions: 'addSuggestionAsMessage' },
                  },
                },
              },
            },
            /** 'Send this conversation to a care coordinator', with the offline message's sending, timeout and retry. */
            handover: {
              initial: 'resuming',
              meta: {
                refuses: {
                  SUBMIT_HANDOVER: 'As the offline form: the form names the field to fix first (handover-form.tsx).',
                },
              },
              states: {
                /** Opened again: a conversation already sent shows as sent, so it is not posted twice. */
                resuming: {
                  always: [{ guard: 'wasHandedOver', target: 'handedOver' }, { target: 'offered' }],
                },
                offered: {
                  meta: { ignores: { SUBMIT_HANDOVER: 'The handover form is not shown until the visitor asks for it.' } },
                  on: { START_HANDOVER: 'filling' },
                },
                /** The form is shown, filled in with what the visitor already answered. */
                filling: {
                  meta: { ignores: { START_HANDOVER: 'The handover form is already open: its button is gone.' } },
                  on: { SUBMIT_HANDOVER: { guard: 'isHandoverComplete', target: 'sending', actions: 'keepHandover' } },
                },
                sending: {
                  meta: {
                    ignores: ignoring(['START_HANDOVER', 'SUBMIT_HANDOVER'], 'The conversation is on its way: the form does not submit again (its button reads Sending...).'),
                  },
                  entry: 'markSending',
                  invoke: {
                    id: 'deliverConversation',
                    src: 'deliverConversation',
                    input: ({ context }) => ({ request: context.handover ?? handoverPrefill(context), messages: context.messages }),
                    onDone: { target: 'handedOver', actions: ['confirmHandover', 'notifyHandedOver'] },
                    onError: { target: 'sendFailed', actions: ['reportHandoverFailed', 'notifyHandoverFailed'] },
                  },
                  after: { DELIVERY_TIMEOUT: { target: 'sendFailed', actions: ['reportHandoverFailed', 'notifyHandoverFailed'] } },
                },
                /** Not sent: every field kept, the button reads 'Retry'. */
                sendFailed: {
                  meta: { ignores: { START_HANDOVER: 'The form stays open with every field kept: its button reads Retry.' } },
                  on: { SUBMIT_HANDOVER: { guard: 'isHandoverComplete', target: 'sending', actions: 'keepHandover' } },
                },
                /** Accepted: a coordinator has the conversation; the visitor may go on chatting, and what they type follows it. */
                handedOver: {
                  meta: { ignores: COORDINATOR_HAS_IT },
                  always: { guard: 'hasUnsentMessages', target: 'followingUp' },
                },
                /** The visitor's messages since are on their way to the same coordinator (one delivery at a time; more typed meanwhile go next). */
                followingUp: {
                  meta: { ignores: COORDINATOR_HAS_IT },
                  entry: 'markSending',
                  invoke: {
                    id: 'deliverFollowUp',
                    src: 'deliverFollowUp',
                    input: ({ context }) => ({ request: handoverPrefill(context), messages: unsentMessages(context, context.sendingUpTo) }),
                    onDone: { target: 'handedOver', actions: 'markFollowUpSent' },
                    onError: { target: 'followUpFailed', actions: 'reportFollowUpFailed' },
                  },
                  after: { DELIVERY_TIMEOUT: { target: 'followUpFailed', actions: 'reportFollowUpFailed' } },
                },
                /** Not sent: the assistant said how to reach the coordinator; the next message or suggestion (or reopening) sends them all again. */
                followUpFailed: {
                  meta: { ignores: COORDINATOR_HAS_IT },
                  on: { SEND: 'followingUp', CHOOSE_SUGGESTION: 'followingUp' },
                },
              },
            },
          },
        },
        away: {
          initial: 'noticePending',
          meta: {
            refuses: {
              SUBMIT_OFFLINE_MESSAGE:
                'The form names the field to fix before it sends (src/features/chat/offline-message-form.tsx); the machine refuses whatever slips past it.',
            },
            ignores: {
              ...ignoring(['TYPE', 'SEND', 'CHOOSE_SUGGESTION'], 'While Away the message box, Send and the suggestions are disabled: the offline form takes the message.'),
              ...ignoring(['START_HANDOVER', 'SUBMIT_HANDOVER'], 'While Away no coordinator is at work: the offline form takes the message instead of the handover.'),
            },
          },
          states: {
            noticePending: {
              meta: { ignores: { SUBMIT_OFFLINE_MESSAGE: 'The offline form appears with the notice, after the notice delay.' } },
              after: { OFFLINE_NOTICE_DELAY: { target: 'leavingMessage', actions: 'addOfflineNotice' } },
            },
            /** The offline form is shown; the text input and send button are disabled. */
            leavingMessage: {
              on: {
                SUBMIT_OFFLINE_MESSAGE: { guard: and(['isOfflineFormComplete', 'isCallbackNumberValid']), target: 'sending', actions: 'keepOfflineMessage' },
              },
            },
            /** The message is on its way: the form keeps its fields, its button reads 'Sending...'. */
            sending: {
              meta: { ignores: { SUBMIT_OFFLINE_MESSAGE: 'The form does not submit while its message is on its way (its button reads Sending... and is aria-disabled).' } },
              invoke: {
                id: 'deliverMessage',
                src: 'deliverMessage',
                input: ({ context }) => context.offlineMessage ?? { name: '', email: '', message: '', phone: '' },
                onDone: { target: 'messageReceived', actions: ['confirmMessageReceived', 'notifyMessageReceived'] },
                onError: { target: 'sendFailed', actions: ['reportSendFailed', 'notifySendFailed'] },
              },
              after: { DELIVERY_TIMEOUT: { target: 'sendFailed', actions: ['reportSendFailed', 'notifySendFailed'] } },
            },
            /** Not sent (refused, unreachable or too slow): every field kept, the button reads 'Retry'. */
            sendFailed: {
              on: {
                SUBMIT_OFFLINE_MESSAGE: { guard: and(['isOfflineFormComplete', 'isCallbackNumberValid']), target: 'sending', actions: 'keepOfflineMessage' },
              },
            },
            messageReceived: { meta: { ignores: { SUBMIT_OFFLINE_MESSAGE: 'The message was received: the form is gone.' } } },
          },
        },
      },
    },
  },
});
