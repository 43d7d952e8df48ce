import { and, assertEvent, assign, fromPromise, setup } from 'xstate';
import { chatStatus, openUntil } from '../shared/business-hours';
import { ignoring } from '../shared/ignored-events';
import type { ChatAnswer } from './chat-answers.rules';
import {
  handoverPrefill,
  handoverProblem,
  isCallbackNumber,
  isCompleteOfflineMessage,
  replyTo,
  unsentMessages,
  type ConversationState,
  type ReplyPart,
} from './chat.rules';
import type {
  ChatContext,
  ChatEvent,
  ChatInput,
  ChatMessage,
  ChatScript,
  ChatSuggestion,
  ConversationFollowUp,
  ConversationHandover,
  OfflineMessage,
  SuggestionId,
  WithHoney,
} from './chat.types';

export type * from './chat.types';

/** The scripted chat advisor (docs/spec/SPEC.md §4.3, §8, §9.1): what it says, hands over and delivers, and why: decisions 0111, 0112. */

/** What only the open panel sends. */
const PANEL_EVENTS = ['CLOSE', 'TYPE', 'SEND', 'CHOOSE_SUGGESTION', 'FOLLOW_LINK', 'SUBMIT_OFFLINE_MESSAGE', 'START_HANDOVER', 'SUBMIT_HANDOVER'] as const;
/** Once a coordinator has the conversation (sent, following up, or a follow-up failed): the form is gone. */
const COORDINATOR_HAS_IT = ignoring(['START_HANDOVER', 'SUBMIT_HANDOVER'], 'A coordinator has the conversation: the form gives way to the confirmation.');
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
/** A delivery the view did not provide refuses: a run without the view never pretends something was sent. */
const notProvided = <Input>(what: string) =>
  fromPromise<void, Input>(async () => {
    throw new Error(`No delivery service was provided for ${what}`);
  });

export const chatMachine = setup({
  types: { context: {} as ChatContext, events: {} as ChatEvent, input: {} as ChatInput },
  // Provided by the view (features/chat/chat-widget.tsx): the offline message, the conversation to a coordinator, the follow-ups after it.
  actors: {
    deliverMessage: notProvided<WithHoney<OfflineMessage>>('the offline message'),
    deliverConversation: notProvided<WithHoney<ConversationHandover>>('the conversation'),
    deliverFollowUp: notProvided<ConversationFollowUp>('the follow-up'),
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
    // Opening clears the history (§4.3) unless the visitor started a conversation: then it is kept, with a reply still owed.
    clearHistoryUnlessStarted: assign(({ context }) => {
      if (!isConversationKept(context))
        return { messages: [], draft: '', pendingReply: '', pendingAnswer: null, askedNameAndCity: false, awaitingNameAndCity: false };
      return context.pendingReply ? sayPendingReply(context) : {};
    }),
    checkBusinessHours: assign(({ context, event }) => {
      assertEvent(event, 'OPEN');
      const at = new Date(event.at);
      return { status: chatStatus(at, context.hours), awayHours: event.awayHours, phoneOpenUntil: openUntil(at, context.phoneHours) };
    }),
    greet: assign(({ context }) =>
      isConversationKept(context)
        ? say(context, 'bot', context.script.welcomeBack)
        : say(context, 'bot', context.script.greeting, { suggestions: context.script.suggestions }),
    ),
    updateDraft: assign({
      draft: ({ event }) => {
        assertEvent(event, 'TYPE');
        return event.text;
      },
    }),
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
    keepOfflineMessage: assign(({ event }) => {
      assertEvent(event, 'SUBMIT_OFFLINE_MESSAGE');
      return { offlineMessage: { name: event.name, email: event.email, message: event.message, phone: event.phone }, honey: event.honey ?? '' };
    }),
    confirmMessageReceived: assign(({ context }) => say(context, 'bot', context.script.offlineConfirmation)),
    reportSendFailed: assign(({ context }) => say(context, 'bot', context.script.offlineSendFailed)),
    sayStillSending: assign(({ context }) => say(context, 'bot', context.script.stillSending)),
    reportNoAnswer: assign(({ context }) => say(context, 'bot', context.script.noAnswer)),
    keepHandover: assign(({ event }) => {
      assertEvent(event, 'SUBMIT_HANDOVER');
      return { handover: { name: event.name, phone: event.phone, email: event.email, city: event.city, note: event.note }, honey: event.honey ?? '' };
    }),
    markSending: assign(({ context }) => ({ sendingUpTo: context.nextId - 1 })),
    confirmHandover: assign(({ context }) => ({
      ...say(context, 'bot', context.script.handoverConfirmation),
      handedOver: true,
      sentUpTo: context.sendingUpTo,
    })),
    reportHandoverFailed: assign(({ context }) => say(context, 'bot', context.script.handoverSendFailed)),
    markFollowUpSent: assign(({ context }) => ({ sentUpTo: context.sendingUpTo })),
    reportFollowUpFailed: assign(({ context }) => say(context, 'bot', context.script.followUpFailed)),
    reportFollowUpNoAnswer: assign(({ context }) => say(context, 'bot', context.script.followUpNoAnswer)),
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
    SLOW_DELIVERY: ({ context }) => context.timings.slowDeliveryMs,
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
    honey: '',
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
      meta: { ignores: ignoring(['OPEN', ...PANEL_EVENTS], 'Nothing of the chat is shown until the appear delay: the floating button appears with `closed`.') },
      after: { APPEAR_DELAY: 'closed' },
    },
    closed: {
      meta: { ignores: ignoring(PANEL_EVENTS, 'The panel is closed: only the floating button, which opens it, is shown.') },
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
              ...ignoring(
                ['SEND', 'CHOOSE_SUGGESTION'],
                'Until the assistant has greeted, the suggestions are disabled and Send waits: what is typed stays in the box.',
              ),
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
                /** The conversation is on its way, as the offline message: told when slow, its late answer still taken. */
                sending: {
                  meta: {
                    ignores: ignoring(
                      ['START_HANDOVER', 'SUBMIT_HANDOVER'],
                      'The conversation is on its way: the form does not submit again (its button reads Sending...).',
                    ),
                  },
                  entry: 'markSending',
                  invoke: {
                    id: 'deliverConversation',
                    src: 'deliverConversation',
                    input: ({ context }) => ({ request: context.handover ?? handoverPrefill(context), messages: context.messages, honey: context.honey }),
                    onDone: { target: 'handedOver', actions: ['confirmHandover', 'notifyHandedOver'] },
                    onError: { target: 'sendFailed', actions: ['reportHandoverFailed', 'notifyHandoverFailed'] },
                  },
                  after: { DELIVERY_TIMEOUT: { target: 'sendFailed', actions: 'reportNoAnswer' } },
                  initial: 'waiting',
                  states: { waiting: { after: { SLOW_DELIVERY: { target: 'slow', actions: 'sayStillSending' } } }, slow: {} },
                },
                /** Not sent, or no answer: every field kept, the button reads 'Retry'. */
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
                  after: { DELIVERY_TIMEOUT: { target: 'followUpFailed', actions: 'reportFollowUpNoAnswer' } },
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
              ...ignoring(
                ['TYPE', 'SEND', 'CHOOSE_SUGGESTION'],
                'While Away the message box, Send and the suggestions are disabled: the offline form takes the message.',
              ),
              ...ignoring(
                ['START_HANDOVER', 'SUBMIT_HANDOVER'],
                'While Away no coordinator is at work: the offline form takes the message instead of the handover.',
              ),
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
            /** On its way: the form keeps its fields and reads 'Sending...'; slow, then given up, as the handover. */
            sending: {
              meta: {
                ignores: {
                  SUBMIT_OFFLINE_MESSAGE: 'The form does not submit while its message is on its way (its button reads Sending... and is aria-disabled).',
                },
              },
              invoke: {
                id: 'deliverMessage',
                src: 'deliverMessage',
                input: ({ context }) => ({ ...(context.offlineMessage ?? { name: '', email: '', message: '', phone: '' }), honey: context.honey }),
                onDone: { target: 'messageReceived', actions: ['confirmMessageReceived', 'notifyMessageReceived'] },
                onError: { target: 'sendFailed', actions: ['reportSendFailed', 'notifySendFailed'] },
              },
              after: { DELIVERY_TIMEOUT: { target: 'sendFailed', actions: 'reportNoAnswer' } },
              initial: 'waiting',
              states: { waiting: { after: { SLOW_DELIVERY: { target: 'slow', actions: 'sayStillSending' } } }, slow: {} },
            },
            /** Not sent (refused or unreachable), or no answer in the time limit: every field kept, the button reads 'Retry'. */
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
