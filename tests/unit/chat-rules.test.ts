import { describe, expect, it } from 'vitest';
import { handoverProblem, replyTo, type ConversationState } from '../../machines/chat/chat.rules';
import { transcriptOf } from '../../src/features/chat/deliver-offline-message';

/** A topic's answer (true), a place's ('place': the service-area rule's topic), or none (false). */
const answerOf = (answered: boolean | 'place') => (answered === 'place' ? { topic: 'service-area' } : answered ? { topic: 'cost' } : null);
const state = (askedNameAndCity: boolean, awaitingNameAndCity: boolean, handedOver: boolean): ConversationState => ({
  askedNameAndCity,
  awaitingNameAndCity,
  handedOver,
});

/**
 * replyTo, every state it can be in and both kinds of message (decision 0089;
 * docs/spec/DECISIONS.md "The chat answers the family's question"), the expected parts written by hand.
 */
describe('replyTo: what the reply to a typed message is made of', () => {
  it.each([
    // asked, awaiting, handed over, answered → parts, then asked and awaiting
    [false, false, false, true, ['answer', 'askNameAndCity'], true, true],
    [false, false, false, 'place', ['answer', 'askName'], true, true],
    [true, false, false, 'place', ['answer'], true, false],
    [false, false, false, false, ['askNameAndCity'], true, true],
    [true, true, false, true, ['answer'], true, false],
    [true, true, false, false, ['handoverPrompt'], true, false],
    [true, false, false, true, ['answer'], true, false],
    [true, false, false, false, ['cannotAnswer'], true, false],
    [false, false, true, true, ['answer'], false, false],
    [false, false, true, false, ['passedOn'], false, false],
    [true, true, true, false, ['passedOn'], true, false],
    [true, false, true, true, ['answer'], true, false],
  ] as const)('asked %s, awaiting %s, handed over %s, answered %s → %j', (asked, awaiting, handedOver, answered, parts, askedAfter, awaitingAfter) => {
    const reply = replyTo(state(asked, awaiting, handedOver), answerOf(answered));
    expect(reply.parts).toEqual(parts);
    expect(reply.state).toEqual(state(askedAfter, awaitingAfter, handedOver));
  });

  it('a family that asks three things and answers the question between: asked once, then plainly not answered', () => {
    const first = replyTo(state(false, false, false), answerOf(true));
    const name = replyTo(first.state, null);
    const other = replyTo(name.state, null);
    expect([first.parts, name.parts, other.parts]).toEqual([['answer', 'askNameAndCity'], ['handoverPrompt'], ['cannotAnswer']]);
  });
});

describe('handoverProblem: a name and one way to reach the visitor', () => {
  const complete = { name: 'Ada', phone: '', email: 'ada@example.com', city: '', note: '' };
  it.each([
    [complete, null],
    [{ ...complete, email: '', phone: '905-555-0163' }, null],
    [{ ...complete, name: '   ' }, 'name'],
    [{ ...complete, email: ' ' }, 'contact'],
    [{ ...complete, phone: 'evenings' }, 'phone'],
    [{ ...complete, email: 'ada@' }, 'email'],
  ] as const)('%j → %s', (request, problem) => {
    expect(handoverProblem(request)).toBe(problem);
  });
});

it('transcriptOf: the visitor’s words, one line each, and the topics the assistant answered, not its script', () => {
  expect(
    transcriptOf(
      [
        { sender: 'bot', text: 'Hello.' },
        { sender: 'user', text: 'Hi, how much does care cost?' },
        { sender: 'bot', text: 'Every care plan is priced after the free consultation.', answered: { topic: 'cost', score: 18.3 } },
        { sender: 'user', text: 'Gurpreet' },
        { sender: 'bot', text: 'Thank you, that helps.' },
      ],
      { bot: 'Assistant', user: 'Visitor', answered: (topic) => `answered from the site: ${topic}` },
    ),
  ).toBe('Visitor: Hi, how much does care cost?\nAssistant: answered from the site: cost\nVisitor: Gurpreet');
});
