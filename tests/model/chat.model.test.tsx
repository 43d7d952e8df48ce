import { act, fireEvent, screen, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { expect, vi } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import type { ChatContext, OfflineMessage, SuggestionId } from '../../machines/chat.machine';
import { CHAT_SCRIPT, CHAT_TEXT, CHAT_TIMINGS } from '../../src/content/chat';
import { ChatWidget } from '../../src/features/chat/chat-widget';
import { parseReplyLinks } from '../../src/features/chat/reply-links';
import { renderWithSite } from '../render';
import { describeMachineModel, type MachineModelSpec, type StepOf } from './harness';
import { CHAT_AWAY_INPUT, CHAT_ONLINE_INPUT, chatCanHappen, chatSignificantContext } from './chat-model-options';

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
const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as ChatContext;

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

/** The conversation on screen is the machine's, message for message, with who said it. */
function expectConversation(snapshot: AnyMachineSnapshot) {
  const bubbles = allBubbles();
  const { messages } = contextOf(snapshot);
  expect(bubbles.map((b) => b.textContent)).toEqual(
    messages.map((m) => `${m.sender === 'bot' ? CHAT_TEXT.advisor : CHAT_TEXT.you}: ${visibleText(m.text)}`),
  );
}

/** The reply the advisor owes: set by the visitor's last message or suggestion. */
let expectedReply = '';

/** The label of the link button to a path, as the script writes it. */
function linkLabel(path: string): string {
  const part = CHAT_SCRIPT.suggestions.flatMap((s) => parseReplyLinks(s.reply)).find((p) => p.kind === 'link' && p.path === path);
  if (part?.kind !== 'link') throw new Error(`No reply links to ${path}`);
  return part.label;
}

const lastBotText = (snapshot: AnyMachineSnapshot) => contextOf(snapshot).messages.filter((m) => m.sender === 'bot').at(-1)?.text;

function openStateChecks(away: boolean) {
  return {
    'open.greeting': (_: AnyMachineSnapshot, snapshot: AnyMachineSnapshot) => {
      expect(panel()).toBeVisible();
      expect(chatButton()).toHaveAttribute('aria-expanded', 'true');
      // Opening clears the history.
      expect(contextOf(snapshot).messages).toEqual([]);
      expectConversation(snapshot);
      expect(within(panel()).getByTestId('chat-status')).toHaveTextContent(away ? 'Away' : 'Online');
      expect(document.activeElement).toBe(away ? panel() : messageInput());
    },
    'open.online.listening': (_: AnyMachineSnapshot, snapshot: AnyMachineSnapshot) => {
      expectConversation(snapshot);
      expect(screen.queryByTestId('chat-typing')).not.toBeInTheDocument();
      expect(messageInput()).toBeEnabled();
      expect(messageInput()).toHaveValue(contextOf(snapshot).draft);
      for (const s of CHAT_SCRIPT.suggestions) expect(suggestion(s.text)).toBeEnabled();
    },
    'open.online.typing': (_: AnyMachineSnapshot, snapshot: AnyMachineSnapshot) => {
      expectConversation(snapshot);
      expect(screen.getByTestId('chat-typing')).toHaveTextContent(CHAT_TEXT.typing);
      expect(messageInput()).toHaveValue(contextOf(snapshot).draft);
    },
    'open.away.noticePending': (_: AnyMachineSnapshot, snapshot: AnyMachineSnapshot) => {
      expectConversation(snapshot);
      expect(lastBotText(snapshot)).toBe(CHAT_SCRIPT.greeting);
      expect(messageInput()).toBeDisabled();
      expect(sendButton()).toBeDisabled();
      for (const s of CHAT_SCRIPT.suggestions) expect(suggestion(s.text)).toBeDisabled();
      expect(screen.queryByTestId('chat-offline-form')).not.toBeInTheDocument();
    },
    'open.away.leavingMessage': (_: AnyMachineSnapshot, snapshot: AnyMachineSnapshot) => {
      expectConversation(snapshot);
      expect(within(log()).getByText(CHAT_SCRIPT.offlineNotice)).toBeVisible();
      const form = screen.getByRole('form', { name: CHAT_TEXT.offlineForm.legend });
      expect(within(form).getByRole('textbox', { name: CHAT_TEXT.offlineForm.name })).toBeRequired();
      expect(within(form).getByRole('textbox', { name: CHAT_TEXT.offlineForm.email })).toHaveAttribute('type', 'email');
      expect(within(form).getByRole('textbox', { name: CHAT_TEXT.offlineForm.message })).toBeRequired();
      expect(messageInput()).toBeDisabled();
      expect(sendButton()).toBeDisabled();
    },
    'open.away.messageReceived': (_: AnyMachineSnapshot, snapshot: AnyMachineSnapshot) => {
      expectConversation(snapshot);
      expect(lastBotText(snapshot)).toBe(CHAT_SCRIPT.offlineConfirmation);
      expect(screen.queryByTestId('chat-offline-form')).not.toBeInTheDocument();
      const toast = within(screen.getByTestId('toaster')).getByRole('status');
      expect(toast).toHaveTextContent(CHAT_TEXT.messageReceivedToast.title);
      expect(toast).toHaveTextContent(CHAT_TEXT.messageReceivedToast.description);
      expect(panel()).toContainElement(document.activeElement as HTMLElement);
    },
  };
}

function chatModel(variant: 'online' | 'away'): MachineModelSpec {
  const away = variant === 'away';
  return {
    id: 'chat',
    variant,
    input: away ? CHAT_AWAY_INPUT : CHAT_ONLINE_INPUT,
    significantContext: chatSignificantContext,
    canHappen: chatCanHappen,
    beforePath: () => {
      vi.useFakeTimers();
      expectedReply = '';
    },
    afterPath: () => vi.useRealTimers(),
    render: (observer) => {
      const input = away ? CHAT_AWAY_INPUT : CHAT_ONLINE_INPUT;
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
      OPEN: () => fireEvent.click(chatButton()),
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
      TYPE: (step: StepOf) => {
        fireEvent.change(messageInput(), { target: { value: (step.event as unknown as { text: string }).text } });
      },
      SEND: () => {
        const typed = (messageInput() as HTMLInputElement).value;
        fireEvent.click(sendButton());
        // Spaces only are ignored; anything else is answered with the name-and-city question.
        if (typed.trim()) expectedReply = CHAT_SCRIPT.askNameAndCity;
      },
      CHOOSE_SUGGESTION: (step: StepOf) => {
        const id = (step.event as unknown as { suggestion: SuggestionId }).suggestion;
        const chosen = CHAT_SCRIPT.suggestions.find((s) => s.id === id)!;
        fireEvent.click(suggestion(chosen.text));
        expect(allBubbles().at(-1)).toHaveTextContent(`${CHAT_TEXT.you}: ${chosen.text}`);
        expectedReply = chosen.reply;
      },
      'xstate.after.TYPING_DELAY.chat.open.online.typing': () => {
        const messagesBefore = allBubbles().length;
        passDelay(
          CHAT_TIMINGS.typingMs,
          () => expect(screen.getByTestId('chat-typing')).toBeVisible(),
          () => expect(screen.queryByTestId('chat-typing')).not.toBeInTheDocument(),
        );
        // The reply to the latest message arrives as one new advisor message.
        expect(allBubbles()).toHaveLength(messagesBefore + 1);
        expect(allBubbles().at(-1)).toHaveTextContent(`${CHAT_TEXT.advisor}: ${visibleText(expectedReply)}`);
      },
      FOLLOW_LINK: (step: StepOf) => {
        const path = (step.event as unknown as { path: string }).path;
        fireEvent.click(within(log()).getAllByRole('button', { name: linkLabel(path) }).at(-1)!);
        expect(screen.getByTestId('location')).toHaveTextContent(path);
      },
      'xstate.after.OFFLINE_NOTICE_DELAY.chat.open.away.noticePending': () =>
        passDelay(
          CHAT_TIMINGS.offlineNoticeMs,
          () => expect(within(log()).queryByText(CHAT_SCRIPT.offlineNotice)).not.toBeInTheDocument(),
          () => expect(within(log()).getByText(CHAT_SCRIPT.offlineNotice)).toBeVisible(),
        ),
      SUBMIT_OFFLINE_MESSAGE: (step: StepOf) => {
        const message = step.event as unknown as OfflineMessage;
        const form = screen.getByRole('form', { name: CHAT_TEXT.offlineForm.legend });
        for (const field of ['name', 'email', 'message'] as const) {
          fireEvent.change(within(form).getByRole('textbox', { name: CHAT_TEXT.offlineForm[field] }), {
            target: { value: message[field] },
          });
        }
        within(form).getByRole('button', { name: CHAT_TEXT.offlineForm.submit }).focus();
        fireEvent.click(within(form).getByRole('button', { name: CHAT_TEXT.offlineForm.submit }));
      },
    },
    states: {
      waiting: () => {
        expect(screen.queryByRole('button', { name: CHAT_TEXT.openButton })).not.toBeInTheDocument();
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
