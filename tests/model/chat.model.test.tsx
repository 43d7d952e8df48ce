import { act, fireEvent, screen, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { expect, vi } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { blankOfflineFields, type chatMachine, type OfflineMessage } from '../../machines/chat.machine';
import { chatView } from '../../machines/chat.view';
import { CHAT_SCRIPT, CHAT_TEXT, CHAT_TIMINGS } from '../../src/content/chat';
import { ChatWidget, preloadChatPanel } from '../../src/features/chat/chat-widget';
import { parseReplyLinks } from '../../src/features/chat/reply-links';
import { renderWithSite } from '../render';
import { describeMachineModel, type RegisteredModelSpec } from './harness';
import { CHAT_AWAY_INPUT, CHAT_ONLINE_INPUT, chatCanHappen, chatSignificantContext } from './chat-model-options';

type ChatSnapshot = SnapshotFrom<typeof chatMachine>;

function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

const widget = () => screen.getByTestId('chat-widget');
const chatButton = () => screen.getByRole('button', { name: CHAT_TEXT.openButton });
const panel = () => screen.getByRole('dialog', { name: CHAT_TEXT.panelTitle });
const log = () => screen.getByTestId('chat-log');
const messageInput = () => screen.getByRole('textbox', { name: CHAT_TEXT.inputLabel });
const sendButton = () => screen.getByRole('button', { name: CHAT_TEXT.send });
const suggestion = (text: string) => within(log()).getByRole('button', { name: text });
const offlineForm = () => screen.getByRole('form', { name: CHAT_TEXT.offlineForm.legend });
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
  expect(view.isOpen).toBe(true);
  expect(panel()).toBeVisible();
  expect(chatButton()).toHaveAttribute('aria-expanded', 'true');
  expectConversation(model);
  expect(within(panel()).getByTestId('chat-status')).toHaveTextContent(CHAT_TEXT.status[view.status]);
  if (view.isTyping) expect(screen.getByTestId('chat-typing')).toHaveTextContent(CHAT_TEXT.typing);
  else expect(screen.queryByTestId('chat-typing')).not.toBeInTheDocument();
  if (view.isComposerEnabled) {
    expect(messageInput()).toBeEnabled();
    expect(sendButton()).toBeEnabled();
    expect(messageInput()).toHaveValue(view.draft);
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
}

function openStateChecks(away: boolean) {
  return {
    'open.greeting': (model: ChatSnapshot) => {
      expectPanel(model);
      // Opening clears the history.
      expect(viewOf(model).messages).toEqual([]);
      expect(viewOf(model).isAway).toBe(away);
      expect(document.activeElement).toBe(away ? panel() : messageInput());
    },
    'open.online.listening': (model: ChatSnapshot) => {
      expectPanel(model);
      expect(viewOf(model).isConversing).toBe(true);
      for (const s of CHAT_SCRIPT.suggestions) expect(suggestion(s.text)).toBeEnabled();
    },
    'open.online.typing': (model: ChatSnapshot) => {
      expectPanel(model);
      expect(viewOf(model).isTyping).toBe(true);
    },
    'open.away.noticePending': (model: ChatSnapshot) => {
      expectPanel(model);
      expect(lastBotText(model)).toBe(CHAT_SCRIPT.greeting);
      for (const s of CHAT_SCRIPT.suggestions) expect(suggestion(s.text)).toBeDisabled();
    },
    'open.away.leavingMessage': (model: ChatSnapshot) => {
      expectPanel(model);
      expect(within(log()).getByText(CHAT_SCRIPT.offlineNotice)).toBeVisible();
      const form = offlineForm();
      expect(within(form).getByRole('textbox', { name: CHAT_TEXT.offlineForm.name })).toBeRequired();
      expect(within(form).getByRole('textbox', { name: CHAT_TEXT.offlineForm.email })).toHaveAttribute('type', 'email');
      expect(within(form).getByRole('textbox', { name: CHAT_TEXT.offlineForm.message })).toBeRequired();
    },
    'open.away.messageReceived': (model: ChatSnapshot) => {
      expectPanel(model);
      expect(viewOf(model).isMessageReceived).toBe(true);
      expect(lastBotText(model)).toBe(CHAT_SCRIPT.offlineConfirmation);
      const toast = within(screen.getByTestId('toaster')).getByRole('status');
      expect(toast).toHaveTextContent(CHAT_TEXT.messageReceivedToast.title);
      expect(toast).toHaveTextContent(CHAT_TEXT.messageReceivedToast.description);
      expect(panel()).toContainElement(document.activeElement as HTMLElement);
    },
  };
}

function chatModel(variant: 'online' | 'away'): RegisteredModelSpec<'chat'> {
  const away = variant === 'away';
  const input = away ? CHAT_AWAY_INPUT : CHAT_ONLINE_INPUT;
  return {
    id: 'chat',
    variant,
    input,
    significantContext: chatSignificantContext,
    canHappen: chatCanHappen,
    beforePath: () => {
      vi.useFakeTimers();
    },
    afterPath: () => vi.useRealTimers(),
    render: (observer) => {
      renderWithSite(
        <>
          <ChatWidget now={input.now} />
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
          () => expect(screen.queryByRole('button', { name: CHAT_TEXT.openButton })).not.toBeInTheDocument(),
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
      'xstate.after.GREETING_DELAY.chat.open.greeting': () =>
        passDelay(
          CHAT_TIMINGS.greetingMs,
          () => expect(within(log()).queryByText(CHAT_SCRIPT.greeting)).not.toBeInTheDocument(),
          () => expect(within(log()).getByText(CHAT_SCRIPT.greeting)).toBeVisible(),
        ),
      TYPE: ({ text }) => {
        fireEvent.change(messageInput(), { target: { value: text } });
      },
      // Also with nothing (or spaces only) typed: the machine's hasMessage guard refuses it.
      SEND: () => {
        fireEvent.click(sendButton());
      },
      CHOOSE_SUGGESTION: ({ suggestion: id }) => {
        const chosen = CHAT_SCRIPT.suggestions.find((s) => s.id === id)!;
        fireEvent.click(suggestion(chosen.text));
        expect(allBubbles().at(-1)).toHaveTextContent(`${CHAT_TEXT.you}: ${chosen.text}`);
      },
      'xstate.after.TYPING_DELAY.chat.open.online.typing': (_, model) => {
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
      'xstate.after.OFFLINE_NOTICE_DELAY.chat.open.away.noticePending': () =>
        passDelay(
          CHAT_TIMINGS.offlineNoticeMs,
          () => expect(within(log()).queryByText(CHAT_SCRIPT.offlineNotice)).not.toBeInTheDocument(),
          () => expect(within(log()).getByText(CHAT_SCRIPT.offlineNotice)).toBeVisible(),
        ),
      SUBMIT_OFFLINE_MESSAGE: (message) => {
        const form = offlineForm();
        const box = (field: keyof OfflineMessage) =>
          within(form).getByRole('textbox', { name: CHAT_TEXT.offlineForm[field] });
        for (const field of ['name', 'email', 'message'] as const) fireEvent.change(box(field), { target: { value: message[field] } });
        within(form).getByRole('button', { name: CHAT_TEXT.offlineForm.submit }).focus();
        fireEvent.click(within(form).getByRole('button', { name: CHAT_TEXT.offlineForm.submit }));
        // A field of spaces only passes `required`; the machine refuses the message and the
        // field gets the browser's own message.
        const [blank] = blankOfflineFields(message);
        if (blank) {
          const element = box(blank);
          if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) throw new Error(`No text box for ${blank}`);
          expect(element.validationMessage).toBe(CHAT_TEXT.offlineForm.blankField(CHAT_TEXT.offlineForm[blank]));
        }
      },
    },
    states: {
      waiting: (model) => {
        expect(viewOf(model).isButtonVisible).toBe(false);
        expect(screen.queryByRole('button', { name: CHAT_TEXT.openButton })).not.toBeInTheDocument();
      },
      closed: (model) => {
        expect(viewOf(model).isButtonVisible).toBe(true);
        expect(viewOf(model).isOpen).toBe(false);
        expect(chatButton()).toHaveAttribute('aria-expanded', 'false');
        expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      },
      ...openStateChecks(away),
    },
  };
}

describeMachineModel(chatModel('online'));
describeMachineModel(chatModel('away'));
