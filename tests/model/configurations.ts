import { initialTransition, type AnyMachineSnapshot, type AnyStateMachine, type EventFromLogic, type InputFrom, type SnapshotFrom } from 'xstate';
import { machineEntry, type MachineId, type MachineOf } from '../../machines/index';
import { MACHINE_EXAMPLES } from '../../src/content/machine-examples';
import { CAROUSEL_INPUT, EMPTY_CAROUSEL_INPUT, carouselSignificantContext } from './carousel-model-options';
import {
  CONSULTATION_REQUEST_INPUT,
  CONSULTATION_REQUEST_LAB_INPUT,
  consultationRequestCanHappen,
  consultationRequestSignificantContext,
} from './consultation-request-model-options';
import { CHAT_INPUT, SATURDAY_MORNING, WEEKDAY_MORNING, chatCanHappen, chatEventsAt, chatSignificantContext } from './chat-model-options';
import type { ModelEvent } from './paths';
import { labSessionCanHappen, labSessionSignificantContext } from './lab-session-model-options';
import { pathPlayerSignificantContext } from './path-player-model-options';
import { QUIZ_INPUT, quizCanHappen, quizSignificantContext } from './quiz-model-options';

/**
 * One configuration of a machine as its model test walks it (see tests/model/paths.ts
 * `PathOptions`). The functions are methods, compared bivariantly: the path generator takes them
 * for any machine, the model test for its own.
 */
export interface ModelConfiguration<TMachine extends AnyStateMachine> {
  input?: InputFrom<TMachine>;
  significantContext?(snapshot: SnapshotFrom<TMachine>): unknown;
  canHappen?(snapshot: SnapshotFrom<TMachine>, event: ModelEvent<TMachine>): boolean;
  /** The model test's variant name (tests/model/harness.tsx `variant`). */
  variant?: string;
  /**
   * The payloads this configuration walks, when they differ from the machine's examples
   * (src/content/machine-examples.ts): the chat's OPEN carries its variant's clock.
   */
  exampleEvents?: readonly EventFromLogic<TMachine>[];
  /**
   * How the QA machine lab starts the machine to replay these paths, as JSON laid over the
   * machine's example input (src/content/machine-examples.ts); `now` is the ISO instant the lab's
   * clock starts at (its default for the variant; an address's `now` wins).
   */
  labInput?: Record<string, unknown>;
}

/**
 * Whether a snapshot is where the machine starts with this input (state and context): the model's
 * own answer, never the view's (decision 0057), to "is there anything for Reset to undo?".
 */
function isAtStart(id: MachineId, input: unknown): (snapshot: AnyMachineSnapshot) => boolean {
  const [start] = initialTransition(machineEntry(id).machine as AnyStateMachine, input);
  const key = (s: AnyMachineSnapshot) => JSON.stringify([s.value, s.context]);
  return (snapshot) => key(snapshot) === key(start);
}
const careCostAtStart = isAtStart('careCost', MACHINE_EXAMPLES.careCost.input);
const franchiseEarningsAtStart = isAtStart('franchiseEarnings', MACHINE_EXAMPLES.franchiseEarnings.input);
const formSubmissionAtStart = isAtStart('formSubmission', MACHINE_EXAMPLES.formSubmission.input);

/**
 * Each machine's configurations, as its model test walks them: the path tests, the path
 * generator's own test, `npm run machines:paths` and the lab's path list all read this.
 */
export const MODEL_CONFIGURATIONS: { [TId in MachineId]: readonly ModelConfiguration<MachineOf<TId>>[] } = {
  mobileMenu: [{}],
  accordion: [{ significantContext: (snapshot) => snapshot.context.openItem }],
  formSubmission: [
    {
      input: MACHINE_EXAMPLES.formSubmission.input,
      // A form hears of a post sent before only as it appears (a page loaded, a form made anew).
      canHappen: (s, event) => event.type !== 'SENT_BEFORE' || formSubmissionAtStart(s),
    },
  ],
  toast: [{ input: MACHINE_EXAMPLES.toast.input }],
  quiz: [{ input: QUIZ_INPUT, significantContext: quizSignificantContext, canHappen: quizCanHappen }],
  carousel: [
    { input: CAROUSEL_INPUT, significantContext: carouselSignificantContext },
    { variant: 'empty', input: EMPTY_CAROUSEL_INPUT, labInput: EMPTY_CAROUSEL_INPUT },
  ],
  chat: [
    {
      variant: 'online',
      input: CHAT_INPUT,
      exampleEvents: chatEventsAt(WEEKDAY_MORNING),
      significantContext: chatSignificantContext,
      canHappen: chatCanHappen,
      labInput: { now: WEEKDAY_MORNING.toISOString() },
    },
    {
      variant: 'away',
      input: CHAT_INPUT,
      exampleEvents: chatEventsAt(SATURDAY_MORNING),
      significantContext: chatSignificantContext,
      canHappen: chatCanHappen,
      labInput: { now: SATURDAY_MORNING.toISOString() },
    },
  ],
  careCost: [
    {
      input: MACHINE_EXAMPLES.careCost.input,
      significantContext: careCostAtStart,
      // Reset is disabled while everything is as it started: a visitor cannot press it then.
      canHappen: (s, event) => event.type !== 'RESET' || !careCostAtStart(s),
    },
  ],
  franchiseEarnings: [
    {
      input: MACHINE_EXAMPLES.franchiseEarnings.input,
      significantContext: franchiseEarningsAtStart,
      // Reset is disabled while both fields are as they started.
      canHappen: (s, event) => event.type !== 'RESET' || !franchiseEarningsAtStart(s),
    },
  ],
  consultationRequest: [
    {
      input: CONSULTATION_REQUEST_INPUT,
      significantContext: consultationRequestSignificantContext,
      canHappen: consultationRequestCanHappen,
      labInput: CONSULTATION_REQUEST_LAB_INPUT,
    },
  ],
  pathPlayer: [{ input: MACHINE_EXAMPLES.pathPlayer.input, significantContext: pathPlayerSignificantContext }],
  labSession: [{ input: MACHINE_EXAMPLES.labSession.input, significantContext: labSessionSignificantContext, canHappen: labSessionCanHappen }],
};
