import { act, fireEvent, screen, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { expect, vi } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { blankOfflineFields, isCallbackNumber, type chatMachine, type ConversationHandover, type OfflineMessage } from '../../machines/chat/chat.machine';
import { handoverProblem, type HandoverRequest } from '../../machines/chat/chat.rules';
import { chatView } from '../../machines/chat/chat.view';
import { CHAT_TEXT, CHAT_TIMINGS } from '../../src/content/chat';
import { CHAT_OPEN_BUTTON, CHAT_SCRIPT } from '../../src/content/chat-script';
import { CHAT_HANDOVER_FORM } from '../../src/content/chat-handover';
import { CHAT_OFFLINE_FORM } from '../../src/content/chat-offline-form';
import { awayHoursLine } from '../../src/features/chat/away-hours';
import { ChatWidget, preloadChatPanel } from '../../src/features/chat/chat-widget';
import { parseReplyLinks } from '../../src/features/chat/reply-links';
import { renderWithSite } from '../render';
import { MODEL_CONFIGURATIONS } from './configurations';
import { describeMachineModel, type RegisteredModelSpec } from './harness';
import { SATURDAY_MORNING, VISITOR_TIME_ZONE, WEEKDAY_MORNING } from './chat-model-options';
import { CHAT_LAUNCHER_WORDS_EN } from '../../src/content/chat-script';

type ChatSnapshot = SnapshotFrom<typeof chatMachine>;

function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

/**
 * The offline message's delivery, held by the test: each send waits until the path's next step
 * accepts it (`xstate.done.actor.deliverMessage`), refuses it (`xstate.error.actor.deliverMessage`)
 * or lets the delivery timeout pass.
 */
let pendingDelivery: { resolve: () => void; reject: (error: Error) => void } | null = null;
const delivered: OfflineMessage[] = [];
/** What the visitor last typed into the offline form (kept through every failure). */
let typed: OfflineMessage | null = null;
const fakeDeliver = (message: OfflineMessage) =>
  new Promise<void>((resolve, reject) => {
    delivered.push(message);
    pendingDelivery = { resolve, reject };
  });
/** The conversations handed over, and what the visitor last typed into the handover form. */
const handedOver: ConversationHandover[] = [];
let typedHandover: HandoverRequest | null = null;
const fakeDeliverConversation = (handover: ConversationHandover) =>
  new Promise<void>((resolve, reject) => {
    handedOver.push(handover);
    pendingDelivery = { resolve, reject };
  });

const widget = () => screen.getByTestId('chat-widget');
const chatButton = () => screen.getByRole('button', { name: CHAT_OPEN_BUTTON });
const panel = () => screen.getByRole('dialog', { name: CHAT_TEXT.panelTitle });
const log = () => screen.getByTestId('chat-log');
const messageInput = () => screen.getByRole('textbox', { name: CHAT_TEXT.inputLabel });
const sendButton = () => screen.getByRole('button', { name: CHAT_TEXT.send });
const suggestion = (text: string) => within(log()).getByRole('button', { name: text });
const offlineForm = () => screen.getByRole('form', { name: CHAT_OFFLINE_FORM.legend });
const handoverForm = () => screen.getByRole('form', { name: CHAT_HANDOVER_FORM.legend });
const handoverButton = () => within(panel()).queryByRole('button', { name: CHAT_HANDOVER_FORM.open });
const viewOf = (model: ChatSnapshot) => chatView(model, () => {});

/** Advances the fake clock to one millisecond before a delay ends, checks nothing moved, then ends it. */
function passDelay(ms: number, before: () => void, after: () => void) {
  act(() => vi.advanceTimersByTime(ms - 1));
  before();
  act(() => vi.advanceTimersByTime(1));
  after();
}

/** What a visitor reads in each bubble: the text, with `[label](/path)` shown as its label. */
const visibleText = (text: string) => parseReplyLinks(text).map((p) => (p.kind === 'text' ? p.text : p.label)).join('');

const allBubbles = () => within(log()).queryAllByText((_, element) => element?.classList.contains('chat-bubble') ?? false);

/** The conversation on screen is the model's, message for message, with who said it. */
function expectConversation(model: ChatSnapshot) {
  const bubbles = allBubbles();
  const { messages } = viewOf(model);
  expect(bubbles.map((b) => b.textContent)).toEqual(
    messages.map((m) => `${m.sender === 'bot' ? CHAT_TEXT.advisor : CHAT_TEXT.you}: ${visibleText(m.text)}`),
  );
}

/** The label of the link button to a path, as the script writes it. */
function linkLabel(path: string): string {
  const part = CHAT_SCRIPT.suggestions.flatMap((s) => parseReplyLinks(s.reply)).find((p) => p.kind === 'link' && p.path === path);
  if (part?.kind !== 'link') throw new Error(`No reply links to ${path}`);
  return part.label;
}

const lastBotText = (model: ChatSnapshot) => viewOf(model).messages.filter((m) => m.sender === 'bot').at(-1)?.text;

/**
 * The open panel as the model's view model has it: the conversation, the status, the typing
 * indicator iff typing, the message box and Send disabled iff the composer is not enabled, the
 * suggestions enabled iff conversing, and the offline form iff leaving a message.
 */
function expectPanel(model: ChatSnapshot) {
  const view = viewOf(model);
  expect(panel()).toBeVisible();
  expect(chatButton()).toHaveAttribute('aria-expanded', 'true');
  expectConversation(model);
  expect(within(panel()).getByTestId('chat-status')).toHaveTextContent(CHAT_TEXT.status[view.status]);
  // The header says what the chat is, Online or Away (docs/spec/DECISIONS.md "The chat is an automated assistant").
  expect(within(panel()).getByTestId('chat-what-it-is')).toHaveTextContent('An automated assistant; a care coordinator reads what you send them.');
  if (view.isTyping) expect(screen.getByTestId('chat-typing')).toHaveTextContent(CHAT_TEXT.typing);
  else expect(screen.queryByTestId('chat-typing')).not.toBeInTheDocument();
  if (view.isComposerEnabled) {
    expect(messageInput()).toBeEnabled();
    expect(messageInput()).toHaveValue(view.draft);
    // Send is pressable only while conversing, with something besides spaces typed (a draft kept
    // through closing waits for the welcome back).
    if (view.isConversing && view.draft.trim() !== '') expect(sendButton()).toBeEnabled();
    else expect(sendButton()).toBeDisabled();
  } else {
    expect(messageInput()).toBeDisabled();
    expect(sendButton()).toBeDisabled();
  }
  const suggestions = view.messages.flatMap((m) => m.suggestions ?? []);
  for (const s of suggestions) {
    if (view.isConversing) expect(suggestion(s.text)).toBeEnabled();
    else expect(suggestion(s.text)).toBeDisabled();
  }
  if (view.isLeavingMessage) expect(offlineForm()).toBeVisible();
  else expect(screen.queryByTestId('chat-offline-form')).not.toBeInTheDocument();
  if (view.isHandoverOffered) expect(handoverButton()).toBeVisible();
  else expect(handoverButton()).not.toBeInTheDocument();
  if (view.isHandoverFormShown) expect(handoverForm()).toBeVisible();
  else expect(screen.queryByTestId('chat-handover-form')).not.toBeInTheDocument();
}

/** The handover form's fields, in the order a visitor meets them. */
const HANDOVER_FIELDS = ['name', 'phone', 'email', 'city', 'note'] as const satisfies readonly (keyof HandoverRequest)[];
const handoverBox = (field: keyof HandoverRequest) => within(handoverForm()).getByRole('textbox', { name: CHAT_HANDOVER_FORM[field] });

/** The handover form holds these values, field for field. */
function expectHandoverFields(values: HandoverRequest) {
  for (const field of HANDOVER_FIELDS) expect(handoverBox(field)).toHaveValue(values[field]);
}

/** The conversation and the handover, in each of their combinations while Online. */
function onlineStateChecks() {
  const conversation = {
    listening: () => {
      for (const s of CHAT_SCRIPT.suggestions) expect(suggestion(s.text)).toBeEnabled();
      expect(screen.queryByTestId('chat-typing')).not.toBeInTheDocument();
    },
    typing: () => expect(screen.getByTestId('chat-typing')).toHaveTextContent(CHAT_TEXT.typing),
  };
  const handover = {
    offered: () => expect(handoverButton()).toBeEnabled(),
    // The form starts with what the visitor told the assistant (or what they typed, after a refusal), every field editable.
    filling: (model: ChatSnapshot) => {
      expectHandoverFields(typedHandover ?? viewOf(model).handoverPrefill);
      for (const field of HANDOVER_FIELDS) expect(handoverBox(field)).not.toHaveAttribute('readonly');
      expect(handoverBox('name')).toBeRequired();
      expect(handoverBox('phone')).toHaveAttribute('type', 'tel');
      expect(handoverBox('email')).toHaveAttribute('type', 'email');
      expect(within(handoverForm()).getByRole('link', { name: 'Read our privacy policy' })).toHaveAttribute('href', '/privacy-policy');
      expect(within(handoverForm()).getByRole('button', { name: CHAT_HANDOVER_FORM.submit })).toBeEnabled();
    },
    // On its way: the whole conversation and the contact as typed; the fields read-only, 'Sending...'.
    sending: (model: ChatSnapshot) => {
      expectHandoverFields(typedHandover!);
      expect(within(handoverForm()).getByRole('button', { name: CHAT_HANDOVER_FORM.sending })).toHaveAttribute('aria-disabled', 'true');
      expect(handedOver.at(-1)).toEqual({ request: typedHandover, messages: model.context.messages });
    },
    sendFailed: (model: ChatSnapshot) => {
      expectHandoverFields(typedHandover!);
      expect(lastBotText(model)).toBe(CHAT_SCRIPT.handoverSendFailed);
      expect(within(handoverForm()).getByRole('button', { name: CHAT_HANDOVER_FORM.retry })).toBeEnabled();
      expect(within(handoverForm()).getByRole('link', { name: CHAT_HANDOVER_FORM.callUs })).toHaveAttribute('href', 'tel:+18885550142');
      const toast = within(screen.getByTestId('toaster')).getByRole('alert');
      expect(toast).toHaveTextContent(CHAT_TEXT.handoverFailedToast.title);
    },
    // Accepted: the assistant says when a person will answer, from the office's hours.
    // Reopened later, the conversation shows as sent: the confirmation kept, no offer to send it again (one post).
    handedOver: (model: ChatSnapshot) => {
      const confirmation =
        'Thank you! A care coordinator has your conversation and will contact you within office hours (Monday to Friday, 8 AM - 8 PM, Toronto time).';
      if (lastBotText(model) === 'Welcome back. Your conversation is still here.') {
        expect(within(log()).getByText(confirmation)).toBeVisible();
      } else {
        expect(lastBotText(model)).toBe(confirmation);
        expect(screen.getByTestId('toaster')).toHaveTextContent(CHAT_TEXT.handedOverToast.title);
      }
      expect(within(panel()).queryByRole('button', { name: CHAT_HANDOVER_FORM.open })).not.toBeInTheDocument();
      expect(panel()).toContainElement(document.activeElement as HTMLElement);
    },
  };
  const checks: Record<string, (model: ChatSnapshot) => void> = {};
  for (const [c, checkConversation] of Object.entries(conversation)) {
    for (const [h, checkHandover] of Object.entries(handover)) {
      checks[`open.online.conversation.${c},handover.${h}`] = (model) => {
        expectPanel(model);
        checkConversation();
        checkHandover(model);
      };
    }
  }
  return checks;
}

/** The offline form's fields, in the order a visitor meets them. */
const OFFLINE_FIELDS = ['name', 'email', 'phone', 'message'] as const satisfies readonly (keyof OfflineMessage)[];

/** The offline form still holds what the visitor typed, field for field. */
function expectOfflineFields() {
  if (!typed) throw new Error('Nothing was typed into the offline form');
  for (const field of OFFLINE_FIELDS) {
    expect(within(offlineForm()).getByRole('textbox', { name: CHAT_OFFLINE_FORM[field] })).toHaveValue(typed[field]);
  }
}

function openStateChecks(away: boolean) {
  return {
    'open.greeting': (model: ChatSnapshot) => {
      expectPanel(model);
      // Opening clears the history, unless the visitor had written or chosen something, or handed it over: then it is kept (decision 0047).
      if (model.context.messages.some((m) => m.sender === 'user')) expect(allBubbles().filter((b) => b.textContent?.startsWith('You: ')).length).toBeGreaterThan(0);
      else if (model.context.handedOver) expect(within(log()).getByText(/^Thank you! A care coordinator has your conversation/)).toBeVisible();
      else expect(allBubbles()).toHaveLength(0);
      expect(within(panel()).getByTestId('chat-status')).toHaveTextContent(CHAT_TEXT.status[away ? 'Away' : 'Online']);
      expect(document.activeElement).toBe(away ? panel() : messageInput());
    },
    ...onlineStateChecks(),
    'open.away.noticePending': (model: ChatSnapshot) => {
      expectPanel(model);
      expect(lastBotText(model)).toBe(CHAT_SCRIPT.greeting);
      for (const s of CHAT_SCRIPT.suggestions) expect(suggestion(s.text)).toBeDisabled();
    },
    'open.away.leavingMessage': (model: ChatSnapshot) => {
      expectPanel(model);
      expect(within(log()).getByText(CHAT_SCRIPT.offlineNotice)).toBeVisible();
      // docs/spec/DECISIONS.md "24/7": the hours on Toronto's clock and the visitor's (Regina), and the 24/7 line for current clients.
      const hours = within(log()).getByText(awayHoursLine(SATURDAY_MORNING, VISITOR_TIME_ZONE));
      expect(hours).toBeVisible();
      expect(hours).toHaveTextContent('Mon–Fri 8:00 AM–8:00 PM Toronto time (7:00 AM–7:00 PM your time)');
      // Saturday 11:00: the phone line is open, and the assistant says until when (decision 0047).
      expect(hours).toHaveTextContent('Our phone line is open today until 4:00 PM Toronto time: call 1-888-555-0142');
      expect(within(panel()).getByTestId('chat-hours-hint')).toHaveTextContent('Phone line open until 4:00 PM today: 1-888-555-0142');
      const form = offlineForm();
      expect(within(form).getByRole('textbox', { name: CHAT_OFFLINE_FORM.name })).toBeRequired();
      expect(within(form).getByRole('textbox', { name: CHAT_OFFLINE_FORM.email })).toHaveAttribute('type', 'email');
      expect(within(form).getByRole('textbox', { name: CHAT_OFFLINE_FORM.message })).toBeRequired();
      // The call-back number is optional, a telephone field, and says what it is for.
      const phone = within(form).getByRole('textbox', { name: CHAT_OFFLINE_FORM.phone });
      expect(phone).not.toBeRequired();
      expect(phone).toHaveAttribute('type', 'tel');
      expect(phone).toHaveAccessibleDescription(CHAT_OFFLINE_FORM.phoneDescription);
    },
    'open.away.sending': (model: ChatSnapshot) => {
      expectPanel(model);
      expectOfflineFields();
      expect(within(offlineForm()).getByRole('button', { name: CHAT_OFFLINE_FORM.sending })).toHaveAttribute('aria-disabled', 'true');
      expect(delivered.at(-1)).toEqual(model.context.offlineMessage);
    },
    // Not sent: every field as typed, the advisor says so with the phone number, a destructive toast, Retry.
    'open.away.sendFailed': (model: ChatSnapshot) => {
      expectPanel(model);
      expectOfflineFields();
      expect(lastBotText(model)).toBe(CHAT_SCRIPT.offlineSendFailed);
      expect(within(offlineForm()).getByRole('button', { name: CHAT_OFFLINE_FORM.retry })).toBeEnabled();
      expect(within(offlineForm()).getByRole('link', { name: CHAT_OFFLINE_FORM.callUs })).toHaveAttribute('href', 'tel:+18885550142');
      const toast = within(screen.getByTestId('toaster')).getByRole('alert');
      expect(toast).toHaveTextContent(CHAT_TEXT.sendFailedToast.title);
      expect(toast).toHaveTextContent(CHAT_TEXT.sendFailedToast.description);
    },
    'open.away.messageReceived': (model: ChatSnapshot) => {
      expectPanel(model);
      expect(lastBotText(model)).toBe(CHAT_SCRIPT.offlineConfirmation);
      // Shown, but outside the live regions: the conversation's confirmation is what is spoken (decision 0045).
      const toaster = screen.getByTestId('toaster');
      expect(toaster).toHaveTextContent(CHAT_TEXT.messageReceivedToast.title);
      expect(toaster).toHaveTextContent(CHAT_TEXT.messageReceivedToast.description);
      expect(within(toaster).getByRole('status')).toBeEmptyDOMElement();
      expect(panel()).toContainElement(document.activeElement as HTMLElement);
    },
  };
}

function chatModel(variant: 'online' | 'away'): RegisteredModelSpec<'chat'> {
  const away = variant === 'away';
  const configuration = MODEL_CONFIGURATIONS.chat[away ? 1 : 0]!;
  // The widget's clock: OPEN carries it, as the variant's example OPEN does.
  const clock = away ? SATURDAY_MORNING : WEEKDAY_MORNING;
  const now = () => clock;
  return {
    id: 'chat',
    ...configuration,
    variant,
    beforePath: () => {
      vi.useFakeTimers();
      pendingDelivery = null;
      delivered.length = 0;
      typed = null;
      handedOver.length = 0;
      typedHandover = null;
    },
    afterPath: () => vi.useRealTimers(),
    render: (observer) => {
      renderWithSite(
        <>
          <ChatWidget words={CHAT_LAUNCHER_WORDS_EN} now={now} visitorTimeZone={() => VISITOR_TIME_ZONE} deliver={fakeDeliver} deliverConversation={fakeDeliverConversation} />
          <LocationProbe />
        </>,
        { observer },
      );
    },
    stateElement: widget,
    events: {
      'xstate.after.APPEAR_DELAY.chat.waiting': () =>
        passDelay(
          CHAT_TIMINGS.appearMs,
          () => expect(screen.queryByRole('button', { name: CHAT_OPEN_BUTTON })).not.toBeInTheDocument(),
          () => expect(chatButton()).toBeVisible(),
        ),
      // The panel opens once its code is there (preloaded when the button appeared): let that settle.
      OPEN: async () => {
        fireEvent.click(chatButton());
        await act(async () => {
          await preloadChatPanel();
        });
      },
      CLOSE: () => {
        fireEvent.click(within(panel()).getByRole('button', { name: CHAT_TEXT.close }));
        expect(chatButton()).toHaveFocus();
      },
      // A first opening greets; reopening a conversation the visitor started or handed over says welcome back instead.
      'xstate.after.GREETING_DELAY.chat.open.greeting': (_, model) => {
        const line = model.context.handedOver || model.context.messages.some((m) => m.sender === 'user') ? 'Welcome back. Your conversation is still here.' : CHAT_SCRIPT.greeting;
        passDelay(
          CHAT_TIMINGS.greetingMs,
          () => expect(within(log()).queryByText(line)).not.toBeInTheDocument(),
          () => expect(within(log()).getByText(line)).toBeVisible(),
        );
      },
      TYPE: ({ text }) => {
        fireEvent.change(messageInput(), { target: { value: text } });
      },
      // Only with something typed: the button is disabled otherwise (chatCanHappen).
      SEND: () => {
        expect(sendButton()).toBeEnabled();
        fireEvent.click(sendButton());
      },
      CHOOSE_SUGGESTION: ({ suggestion: id }) => {
        const chosen = CHAT_SCRIPT.suggestions.find((s) => s.id === id)!;
        fireEvent.click(suggestion(chosen.text));
        expect(allBubbles().at(-1)).toHaveTextContent(`${CHAT_TEXT.you}: ${chosen.text}`);
      },
      'xstate.after.TYPING_DELAY.chat.open.online.conversation.typing': (_, model) => {
        const messagesBefore = allBubbles().length;
        passDelay(
          CHAT_TIMINGS.typingMs,
          () => expect(screen.getByTestId('chat-typing')).toBeVisible(),
          () => expect(screen.queryByTestId('chat-typing')).not.toBeInTheDocument(),
        );
        // The reply the model owes for the latest message arrives as one new advisor message.
        expect(allBubbles()).toHaveLength(messagesBefore + 1);
        expect(allBubbles().at(-1)).toHaveTextContent(`${CHAT_TEXT.advisor}: ${visibleText(model.context.pendingReply)}`);
      },
      FOLLOW_LINK: ({ path }) => {
        fireEvent.click(within(log()).getAllByRole('button', { name: linkLabel(path) }).at(-1)!);
        expect(screen.getByTestId('location')).toHaveTextContent(path);
      },
      START_HANDOVER: () => {
        fireEvent.click(handoverButton()!);
        // The form replaces the button; focus is on its first field.
        expect(handoverBox('name')).toHaveFocus();
      },
      // In the form as first shown or after a failed send ('Retry'): what the visitor types, then the button.
      SUBMIT_HANDOVER: (request, model) => {
        for (const field of HANDOVER_FIELDS) fireEvent.change(handoverBox(field), { target: { value: request[field] } });
        typedHandover = { name: request.name, phone: request.phone, email: request.email, city: request.city, note: request.note };
        const label = viewOf(model).isHandoverFailed ? CHAT_HANDOVER_FORM.retry : CHAT_HANDOVER_FORM.submit;
        const sentBefore = handedOver.length;
        fireEvent.click(within(handoverForm()).getByRole('button', { name: label }));
        const problem = handoverProblem(request);
        expect(handedOver.length).toBe(sentBefore + (problem ? 0 : 1));
        // No phone and no e-mail: the browser says so on the phone field, and nothing is sent.
        if (problem === 'contact') {
          expect((handoverBox('phone') as HTMLInputElement).validationMessage).toBe(
            'Please give a phone number or an e-mail address, so a care coordinator can reach you.',
          );
        }
      },
      'xstate.done.actor.deliverConversation': async () => {
        await act(async () => pendingDelivery?.resolve());
      },
      'xstate.error.actor.deliverConversation': async () => {
        await act(async () => pendingDelivery?.reject(new Error('The form service answered 500')));
      },
      'xstate.after.DELIVERY_TIMEOUT.chat.open.online.handover.sending': () =>
        passDelay(
          CHAT_TIMINGS.deliveryTimeoutMs,
          () => expect(within(handoverForm()).getByRole('button', { name: CHAT_HANDOVER_FORM.sending })).toBeVisible(),
          () => expect(within(handoverForm()).getByRole('button', { name: CHAT_HANDOVER_FORM.retry })).toBeVisible(),
        ),
      'xstate.done.actor.deliverMessage': async () => {
        await act(async () => pendingDelivery?.resolve());
      },
      'xstate.error.actor.deliverMessage': async () => {
        await act(async () => pendingDelivery?.reject(new Error('The form service answered 500')));
      },
      'xstate.after.DELIVERY_TIMEOUT.chat.open.away.sending': () =>
        passDelay(
          CHAT_TIMINGS.deliveryTimeoutMs,
          () => expect(within(offlineForm()).getByRole('button', { name: CHAT_OFFLINE_FORM.sending })).toBeVisible(),
          () => expect(within(offlineForm()).getByRole('button', { name: CHAT_OFFLINE_FORM.retry })).toBeVisible(),
        ),
      'xstate.after.OFFLINE_NOTICE_DELAY.chat.open.away.noticePending': () =>
        passDelay(
          CHAT_TIMINGS.offlineNoticeMs,
          () => expect(within(log()).queryByText(CHAT_SCRIPT.offlineNotice)).not.toBeInTheDocument(),
          () => expect(within(log()).getByText(CHAT_SCRIPT.offlineNotice)).toBeVisible(),
        ),
      // In the form as first shown ('Send Message') or after a failed send ('Retry').
      SUBMIT_OFFLINE_MESSAGE: (message, model) => {
        const form = offlineForm();
        const box = (field: keyof OfflineMessage) =>
          within(form).getByRole('textbox', { name: CHAT_OFFLINE_FORM[field] });
        for (const field of OFFLINE_FIELDS) fireEvent.change(box(field), { target: { value: message[field] } });
        typed = { name: message.name, email: message.email, message: message.message, phone: message.phone };
        const label = viewOf(model).isSendFailed ? CHAT_OFFLINE_FORM.retry : CHAT_OFFLINE_FORM.submit;
        const sentBefore = delivered.length;
        within(form).getByRole('button', { name: label }).focus();
        fireEvent.click(within(form).getByRole('button', { name: label }));
        // A complete message goes to the delivery service exactly as typed; a refused one does not.
        const [blank] = blankOfflineFields(message);
        const dialable = isCallbackNumber(message.phone);
        expect(delivered.length).toBe(sentBefore + (blank || !dialable ? 0 : 1));
        // A field of spaces only passes `required`, and any text passes `type=tel`; the machine
        // refuses the message and the field gets a message from the browser.
        const refused = blank ?? (dialable ? undefined : 'phone');
        if (refused) {
          const element = box(refused);
          if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) throw new Error(`No text box for ${refused}`);
          expect(element.validationMessage).toBe(
            blank ? CHAT_OFFLINE_FORM.blankField(CHAT_OFFLINE_FORM[blank]) : CHAT_OFFLINE_FORM.invalidPhone,
          );
        }
      },
    },
    states: {
      waiting: () => {
        expect(screen.queryByRole('button', { name: CHAT_OPEN_BUTTON })).not.toBeInTheDocument();
      },
      closed: () => {
        expect(chatButton()).toHaveAttribute('aria-expanded', 'false');
        expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      },
      ...openStateChecks(away),
    },
  };
}

describeMachineModel(chatModel('online'));
describeMachineModel(chatModel('away'));
