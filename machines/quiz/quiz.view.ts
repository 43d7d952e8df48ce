import type { SnapshotFrom } from 'xstate';
import { evaluateGuard } from 'xstate/guards';
import { contactProblems, type ContactFieldProblem, type QuizAnswers, type QuizContact } from './quiz.rules';
import { QUIZ_STEPS, quizMachine, type QuizEvent, type QuizStep } from './quiz.machine';
import { stateName } from '../shared/state-name';

/** What the care-finder quiz view needs from the quiz machine. */
export interface QuizView {
  dataState: string;
  isIntro: boolean;
  isResults: boolean;
  /** The question on screen, or null on the intro and the results. */
  step: QuizStep | null;
  /** 1 to 8 on a question, null elsewhere ("Step 3 of 8"). */
  stepNumber: number | null;
  totalSteps: number;
  /** How far along the progress bar is, 0-100. */
  progressPercent: number;
  /** Back is offered from step 2 on (never below step 1). */
  canGoBack: boolean;
  /** The question on screen is answered as its step requires (its guard would let the visitor on). */
  isStepAnswered: boolean;
  /** Next (or See My Plan) was refused on the question on screen, and the visitor has not left it since: what is missing is marked. */
  isRefused: boolean;
  /** The results the visitor asked for with See My Plan: 'Generating Your Plan...' shows above them (not with results brought back). */
  showsPlanNotice: boolean;
  /** The contact step, whose forward button is See My Plan. */
  isLastStep: boolean;
  answers: QuizAnswers;
  /**
   * What each contact field lacks for the results: null, 'missing' (empty) or 'invalid' (filled, but
   * not an e-mail address or a phone number), so a refused See My Plan names the field and why.
   */
  contactProblems: Readonly<Record<keyof QuizContact, ContactFieldProblem>>;
  start: () => void;
  /** Next on steps 1-7, See My Plan on step 8: the machine checks the step before moving. */
  forward: () => void;
  back: () => void;
  startOver: () => void;
  /** The answers, one action per question (each records its own event). */
  chooseWhoNeedsCare: (value: string) => void;
  /** A kind of support chosen or not, as its checkbox was left (a value, never a toggle). */
  setSupport: (option: string, chosen: boolean) => void;
  chooseHours: (value: string) => void;
  chooseCondition: (value: string) => void;
  describeOtherCondition: (text: string) => void;
  setLocation: (value: string) => void;
  setLanguage: (language: string, chosen: boolean) => void;
  /** The start date as its field was left; the machine is told the visitor's date with it. */
  setStartDate: (value: string) => void;
  setContactField: (field: keyof QuizAnswers['contact'], value: string) => void;
  /** Back to the results of complete answers saved before (browser Back); only from the intro. */
  restoreResults: (answers: QuizAnswers) => void;
  /** On where the visitor was in this tab (the other language's page, a reload): the step and answers kept; only from the intro. */
  resume: (step: QuizStep, answers: QuizAnswers) => void;
}

type QuizSnapshot = SnapshotFrom<typeof quizMachine>;

/**
 * Whether the forward button would move on from `step` now: the machine's own transition that
 * leaves the step on `event`, its named guard judged by the running machine's implementation (no
 * guard: the step is always valid, section 5). Read from the machine, not restated, so the two
 * cannot disagree; the guard is asked (the transition is not taken, nor counted as tried).
 */
function movesOn(snapshot: QuizSnapshot, step: QuizStep, event: QuizEvent): boolean {
  // Every step has one (tests/unit/views/quiz.view.test.ts asks each).
  const onward = quizMachine.states[step]!.transitions.get(event.type)!.find((t) => t.target !== undefined)!;
  return onward.guard === undefined || evaluateGuard(onward.guard, snapshot.context, event, snapshot);
}

/** The visitor's date on their own clock, yyyy-mm-dd: what a date field's "today" is. */
export function visitorToday(now: Date = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** The view model of a snapshot; `today` is the visitor's date, stamped on the start date as it is set. */
export function quizView(snapshot: QuizSnapshot, send: (event: QuizEvent) => void, today: () => string = visitorToday): QuizView {
  const step = QUIZ_STEPS.find((s) => snapshot.matches(s)) ?? null;
  const stepNumber = step ? QUIZ_STEPS.indexOf(step) + 1 : null;
  const isLastStep = snapshot.matches('contact');
  const forwardEvent: QuizEvent = { type: isLastStep ? 'SUBMIT' : 'NEXT' };
  return {
    dataState: stateName(snapshot.value),
    isIntro: snapshot.matches('intro'),
    isResults: snapshot.matches('results'),
    step,
    stepNumber,
    totalSteps: QUIZ_STEPS.length,
    progressPercent: stepNumber ? (stepNumber / QUIZ_STEPS.length) * 100 : 0,
    canGoBack: (stepNumber ?? 0) > 1,
    isStepAnswered: step !== null && movesOn(snapshot, step, forwardEvent),
    isRefused: step !== null && snapshot.context.refusedStep === step,
    // Forgotten as the results are left (Start Over), so never shown elsewhere.
    showsPlanNotice: snapshot.context.planNoticeShown,
    isLastStep,
    answers: snapshot.context.answers,
    contactProblems: contactProblems(snapshot.context.answers.contact),
    start: () => send({ type: 'START' }),
    forward: () => send(forwardEvent),
    back: () => send({ type: 'BACK' }),
    startOver: () => send({ type: 'START_OVER' }),
    chooseWhoNeedsCare: (value) => send({ type: 'ANSWER_WHO', value }),
    setSupport: (option, chosen) => send({ type: 'SET_SUPPORT', option, value: chosen }),
    chooseHours: (value) => send({ type: 'SET_HOURS', value }),
    chooseCondition: (value) => send({ type: 'SET_CONDITION', value }),
    describeOtherCondition: (text) => send({ type: 'SET_OTHER_CONDITION', text }),
    setLocation: (value) => send({ type: 'SET_LOCATION', value }),
    setLanguage: (language, chosen) => send({ type: 'SET_LANGUAGE', language, value: chosen }),
    setStartDate: (value) => send({ type: 'SET_START_DATE', value, today: today() }),
    setContactField: (field, value) => send({ type: 'SET_CONTACT_FIELD', field, value }),
    restoreResults: (answers) => send({ type: 'RESTORE_RESULTS', answers }),
    resume: (step, answers) => send({ type: 'RESUME', step, answers }),
  };
}
