import { describe, expect, it } from 'vitest';
import { askQuestion, handoverProblem, nextQuestion, takeAnswer, type QuestionState } from '../../machines/chat/chat.rules';
import { transcriptOf } from '../../src/features/chat/deliver-offline-message';

const START: QuestionState = { answers: {}, asked: [], awaiting: null };

describe('the questions the chat asks (decision 0047)', () => {
  it('a first message says what is needed; then the name, then the city, each asked once', () => {
    const first = takeAnswer(START, '  My mother needs help with meals. ');
    expect(first.answers).toEqual({ need: 'My mother needs help with meals.' });
    expect(nextQuestion(first)).toBe('name');
    const askedName = askQuestion(first, 'name');
    expect(askedName).toMatchObject({ awaiting: 'name', asked: ['name'] });
    const named = takeAnswer(askedName, 'Harpreet');
    expect(named).toMatchObject({ answers: { need: 'My mother needs help with meals.', name: 'Harpreet' }, awaiting: null });
    expect(nextQuestion(named)).toBe('city');
    const located = takeAnswer(askQuestion(named, 'city'), 'Brampton');
    expect(nextQuestion(located)).toBeNull();
  });

  it('a question asked but not answered is not asked again; an answer is kept as first given', () => {
    const asked = askQuestion(takeAnswer(START, 'Hello'), 'name');
    // The visitor writes something else, then again: the awaited name is taken once, then nothing.
    const once = takeAnswer(asked, 'Not now');
    expect(once.answers.name).toBe('Not now');
    expect(takeAnswer(once, 'Later').answers).toEqual({ need: 'Hello', name: 'Not now' });
    const skipped = { ...asked, awaiting: null };
    expect(nextQuestion(skipped)).toBe('city');
    expect(askQuestion(askQuestion(START, 'city'), 'city').asked).toEqual(['city']);
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

it('transcriptOf: one line per message, who said it first', () => {
  expect(
    transcriptOf(
      [
        { sender: 'bot', text: 'Hello.' },
        { sender: 'user', text: 'Hi, I need help.' },
      ],
      { bot: 'Assistant', user: 'Visitor' },
    ),
  ).toBe('Assistant: Hello.\nVisitor: Hi, I need help.');
});
