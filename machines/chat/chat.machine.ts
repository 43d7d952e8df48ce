import { and, assertEvent, assign, fromPromise, setup } from 'xstate';
import { chatStatus, type BusinessHours, type ChatStatus } from '../shared/business-hours';
import { isEmailAddress } from '../shared/contact-rules';
import { ignoring } from '../shared/ignored-events';
import { isTelephoneNumber } from '../shared/telephone-rules';

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
  /** The reply to anything the visitor types. */
  askNameAndCity: string;
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
}

export interface ChatMessage {
  id: number;
  sender: 'bot' | 'user';
  text: string;
  suggestions?: readonly ChatSuggestion[];
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
  | { type: 'SEND' }
  | { type: 'CHOOSE_SUGGESTION'; suggestion: SuggestionId }
  | { type: 'FOLLOW_LINK'; path: string }
  | ({ type: 'SUBMIT_OFFLINE_MESSAGE' } & OfflineMessage);

const OFFLINE_MESSAGE_FIELDS = ['name', 'email', 'message'] as const;

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

function say(context: ChatContext, sender: ChatMessage['sender'], text: string, suggestions?: readonly ChatSuggestion[]) {
  const message: ChatMessage = { id: context.nextId, sender, text, ...(suggestions ? { suggestions } : {}) };
  return { messages: [...context.messages, message], nextId: context.nextId + 1 };
}

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
  },
  guards: {
    isOutsideBusinessHours: ({ context }) => context.status === 'Away',
    hasMessage: ({ context }) => context.draft.trim() !== '',
    isOfflineFormComplete: ({ event }) => {
      assertEvent(event, 'SUBMIT_OFFLINE_MESSAGE');
      return isCompleteOfflineMessage(event);
    },
    isCallbackNumberValid: ({ event }) => {
      assertEvent(event, 'SUBMIT_OFFLINE_MESSAGE');
      return isCallbackNumber(event.phone);
    },
  },
  actions: {
    clearHistory: assign({ messages: [], draft: '', pendingReply: '' }),
    checkBusinessHours: assign(({ context, event }) => {
      assertEvent(event, 'OPEN');
      return { status: chatStatus(new Date(event.at), context.hours), awayHours: event.awayHours };
    }),
    greet: assign(({ context }) => say(context, 'bot', context.script.greeting, context.script.suggestions)),
    updateDraft: assign({
      draft: ({ event }) => {
        assertEvent(event, 'TYPE');
        return event.text;
      },
    }),
    addVisitorMessage: assign(({ context }) => ({
      ...say(context, 'user', context.draft.trim()),
      draft: '',
      pendingReply: context.script.askNameAndCity,
    })),
    addSuggestionAsMessage: assign(({ context, event }) => {
      assertEvent(event, 'CHOOSE_SUGGESTION');
      const suggestion = suggestionById(context, event.suggestion);
      if (!suggestion) return {};
      return { ...say(context, 'user', suggestion.text), pendingReply: suggestion.reply };
    }),
    reply: assign(({ context }) => ({ ...say(context, 'bot', context.pendingReply), pendingReply: '' })),
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
  }),
  initial: 'waiting',
  states: {
    /** The floating button is not shown yet. */
    waiting: {
      meta: {
        ignores: ignoring(
          ['OPEN', 'CLOSE', 'TYPE', 'SEND', 'CHOOSE_SUGGESTION', 'FOLLOW_LINK', 'SUBMIT_OFFLINE_MESSAGE'],
          'Nothing of the chat is shown until the appear delay: the floating button appears with `closed`.',
        ),
      },
      after: { APPEAR_DELAY: 'closed' },
    },
    closed: {
      meta: {
        ignores: ignoring(['CLOSE', 'TYPE', 'SEND', 'CHOOSE_SUGGESTION', 'FOLLOW_LINK', 'SUBMIT_OFFLINE_MESSAGE'], 'The panel is closed: only the floating button, which opens it, is shown.'),
      },
      on: { OPEN: { target: 'open', actions: ['clearHistory', 'checkBusinessHours'] } },
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
              ...ignoring(['SEND', 'CHOOSE_SUGGESTION'], 'Until the advisor has greeted, the suggestions are disabled and Send waits: what is typed stays in the box.'),
              SUBMIT_OFFLINE_MESSAGE: 'The offline form is shown only once the advisor is Away.',
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
        online: {
          initial: 'listening',
          meta: {
            refuses: { SEND: 'A blank message (nothing, or only spaces) is not sent: there is nothing to answer.' },
            ignores: { SUBMIT_OFFLINE_MESSAGE: 'The offline form is shown only while the advisor is Away.' },
          },
          on: { TYPE: { actions: 'updateDraft' } },
          states: {
            listening: {
              on: {
                SEND: { guard: 'hasMessage', target: 'typing', actions: 'addVisitorMessage' },
                CHOOSE_SUGGESTION: { target: 'typing', actions: 'addSuggestionAsMessage' },
              },
            },
            /** The advisor is typing; a new message restarts the wait and is the one answered. */
            typing: {
              after: { TYPING_DELAY: { target: 'listening', actions: 'reply' } },
              on: {
                SEND: { guard: 'hasMessage', target: 'typing', reenter: true, actions: 'addVisitorMessage' },
                CHOOSE_SUGGESTION: { target: 'typing', reenter: true, actions: 'addSuggestionAsMessage' },
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
            ignores: ignoring(['TYPE', 'SEND', 'CHOOSE_SUGGESTION'], 'While Away the message box, Send and the suggestions are disabled: the offline form takes the message.'),
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
