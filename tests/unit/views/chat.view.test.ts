import type { ChatAnswer } from '../../../machines/chat/chat-answers.rules';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom, type StateValue } from 'xstate';
import { chatMachine, type ChatInput, type ConversationHandover, type OfflineMessage, type WithHoney } from '../../../machines/chat/chat.machine';
import { chatView, type ChatView } from '../../../machines/chat/chat.view';
import { CHAT_TIMINGS } from '../../../src/content/chat';
import { CHAT_SCRIPT } from '../../../src/content/chat-script';
import { CONTACT_HOURS_TEXT, PHONE } from '../../../src/content/site';
import { CHAT_INPUT, SATURDAY_MORNING, WEEKDAY_MORNING, openAt } from '../../model/chat-model-options';

/** The offline message's delivery, settled by each test. */
let delivery: { resolve: () => void; reject: (error: Error) => void } | null = null;
const handedOver: WithHoney<ConversationHandover>[] = [];
const withDelivery = chatMachine.provide({
  actors: {
    deliverMessage: fromPromise<void, WithHoney<OfflineMessage>>(
      () =>
        new Promise<void>((resolve, reject) => {
          delivery = { resolve, reject };
        }),
    ),
    deliverConversation: fromPromise<void, WithHoney<ConversationHandover>>(
      ({ input }) =>
        new Promise<void>((resolve, reject) => {
          handedOver.push(input);
          delivery = { resolve, reject };
        }),
    ),
  },
});
const start = (input: ChatInput) => createActor(withDelivery, { input }).start();
type ChatActor = ReturnType<typeof start>;
const viewOf = (actor: ChatActor) => chatView(actor.getSnapshot(), actor.send);

/** What changes between states: every field but the messages and the actions. */
const fieldsOf = (view: ChatView) => ({
  dataState: view.dataState,
  isButtonVisible: view.isButtonVisible,
  isOpen: view.isOpen,
  status: view.status,
  isAway: view.isAway,
  isGreeting: view.isGreeting,
  isConversing: view.isConversing,
  isTyping: view.isTyping,
  isComposerEnabled: view.isComposerEnabled,
  canSend: view.canSend,
  isLeavingMessage: view.isLeavingMessage,
  isSendingMessage: view.isSendingMessage,
  isSendFailed: view.isSendFailed,
  isMessageReceived: view.isMessageReceived,
  phoneOpenUntil: view.phoneOpenUntil,
  isHandoverOffered: view.isHandoverOffered,
  isHandoverFormShown: view.isHandoverFormShown,
  isHandoverSending: view.isHandoverSending,
  isHandoverFailed: view.isHandoverFailed,
  isHandedOver: view.isHandedOver,
  draft: view.draft,
});

const CLOSED_FLAGS = {
  isGreeting: false,
  isConversing: false,
  isTyping: false,
  canSend: false,
  isLeavingMessage: false,
  isSendingMessage: false,
  isSendFailed: false,
  isMessageReceived: false,
  phoneOpenUntil: null,
  isHandoverOffered: false,
  isHandoverFormShown: false,
  isHandoverSending: false,
  isHandoverFailed: false,
  isHandedOver: false,
};

/** A snapshot in any state, with a draft typed: to show where a draft can and cannot be sent. */
function resolvedWithDraft(actor: ChatActor, value: StateValue, draft: string): ChatView {
  const snapshot: SnapshotFrom<typeof chatMachine> = chatMachine.resolveState({ value, context: { ...actor.getSnapshot().context, draft } });
  return chatView(snapshot, vi.fn());
}

describe('chat view', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waiting: no button yet; then closed: the button appears', () => {
    const actor = start(CHAT_INPUT);
    expect(fieldsOf(viewOf(actor))).toEqual({
      ...CLOSED_FLAGS,
      dataState: 'waiting',
      isButtonVisible: false,
      isOpen: false,
      status: 'Online',
      isAway: false,
      isComposerEnabled: true,
      draft: '',
    });
    vi.advanceTimersByTime(CHAT_TIMINGS.appearMs - 1);
    expect(viewOf(actor).isButtonVisible).toBe(false);
    vi.advanceTimersByTime(1);
    expect(fieldsOf(viewOf(actor))).toEqual({
      ...CLOSED_FLAGS,
      dataState: 'closed',
      isButtonVisible: true,
      isOpen: false,
      status: 'Online',
      isAway: false,
      isComposerEnabled: true,
      draft: '',
    });
    expect(viewOf(actor).messages).toEqual([]);
  });

  it('reads the status from the instant OPEN carries, at every opening (decision 0044)', () => {
    const actor = start(CHAT_INPUT);
    vi.advanceTimersByTime(CHAT_TIMINGS.appearMs);
    actor.send(openAt(WEEKDAY_MORNING));
    expect(viewOf(actor).status).toBe('Online');
    actor.send({ type: 'CLOSE' });
    // Opened again on a Saturday: the panel says Away.
    actor.send(openAt(SATURDAY_MORNING));
    expect(viewOf(actor).status).toBe('Away');
    // The context is plain JSON: no clock function in it.
    const { context } = actor.getSnapshot();
    expect(JSON.parse(JSON.stringify(context))).toEqual(context);
  });

  it('stamps its clock on OPEN, and words the hours line only for an instant when the office is closed', () => {
    const send = vi.fn();
    const awayHours = vi.fn(() => 'Back on Monday at 8:00 AM.');
    let now = WEEKDAY_MORNING.getTime();
    const view = chatView(start(CHAT_INPUT).getSnapshot(), send, { now: () => now, awayHours });
    view.open();
    expect(send).toHaveBeenLastCalledWith({ type: 'OPEN', at: WEEKDAY_MORNING.getTime(), awayHours: '' });
    expect(awayHours).not.toHaveBeenCalled();
    now = SATURDAY_MORNING.getTime();
    view.open();
    expect(awayHours).toHaveBeenCalledWith(SATURDAY_MORNING.getTime());
    expect(send).toHaveBeenLastCalledWith({ type: 'OPEN', at: SATURDAY_MORNING.getTime(), awayHours: 'Back on Monday at 8:00 AM.' });
  });

  describe('online (a weekday morning)', () => {
    const openOnline = () => {
      const actor = start(CHAT_INPUT);
      vi.advanceTimersByTime(CHAT_TIMINGS.appearMs);
      actor.send(openAt(WEEKDAY_MORNING));
      return actor;
    };
    const greeted = () => {
      const actor = openOnline();
      vi.advanceTimersByTime(CHAT_TIMINGS.greetingMs);
      return actor;
    };

    it('greeting: open, about to greet, not conversing yet', () => {
      const actor = openOnline();
      expect(fieldsOf(viewOf(actor))).toEqual({
        ...CLOSED_FLAGS,
        dataState: 'open.greeting',
        isButtonVisible: true,
        isOpen: true,
        status: 'Online',
        isAway: false,
        isGreeting: true,
        isComposerEnabled: true,
        draft: '',
      });
      expect(viewOf(actor).messages).toEqual([]);
      // Nothing can be sent before the greeting, whatever is typed.
      expect(resolvedWithDraft(actor, { open: 'greeting' }, 'Hello').canSend).toBe(false);
    });

    it('listening: greeted with suggestions; Send only with a draft that is not blank', () => {
      const actor = greeted();
      expect(fieldsOf(viewOf(actor))).toEqual({
        ...CLOSED_FLAGS,
        dataState: 'open.online.conversation.listening,handover.offered',
        isButtonVisible: true,
        isOpen: true,
        status: 'Online',
        isAway: false,
        isConversing: true,
        isHandoverOffered: true,
        isComposerEnabled: true,
        draft: '',
      });
      expect(viewOf(actor).messages).toEqual([{ id: 1, sender: 'bot', text: CHAT_SCRIPT.greeting, suggestions: CHAT_SCRIPT.suggestions }]);

      actor.send({ type: 'TYPE', text: '   ' });
      expect(viewOf(actor)).toMatchObject({ draft: '   ', canSend: false });
      actor.send({ type: 'TYPE', text: 'Hello' });
      expect(viewOf(actor)).toMatchObject({ draft: 'Hello', canSend: true });
    });

    it('typing: the advisor replies after a moment, then listens again', () => {
      const actor = greeted();
      actor.send({ type: 'TYPE', text: '  Hello  ' });
      actor.send({ type: 'SEND', answer: null });
      expect(fieldsOf(viewOf(actor))).toEqual({
        ...CLOSED_FLAGS,
        dataState: 'open.online.conversation.typing,handover.offered',
        isButtonVisible: true,
        isOpen: true,
        status: 'Online',
        isAway: false,
        isConversing: true,
        isHandoverOffered: true,
        isTyping: true,
        isComposerEnabled: true,
        draft: '',
      });
      expect(viewOf(actor).messages.at(-1)).toEqual({ id: 2, sender: 'user', text: 'Hello' });

      actor.send({ type: 'TYPE', text: 'More' });
      expect(viewOf(actor)).toMatchObject({ isTyping: true, canSend: true });

      vi.advanceTimersByTime(CHAT_TIMINGS.typingMs);
      expect(viewOf(actor)).toMatchObject({
        dataState: 'open.online.conversation.listening,handover.offered',
        isTyping: false,
        isConversing: true,
        canSend: true,
      });
      expect(viewOf(actor).messages.at(-1)).toEqual({
        id: 3,
        sender: 'bot',
        text: 'So we can connect you with the right care coordinator, could you tell me your name and the city or town where care is needed?',
      });
    });

    /** Types a message, sends it with what the site's words make of it, and lets the assistant answer; returns its answer. */
    const say = (actor: ChatActor, text: string, answer: ChatAnswer | null = null) => {
      actor.send({ type: 'TYPE', text });
      actor.send({ type: 'SEND', answer });
      vi.advanceTimersByTime(CHAT_TIMINGS.typingMs);
      return viewOf(actor).messages.at(-1)?.text;
    };
    const COST: ChatAnswer = {
      topic: 'cost',
      score: 18.1,
      reply: 'Every care plan is priced after the free consultation. [Care Cost Calculator](/care-cost-calculator)',
    };
    const ASK = 'So we can connect you with the right care coordinator, could you tell me your name and the city or town where care is needed?';
    const PROMPT =
      'Thank you, that helps. A care coordinator can take it from here: press "Send this conversation to a care coordinator" and they will contact you.';
    const CANNOT =
      'I\'m sorry, I can\'t answer that here. A care coordinator can: send them this conversation with "Send this conversation to a care coordinator", or call us at 1-888-555-0142.';

    it('answers from the site, asks the name and city once, then says plainly what it cannot answer; the form stays empty', () => {
      const actor = greeted();
      expect(say(actor, 'What are your prices?', COST)).toBe(`${COST.reply} ${ASK}`);
      expect(viewOf(actor).messages.at(-1)?.answered).toEqual({ topic: 'cost', score: 18.1 });
      expect(say(actor, 'Gurpreet Singh')).toBe(PROMPT);
      expect(say(actor, 'Is weekend care possible?')).toBe(CANNOT);
      expect(say(actor, 'And the price again?', COST)).toBe(COST.reply);
      // Nothing typed into the conversation fills the handover form (decision 0089).
      expect(viewOf(actor).handoverPrefill).toEqual({ name: '', phone: '', email: '', city: '', note: '' });
    });

    it('closing keeps a conversation the visitor started: reopening says welcome back, with the reply it owed', () => {
      const actor = greeted();
      actor.send({ type: 'TYPE', text: 'My mother needs help with meals.' });
      actor.send({ type: 'SEND', answer: null });
      actor.send({ type: 'CLOSE' });
      actor.send(openAt(WEEKDAY_MORNING));
      vi.advanceTimersByTime(CHAT_TIMINGS.greetingMs);
      expect(viewOf(actor).messages.map((m) => [m.sender, m.text])).toEqual([
        ['bot', CHAT_SCRIPT.greeting],
        ['user', 'My mother needs help with meals.'],
        ['bot', ASK],
        ['bot', 'Welcome back. Your conversation is still here.'],
      ]);
      // The question shown before closing is the one the next message answers.
      expect(say(actor, 'Harpreet')).toBe(PROMPT);
    });

    it('hands the whole conversation to a care coordinator: refused without a way to reach the visitor, confirmed once accepted', async () => {
      handedOver.length = 0;
      const actor = greeted();
      say(actor, 'My father needs help after a fall.');
      actor.send({ type: 'START_HANDOVER' });
      expect(fieldsOf(viewOf(actor))).toMatchObject({
        dataState: 'open.online.conversation.listening,handover.filling',
        isHandoverOffered: false,
        isHandoverFormShown: true,
      });
      // Neither phone nor e-mail: refused.
      actor.send({ type: 'SUBMIT_HANDOVER', name: 'Gurpreet Singh', phone: '', email: '', city: '', note: '' });
      expect(viewOf(actor).dataState).toBe('open.online.conversation.listening,handover.filling');
      // An e-mail address alone is enough.
      actor.send({ type: 'SUBMIT_HANDOVER', name: 'Gurpreet Singh', phone: '', email: 'gurpreet@example.ca', city: 'Brampton', note: '' });
      expect(fieldsOf(viewOf(actor))).toMatchObject({ isHandoverFormShown: true, isHandoverSending: true, isConversing: true });
      expect(handedOver).toHaveLength(1);
      expect(handedOver[0]!.request).toEqual({ name: 'Gurpreet Singh', phone: '', email: 'gurpreet@example.ca', city: 'Brampton', note: '' });
      expect(handedOver[0]!.messages.map((m) => m.text)).toEqual([CHAT_SCRIPT.greeting, 'My father needs help after a fall.', ASK]);
      expect(handedOver[0]!.honey).toBe('');
      delivery?.resolve();
      await vi.waitFor(() => expect(viewOf(actor).isHandedOver).toBe(true));
      expect(fieldsOf(viewOf(actor))).toMatchObject({ isHandoverFormShown: false, isHandoverOffered: false, isConversing: true });
      expect(viewOf(actor).messages.at(-1)?.text).toBe(
        'Thank you! A care coordinator has your conversation and will contact you within office hours (Monday to Friday, 8 AM - 8 PM, Toronto time).',
      );
    });

    it('a suggestion is said by the visitor and answered', () => {
      const actor = greeted();
      actor.send({ type: 'CHOOSE_SUGGESTION', suggestion: 'franchiseInfo' });
      const franchise = CHAT_SCRIPT.suggestions.find((s) => s.id === 'franchiseInfo')!;
      expect(viewOf(actor)).toMatchObject({ isTyping: true, messages: [{ id: 1 }, { id: 2, sender: 'user', text: franchise.text }] });
      vi.advanceTimersByTime(CHAT_TIMINGS.typingMs);
      expect(viewOf(actor).messages.at(-1)).toEqual({ id: 3, sender: 'bot', text: franchise.reply });
    });

    it('closing and following a link both close the panel, the button stays', () => {
      const actor = greeted();
      actor.send({ type: 'CLOSE' });
      expect(fieldsOf(viewOf(actor))).toMatchObject({ ...CLOSED_FLAGS, dataState: 'closed', isOpen: false, isButtonVisible: true });

      actor.send(openAt(WEEKDAY_MORNING));
      expect(viewOf(actor)).toMatchObject({ isOpen: true, messages: [] });
      actor.send({ type: 'FOLLOW_LINK', path: '/careers-join-our-team' });
      expect(viewOf(actor)).toMatchObject({ dataState: 'closed', isOpen: false, isButtonVisible: true });
    });
  });

  describe('away (a Saturday morning)', () => {
    const openAway = () => {
      const actor = start(CHAT_INPUT);
      vi.advanceTimersByTime(CHAT_TIMINGS.appearMs);
      actor.send(openAt(SATURDAY_MORNING));
      vi.advanceTimersByTime(CHAT_TIMINGS.greetingMs);
      return actor;
    };
    const AWAY = {
      ...CLOSED_FLAGS,
      isButtonVisible: true,
      isOpen: true,
      status: 'Away',
      isAway: true,
      isComposerEnabled: false,
      phoneOpenUntil: 960,
      draft: '',
    };

    it('greeting while Away: the composer is already off', () => {
      const actor = start(CHAT_INPUT);
      vi.advanceTimersByTime(CHAT_TIMINGS.appearMs);
      actor.send(openAt(SATURDAY_MORNING));
      // Saturday 11:00: the phone line is open until 4:00 PM (16:00, 960 minutes).
      expect(fieldsOf(viewOf(actor))).toEqual({ ...AWAY, dataState: 'open.greeting', isGreeting: true });
      expect(viewOf(actor).phoneOpenUntil).toBe(960);
    });

    it('notice pending: greeted, not conversing, the composer off', () => {
      const actor = openAway();
      expect(fieldsOf(viewOf(actor))).toEqual({ ...AWAY, dataState: 'open.away.noticePending' });
      expect(viewOf(actor).messages.map((m) => m.text)).toEqual([CHAT_SCRIPT.greeting]);
    });

    it('leaving a message: the offline notice and form; typing changes nothing', () => {
      const actor = openAway();
      vi.advanceTimersByTime(CHAT_TIMINGS.offlineNoticeMs);
      actor.send({ type: 'TYPE', text: 'Hello' });
      expect(fieldsOf(viewOf(actor))).toEqual({ ...AWAY, dataState: 'open.away.leavingMessage', isLeavingMessage: true });
      // The notice, then the hours on Toronto's clock and the visitor's (Regina in the model input): docs/spec/DECISIONS.md "24/7".
      expect(viewOf(actor).messages.slice(-2)).toMatchObject([
        { sender: 'bot', text: CHAT_SCRIPT.offlineNotice },
        {
          sender: 'bot',
          text:
            'Our phone line is open today until 4:00 PM Toronto time: call 1-888-555-0142 to talk to a care coordinator now. ' +
            'Care coordinators read the chat Mon–Fri 8:00 AM–8:00 PM Toronto time (7:00 AM–7:00 PM your time). Our 24/7 line is for current clients; ' +
            `families new to us can call ${PHONE.display} ${CONTACT_HOURS_TEXT} (Toronto time).`,
        },
      ]);
      // Even a draft left from before could not be sent while Away.
      expect(resolvedWithDraft(actor, { open: { away: 'leavingMessage' } }, 'Hello')).toMatchObject({ canSend: false, isComposerEnabled: false });
    });

    it('sending, then message received: confirmed only once accepted, the form gone; an incomplete one is refused', async () => {
      const actor = openAway();
      vi.advanceTimersByTime(CHAT_TIMINGS.offlineNoticeMs);
      actor.send({ type: 'SUBMIT_OFFLINE_MESSAGE', name: ' ', email: 'ada@example.com', message: 'Hi', phone: '' });
      expect(viewOf(actor).dataState).toBe('open.away.leavingMessage');
      // The call-back number is optional, but one given must be dialable (seven digits at least).
      actor.send({ type: 'SUBMIT_OFFLINE_MESSAGE', name: 'Ada', email: 'ada@example.com', message: 'Please call me.', phone: '555-01' });
      expect(viewOf(actor).dataState).toBe('open.away.leavingMessage');

      actor.send({ type: 'SUBMIT_OFFLINE_MESSAGE', name: 'Ada', email: 'ada@example.com', message: 'Please call me.', phone: '(905) 555-0163' });
      expect(fieldsOf(viewOf(actor))).toEqual({ ...AWAY, dataState: 'open.away.sending.waiting', isLeavingMessage: true, isSendingMessage: true });
      expect(viewOf(actor).messages.at(-2)).toMatchObject({ sender: 'bot', text: CHAT_SCRIPT.offlineNotice });
      delivery?.resolve();
      await vi.waitFor(() => expect(viewOf(actor).dataState).toBe('open.away.messageReceived'));
      expect(fieldsOf(viewOf(actor))).toEqual({ ...AWAY, dataState: 'open.away.messageReceived', isMessageReceived: true });
      expect(viewOf(actor).messages.at(-1)).toMatchObject({ sender: 'bot', text: CHAT_SCRIPT.offlineConfirmation });
    });

    it('a slow delivery: the family is told it may still arrive, and its late answer is taken, not resent', async () => {
      const actor = openAway();
      vi.advanceTimersByTime(CHAT_TIMINGS.offlineNoticeMs);
      actor.send({ type: 'SUBMIT_OFFLINE_MESSAGE', name: 'Ada', email: 'ada@example.com', message: 'Please call me.', phone: '' });
      vi.advanceTimersByTime(CHAT_TIMINGS.slowDeliveryMs - 1);
      expect(viewOf(actor).dataState).toBe('open.away.sending.waiting');
      vi.advanceTimersByTime(1);
      expect(fieldsOf(viewOf(actor))).toEqual({ ...AWAY, dataState: 'open.away.sending.slow', isLeavingMessage: true, isSendingMessage: true });
      expect(viewOf(actor).messages.at(-1)).toMatchObject({ sender: 'bot', text: CHAT_SCRIPT.stillSending });
      // Its form still reads Sending...: nothing to send again while the first may arrive.
      actor.send({ type: 'SUBMIT_OFFLINE_MESSAGE', name: 'Ada', email: 'ada@example.com', message: 'Please call me.', phone: '' });
      expect(viewOf(actor).dataState).toBe('open.away.sending.slow');
      vi.advanceTimersByTime(5_000);
      delivery?.resolve();
      await vi.waitFor(() => expect(viewOf(actor).dataState).toBe('open.away.messageReceived'));
      expect(viewOf(actor).messages.at(-1)).toMatchObject({ sender: 'bot', text: CHAT_SCRIPT.offlineConfirmation });
    });

    it('send failed (refused, or no answer within the delivery timeout): the form stays for a retry', async () => {
      const actor = openAway();
      vi.advanceTimersByTime(CHAT_TIMINGS.offlineNoticeMs);
      actor.send({ type: 'SUBMIT_OFFLINE_MESSAGE', name: 'Ada', email: 'ada@example.com', message: 'Please call me.', phone: '' });
      delivery?.reject(new Error('500'));
      await vi.waitFor(() => expect(viewOf(actor).dataState).toBe('open.away.sendFailed'));
      expect(fieldsOf(viewOf(actor))).toEqual({ ...AWAY, dataState: 'open.away.sendFailed', isLeavingMessage: true, isSendFailed: true });
      expect(viewOf(actor).messages.at(-1)).toMatchObject({ sender: 'bot', text: CHAT_SCRIPT.offlineSendFailed });

      actor.send({ type: 'SUBMIT_OFFLINE_MESSAGE', name: 'Ada', email: 'ada@example.com', message: 'Please call me.', phone: '' });
      expect(viewOf(actor).dataState).toBe('open.away.sending.waiting');
      vi.advanceTimersByTime(CHAT_TIMINGS.deliveryTimeoutMs - 1);
      expect(viewOf(actor).dataState).toBe('open.away.sending.slow');
      vi.advanceTimersByTime(1);
      expect(viewOf(actor).dataState).toBe('open.away.sendFailed');
      // No answer is not a refusal: the family is told nobody can tell, not that it was not sent.
      expect(viewOf(actor).messages.at(-1)).toMatchObject({ sender: 'bot', text: CHAT_SCRIPT.noAnswer });
    });
  });

  it('its actions send the matching events', () => {
    const send = vi.fn();
    const view = chatView(start(CHAT_INPUT).getSnapshot(), send, { now: () => WEEKDAY_MORNING.getTime(), awayHours: () => '' });
    view.open();
    expect(send).toHaveBeenLastCalledWith({ type: 'OPEN', at: WEEKDAY_MORNING.getTime(), awayHours: '' });
    view.close();
    expect(send).toHaveBeenLastCalledWith({ type: 'CLOSE' });
    view.type('Hello');
    expect(send).toHaveBeenLastCalledWith({ type: 'TYPE', text: 'Hello' });
    view.send();
    expect(send).toHaveBeenLastCalledWith({ type: 'SEND', answer: null });
    // With the page's understanding: what it makes of the message typed (the draft, trimmed).
    const answer = { topic: 'cost', score: 9, reply: 'Priced after the free consultation.' };
    const understood: string[] = [];
    const snapshot = start(CHAT_INPUT).getSnapshot();
    const typed = { ...snapshot, context: { ...snapshot.context, draft: '  How much?  ' } } as typeof snapshot;
    const sendUnderstood = vi.fn();
    chatView(typed, sendUnderstood, { now: () => 0, awayHours: () => '' }, (message) => (understood.push(message), answer)).send();
    expect(understood).toEqual(['How much?']);
    expect(sendUnderstood).toHaveBeenCalledWith({ type: 'SEND', answer });
    view.chooseSuggestion('joinAsCaregiver');
    expect(send).toHaveBeenLastCalledWith({ type: 'CHOOSE_SUGGESTION', suggestion: 'joinAsCaregiver' });
    view.followLink('/franchise-opportunity');
    expect(send).toHaveBeenLastCalledWith({ type: 'FOLLOW_LINK', path: '/franchise-opportunity' });
    view.submitOfflineMessage({ name: 'Ada', email: 'ada@example.com', message: 'Hi', phone: '905-555-0163' });
    expect(send).toHaveBeenLastCalledWith({
      type: 'SUBMIT_OFFLINE_MESSAGE',
      name: 'Ada',
      email: 'ada@example.com',
      message: 'Hi',
      phone: '905-555-0163',
      honey: '',
    });
    // A robot's form: its honeypot's value goes with it.
    view.submitOfflineMessage({ name: 'Bot', email: 'bot@example.com', message: 'Buy', phone: '' }, 'https://shop.example.com');
    expect(send).toHaveBeenLastCalledWith({
      type: 'SUBMIT_OFFLINE_MESSAGE',
      name: 'Bot',
      email: 'bot@example.com',
      message: 'Buy',
      phone: '',
      honey: 'https://shop.example.com',
    });
    view.startHandover();
    expect(send).toHaveBeenLastCalledWith({ type: 'START_HANDOVER' });
    view.submitHandover({ name: 'Ada', phone: '', email: 'ada@example.com', city: 'Oakville', note: '' });
    expect(send).toHaveBeenLastCalledWith({ type: 'SUBMIT_HANDOVER', name: 'Ada', phone: '', email: 'ada@example.com', city: 'Oakville', note: '', honey: '' });
    view.submitHandover({ name: 'Bot', phone: '', email: 'bot@example.com', city: '', note: '' }, 'https://shop.example.com');
    expect(send).toHaveBeenLastCalledWith({
      type: 'SUBMIT_HANDOVER',
      name: 'Bot',
      phone: '',
      email: 'bot@example.com',
      city: '',
      note: '',
      honey: 'https://shop.example.com',
    });
    expect(send).toHaveBeenCalledTimes(11);
  });
});
