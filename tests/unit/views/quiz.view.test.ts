import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { emptyAnswers } from '../../../machines/quiz/quiz.rules';
import { QUIZ_STEPS, quizMachine, type QuizEvent } from '../../../machines/quiz/quiz.machine';
import { quizView, visitorToday } from '../../../machines/quiz/quiz.view';
import { DEFAULT_LANGUAGES } from '../../../src/content/quiz';

const start = () => createActor(quizMachine, { input: { defaultLanguages: DEFAULT_LANGUAGES, defaultLocation: '' } }).start();
type QuizActor = ReturnType<typeof start>;
const viewOf = (actor: QuizActor) => quizView(actor.getSnapshot(), actor.send);

/** A valid answer for each step, so NEXT moves on. */
const ANSWERS: QuizEvent[][] = [
  [{ type: 'ANSWER_WHO', value: 'My Mother' }],
  [{ type: 'SET_SUPPORT', option: 'Companionship', value: true }],
  [{ type: 'SET_HOURS', value: '2-4' }],
  [{ type: 'SET_CONDITION', value: 'Diabetes' }],
  [{ type: 'SET_LOCATION', value: 'Ottawa' }],
  [{ type: 'SET_LANGUAGE', language: 'French', value: true }],
  [{ type: 'SET_START_DATE', value: '2026-12-01', today: '2026-11-29' }],
  [
    { type: 'SET_CONTACT_FIELD', field: 'name', value: 'Ada Lovelace' },
    { type: 'SET_CONTACT_FIELD', field: 'email', value: 'ada@example.com' },
    { type: 'SET_CONTACT_FIELD', field: 'phone', value: '613 555 0100' },
  ],
];

/** The quiz on step `stepNumber` (1-8), every earlier step answered. */
function atStep(stepNumber: number): QuizActor {
  const actor = start();
  actor.send({ type: 'START' });
  for (let i = 0; i < stepNumber - 1; i++) {
    ANSWERS[i]!.forEach((event) => actor.send(event));
    actor.send({ type: 'NEXT' });
  }
  return actor;
}

function atResults(): QuizActor {
  const actor = atStep(8);
  ANSWERS[7]!.forEach((event) => actor.send(event));
  actor.send({ type: 'SUBMIT' });
  return actor;
}

describe('quiz view', () => {
  it('intro: no step, no progress, nothing to go back to', () => {
    expect(viewOf(start())).toEqual(
      expect.objectContaining({
        dataState: 'intro',
        isIntro: true,
        isResults: false,
        step: null,
        stepNumber: null,
        totalSteps: 8,
        progressPercent: 0,
        canGoBack: false,
        isLastStep: false,
        answers: emptyAnswers(DEFAULT_LANGUAGES),
      }),
    );
  });

  it.each(QUIZ_STEPS.map((step, i) => [i + 1, step] as const))('step %i (%s): numbered, with its progress', (stepNumber, step) => {
    expect(viewOf(atStep(stepNumber))).toMatchObject({
      dataState: step,
      isIntro: false,
      isResults: false,
      step,
      stepNumber,
      totalSteps: 8,
      progressPercent: (stepNumber / 8) * 100,
      canGoBack: stepNumber > 1,
      isLastStep: step === 'contact',
    });
  });

  it('results: no step, the answers given', () => {
    const view = viewOf(atResults());
    expect(view).toMatchObject({
      dataState: 'results',
      isIntro: false,
      isResults: true,
      step: null,
      stepNumber: null,
      progressPercent: 0,
      canGoBack: false,
      isLastStep: false,
    });
    expect(view.answers).toMatchObject({
      whoNeedsCare: 'My Mother',
      supportNeeded: ['Companionship'],
      location: 'Ottawa',
      languages: ['English', 'French'],
      contact: { name: 'Ada Lovelace', email: 'ada@example.com', phone: '613 555 0100' },
    });
  });

  it('an unanswered step stays on Next; the recorded answer shows in the view', () => {
    const actor = atStep(1);
    actor.send({ type: 'NEXT' });
    expect(viewOf(actor)).toMatchObject({ step: 'whoNeedsCare', stepNumber: 1 });
    actor.send({ type: 'ANSWER_WHO', value: 'Myself' });
    expect(viewOf(actor).answers.whoNeedsCare).toBe('Myself');
  });

  it('the start date: optional, today or later by the visitor’s date, and a date before it refused until changed', () => {
    const actor = atStep(7);
    expect(viewOf(actor)).toMatchObject({ step: 'startDate', isStepAnswered: true });
    actor.send({ type: 'SET_START_DATE', value: '2020-01-15', today: '2026-11-29' });
    expect(viewOf(actor).isStepAnswered).toBe(false);
    actor.send({ type: 'NEXT' });
    expect(viewOf(actor)).toMatchObject({ step: 'startDate', isRefused: true });
    // Yesterday is refused too; today is taken.
    actor.send({ type: 'SET_START_DATE', value: '2026-11-28', today: '2026-11-29' });
    expect(viewOf(actor).isStepAnswered).toBe(false);
    actor.send({ type: 'SET_START_DATE', value: '2026-11-29', today: '2026-11-29' });
    expect(viewOf(actor).isStepAnswered).toBe(true);
    // Emptied: no start date is a start date the quiz takes.
    actor.send({ type: 'SET_START_DATE', value: '', today: '2026-11-29' });
    actor.send({ type: 'NEXT' });
    expect(viewOf(actor)).toMatchObject({ step: 'contact', isRefused: false });
    // Back on the date step, the old refusal is forgotten.
    actor.send({ type: 'BACK' });
    expect(viewOf(actor)).toMatchObject({ step: 'startDate', isRefused: false });
  });

  it('stamps the visitor’s date on the start date: theirs, read from their clock', () => {
    expect(visitorToday(new Date(2031, 2, 1, 23, 59))).toBe('2031-03-01');
    expect(visitorToday(new Date(2027, 0, 4, 0, 0))).toBe('2027-01-04');
  });

  it('forward sends NEXT on steps 1-7 and SUBMIT on the contact step', () => {
    for (let stepNumber = 1; stepNumber <= 8; stepNumber++) {
      const send = vi.fn();
      quizView(atStep(stepNumber).getSnapshot(), send).forward();
      expect(send).toHaveBeenCalledExactlyOnceWith({ type: stepNumber === 8 ? 'SUBMIT' : 'NEXT' });
    }
  });

  it('start, back and startOver send START, BACK and START_OVER; each question has its own answer action', () => {
    const send = vi.fn();
    const view = quizView(start().getSnapshot(), send, () => '2026-11-29');
    view.start();
    expect(send).toHaveBeenLastCalledWith({ type: 'START' });
    view.back();
    expect(send).toHaveBeenLastCalledWith({ type: 'BACK' });
    view.startOver();
    expect(send).toHaveBeenLastCalledWith({ type: 'START_OVER' });
    const answers: [() => void, object][] = [
      [() => view.chooseWhoNeedsCare('My Father'), { type: 'ANSWER_WHO', value: 'My Father' }],
      [() => view.setSupport('Bathing', true), { type: 'SET_SUPPORT', option: 'Bathing', value: true }],
      [() => view.setSupport('Bathing', false), { type: 'SET_SUPPORT', option: 'Bathing', value: false }],
      [() => view.chooseHours('6-8'), { type: 'SET_HOURS', value: '6-8' }],
      [() => view.chooseCondition('Other'), { type: 'SET_CONDITION', value: 'Other' }],
      [() => view.describeOtherCondition('Early Parkinson'), { type: 'SET_OTHER_CONDITION', text: 'Early Parkinson' }],
      [() => view.setLocation('Brampton, L6Y 4R2'), { type: 'SET_LOCATION', value: 'Brampton, L6Y 4R2' }],
      [() => view.setLanguage('Punjabi', true), { type: 'SET_LANGUAGE', language: 'Punjabi', value: true }],
      [() => view.setStartDate('2027-01-04'), { type: 'SET_START_DATE', value: '2027-01-04', today: '2026-11-29' }],
      [() => view.setContactField('phone', '555'), { type: 'SET_CONTACT_FIELD', field: 'phone', value: '555' }],
    ];
    for (const [act, event] of answers) {
      act();
      expect(send).toHaveBeenLastCalledWith(event);
    }
    expect(send).toHaveBeenCalledTimes(3 + answers.length);
  });

  it('starting over from the results returns to the intro with fresh answers', () => {
    const actor = atResults();
    actor.send({ type: 'START_OVER' });
    expect(viewOf(actor)).toMatchObject({ dataState: 'intro', isIntro: true, isResults: false, answers: emptyAnswers(DEFAULT_LANGUAGES) });
  });

  it('a refused step is marked until the visitor leaves it: forward, Back or Start Over forget it', () => {
    const actor = atStep(5);
    expect(viewOf(actor).isRefused).toBe(false);
    actor.send({ type: 'NEXT' });
    expect(viewOf(actor)).toMatchObject({ step: 'location', isRefused: true });
    actor.send({ type: 'BACK' });
    expect(viewOf(actor)).toMatchObject({ step: 'medicalCondition', isRefused: false });
    actor.send({ type: 'NEXT' });
    expect(viewOf(actor)).toMatchObject({ step: 'location', isRefused: false });
    // Refused again, then answered and left forward: the next step is not refused, nor this one on Back.
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'SET_LOCATION', value: 'Ottawa' });
    expect(viewOf(actor).isRefused).toBe(true);
    actor.send({ type: 'NEXT' });
    expect(viewOf(actor)).toMatchObject({ step: 'languages', isRefused: false });
    actor.send({ type: 'BACK' });
    expect(viewOf(actor)).toMatchObject({ step: 'location', isRefused: false });
  });

  it('See My Plan refused marks the contact step; the step left and come back to is not marked', () => {
    const actor = atStep(8);
    actor.send({ type: 'SUBMIT' });
    expect(viewOf(actor)).toMatchObject({ step: 'contact', isRefused: true });
    actor.send({ type: 'BACK' });
    actor.send({ type: 'NEXT' });
    expect(viewOf(actor)).toMatchObject({ step: 'contact', isRefused: false });
  });

  it('contactProblems: what each contact field lacks, empty (spaces alone too) told from filled but not what it asks', () => {
    const actor = atStep(8);
    expect(viewOf(actor).contactProblems).toEqual({ name: 'missing', email: 'missing', phone: 'missing' });
    const type = (field: 'name' | 'email' | 'phone', value: string) => actor.send({ type: 'SET_CONTACT_FIELD', field, value });
    type('name', '   ');
    type('email', 'marie@');
    type('phone', '514-555');
    expect(viewOf(actor).contactProblems).toEqual({ name: 'missing', email: 'invalid', phone: 'invalid' });
    type('name', 'Marie Tremblay');
    type('email', 'marie@example.ca');
    expect(viewOf(actor).contactProblems).toEqual({ name: null, email: null, phone: 'invalid' });
    // Still refused: the step's guard agrees with the problems.
    actor.send({ type: 'SUBMIT' });
    expect(viewOf(actor)).toMatchObject({ step: 'contact', isRefused: true, isStepAnswered: false });
    type('phone', '514-555-0142');
    expect(viewOf(actor)).toMatchObject({ contactProblems: { name: null, email: null, phone: null }, isStepAnswered: true });
    type('email', 'marie@@example.ca');
    type('phone', '123-555-0142');
    expect(viewOf(actor).contactProblems).toEqual({ name: null, email: 'invalid', phone: 'invalid' });
  });

  it('the plan notice shows with results the visitor asked for, and leaves with them (Start Over); restored results have none', () => {
    const actor = atStep(8);
    expect(viewOf(actor).showsPlanNotice).toBe(false);
    ANSWERS[7]!.forEach((event) => actor.send(event));
    actor.send({ type: 'SUBMIT' });
    expect(viewOf(actor)).toMatchObject({ isResults: true, showsPlanNotice: true });
    actor.send({ type: 'START_OVER' });
    expect(viewOf(actor).showsPlanNotice).toBe(false);
    actor.send({ type: 'RESTORE_RESULTS', answers: atResults().getSnapshot().context.answers });
    expect(viewOf(actor)).toMatchObject({ isResults: true, showsPlanNotice: false });
  });

  it("isStepAnswered is the running machine's own guard for the step's forward button", () => {
    // A machine given another guard: the view follows it, so it cannot disagree with the machine.
    const strict = quizMachine.provide({ guards: { isLocationGiven: ({ context }) => context.answers.location.length > 5 } });
    const actor = createActor(strict, { input: { defaultLanguages: DEFAULT_LANGUAGES, defaultLocation: '' } }).start();
    actor.send({ type: 'START' });
    for (let i = 0; i < 4; i++) {
      ANSWERS[i]!.forEach((event) => actor.send(event));
      actor.send({ type: 'NEXT' });
    }
    actor.send({ type: 'SET_LOCATION', value: 'Laval' });
    expect(quizView(actor.getSnapshot(), actor.send).isStepAnswered).toBe(false);
    actor.send({ type: 'SET_LOCATION', value: 'Ottawa' });
    expect(quizView(actor.getSnapshot(), actor.send).isStepAnswered).toBe(true);
  });

  it.each([
    [1, 'nothing chosen', [], false],
    [1, 'Myself', [{ type: 'ANSWER_WHO', value: 'Myself' }], true],
    [2, 'nothing chosen', [], false],
    [2, 'Meal Prep', [{ type: 'SET_SUPPORT', option: 'Meal Prep', value: true }], true],
    [
      2,
      'Meal Prep chosen then not',
      [
        { type: 'SET_SUPPORT', option: 'Meal Prep', value: true },
        { type: 'SET_SUPPORT', option: 'Meal Prep', value: false },
      ],
      false,
    ],
    [3, 'nothing chosen', [], false],
    [3, 'Unsure', [{ type: 'SET_HOURS', value: 'Unsure' }], true],
    [4, 'nothing chosen', [], true],
    [5, 'spaces only', [{ type: 'SET_LOCATION', value: '   ' }], false],
    [5, 'Ottawa', [{ type: 'SET_LOCATION', value: 'Ottawa' }], true],
    [6, 'English only', [], true],
    [7, 'no date', [], true],
    [8, 'no phone', ANSWERS[7]!.slice(0, 2), false],
    [8, 'name, e-mail and phone', ANSWERS[7]!, true],
  ] as const)('step %i with %s: answered is %s (docs/spec/SPEC.md §5)', (stepNumber, _what, events, answered) => {
    const actor = atStep(stepNumber);
    events.forEach((event) => actor.send(event as QuizEvent));
    expect(viewOf(actor).isStepAnswered).toBe(answered);
  });
});
