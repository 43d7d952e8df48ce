import type { SnapshotFrom } from 'xstate';
import { consultationCalendar, startsOnOffer, weekdayOfDate, type ConsultationDay, type ConsultationWindow } from './consultation-windows';
import {
  MAX_PREFERRED_WINDOWS,
  fieldsToFix,
  isOutsideCityList,
  isPostalCodeMalformed,
  lapsedWindows,
  type ConsultationAnswers,
  type ConsultationField,
} from './consultation-request.rules';
import { CONSULTATION_STEPS, type ConsultationRequestEvent, type ConsultationStep, type consultationRequestMachine } from './consultation-request.machine';
import { stateName } from '../shared/state-name';
import type { BusinessHours } from '../shared/business-hours';

/** Why Next was refused, as the view words it: the step's own message, or the postal code's. */
export type ConsultationRefusal = Exclude<ConsultationStep, 'review'> | 'postalCode';

/** A chosen time let go because it is no longer on offer, on the office's clock, as its notice names it. */
export interface NoLongerOfferedTime {
  /** ISO 8601 with the office's offset: '2031-03-05T16:00:00-05:00'. */
  startIso: string;
  /** The calendar date on the office's clock. */
  date: string;
  /** ISO weekday, 1 = Monday ... 7 = Sunday. */
  weekday: number;
  /** Minutes after midnight on the office's clock. */
  minutes: number;
}

/** A window's start as the office's clock reads it: the ISO text is written on that clock. */
export function noLongerOfferedTime(startIso: string): NoLongerOfferedTime {
  const date = startIso.slice(0, 10);
  return { startIso, date, weekday: weekdayOfDate(date), minutes: Number(startIso.slice(11, 13)) * 60 + Number(startIso.slice(14, 16)) };
}

/** What the consultation request's view needs from its machine. */
export interface ConsultationRequestView {
  dataState: string;
  step: ConsultationStep;
  /** 0-4, as the stepper counts. */
  stepIndex: number;
  isReview: boolean;
  /** Back is offered from the second step on. */
  canGoBack: boolean;
  answers: ConsultationAnswers;
  /** What this visit told the site that filled the answers in (decision 0048), in words; empty when nothing did. */
  fromVisit: readonly string[];
  /** A place outside the city list: the postal code is asked, and a coordinator confirms coverage. */
  isOutsideCityList: boolean;
  /** A postal code typed that is not of the Canadian shape. */
  isPostalCodeMalformed: boolean;
  /** The next 14 days on the office's clock, each with its windows or why it has none. */
  calendar: ConsultationDay[];
  /** The chosen windows still on offer, soonest first. */
  chosenWindows: ConsultationWindow[];
  /** The chosen times the machine let go because they are no longer on offer, in the order they lapsed: each is named, on every step, until the visitor chooses again. */
  noLongerOffered: readonly NoLongerOfferedTime[];
  /** The review has no time left to send (every chosen one lapsed): the times are to be chosen again. */
  hasNoTimeLeft: boolean;
  /** Tells the machine the time now (each minute, and as the tab comes back). */
  tellTime: () => void;
  /**
   * As the visitor sends: tells the machine the time now, and says whether every chosen time is
   * still on offer (one that lapsed is let go and named, and the request is not sent as it was).
   */
  confirmTimesStillOffered: () => boolean;
  /** Fewer than three windows are chosen: another may be. */
  canChooseMoreWindows: boolean;
  /** The refusal to show on this step, or null. */
  refusal: ConsultationRefusal | null;
  /** While a refusal shows: the fields it is about, marked invalid in the view (none otherwise). */
  invalidFields: readonly ConsultationField[];
  next: () => void;
  back: () => void;
  /** From the review: back to a step to change its answers. */
  edit: (step: Exclude<ConsultationStep, 'review'>) => void;
  /** The answers, one action per field (each records its own event). */
  chooseRelationship: (value: string) => void;
  setCity: (value: string) => void;
  setPostalCode: (value: string) => void;
  setLanguages: (value: string) => void;
  chooseKind: (value: string) => void;
  /** Chooses (`chosen` true) or lets go of a window by its start (ISO with Toronto's offset): a value, never a toggle. */
  setWindow: (start: string, chosen: boolean) => void;
  setContactField: (field: keyof ConsultationAnswers['contact'], value: string) => void;
  setNewsletterConsent: (consent: boolean) => void;
}

const EDIT_EVENTS = {
  whoAndWhere: 'EDIT_WHO_AND_WHERE',
  kind: 'EDIT_KIND',
  contact: 'EDIT_CONTACT',
} as const satisfies Record<Exclude<ConsultationStep, 'review' | 'times'>, ConsultationRequestEvent['type']>;

/** The calendar at an instant (ms since the epoch) for the office's contact hours. */
export type CalendarAt = (at: number, hours: readonly BusinessHours[]) => ConsultationDay[];

/** The calendar at an instant, computed afresh (pure: a view made now and then needs no more). */
export const calendarAt: CalendarAt = (at, hours) => consultationCalendar(new Date(at), hours);

/**
 * A calendar that remembers the minute it was last asked for: a view model is made on every
 * keystroke, and the calendar changes by the minute (computing it takes milliseconds). Each
 * mounted view keeps one of its own (src/features/consultation/consultation-request.tsx), so nothing is
 * shared between views or kept by the module (decision 0061).
 */
export function calendarByTheMinute(): CalendarAt {
  let last: { hours: readonly BusinessHours[]; minute: number; calendar: ConsultationDay[] } | null = null;
  return (at, hours) => {
    const minute = Math.floor(at / 60_000);
    if (last?.hours !== hours || last.minute !== minute) last = { hours, minute, calendar: calendarAt(at, hours) };
    return last.calendar;
  };
}

/** The clock a view stamps its events with (ms since the epoch): the visitor's, or in the QA lab the lab's. */
export type ViewClock = () => number;

/**
 * The view model of a snapshot. `clock` is the view's: the events that read the time carry its
 * reading (decision 0044); the calendar shown is the one at the instant the machine was last told,
 * from `calendar` (a mounted view passes its own `calendarByTheMinute()`).
 */
export function consultationRequestView(
  snapshot: SnapshotFrom<typeof consultationRequestMachine>,
  send: (event: ConsultationRequestEvent) => void,
  clock: ViewClock = Date.now,
  calendarOf: CalendarAt = calendarAt,
): ConsultationRequestView {
  const { answers, refusedStep, hours } = snapshot.context;
  const step = CONSULTATION_STEPS.find((s) => snapshot.matches(s)) ?? 'whoAndWhere';
  const stepIndex = CONSULTATION_STEPS.indexOf(step);
  const calendar = calendarOf(snapshot.context.clock, hours);
  const offered = calendar.flatMap((day) => day.windows);
  const chosenWindows = offered.filter((w) => answers.windows.includes(w.startIso));
  return {
    dataState: stateName(snapshot.value),
    step,
    stepIndex,
    isReview: step === 'review',
    canGoBack: stepIndex > 0,
    answers,
    fromVisit: snapshot.context.fromVisit,
    isOutsideCityList: isOutsideCityList(answers),
    isPostalCodeMalformed: isPostalCodeMalformed(answers),
    calendar,
    chosenWindows,
    noLongerOffered: snapshot.context.noLongerOffered.map(noLongerOfferedTime),
    hasNoTimeLeft: step === 'review' && answers.windows.length === 0,
    tellTime: () => send({ type: 'TIME_PASSED', at: clock() }),
    // Asked at the moment of the question: the clock may have moved since this view was made.
    confirmTimesStillOffered: () => {
      const at = clock();
      send({ type: 'TIME_PASSED', at });
      return lapsedWindows(answers, startsOnOffer(calendarOf(at, hours))).length === 0;
    },
    canChooseMoreWindows: answers.windows.length < MAX_PREFERRED_WINDOWS,
    // The machine forgets a refusal as each step is entered: one held is the step's own.
    refusal: refusedStep === null ? null : refusedStep === 'whoAndWhere' && isPostalCodeMalformed(answers) ? 'postalCode' : refusedStep,
    invalidFields: refusedStep === null ? [] : fieldsToFix(refusedStep, answers, startsOnOffer(calendar)),
    // The time first: a chosen time that lapsed since the last minute's tick is let go and named, not refused unseen.
    next: () => {
      const at = clock();
      send({ type: 'TIME_PASSED', at });
      send({ type: 'NEXT', at });
    },
    back: () => send({ type: 'BACK', at: clock() }),
    edit: (target) => send(target === 'times' ? { type: 'EDIT_TIMES', at: clock() } : { type: EDIT_EVENTS[target] }),
    chooseRelationship: (value) => send({ type: 'SET_RELATIONSHIP', value }),
    setCity: (value) => send({ type: 'SET_CITY', value }),
    setPostalCode: (value) => send({ type: 'SET_POSTAL_CODE', value }),
    setLanguages: (value) => send({ type: 'SET_LANGUAGES', value }),
    chooseKind: (value) => send({ type: 'SET_KIND', value }),
    setWindow: (start, chosen) => send({ type: 'SET_WINDOW', start, value: chosen, at: clock() }),
    setContactField: (field, value) => send({ type: 'SET_CONTACT_FIELD', field, value }),
    setNewsletterConsent: (consent) => send({ type: 'SET_NEWSLETTER_CONSENT', value: consent }),
  };
}
