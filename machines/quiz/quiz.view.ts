import type { SnapshotFrom } from 'xstate';
import { isHoursChosen, isLocationGiven, isSupportChosen, isWhoNeedsCareAnswered, type QuizAnswers } from './quiz.rules';
import { QUIZ_STEPS, type QuizEvent, type QuizStep, type quizMachine } from './quiz.machine';
import { stateName } from '../shared/state-name';
import { isContactComplete } from '../shared/contact-rules';

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
  /** The contact step, whose forward button is See My Plan. */
  isLastStep: boolean;
  answers: QuizAnswers;
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
  setStartDate: (value: string) => void;
  setContactField: (field: keyof QuizAnswers['contact'], value: string) => void;
  /** Back to the results of complete answers saved before (browser Back); only from the intro. */
  restoreResults: (answers: QuizAnswers) => void;
}

/** What each step requires before the visitor may go on: the machine's guards, by step. */
const STEP_IS_ANSWERED: Readonly<Record<QuizStep, (answers: QuizAnswers) => boolean>> = {
  whoNeedsCare: isWhoNeedsCareAnswered,
  supportNeeded: isSupportChosen,
  hoursOfCare: isHoursChosen,
  medicalCondition: () => true,
  location: isLocationGiven,
  languages: () => true,
  startDate: () => true,
  contact: (answers) => isContactComplete(answers.contact),
};

export function quizView(snapshot: SnapshotFrom<typeof quizMachine>, send: (event: QuizEvent) => void): QuizView {
  const step = QUIZ_STEPS.find((s) => snapshot.matches(s)) ?? null;
  const stepNumber = step ? QUIZ_STEPS.indexOf(step) + 1 : null;
  const isLastStep = snapshot.matches('contact');
  return {
    dataState: stateName(snapshot.value),
    isIntro: snapshot.matches('intro'),
    isResults: snapshot.matches('results'),
    step,
    stepNumber,
    totalSteps: QUIZ_STEPS.length,
    progressPercent: stepNumber ? (stepNumber / QUIZ_STEPS.length) * 100 : 0,
    canGoBack: stepNumber !== null && stepNumber > 1,
    isStepAnswered: step ? STEP_IS_ANSWERED[step](snapshot.context.answers) : false,
    isLastStep,
    answers: snapshot.context.answers,
    start: () => send({ type: 'START' }),
    forward: () => send({ type: isLastStep ? 'SUBMIT' : 'NEXT' }),
    back: () => send({ type: 'BACK' }),
    startOver: () => send({ type: 'START_OVER' }),
    chooseWhoNeedsCare: (value) => send({ type: 'ANSWER_WHO', value }),
    setSupport: (option, chosen) => send({ type: 'SET_SUPPORT', option, value: chosen }),
    chooseHours: (value) => send({ type: 'SET_HOURS', value }),
    chooseCondition: (value) => send({ type: 'SET_CONDITION', value }),
    describeOtherCondition: (text) => send({ type: 'SET_OTHER_CONDITION', text }),
    setLocation: (value) => send({ type: 'SET_LOCATION', value }),
    setLanguage: (language, chosen) => send({ type: 'SET_LANGUAGE', language, value: chosen }),
    setStartDate: (value) => send({ type: 'SET_START_DATE', value }),
    setContactField: (field, value) => send({ type: 'SET_CONTACT_FIELD', field, value }),
    restoreResults: (answers) => send({ type: 'RESTORE_RESULTS', answers }),
  };
}
