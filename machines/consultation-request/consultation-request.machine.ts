import { assertEvent, assign, setup } from 'xstate';
import type { BusinessHours } from '../shared/business-hours';
import { otherStepsControls } from '../shared/ignored-events';
import {
  areTimesChosen,
  emptyConsultationAnswers,
  isKindChosen,
  isWhoAndWhereGiven,
  lapsedWindows,
  withWindow,
  type ConsultationAnswers,
  type ConsultationContact,
} from './consultation-request.rules';
import { consultationCalendar, startsOnOffer } from './consultation-windows';
import { isContactComplete } from '../shared/contact-rules';

/**
 * A free consultation request (docs/spec/DECISIONS.md "The consultation page takes requests",
 * decision 0032): who and where, the kind of consultation, one to three preferred one-hour
 * windows, contact, then a review that posts like every lead form. Next moves on only when the
 * step is complete (a named guard per step); otherwise the step stays and remembers that it was
 * refused, so the view shows the step's own message. Back and Edit never lose an answer. Time is
 * data (decision 0044): the events that read the clock carry the instant they happened (`at`, ms
 * since the epoch: the view stamps its clock, the QA lab its own), so a guard decides the same for
 * the same state and event, and the context (the last instant it was told, the calendar's clock)
 * is plain JSON; the contact hours come in as input. Whenever the machine is told the time (an
 * event that carries it, or TIME_PASSED, which the view sends each minute and as the tab comes back),
 * a chosen window no longer on offer (passed, or within the 2 hours' notice) is let go and named
 * (`noLongerOffered`), on every step, until the visitor chooses again: none stays counted unseen. A
 * draft saved in this tab comes back with RESTORE_DRAFT on the first step, the same way.
 */
export const CONSULTATION_STEPS = ['whoAndWhere', 'kind', 'times', 'contact', 'review'] as const;
export type ConsultationStep = (typeof CONSULTATION_STEPS)[number];

/** When an event happened: ms since the epoch (the view stamps `Date.now()`, the QA lab its clock). */
export interface Stamped {
  at: number;
}

export type ConsultationRequestEvent =
  | { type: 'SET_RELATIONSHIP'; value: string }
  | { type: 'SET_CITY'; value: string }
  | { type: 'SET_POSTAL_CODE'; value: string }
  | { type: 'SET_LANGUAGES'; value: string }
  /**
   * What the visitor told the site earlier in this visit (decision 0048: the quiz's answers, the
   * page they came from), as answers to start from, and the facts in words for the note that says
   * so. Sent once on a fresh request that has no draft; every answer stays editable.
   */
  | { type: 'PREFILL'; answers: ConsultationAnswers; from: readonly string[] }
  /** The answers of a draft this tab kept (the page was reloaded, or a post failed). */
  | ({ type: 'RESTORE_DRAFT'; answers: ConsultationAnswers } & Stamped)
  | { type: 'SET_KIND'; value: string }
  /** Chooses a window by its start (ISO 8601 with offset) when `value` is true, gives it up when false. */
  | ({ type: 'SET_WINDOW'; start: string; value: boolean } & Stamped)
  | { type: 'SET_CONTACT_FIELD'; field: keyof ConsultationContact; value: string }
  /** The newsletter's consent as its checkbox was left. */
  | { type: 'SET_NEWSLETTER_CONSENT'; value: boolean }
  | ({ type: 'NEXT' } & Stamped)
  | ({ type: 'BACK' } & Stamped)
  /** The time now, told each minute while the request is open and as the tab comes back into view. */
  | ({ type: 'TIME_PASSED' } & Stamped)
  | { type: 'EDIT_WHO_AND_WHERE' }
  | { type: 'EDIT_KIND' }
  | ({ type: 'EDIT_TIMES' } & Stamped)
  | { type: 'EDIT_CONTACT' };

export interface ConsultationRequestInput {
  /** The instant the request starts at, ms since the epoch (the view's clock, or the lab's). */
  clock: number;
  /** The contact hours on the office's clock (src/content/consultation.ts CONSULTATION_HOURS). */
  hours: readonly BusinessHours[];
}

export interface ConsultationRequestContext extends ConsultationRequestInput {
  answers: ConsultationAnswers;
  /** The step whose Next was refused, until the visitor leaves it. */
  refusedStep: Exclude<ConsultationStep, 'review'> | null;
  /** The facts the answers were filled in from (PREFILL), in words, and that they can be changed; empty when none. */
  fromVisit: readonly string[];
  /** The chosen windows let go because they are no longer on offer (their starts), since the visitor last chose a time. */
  noLongerOffered: readonly string[];
}

/** The starts of the windows on offer at an instant. */
const offeredStarts = (at: number, hours: readonly BusinessHours[]): Set<string> => startsOnOffer(consultationCalendar(new Date(at), hours));
/** The instant an event carries; for one that carries none, the last the machine was told. */
const timeOf = (context: ConsultationRequestContext, event: ConsultationRequestEvent): number => ('at' in event ? event.at : context.clock);

/**
 * The events each step of the request has controls for (src/features/consultation/consultation-request.tsx;
 * a saved draft comes back as the first step mounts): every other step declares them ignored
 * (`meta.ignores`, machines/tooling/properties.ts).
 */
const CONSULTATION_CONTROLS = {
  whoAndWhere: ['SET_RELATIONSHIP', 'SET_CITY', 'SET_POSTAL_CODE', 'SET_LANGUAGES', 'RESTORE_DRAFT', 'PREFILL', 'NEXT'],
  kind: ['SET_KIND', 'NEXT', 'BACK'],
  times: ['SET_WINDOW', 'NEXT', 'BACK'],
  contact: ['SET_CONTACT_FIELD', 'SET_NEWSLETTER_CONSENT', 'NEXT', 'BACK'],
  review: ['EDIT_WHO_AND_WHERE', 'EDIT_KIND', 'EDIT_TIMES', 'EDIT_CONTACT', 'BACK'],
} as const;

export const consultationRequestMachine = setup({
  types: {
    context: {} as ConsultationRequestContext,
    events: {} as ConsultationRequestEvent,
    input: {} as ConsultationRequestInput,
  },
  guards: {
    isWhoAndWhereGiven: ({ context }) => isWhoAndWhereGiven(context.answers),
    isKindChosen: ({ context }) => isKindChosen(context.answers),
    areTimesChosen: ({ context, event }) => areTimesChosen(context.answers, offeredStarts(timeOf(context, event), context.hours)),
    isContactComplete: ({ context }) => isContactComplete(context.answers.contact),
  },
  actions: {
    /**
     * Records the answers a transition changes: its `params`, which each transition works out
     * from its own event (a parameterized action, typed by `setup`).
     */
    recordAnswers: assign(({ context }, changes: Partial<ConsultationAnswers>) => ({ answers: { ...context.answers, ...changes } })),
    prefill: assign(({ event }) => (assertEvent(event, 'PREFILL'), { answers: event.answers, fromVisit: event.from })),
    /**
     * The clock as the event tells it (the calendar the view shows is the one at that instant);
     * the chosen windows no longer on offer then are let go and named, so none stays chosen unseen
     * and the times' guard can pass again.
     */
    readClock: assign(({ context, event }) => {
      const clock = timeOf(context, event);
      const lapsed = lapsedWindows(context.answers, offeredStarts(clock, context.hours));
      if (lapsed.length === 0) return { clock };
      return {
        clock,
        answers: { ...context.answers, windows: context.answers.windows.filter((w) => !lapsed.includes(w)) },
        noLongerOffered: [...context.noLongerOffered, ...lapsed],
      };
    }),
    /** The draft this tab kept, whole: `readClock` after it lets go of the windows no longer on offer. */
    restoreDraft: assign({ answers: ({ event }) => (assertEvent(event, 'RESTORE_DRAFT'), event.answers) }),
    /** The visitor chooses again: the times let go before are no longer the news. */
    forgetNoLongerOffered: assign({ noLongerOffered: [] }),
    /** Remembers the step whose Next was refused (its `params`), so the view shows that step's message. */
    refuse: assign((_, params: { step: Exclude<ConsultationStep, 'review'> }) => ({ refusedStep: params.step })),
    forgetRefusal: assign({ refusedStep: null }),
  },
}).createMachine({
  id: 'consultationRequest',
  context: ({ input }) => ({
    clock: input.clock,
    hours: input.hours,
    answers: emptyConsultationAnswers(),
    refusedStep: null,
    fromVisit: [],
    noLongerOffered: [],
  }),
  initial: 'whoAndWhere',
  states: {
    whoAndWhere: {
      meta: { ignores: { ...otherStepsControls(CONSULTATION_CONTROLS, 'whoAndWhere'), BACK: 'The first step has no Back button (canGoBack).' } },
      entry: 'forgetRefusal',
      on: {
        TIME_PASSED: { actions: 'readClock' },
        SET_RELATIONSHIP: { actions: { type: 'recordAnswers', params: ({ event }) => ({ relationship: event.value }) } },
        SET_CITY: { actions: { type: 'recordAnswers', params: ({ event }) => ({ city: event.value }) } },
        SET_POSTAL_CODE: { actions: { type: 'recordAnswers', params: ({ event }) => ({ postalCode: event.value }) } },
        SET_LANGUAGES: { actions: { type: 'recordAnswers', params: ({ event }) => ({ languages: event.value }) } },
        PREFILL: { actions: 'prefill' },
        RESTORE_DRAFT: { actions: ['restoreDraft', 'readClock'] },
        NEXT: [{ guard: 'isWhoAndWhereGiven', target: 'kind' }, { actions: { type: 'refuse', params: { step: 'whoAndWhere' } } }],
      },
    },
    kind: {
      meta: { ignores: otherStepsControls(CONSULTATION_CONTROLS, 'kind') },
      entry: 'forgetRefusal',
      on: {
        TIME_PASSED: { actions: 'readClock' },
        SET_KIND: { actions: { type: 'recordAnswers', params: ({ event }) => ({ kind: event.value }) } },
        NEXT: [{ guard: 'isKindChosen', target: 'times', actions: 'readClock' }, { actions: { type: 'refuse', params: { step: 'kind' } } }],
        BACK: 'whoAndWhere',
      },
    },
    times: {
      meta: { ignores: otherStepsControls(CONSULTATION_CONTROLS, 'times') },
      entry: 'forgetRefusal',
      on: {
        TIME_PASSED: { actions: 'readClock' },
        SET_WINDOW: {
          actions: [
            'forgetNoLongerOffered',
            'readClock',
            { type: 'recordAnswers', params: ({ context, event }) => ({ windows: withWindow(context.answers.windows, event.start, event.value) }) },
          ],
        },
        NEXT: [{ guard: 'areTimesChosen', target: 'contact', actions: 'readClock' }, { actions: ['readClock', { type: 'refuse', params: { step: 'times' } }] }],
        BACK: 'kind',
      },
    },
    contact: {
      meta: { ignores: otherStepsControls(CONSULTATION_CONTROLS, 'contact') },
      entry: 'forgetRefusal',
      on: {
        TIME_PASSED: { actions: 'readClock' },
        SET_CONTACT_FIELD: {
          actions: { type: 'recordAnswers', params: ({ context, event }) => ({ contact: { ...context.answers.contact, [event.field]: event.value } }) },
        },
        SET_NEWSLETTER_CONSENT: { actions: { type: 'recordAnswers', params: ({ event }) => ({ newsletterConsent: event.value }) } },
        NEXT: [{ guard: 'isContactComplete', target: 'review', actions: 'readClock' }, { actions: { type: 'refuse', params: { step: 'contact' } } }],
        BACK: { target: 'times', actions: 'readClock' },
      },
    },
    // Everything on one screen; the post itself is the lead form's (form-submission machine).
    review: {
      meta: { ignores: otherStepsControls(CONSULTATION_CONTROLS, 'review') },
      entry: 'forgetRefusal',
      on: {
        TIME_PASSED: { actions: 'readClock' },
        EDIT_WHO_AND_WHERE: 'whoAndWhere',
        EDIT_KIND: 'kind',
        EDIT_TIMES: { target: 'times', actions: 'readClock' },
        EDIT_CONTACT: 'contact',
        BACK: 'contact',
      },
    },
  },
});
