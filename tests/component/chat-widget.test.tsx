import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConversationHandover, OfflineMessage } from '../../machines/chat/chat.machine';
import { CHAT_TEXT, CHAT_TIMINGS } from '../../src/content/chat';
import { CHAT_OPEN_BUTTON, CHAT_SCRIPT } from '../../src/content/chat-script';
import { CHAT_HANDOVER_FORM } from '../../src/content/chat-panel-words';
import { CHAT_OFFLINE_FORM } from '../../src/content/chat-panel-words';
import { ChatWidget } from '../../src/features/chat/chat-widget';
import { SATURDAY_MORNING, WEEKDAY_MORNING } from '../model/chat-model-options';
import { renderWithSite } from '../render';
import { CHAT_LAUNCHER_WORDS_EN } from '../../src/content/chat-script';

const log = () => screen.getByTestId('chat-log');
const widget = () => screen.getByTestId('chat-widget');
const bubbles = () => within(log()).queryAllByText((_, el) => el?.classList.contains('chat-bubble') ?? false);

/** What the chat handed to its delivery service (accepted at once here). */
const sent: OfflineMessage[] = [];
/** The honeypot's value that went with each offline message and handover, in order. */
const honeys: string[] = [];
const handedOver: ConversationHandover[] = [];
const followedUp: string[][] = [];

async function openChat(now: Date) {
  sent.length = 0;
  honeys.length = 0;
  handedOver.length = 0;
  followedUp.length = 0;
  const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
  renderWithSite(
    <ChatWidget
      words={CHAT_LAUNCHER_WORDS_EN}
      now={() => now}
      deliver={async (message, { honey }) => void (sent.push(message), honeys.push(honey))}
      deliverConversation={async (handover, { honey }) => void (handedOver.push(handover), honeys.push(honey))}
      deliverFollowUp={async ({ messages }) => void followedUp.push(messages.map((m) => m.text))}
    />,
  );
  act(() => vi.advanceTimersByTime(CHAT_TIMINGS.appearMs));
  await user.click(screen.getByRole('button', { name: CHAT_OPEN_BUTTON }));
  act(() => vi.advanceTimersByTime(CHAT_TIMINGS.greetingMs));
  return user;
}

describe('chat widget', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends with Enter, keeps Send disabled for a message of spaces, and keeps the box focused', async () => {
    const user = await openChat(WEEKDAY_MORNING);
    const box = screen.getByRole('textbox', { name: CHAT_TEXT.inputLabel });
    expect(box).toHaveFocus();
    expect(screen.getByRole('button', { name: CHAT_TEXT.send })).toBeDisabled();

    await user.type(box, '    {Enter}');
    expect(screen.getByRole('button', { name: CHAT_TEXT.send })).toBeDisabled();
    expect(bubbles()).toHaveLength(1); // the greeting only
    expect(widget()).toHaveAttribute('data-state', 'open.online.conversation.listening,handover.offered');

    await user.clear(box);
    await user.type(box, 'Do you have caregivers who speak Punjabi?{Enter}');
    expect(box).toHaveValue('');
    expect(bubbles().at(-1)).toHaveTextContent('You: Do you have caregivers who speak Punjabi?');
    expect(screen.getByTestId('chat-typing')).toBeVisible();
    act(() => vi.advanceTimersByTime(CHAT_TIMINGS.typingMs));
    // The FAQ's answer, its link, then the name and city question (decision 0089).
    expect(bubbles().at(-1)).toHaveTextContent(
      'Assistant: Our team speaks English, Punjabi, Hindi, Tagalog and more. Tell us the language your loved one is most comfortable in and we will do our best to match a caregiver who speaks it. Read the FAQ So we can connect you with the right care coordinator, could you tell me your name and the city or town where care is needed?',
    );
    expect(within(bubbles().at(-1)!).getByRole('button', { name: 'Read the FAQ' })).toBeVisible();
  });

  it('the header says it is automated; a son is answered, asked once, sends the conversation from an empty form, and what follows reaches the coordinator', async () => {
    const user = await openChat(WEEKDAY_MORNING);
    const dialog = screen.getByRole('dialog', { name: CHAT_TEXT.panelTitle });
    expect(dialog).toHaveTextContent('An automated assistant; a care coordinator reads what you send them.');
    expect(dialog).not.toHaveTextContent('Replies in a few seconds');
    const box = screen.getByRole('textbox', { name: CHAT_TEXT.inputLabel });
    // Pasted, not typed key by key: the test is about what is asked, not about typing (and stays quick on CI).
    const say = async (line: string) => {
      await user.click(box);
      await user.paste(line);
      await user.keyboard('{Enter}');
      act(() => vi.advanceTimersByTime(CHAT_TIMINGS.typingMs));
    };
    for (const line of ['Can you fix my printer?', 'Gurpreet Singh', 'Do you serve Brampton?', 'Can you recommend a good restaurant?']) await say(line);
    expect(bubbles().map((b) => b.textContent)).toEqual([
      `Assistant: ${CHAT_SCRIPT.greeting}`,
      'You: Can you fix my printer?',
      'Assistant: So we can connect you with the right care coordinator, could you tell me your name and the city or town where care is needed?',
      'You: Gurpreet Singh',
      'Assistant: Thank you, that helps. A care coordinator can take it from here: press "Send this conversation to a care coordinator" and they will contact you.',
      'You: Do you serve Brampton?',
      'Assistant: Yes, we serve Brampton. Our caregivers visit families in Brampton and the postal areas around it.',
      'You: Can you recommend a good restaurant?',
      'Assistant: I\'m sorry, I can\'t answer that here. A care coordinator can: send them this conversation with "Send this conversation to a care coordinator", or call us at 1-888-555-0142.',
    ]);

    await user.click(screen.getByRole('button', { name: 'Send this conversation to a care coordinator' }));
    const form = screen.getByRole('form', { name: 'Send this conversation to a care coordinator' });
    const field = (label: string) => within(form).getByRole('textbox', { name: label });
    // Empty: nothing typed into the conversation is taken for his name or city (decision 0089).
    for (const label of [CHAT_HANDOVER_FORM.name, CHAT_HANDOVER_FORM.phone, CHAT_HANDOVER_FORM.email, CHAT_HANDOVER_FORM.city])
      expect(field(label)).toHaveValue('');
    expect(field(CHAT_HANDOVER_FORM.name)).toHaveFocus();
    expect(form).not.toHaveTextContent('What you typed before is still here');
    expect(form).toHaveTextContent('We use these details only to answer your request and arrange care or follow-up. We never sell them.');

    await user.click(field(CHAT_HANDOVER_FORM.name));
    await user.paste('Gurpreet S. Singh');
    // Neither phone nor e-mail: the browser asks for one, nothing is sent.
    await user.click(within(form).getByRole('button', { name: CHAT_HANDOVER_FORM.submit }));
    expect((field(CHAT_HANDOVER_FORM.phone) as HTMLInputElement).validationMessage).toBe(
      'Please give a phone number or an e-mail address, so a care coordinator can reach you.',
    );
    expect(handedOver).toEqual([]);

    await user.click(field(CHAT_HANDOVER_FORM.phone));
    await user.paste('905-555-0178');
    await user.click(field(CHAT_HANDOVER_FORM.city));
    await user.paste('Brampton');
    await user.click(within(form).getByRole('button', { name: CHAT_HANDOVER_FORM.submit }));
    await act(async () => {});
    expect(handedOver).toHaveLength(1);
    expect(handedOver[0]!.request).toEqual({ name: 'Gurpreet S. Singh', phone: '905-555-0178', email: '', city: 'Brampton', note: '' });
    expect(handedOver[0]!.messages.map((m) => m.text)).toContain('Can you fix my printer?');
    expect(screen.queryByRole('form', { name: 'Send this conversation to a care coordinator' })).not.toBeInTheDocument();
    expect(bubbles().at(-1)).toHaveTextContent(
      'Assistant: Thank you! A care coordinator has your conversation and will contact you within office hours (Monday to Friday, 8 AM - 8 PM, Toronto time).',
    );
    // Written after the handover: it follows the conversation to the coordinator, and the assistant says so.
    await say('He prefers mornings.');
    await act(async () => {});
    expect(followedUp).toEqual([['He prefers mornings.']]);
    expect(bubbles().at(-1)).toHaveTextContent('Assistant: I have passed this on to the care coordinator who has your conversation.');
  });

  it('answers the latest message when the visitor writes again while the advisor is typing', async () => {
    const user = await openChat(WEEKDAY_MORNING);
    await user.click(within(log()).getByRole('button', { name: 'Franchise Info' }));
    act(() => vi.advanceTimersByTime(CHAT_TIMINGS.typingMs - 500));
    await user.click(within(log()).getByRole('button', { name: 'General Question' }));
    act(() => vi.advanceTimersByTime(CHAT_TIMINGS.typingMs - 1));
    expect(screen.getByTestId('chat-typing')).toBeVisible();
    act(() => vi.advanceTimersByTime(1));
    expect(bubbles().map((b) => b.textContent)).toEqual([
      `${CHAT_TEXT.advisor}: ${CHAT_SCRIPT.greeting}`,
      `${CHAT_TEXT.you}: Franchise Info`,
      `${CHAT_TEXT.you}: General Question`,
      `${CHAT_TEXT.advisor}: ${CHAT_SCRIPT.suggestions.find((s) => s.id === 'generalQuestion')!.reply}`,
    ]);
  });

  it('closes with Escape, returns focus to the button, starts afresh when nothing was written, and keeps a started conversation', async () => {
    const user = await openChat(WEEKDAY_MORNING);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: CHAT_OPEN_BUTTON })).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: CHAT_TEXT.panelTitle })).toBeVisible();
    expect(bubbles()).toHaveLength(0);
    act(() => vi.advanceTimersByTime(CHAT_TIMINGS.greetingMs));
    expect(bubbles()).toHaveLength(1);

    await user.type(screen.getByRole('textbox', { name: CHAT_TEXT.inputLabel }), 'Hello{Enter}');
    await user.keyboard('{Escape}');
    await user.keyboard('{Enter}');
    act(() => vi.advanceTimersByTime(CHAT_TIMINGS.greetingMs));
    expect(bubbles().map((b) => b.textContent)).toEqual([
      `Assistant: ${CHAT_SCRIPT.greeting}`,
      'You: Hello',
      'Assistant: So we can connect you with the right care coordinator, could you tell me your name and the city or town where care is needed?',
      'Assistant: Welcome back. Your conversation is still here.',
    ]);
  });

  it('refuses a blank offline form without losing what was typed', async () => {
    const user = await openChat(SATURDAY_MORNING);
    expect(screen.getByRole('dialog')).toHaveFocus();
    act(() => vi.advanceTimersByTime(CHAT_TIMINGS.offlineNoticeMs));
    const form = screen.getByRole('form', { name: CHAT_OFFLINE_FORM.legend });
    const name = within(form).getByRole('textbox', { name: CHAT_OFFLINE_FORM.name });
    expect(name).toHaveFocus();

    await user.type(name, '   ');
    await user.type(within(form).getByRole('textbox', { name: CHAT_OFFLINE_FORM.email }), 'amrit@example.ca');
    await user.type(within(form).getByRole('textbox', { name: CHAT_OFFLINE_FORM.message }), 'Weekend visits for my father, please.');
    await user.click(within(form).getByRole('button', { name: CHAT_OFFLINE_FORM.submit }));

    expect(widget()).toHaveAttribute('data-state', 'open.away.leavingMessage');
    expect((name as HTMLInputElement).validationMessage).toBe('Please fill out the name field.');
    expect(within(form).getByRole('textbox', { name: CHAT_OFFLINE_FORM.message })).toHaveValue('Weekend visits for my father, please.');

    await user.clear(name);
    await user.type(name, 'Amrit Gill');
    expect((name as HTMLInputElement).validationMessage).toBe('');
    await user.click(within(form).getByRole('button', { name: CHAT_OFFLINE_FORM.submit }));
    await act(async () => {});
    expect(widget()).toHaveAttribute('data-state', 'open.away.messageReceived');
    expect(sent).toEqual([{ name: 'Amrit Gill', email: 'amrit@example.ca', message: 'Weekend visits for my father, please.', phone: '' }]);
    // People never fill the honeypot.
    expect(honeys).toEqual(['']);
    expect(bubbles().at(-1)).toHaveTextContent(CHAT_SCRIPT.offlineConfirmation);
  });

  it('a robot that fills every field, the honeypot too: what it sends carries the honeypot, for the form service to discard', async () => {
    const user = await openChat(SATURDAY_MORNING);
    act(() => vi.advanceTimersByTime(CHAT_TIMINGS.offlineNoticeMs));
    const form = screen.getByRole('form', { name: CHAT_OFFLINE_FORM.legend });
    await user.type(within(form).getByRole('textbox', { name: CHAT_OFFLINE_FORM.name }), 'Cheap Pills');
    await user.type(within(form).getByRole('textbox', { name: CHAT_OFFLINE_FORM.email }), 'robot@example.com');
    await user.type(within(form).getByRole('textbox', { name: CHAT_OFFLINE_FORM.message }), 'Visit our shop.');
    // Out of sight and out of the tab order: only a robot reaches it.
    const honeypot = form.querySelector<HTMLInputElement>('input[name="_honey"]')!;
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('aria-hidden', 'true');
    await user.type(honeypot, 'https://shop.example.com');
    await user.click(within(form).getByRole('button', { name: CHAT_OFFLINE_FORM.submit }));
    await act(async () => {});
    expect(honeys).toEqual(['https://shop.example.com']);
  });

  it('takes an optional call-back number, and refuses one no one could dial', async () => {
    const user = await openChat(SATURDAY_MORNING);
    act(() => vi.advanceTimersByTime(CHAT_TIMINGS.offlineNoticeMs));
    const form = screen.getByRole('form', { name: CHAT_OFFLINE_FORM.legend });
    const phone = within(form).getByRole('textbox', { name: CHAT_OFFLINE_FORM.phone }) as HTMLInputElement;
    expect(phone).toHaveAccessibleDescription(CHAT_OFFLINE_FORM.phoneDescription);
    expect(phone).not.toBeRequired();

    await user.type(within(form).getByRole('textbox', { name: CHAT_OFFLINE_FORM.name }), 'Amrit Gill');
    await user.type(within(form).getByRole('textbox', { name: CHAT_OFFLINE_FORM.email }), 'amrit@example.ca');
    await user.type(phone, 'after 6');
    await user.type(within(form).getByRole('textbox', { name: CHAT_OFFLINE_FORM.message }), 'Weekend visits for my father, please.');
    await user.click(within(form).getByRole('button', { name: CHAT_OFFLINE_FORM.submit }));
    expect(widget()).toHaveAttribute('data-state', 'open.away.leavingMessage');
    expect(phone.validationMessage).toBe(CHAT_OFFLINE_FORM.invalidPhone);
    expect(sent).toEqual([]);

    await user.clear(phone);
    await user.type(phone, '(905) 555-0163');
    expect(phone.validationMessage).toBe('');
    await user.click(within(form).getByRole('button', { name: CHAT_OFFLINE_FORM.submit }));
    await act(async () => {});
    expect(widget()).toHaveAttribute('data-state', 'open.away.messageReceived');
    expect(sent).toEqual([{ name: 'Amrit Gill', email: 'amrit@example.ca', message: 'Weekend visits for my father, please.', phone: '(905) 555-0163' }]);
  });

  it('a service that never answers: at the delivery time limit the form offers Retry and the request is aborted, not left running', async () => {
    const signals: AbortSignal[] = [];
    const user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
    renderWithSite(
      <ChatWidget
        words={CHAT_LAUNCHER_WORDS_EN}
        now={() => SATURDAY_MORNING}
        deliver={(_message, _details, signal) => {
          if (signal) signals.push(signal);
          return new Promise<void>(() => {});
        }}
      />,
    );
    act(() => vi.advanceTimersByTime(CHAT_TIMINGS.appearMs));
    await user.click(screen.getByRole('button', { name: CHAT_OPEN_BUTTON }));
    act(() => vi.advanceTimersByTime(CHAT_TIMINGS.greetingMs + CHAT_TIMINGS.offlineNoticeMs));
    const form = screen.getByRole('form', { name: CHAT_OFFLINE_FORM.legend });
    await user.type(within(form).getByRole('textbox', { name: CHAT_OFFLINE_FORM.name }), 'Amrit Gill');
    await user.type(within(form).getByRole('textbox', { name: CHAT_OFFLINE_FORM.email }), 'amrit@example.ca');
    await user.type(within(form).getByRole('textbox', { name: CHAT_OFFLINE_FORM.message }), 'Weekend visits for my father, please.');
    await user.click(within(form).getByRole('button', { name: CHAT_OFFLINE_FORM.submit }));
    expect(widget()).toHaveAttribute('data-state', 'open.away.sending.waiting');
    expect(signals).toHaveLength(1);
    expect(signals[0]!.aborted).toBe(false);
    // Slow, not failed: the request goes on, the family is told it may still arrive, and the form cannot send it twice.
    act(() => vi.advanceTimersByTime(15_000));
    expect(widget()).toHaveAttribute('data-state', 'open.away.sending.slow');
    expect(signals[0]!.aborted).toBe(false);
    expect(screen.getByText(CHAT_SCRIPT.stillSending)).toBeInTheDocument();
    expect(within(form).queryByRole('button', { name: CHAT_OFFLINE_FORM.retry })).toBeNull();
    act(() => vi.advanceTimersByTime(45_000));
    expect(widget()).toHaveAttribute('data-state', 'open.away.sendFailed');
    expect(signals[0]!.aborted).toBe(true);
    expect(screen.getByText(CHAT_SCRIPT.noAnswer)).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: CHAT_OFFLINE_FORM.retry })).toBeEnabled();
  });
});
