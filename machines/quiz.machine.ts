import { assign, setup } from 'xstate';
import {
  emptyAnswers,
  isContactComplete,
  isHoursChosen,
  isLocationGiven,
  isSupportChosen,
  isWhoNeedsCareAnswered,
  toggled,
  type QuizAnswers,
  type QuizContact,
} from './quiz-rules';

/**
 * Care-finder quiz (SPEC.md 4.4): intro, eight steps in the spec's order, results. Next advances
 * only when the step is valid (named guards, section 5); otherwise the incomplete notice is shown
 * and the step stays. Back goes down one step, never below step 1. Notices and the console log
 * are effects the view provides.
 */
export type QuizEvent =
  | { type: 'START' }
  | { type: 'NEXT' }
  | { type: 'BACK' }
  | { type: 'SUBMIT' }
  | { type: 'START_OVER' }
  | { type: 'ANSWER_WHO'; value: string }
  | { type: 'TOGGLE_SUPPORT'; option: string }
  | { type: 'SET_HOURS'; value: string }
  | { type: 'SET_CONDITION'; value: string }
  | { type: 'SET_OTHER_CONDITION'; text: string }
  | { type: 'SET_LOCATION'; value: string }
  | { type: 'TOGGLE_LANGUAGE'; language: string }
  | { type: 'SET_START_DATE'; value: string }
  | { type: 'SET_CONTACT_FIELD'; field: keyof QuizContact; value: string };

export interface QuizContext {
  defaultLanguages: readonly string[];
  answers: QuizAnswers;
}

/** The step number (1-8) of each question state; the intro is 0 and results 9. */
export const QUIZ_STEPS = [
  'whoNeedsCare',
  'supportNeeded',
  'hoursOfCare',
  'medicalCondition',
  'location',
  'languages',
  'startDate',
  'contact',
] as const;
export type QuizStep = (typeof QUIZ_STEPS)[number];

const answer = (update: (a: QuizAnswers, e: QuizEvent) => Partial<QuizAnswers>) =>
  assign<QuizContext, QuizEvent, undefined, QuizEvent, never>({
    answers: ({ context, event }) => ({ ...context.answers, ...update(context.answers, event) }),
  });

export const quizMachine = setup({
  types: {
    context: {} as QuizContext,
    events: {} as QuizEvent,
    input: {} as { defaultLanguages: readonly string[] },
  },
  guards: {
    isWhoNeedsCareAnswered: ({ context }) => isWhoNeedsCareAnswered(context.answers),
    isSupportChosen: ({ context }) => isSupportChosen(context.answers),
    isHoursChosen: ({ context }) => isHoursChosen(context.answers),
    isLocationGiven: ({ context }) => isLocationGiven(context.answers),
    isContactComplete: ({ context }) => isContactComplete(context.answers),
    isOtherCondition: ({ context }) => context.answers.medicalCondition === 'Other',
  },
  actions: {
    setWhoNeedsCare: answer((_a, e) => (e.type === 'ANSWER_WHO' ? { whoNeedsCare: e.value } : {})),
    toggleSupport: answer((a, e) => (e.type === 'TOGGLE_SUPPORT' ? { supportNeeded: toggled(a.supportNeeded, e.option) } : {})),
    setHours: answer((_a, e) => (e.type === 'SET_HOURS' ? { hoursOfCare: e.value } : {})),
    setCondition: answer((_a, e) => (e.type === 'SET_CONDITION' ? { medicalCondition: e.value } : {})),
    setOtherCondition: answer((_a, e) => (e.type === 'SET_OTHER_CONDITION' ? { otherCondition: e.text } : {})),
    setLocation: answer((_a, e) => (e.type === 'SET_LOCATION' ? { location: e.value } : {})),
    // The list never empties: results always name at least one language (English by default).
    toggleLanguage: answer((a, e) => {
      if (e.type !== 'TOGGLE_LANGUAGE') return {};
      const next = toggled(a.languages, e.language);
      return { languages: next.length ? next : a.languages };
    }),
    setStartDate: answer((_a, e) => (e.type === 'SET_START_DATE' ? { startDate: e.value } : {})),
    setContactField: answer((a, e) =>
      e.type === 'SET_CONTACT_FIELD' ? { contact: { ...a.contact, [e.field]: e.value } } : {},
    ),
    resetAnswers: assign({ answers: ({ context }) => emptyAnswers(context.defaultLanguages) }),
    // Effects provided by the view (toasts, console):
    notifyIncomplete: () => {},
    notifyContactIncomplete: () => {},
    notifyPlanReady: () => {},
    logAnswers: () => {},
  },
}).createMachine({
  id: 'quiz',
  context: ({ input }) => ({ defaultLanguages: input.defaultLanguages, answers: emptyAnswers(input.defaultLanguages) }),
  initial: 'intro',
  states: {
    intro: { on: { START: 'whoNeedsCare' } },
    whoNeedsCare: {
      on: {
        ANSWER_WHO: { actions: 'setWhoNeedsCare' },
        NEXT: [{ guard: 'isWhoNeedsCareAnswered', target: 'supportNeeded' }, { actions: 'notifyIncomplete' }],
      },
    },
    supportNeeded: {
      on: {
        TOGGLE_SUPPORT: { actions: 'toggleSupport' },
        NEXT: [{ guard: 'isSupportChosen', target: 'hoursOfCare' }, { actions: 'notifyIncomplete' }],
        BACK: 'whoNeedsCare',
      },
    },
    hoursOfCare: {
      on: {
        SET_HOURS: { actions: 'setHours' },
        NEXT: [{ guard: 'isHoursChosen', target: 'medicalCondition' }, { actions: 'notifyIncomplete' }],
        BACK: 'supportNeeded',
      },
    },
    medicalCondition: {
      on: {
        SET_CONDITION: { actions: 'setCondition' },
        // The text box 'Please specify the condition' exists only while Other is chosen.
        SET_OTHER_CONDITION: { guard: 'isOtherCondition', actions: 'setOtherCondition' },
        NEXT: 'location',
        BACK: 'hoursOfCare',
      },
    },
    location: {
      on: {
        SET_LOCATION: { actions: 'setLocation' },
        NEXT: [{ guard: 'isLocationGiven', target: 'languages' }, { actions: 'notifyIncomplete' }],
        BACK: 'medicalCondition',
      },
    },
    languages: {
      on: {
        TOGGLE_LANGUAGE: { actions: 'toggleLanguage' },
        NEXT: 'startDate',
        BACK: 'location',
      },
    },
    startDate: {
      on: {
        SET_START_DATE: { actions: 'setStartDate' },
        NEXT: 'contact',
        BACK: 'languages',
      },
    },
    contact: {
      on: {
        SET_CONTACT_FIELD: { actions: 'setContactField' },
        SUBMIT: [
          { guard: 'isContactComplete', target: 'results', actions: ['logAnswers', 'notifyPlanReady'] },
          { actions: 'notifyContactIncomplete' },
        ],
        BACK: 'startDate',
      },
    },
    results: {
      on: { START_OVER: { target: 'intro', actions: 'resetAnswers' } },
    },
  },
});
