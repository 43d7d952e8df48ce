import { act, fireEvent, screen, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { ConversationFollowUp, ConversationHandover, OfflineMessage } from '../../machines/chat/chat.machine';
import type { HandoverRequest } from '../../machines/chat/chat.rules';
import { CHAT_LAUNCHER_WORDS_EN } from '../../src/content/chat-script';
import { ChatWidget, preloadChatPanel } from '../../src/features/chat/chat-widget';
import {
  CHAT_STATES,
  chatAfter,
  expectedDataState,
  GREETING,
  HANDOVER_FIELDS,
  handoverPrefill,
  LINK_LABELS,
  linksIn,
  OFFLINE_FIELDS,
  OFFLINE_NOTICE,
  PHONE_HREF,
  SUGGESTION_TEXTS,
  SUGGESTIONS,
  visibleText,
  WELCOME_BACK,
  type ChatSeen,
} from '../fixtures/chat-expectations';
import { CHAT_JOURNEYS } from '../fixtures/chat-journeys';
import { renderWithSite } from '../render';
import { MODEL_CONFIGURATIONS } from './configurations';
import { describeMachineModel, passTime, type RegisteredModelSpec } from './harness';
import { SATURDAY_MORNING, VISITOR_TIME_ZONE, WEEKDAY_MORNING } from './chat-model-options';

/**
 * The chat widget (docs/spec/SPEC.md §4.3) through its real view. Each state's expectations are
 * worked out by hand from what the visitor and the clock did (tests/fixtures/chat-expectations.ts),
 * with the spec's words, delays, hours and posted fields as literals, never from the chat's
 * machine, view model, rules or formatters.
 */

function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

/**
 * The deliveries, held by the test: each send waits until the path's next step accepts it
 * (`xstate.done.actor.*`), refuses it (`xstate.error.actor.*`) or lets the timeout pass.
 */
let pendingDelivery: { resolve: () => void; reject: (error: Error) => void } | null = null;
const delivered: OfflineMessage[] = [];
const handedOver: ConversationHandover[] = [];
const followedUp: ConversationFollowUp[] = [];
/** The honeypot's value that went with each offline message and handover: people never fill it. */
const honeys: unknown[] = [];
const holdDelivery = () => new Promise<void>((resolve, reject) => (pendingDelivery = { resolve, reject }));
const fakeDeliver = (message: OfflineMessage, { honey }: { honey: unknown }) => {
  delivered.push(message);
  honeys.push(honey);
  return holdDelivery();
};
const fakeDeliverConversation = (handover: ConversationHandover, { honey }: { honey: unknown }) => {
  handedOver.push(handover);
  honeys.push(honey);
  return holdDelivery();
};
const fakeDeliverFollowUp = (followUp: ConversationFollowUp) => {
  followedUp.push(followUp);
  return holdDelivery();
};

const widget = () => screen.getByTestId('chat-widget');
const chatButton = () => screen.getByRole('button', { name: 'Chat with us' });
const panel = () => screen.getByRole('dialog', { name: 'Maple Hearth chat assistant' });
const log = () => screen.getByTestId('chat-log');
const messageInput = () => screen.getByRole('textbox', { name: 'Your message' });
const sendButton = () => screen.getByRole('button', { name: 'Send' });
const bubbles = () => within(log()).queryAllByText((_, element) => element?.classList.contains('chat-bubble') ?? false);
const HANDOVER_LABEL = 'Send this conversation to a care coordinator';
const handoverForm = () => screen.getByRole('form', { name: HANDOVER_LABEL });
const handoverButton = () => within(panel()).queryByRole('button', { name: HANDOVER_LABEL });
const offlineForm = () => screen.getByRole('form', { name: 'Leave us a message' });

const offlineBox = (field: keyof OfflineMessage) => within(offlineForm()).getByRole('textbox', { name: OFFLINE_FIELDS[field] });
const handoverBox = (field: keyof HandoverRequest) => within(handoverForm()).getByRole('textbox', { name: HANDOVER_FIELDS[field] });
const EMPTY_MESSAGE: OfflineMessage = { name: '', email: '', message: '', phone: '' };

/** The conversation, bubble for bubble: who said it, the words read, each link as a button. */
function expectConversation(seen: ChatSeen) {
  const shown = bubbles();
  expect(shown.map((b) => b.textContent)).toEqual(seen.messages.map((m) => `${m.sender === 'bot' ? 'Assistant' : 'You'}: ${visibleText(m.text)}`));
  seen.messages.forEach((m, i) => {
    expect(
      within(shown[i]!)
        .queryAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(linksIn(m.text).map((l) => l.label));
  });
  // The greeting's four suggestions (§4.3 2), pressable only while conversing Online.
  const groups = within(log()).queryAllByRole('group', { name: 'Suggested questions' });
  expect(groups).toHaveLength(seen.messages.filter((m) => m.suggestions).length);
  for (const group of groups) {
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(SUGGESTION_TEXTS);
    for (const b of buttons) {
      if (seen.phase === 'online') expect(b).toBeEnabled();
      else expect(b).toBeDisabled();
    }
  }
}

function expectToast(seen: ChatSeen) {
  if (!seen.toast) return;
  const toaster = screen.getByTestId('toaster');
  const { title, description, alert } = seen.toast;
  const where = alert ? within(toaster).getAllByRole('alert').at(-1)! : toaster;
  expect(where).toHaveTextContent(title);
  expect(where).toHaveTextContent(description);
  // Seen, but outside the live regions: the conversation's own line is what is spoken (decision 0045).
  if (!alert) expect(within(toaster).getByRole('status')).toBeEmptyDOMElement();
}

/** The offline form (§4.3 3 and 7, docs/spec/DECISIONS.md "Leads are never dropped"), by its stage. */
function expectOfflineForm(seen: ChatSeen) {
  if (seen.offline !== 'form' && seen.offline !== 'sending' && seen.offline !== 'failed') {
    expect(screen.queryByTestId('chat-offline-form')).not.toBeInTheDocument();
    return;
  }
  const typed = seen.offlineTyped ?? EMPTY_MESSAGE;
  for (const field of Object.keys(OFFLINE_FIELDS) as (keyof OfflineMessage)[]) expect(offlineBox(field)).toHaveValue(typed[field]);
  expect(offlineBox('name')).toBeRequired();
  expect(offlineBox('email')).toHaveAttribute('type', 'email');
  expect(offlineBox('email')).toBeRequired();
  expect(offlineBox('message')).toBeRequired();
  expect(offlineBox('phone')).not.toBeRequired();
  expect(offlineBox('phone')).toHaveAttribute('type', 'tel');
  expect(offlineBox('phone')).toHaveAccessibleDescription('So an advisor can call you back.');
  const label = { form: 'Send Message', sending: 'Sending...', failed: 'Retry' }[seen.offline];
  const button = within(offlineForm()).getByRole('button', { name: label });
  if (seen.offline === 'sending') expect(button).toHaveAttribute('aria-disabled', 'true');
  else expect(button).not.toHaveAttribute('aria-disabled');
  const callUs = within(offlineForm()).queryByRole('link', { name: 'Call 1-888-555-0142' });
  if (seen.offline === 'failed') expect(callUs).toHaveAttribute('href', PHONE_HREF);
  else expect(callUs).not.toBeInTheDocument();
}

/** 'Send this conversation to a care coordinator' (docs/spec/DECISIONS.md "The chat is an automated assistant"), by its stage. */
function expectHandover(seen: ChatSeen) {
  if (seen.phase === 'online' && seen.handover === 'offered') expect(handoverButton()).toBeEnabled();
  else expect(handoverButton()).not.toBeInTheDocument();
  if (seen.handover !== 'filling' && seen.handover !== 'sending' && seen.handover !== 'failed') {
    expect(screen.queryByTestId('chat-handover-form')).not.toBeInTheDocument();
    return;
  }
  // It starts empty, or with what the visitor last sent with it.
  const prefill = handoverPrefill(seen);
  const values = seen.handoverTyped ?? prefill;
  for (const field of Object.keys(HANDOVER_FIELDS) as (keyof HandoverRequest)[]) expect(handoverBox(field)).toHaveValue(values[field]);
  // Only what the visitor typed into the form before (a send that failed) is carried, never words of the conversation (decision 0089).
  const carried = within(handoverForm()).queryByText('What you typed before is still here: change anything you like.');
  if (Object.values(prefill).some((value) => value !== '')) expect(carried).toBeVisible();
  else expect(carried).not.toBeInTheDocument();
  expect(handoverBox('name')).toBeRequired();
  expect(handoverBox('phone')).toHaveAttribute('type', 'tel');
  expect(handoverBox('email')).toHaveAttribute('type', 'email');
  expect(within(handoverForm()).getByRole('link', { name: 'Read our privacy policy' })).toHaveAttribute('href', '/privacy-policy');
  const label = { filling: 'Send to a care coordinator', sending: 'Sending...', failed: 'Retry' }[seen.handover];
  const button = within(handoverForm()).getByRole('button', { name: label });
  for (const field of Object.keys(HANDOVER_FIELDS) as (keyof HandoverRequest)[]) {
    if (seen.handover === 'sending') expect(handoverBox(field)).toHaveAttribute('readonly');
    else expect(handoverBox(field)).not.toHaveAttribute('readonly');
  }
  if (seen.handover === 'sending') expect(button).toHaveAttribute('aria-disabled', 'true');
  else expect(button).not.toHaveAttribute('aria-disabled');
  const callUs = within(handoverForm()).queryByRole('link', { name: 'Call 1-888-555-0142' });
  if (seen.handover === 'failed') expect(callUs).toHaveAttribute('href', PHONE_HREF);
  else expect(callUs).not.toBeInTheDocument();
}

/** The open panel as the visitor should find it. */
function expectPanel(seen: ChatSeen) {
  expect(panel()).toBeVisible();
  expect(chatButton()).toHaveAttribute('aria-expanded', 'true');
  expect(within(panel()).getByTestId('chat-status')).toHaveTextContent(new RegExp(`^${seen.status}$`));
  expect(within(panel()).getByTestId('chat-what-it-is')).toHaveTextContent('An automated assistant; a care coordinator reads what you send them.');
  const hint = within(panel()).queryByTestId('chat-hours-hint');
  if (seen.hint) expect(hint).toHaveTextContent(seen.hint);
  else expect(hint).not.toBeInTheDocument();
  expectConversation(seen);
  const typing = screen.queryByTestId('chat-typing');
  if (seen.typing) expect(typing).toHaveTextContent('The assistant is typing…');
  else expect(typing).not.toBeInTheDocument();
  // §4.3 3: Away disables the message box and Send from the opening (decision 0007); Send waits for the greeting and for words (decision 0047).
  if (seen.status === 'Online') {
    expect(messageInput()).toBeEnabled();
    expect(messageInput()).toHaveValue(seen.draft);
    expect(messageInput()).toHaveAttribute('placeholder', 'Type your message…');
  } else {
    expect(messageInput()).toBeDisabled();
    expect(messageInput()).toHaveAttribute('placeholder', 'Chat is offline right now');
  }
  if (seen.phase === 'online' && seen.draft.trim() !== '') expect(sendButton()).toBeEnabled();
  else expect(sendButton()).toBeDisabled();
  expectOfflineForm(seen);
  expectHandover(seen);
  expectToast(seen);
  if (seen.refusal)
    expect((within(panel()).getByRole('textbox', { name: seen.refusal.field }) as HTMLInputElement).validationMessage).toBe(seen.refusal.message);
  // Focus moves into the panel as it opens: the message box, or the panel itself when Away.
  if (seen.last === 'OPEN') expect(document.activeElement).toBe(seen.status === 'Away' ? panel() : messageInput());
  // A form sent gives way to the conversation: focus stays in the panel.
  if (seen.toast && !seen.toast.alert) expect(panel()).toContainElement(document.activeElement as HTMLElement);
}

/** Every state: the widget shows the state the visitor's events lead to, and what a visitor sees there. */
function expectChat(events: readonly { type: string }[]) {
  const seen = chatAfter(events);
  expect(widget()).toHaveAttribute('data-state', expectedDataState(seen));
  expect(screen.getByTestId('location').textContent).toBe(seen.location);
  // What went to the deliveries, as the visitor typed it (one post per accepted send).
  expect(delivered).toEqual(seen.postedMessages);
  expect(honeys).toEqual([...seen.postedMessages, ...seen.postedConversations].map(() => ''));
  expect(handedOver.map(({ request, messages }) => ({ request, messages: messages.map(({ sender, text }) => ({ sender, text })) }))).toEqual(
    seen.postedConversations,
  );
  // Each follow-up: the visitor's messages since, with the contact the coordinator has (decision 0089).
  expect(followedUp.map(({ messages }) => messages.map((m) => m.text))).toEqual(seen.postedFollowUps);
  for (const { request } of followedUp) expect(request).toEqual(seen.handoverKept);
  if (seen.screen === 'waiting') expect(screen.queryByRole('button', { name: 'Chat with us' })).not.toBeInTheDocument();
  else if (seen.screen === 'closed') {
    expect(chatButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  } else expectPanel(seen);
}

/** Lets a delay of the spec pass, checking the millisecond before that it has not yet. */
async function passDelay(ms: number, before: () => void, after: () => void) {
  await passTime(ms - 1);
  before();
  await passTime(1);
  after();
}

function chatModel(variant: 'online' | 'away'): RegisteredModelSpec<'chat'> {
  const away = variant === 'away';
  const configuration = MODEL_CONFIGURATIONS.chat[away ? 1 : 0]!;
  const clock = away ? SATURDAY_MORNING : WEEKDAY_MORNING;
  return {
    id: 'chat',
    ...configuration,
    variant,
    beforePath: () => {
      vi.useFakeTimers();
      pendingDelivery = null;
      delivered.length = 0;
      handedOver.length = 0;
      followedUp.length = 0;
      honeys.length = 0;
    },
    afterPath: () => vi.useRealTimers(),
    render: (observer) => {
      renderWithSite(
        <>
          <ChatWidget
            words={CHAT_LAUNCHER_WORDS_EN}
            now={() => clock}
            visitorTimeZone={() => VISITOR_TIME_ZONE}
            deliver={fakeDeliver}
            deliverConversation={fakeDeliverConversation}
            deliverFollowUp={fakeDeliverFollowUp}
          />
          <LocationProbe />
        </>,
        { observer },
      );
    },
    stateElement: widget,
    events: {
      // §9.1: the button appears 1000 ms after load.
      'xstate.after.APPEAR_DELAY.chat.waiting': () =>
        passDelay(
          1000,
          () => expect(screen.queryByRole('button', { name: 'Chat with us' })).not.toBeInTheDocument(),
          () => expect(chatButton()).toBeVisible(),
        ),
      // The panel opens once its code is there (preloaded when the button appeared).
      OPEN: async () => {
        fireEvent.click(chatButton());
        await act(async () => {
          await preloadChatPanel();
        });
      },
      CLOSE: () => {
        fireEvent.click(within(panel()).getByRole('button', { name: 'Close chat' }));
        expect(chatButton()).toHaveFocus();
      },
      // §9.1: greeting 500 ms; a conversation the visitor started (or handed over) is welcomed back instead (decision 0047).
      'xstate.after.GREETING_DELAY.chat.open.greeting': (_, { events }) => {
        const before = chatAfter(events);
        const line = before.messages.some((m) => m.sender === 'user') || before.handedOver ? WELCOME_BACK : GREETING;
        return passDelay(
          500,
          () => expect(bubbles()).toHaveLength(before.messages.length),
          () => expect(bubbles().at(-1)).toHaveTextContent(`Assistant: ${line}`),
        );
      },
      TYPE: ({ text }) => {
        fireEvent.change(messageInput(), { target: { value: text } });
      },
      SEND: () => {
        fireEvent.click(sendButton());
      },
      CHOOSE_SUGGESTION: ({ suggestion }) => {
        fireEvent.click(within(log()).getAllByRole('button', { name: SUGGESTIONS[suggestion].text }).at(-1)!);
      },
      // §9.1: the assistant types for 1500 ms, then the reply.
      'xstate.after.TYPING_DELAY.chat.open.online.conversation.typing': (_, { events }) => {
        const count = chatAfter(events).messages.length;
        return passDelay(
          1500,
          () => {
            expect(screen.getByTestId('chat-typing')).toBeVisible();
            expect(bubbles()).toHaveLength(count);
          },
          () => expect(screen.queryByTestId('chat-typing')).not.toBeInTheDocument(),
        );
      },
      // §4.3 6: the link's button navigates to its path and closes the chat.
      FOLLOW_LINK: ({ path }) => {
        const label = LINK_LABELS[path];
        if (!label) throw new Error(`No link button known for ${path}`);
        fireEvent.click(within(log()).getAllByRole('button', { name: label }).at(-1)!);
      },
      START_HANDOVER: () => {
        fireEvent.click(handoverButton()!);
        // The form replaces the button; focus is on its first field.
        expect(handoverBox('name')).toHaveFocus();
      },
      // What the visitor types, then the form's button ('Retry' after a failed send).
      SUBMIT_HANDOVER: (request, { events }) => {
        for (const field of Object.keys(HANDOVER_FIELDS) as (keyof HandoverRequest)[])
          fireEvent.change(handoverBox(field), { target: { value: request[field] } });
        const label = chatAfter(events).handover === 'failed' ? 'Retry' : 'Send to a care coordinator';
        fireEvent.click(within(handoverForm()).getByRole('button', { name: label }));
      },
      'xstate.done.actor.deliverConversation': async () => {
        await act(async () => pendingDelivery?.resolve());
      },
      'xstate.error.actor.deliverConversation': async () => {
        await act(async () => pendingDelivery?.reject(new Error('The form service answered 500')));
      },
      // Decision 0017: a send not answered in 15 s is said to be slow; it may still arrive, so the form cannot send it again.
      'xstate.after.SLOW_DELIVERY.chat.open.online.handover.sending.waiting': () =>
        passDelay(
          15000,
          () => expect(bubbles().at(-1)).not.toHaveTextContent(/taking longer than usual/),
          () => expect(within(handoverForm()).getByRole('button', { name: 'Sending...' })).toBeVisible(),
        ),
      // And given up 60 s after it was sent (15 s of them passed): nobody can tell whether it arrived; Retry is the family's choice.
      'xstate.after.DELIVERY_TIMEOUT.chat.open.online.handover.sending': () =>
        passDelay(
          45000,
          () => expect(within(handoverForm()).getByRole('button', { name: 'Sending...' })).toBeVisible(),
          () => expect(within(handoverForm()).getByRole('button', { name: 'Retry' })).toBeVisible(),
        ),
      'xstate.done.actor.deliverFollowUp': async () => {
        await act(async () => pendingDelivery?.resolve());
      },
      'xstate.error.actor.deliverFollowUp': async () => {
        await act(async () => pendingDelivery?.reject(new Error('The form service answered 500')));
      },
      // A follow-up not answered in 60 s is given up: the assistant cannot tell whether it arrived, and says how to reach the coordinator.
      // (Counted from the send: a reply typed meanwhile has already taken part of it.)
      'xstate.after.DELIVERY_TIMEOUT.chat.open.online.handover.followingUp': async () => {
        await passTime(60000);
        expect(bubbles().at(-1)).toHaveTextContent(/cannot tell whether your last message reached the care coordinator/);
      },
      'xstate.done.actor.deliverMessage': async () => {
        await act(async () => pendingDelivery?.resolve());
      },
      'xstate.error.actor.deliverMessage': async () => {
        await act(async () => pendingDelivery?.reject(new Error('The form service answered 500')));
      },
      'xstate.after.SLOW_DELIVERY.chat.open.away.sending.waiting': () =>
        passDelay(
          15000,
          () => expect(bubbles().at(-1)).not.toHaveTextContent(/taking longer than usual/),
          () => expect(within(offlineForm()).getByRole('button', { name: 'Sending...' })).toBeVisible(),
        ),
      'xstate.after.DELIVERY_TIMEOUT.chat.open.away.sending': () =>
        passDelay(
          45000,
          () => expect(within(offlineForm()).getByRole('button', { name: 'Sending...' })).toBeVisible(),
          () => expect(within(offlineForm()).getByRole('button', { name: 'Retry' })).toBeVisible(),
        ),
      // §9.1: the offline notice 1000 ms after the greeting.
      'xstate.after.OFFLINE_NOTICE_DELAY.chat.open.away.noticePending': () =>
        passDelay(
          1000,
          () => expect(within(log()).queryByText(OFFLINE_NOTICE)).not.toBeInTheDocument(),
          () => expect(within(log()).getByText(OFFLINE_NOTICE)).toBeVisible(),
        ),
      // What the visitor types, then the form's button ('Retry' after a failed send).
      SUBMIT_OFFLINE_MESSAGE: (message, { events }) => {
        for (const field of Object.keys(OFFLINE_FIELDS) as (keyof OfflineMessage)[]) fireEvent.change(offlineBox(field), { target: { value: message[field] } });
        const button = within(offlineForm()).getByRole('button', { name: chatAfter(events).offline === 'failed' ? 'Retry' : 'Send Message' });
        button.focus();
        fireEvent.click(button);
      },
    },
    states: Object.fromEntries(CHAT_STATES.map((state) => [state, ({ events }: { events: readonly { type: string }[] }) => expectChat(events)])),
  };
}

describeMachineModel(chatModel('online'));
describeMachineModel(chatModel('away'));

/** The journeys written by hand, through the same executors and checks: what they walk does not depend on the machine. */
describe('chat journeys written by hand (real view)', () => {
  for (const journey of CHAT_JOURNEYS) {
    it(
      journey.name,
      async () => {
        const spec = chatModel(journey.variant);
        const executors = spec.events as Record<string, (event: unknown, visit: { events: readonly { type: string }[] }) => unknown>;
        spec.beforePath?.();
        try {
          await act(async () => {
            await spec.render({});
          });
          const events: { type: string }[] = [];
          expectChat(events);
          for (const [index, step] of journey.steps.entries()) {
            try {
              if (step.type === 'wait') await passTime((step as { ms: number }).ms);
              else await executors[step.type]!(step, { events: [...events] });
              if (step.type !== 'wait') events.push(step);
              expectChat(events);
            } catch (error) {
              if (error instanceof Error) error.message += `\n\n  at step ${index + 1} (${step.type}) of "${journey.name}"`;
              throw error;
            }
          }
        } finally {
          spec.afterPath?.();
        }
        // Twenty to thirty steps each: more than the default 20 s on two busy cores.
      },
      60_000,
    );
  }
});
