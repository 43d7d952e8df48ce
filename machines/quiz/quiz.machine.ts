import { assertEvent, assign, setup } from 'xstate';
import { otherStepsControls } from '../shared/ignored-events';
import {
  emptyAnswers,
  isHoursChosen,
  isLocationGiven,
  isSupportChosen,
  isStartDateFromToday,
  isWhoNeedsCareAnswered,
  languagesWith,
  withChoice,
  type QuizAnswers,
  type QuizContact,
} from './quiz.rules';
import { isContactComplete } from '../shared/contact-rules';

/**
 * Care-finder quiz (docs/spec/SPEC.md §4.4): intro, eight steps in the spec's order, results. Next advances
 * only when the step is valid (named guards, section 5); otherwise the incomplete notice is shown
 * and the step stays, remembering that it was refused (so the view marks what is missing) until
 * the visitor leaves it (each step that can refuse forgets on its way out). Back goes down one step, never below step 1. The results the visitor
 * asked for say 'Generating Your Plan...' until they are left. Notices and the console log
 * are effects the view provides. A visitor who left the results (to send the plan, or to book)
 * and comes back with the browser's Back button gets them again (RESTORE_RESULTS, sent by the
 * view with answers it has checked are complete). A quiz opened again in the same tab (the other
 * language's page, a reload) goes on where the visitor was (RESUME, sent by the view with the step
 * and answers it kept).
 */
export type QuizEvent =
  | { type: 'START' }
  | { type: 'NEXT' }
  | { type: 'BACK' }
  | { type: 'SUBMIT' }
  | { type: 'START_OVER' }
  /** A visitor came back (browser Back) to the results they had: the answers saved then. */
  | { type: 'RESTORE_RESULTS'; answers: QuizAnswers }
  /** The quiz opened again in this tab (the other language's page, a reload) where the visitor was: the step and the answers kept then. */
  | { type: 'RESUME'; step: QuizStep; answers: QuizAnswers }
  | { type: 'ANSWER_WHO'; value: string }
  /** A kind of support chosen (`value` true) or not, as its checkbox was left. */
  | { type: 'SET_SUPPORT'; option: string; value: boolean }
  | { type: 'SET_HOURS'; value: string }
  | { type: 'SET_CONDITION'; value: string }
  | { type: 'SET_OTHER_CONDITION'; text: string }
  | { type: 'SET_LOCATION'; value: string }
  /** A language chosen (`value` true) or not, as its checkbox was left. */
  | { type: 'SET_LANGUAGE'; language: string; value: boolean }
  /** The start date as its field was left, with the visitor's date then (yyyy-mm-dd, their clock's): a date before it is refused. */
  | { type: 'SET_START_DATE'; value: string; today: string }
  | { type: 'SET_CONTACT_FIELD'; field: keyof QuizContact; value: string };

export interface QuizContext {
  /** What a new quiz starts with: English, and what this visit told the site (a language page's language and city). */
  defaultLanguages: readonly string[];
  defaultLocation: string;
  answers: QuizAnswers;
  /** The step whose Next (or See My Plan) was refused, until the visitor leaves it. */
  refusedStep: QuizStep | null;
  /** The results were asked for with See My Plan (not brought back): they say 'Generating Your Plan...' until left. */
  planNoticeShown: boolean;
  /** The visitor's date when the start date was last set (yyyy-mm-dd), '' before: no start date before it is taken. */
  earliestStartDate: string;
}

/** The step number (1-8) of each question state; the intro is 0 and results 9. */
export const QUIZ_STEPS = ['whoNeedsCare', 'supportNeeded', 'hoursOfCare', 'medicalCondition', 'location', 'languages', 'startDate', 'contact'] as const;
export type QuizStep = (typeof QUIZ_STEPS)[number];

/**
 * The events each screen of the quiz has controls for (src/features/quiz/care-finder-quiz.tsx):
 * every other screen declares them ignored (`meta.ignores`, machines/tooling/properties.ts).
 */
// Stryker disable all: read only by the states' `meta` notes, which the mutation run leaves alone
// (scripts/stryker-machine-notes.mjs); the properties check judges them.
const QUIZ_CONTROLS = {
  intro: ['START', 'RESTORE_RESULTS', 'RESUME'],
  whoNeedsCare: ['ANSWER_WHO', 'NEXT'],
  supportNeeded: ['SET_SUPPORT', 'NEXT', 'BACK'],
  hoursOfCare: ['SET_HOURS', 'NEXT', 'BACK'],
  medicalCondition: ['SET_CONDITION', 'SET_OTHER_CONDITION', 'NEXT', 'BACK'],
  location: ['SET_LOCATION', 'NEXT', 'BACK'],
  languages: ['SET_LANGUAGE', 'NEXT', 'BACK'],
  startDate: ['SET_START_DATE', 'NEXT', 'BACK'],
  contact: ['SET_CONTACT_FIELD', 'SUBMIT', 'BACK'],
  results: ['START_OVER'],
} as const;
// Stryker restore all

export const quizMachine = setup({
  types: {
    context: {} as QuizContext,
    events: {} as QuizEvent,
    input: {} as { defaultLanguages: readonly string[]; defaultLocation: string },
  },
  guards: {
    isWhoNeedsCareAnswered: ({ context }) => isWhoNeedsCareAnswered(context.answers),
    isSupportChosen: ({ context }) => isSupportChosen(context.answers),
    isHoursChosen: ({ context }) => isHoursChosen(context.answers),
    isLocationGiven: ({ context }) => isLocationGiven(context.answers),
    isStartDateFromToday: ({ context }) => isStartDateFromToday(context.answers, context.earliestStartDate),
    isContactComplete: ({ context }) => isContactComplete(context.answers.contact),
    /** The quiz is resumed at this step (its `params`). */
    isResumingAt: ({ event }, params: { step: QuizStep }) => event.type === 'RESUME' && event.step === params.step,
  },
  actions: {
    /**
     * Records the answers a transition changes: its `params`, which each transition works out
     * from its own event (a parameterized action, typed by `setup`).
     */
    recordAnswers: assign(({ context }, changes: Partial<QuizAnswers>) => ({ answers: { ...context.answers, ...changes } })),
    resetAnswers: assign({ answers: ({ context }) => emptyAnswers(context.defaultLanguages, context.defaultLocation) }),
    restoreAnswers: assign({
      answers: ({ event }) => {
        assertEvent(event, ['RESTORE_RESULTS', 'RESUME']);
        return event.answers;
      },
    }),
    /** Remembers the step whose forward button was refused (its `params`), so the view marks what is missing there. */
    refuse: assign((_, params: { step: QuizStep }) => ({ refusedStep: params.step })),
    forgetRefusal: assign({ refusedStep: null }),
    /** The visitor's date as the start date was set: the earliest start date the quiz takes. */
    recordToday: assign({ earliestStartDate: ({ event }) => (assertEvent(event, 'SET_START_DATE'), event.today) }),
    showPlanNotice: assign({ planNoticeShown: true }),
    forgetPlanNotice: assign({ planNoticeShown: false }),
    // Effects provided by the view (toasts, console):
    notifyIncomplete: () => {},
    notifyContactIncomplete: () => {},
    logAnswers: () => {},
  },
}).createMachine({
  id: 'quiz',
  context: ({ input }) => ({
    defaultLanguages: input.defaultLanguages,
    defaultLocation: input.defaultLocation,
    answers: emptyAnswers(input.defaultLanguages, input.defaultLocation),
    refusedStep: null,
    planNoticeShown: false,
    earliestStartDate: '',
  }),
  initial: 'intro',
  states: {
    intro: {
      meta: { ignores: otherStepsControls(QUIZ_CONTROLS, 'intro') },
      on: {
        START: 'whoNeedsCare',
        RESTORE_RESULTS: { target: 'results', actions: 'restoreAnswers' },
        // Where the visitor was: the step the view kept with the answers (the last, contact, otherwise).
        RESUME: [
          { guard: { type: 'isResumingAt', params: { step: 'whoNeedsCare' } }, target: 'whoNeedsCare', actions: 'restoreAnswers' },
          { guard: { type: 'isResumingAt', params: { step: 'supportNeeded' } }, target: 'supportNeeded', actions: 'restoreAnswers' },
          { guard: { type: 'isResumingAt', params: { step: 'hoursOfCare' } }, target: 'hoursOfCare', actions: 'restoreAnswers' },
          { guard: { type: 'isResumingAt', params: { step: 'medicalCondition' } }, target: 'medicalCondition', actions: 'restoreAnswers' },
          { guard: { type: 'isResumingAt', params: { step: 'location' } }, target: 'location', actions: 'restoreAnswers' },
          { guard: { type: 'isResumingAt', params: { step: 'languages' } }, target: 'languages', actions: 'restoreAnswers' },
          { guard: { type: 'isResumingAt', params: { step: 'startDate' } }, target: 'startDate', actions: 'restoreAnswers' },
          { target: 'contact', actions: 'restoreAnswers' },
        ],
      },
    },
    whoNeedsCare: {
      meta: { ignores: { ...otherStepsControls(QUIZ_CONTROLS, 'whoNeedsCare'), BACK: 'Back is disabled on step 1 (canGoBack): there is no step before it.' } },
      exit: 'forgetRefusal',
      on: {
        ANSWER_WHO: { actions: { type: 'recordAnswers', params: ({ event }) => ({ whoNeedsCare: event.value }) } },
        NEXT: [
          { guard: 'isWhoNeedsCareAnswered', target: 'supportNeeded' },
          { actions: ['notifyIncomplete', { type: 'refuse', params: { step: 'whoNeedsCare' } }] },
        ],
      },
    },
    supportNeeded: {
      meta: { ignores: otherStepsControls(QUIZ_CONTROLS, 'supportNeeded') },
      exit: 'forgetRefusal',
      on: {
        SET_SUPPORT: {
          actions: {
            type: 'recordAnswers',
            params: ({ context, event }) => ({ supportNeeded: withChoice(context.answers.supportNeeded, event.option, event.value) }),
          },
        },
        NEXT: [{ guard: 'isSupportChosen', target: 'hoursOfCare' }, { actions: ['notifyIncomplete', { type: 'refuse', params: { step: 'supportNeeded' } }] }],
        BACK: 'whoNeedsCare',
      },
    },
    hoursOfCare: {
      meta: { ignores: otherStepsControls(QUIZ_CONTROLS, 'hoursOfCare') },
      exit: 'forgetRefusal',
      on: {
        SET_HOURS: { actions: { type: 'recordAnswers', params: ({ event }) => ({ hoursOfCare: event.value }) } },
        NEXT: [{ guard: 'isHoursChosen', target: 'medicalCondition' }, { actions: ['notifyIncomplete', { type: 'refuse', params: { step: 'hoursOfCare' } }] }],
        BACK: 'supportNeeded',
      },
    },
    medicalCondition: {
      meta: { ignores: otherStepsControls(QUIZ_CONTROLS, 'medicalCondition') },
      on: {
        SET_CONDITION: { actions: { type: 'recordAnswers', params: ({ event }) => ({ medicalCondition: event.value }) } },
        // Sent from the text box 'Please specify the condition', which exists only while Other is
        // chosen; the results read the text only for Other (conditionText).
        SET_OTHER_CONDITION: { actions: { type: 'recordAnswers', params: ({ event }) => ({ otherCondition: event.text }) } },
        NEXT: 'location',
        BACK: 'hoursOfCare',
      },
    },
    location: {
      meta: { ignores: otherStepsControls(QUIZ_CONTROLS, 'location') },
      exit: 'forgetRefusal',
      on: {
        SET_LOCATION: { actions: { type: 'recordAnswers', params: ({ event }) => ({ location: event.value }) } },
        NEXT: [{ guard: 'isLocationGiven', target: 'languages' }, { actions: ['notifyIncomplete', { type: 'refuse', params: { step: 'location' } }] }],
        BACK: 'medicalCondition',
      },
    },
    languages: {
      meta: { ignores: otherStepsControls(QUIZ_CONTROLS, 'languages') },
      on: {
        // The list never empties: results always name at least one language (English by default).
        SET_LANGUAGE: {
          actions: {
            type: 'recordAnswers',
            params: ({ context, event }) => ({ languages: languagesWith(context.answers.languages, event.language, event.value) }),
          },
        },
        NEXT: 'startDate',
        BACK: 'location',
      },
    },
    startDate: {
      meta: { ignores: otherStepsControls(QUIZ_CONTROLS, 'startDate') },
      exit: 'forgetRefusal',
      on: {
        SET_START_DATE: { actions: [{ type: 'recordAnswers', params: ({ event }) => ({ startDate: event.value }) }, 'recordToday'] },
        NEXT: [{ guard: 'isStartDateFromToday', target: 'contact' }, { actions: ['notifyIncomplete', { type: 'refuse', params: { step: 'startDate' } }] }],
        BACK: 'languages',
      },
    },
    contact: {
      meta: { ignores: otherStepsControls(QUIZ_CONTROLS, 'contact') },
      exit: 'forgetRefusal',
      on: {
        SET_CONTACT_FIELD: {
          actions: { type: 'recordAnswers', params: ({ context, event }) => ({ contact: { ...context.answers.contact, [event.field]: event.value } }) },
        },
        SUBMIT: [
          { guard: 'isContactComplete', target: 'results', actions: ['logAnswers', 'showPlanNotice'] },
          { actions: ['notifyContactIncomplete', { type: 'refuse', params: { step: 'contact' } }] },
        ],
        BACK: 'startDate',
      },
    },
    results: {
      meta: { ignores: otherStepsControls(QUIZ_CONTROLS, 'results') },
      exit: 'forgetPlanNotice',
      on: { START_OVER: { target: 'intro', actions: 'resetAnswers' } },
    },
  },
});
