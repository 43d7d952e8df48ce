import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { Actor, type AnyActorRef, type AnyMachineSnapshot, type AnyStateMachine, type EventFromLogic, type EventObject, type InspectionEvent } from 'xstate';
import { machineEntry, type MachineId, type MachineOf } from '../../machines/index';
import { createTransitionRecorder, instrumentGuards, outcomeRecorder } from '../../machines/tooling/introspection';
import { stateName } from '../../machines/shared/state-name';
import type { CoverageTest } from '../../machines/tooling/lab-data';
import type { MachineObserver } from '../../src/shared/machines/machine-observer';
import {
  eventLabel,
  initialModelSnapshot,
  nextModelSnapshot,
  modelSuiteName,
  pathEvents,
  pathNames,
  type Bivariant,
  type ActorSettledEventType,
  type DelayedEvent,
  type DelayedEventType,
} from './paths';
import { modelPathsOf } from './model-paths';

export const COVERAGE_PARTS_DIR = join(process.cwd(), 'reports', 'machine-coverage-parts');

/** What one model test records for the coverage report (tests/model/coverage-report.ts). */
export interface CoveragePart {
  id: MachineId;
  variant?: string;
  /** Keys of the transitions the actor under test took (machines/tooling/introspection.ts `transitionKey`). */
  transitions: string[];
  /** The guard outcomes it saw, per guarded transition: `carousel.showing.held|always|0: taken`. */
  guardOutcomes: string[];
  /** The same, per path test (by its full name): which test takes which transition. */
  tests: CoverageTest[];
}

/**
 * What the visitor (and the clock) did so far on a path, in order: the only thing a model test's
 * expectations may depend on. The machine's snapshot is not given to the test on purpose: an
 * expectation computed from the machine's context or view model follows the machine's bugs
 * (decision 0078); each state's expectation is worked out by hand from these events, with the
 * spec's words and figures written as literals.
 */
export interface Visit<TEvent extends EventObject = EventObject> {
  /** The events of the path up to and including the one just caused (none on the first screen). */
  events: readonly TEvent[];
}

/** Causes one event: its payload, and what was done before it on the path. */
type Executor<TEvent, TVisitEvent extends EventObject> = (event: TEvent, visit: Visit<TVisitEvent>) => unknown;

/**
 * How a visitor (or the clock) causes each event, keyed by event type: the compiler checks the
 * keys and gives each executor its own event's payload. A delayed transition is the event
 * `xstate.after.<DELAY>.<state id>`: its executor advances fake timers. An invoked actor's result
 * is `xstate.done.actor.<id>` or `xstate.error.actor.<id>`: its executor settles a fake actor.
 */
export type ModelExecutors<TMachine extends AnyStateMachine> = {
  [TType in EventFromLogic<TMachine>['type']]?: Executor<Extract<EventFromLogic<TMachine>, { type: TType }>, VisitEvent<TMachine>>;
} & {
  [TType in DelayedEventType]?: Executor<DelayedEvent, VisitEvent<TMachine>>;
} & {
  [TType in ActorSettledEventType]?: Executor<{ type: TType }, VisitEvent<TMachine>>;
};

/** An event a path of the machine can hold: its own, a delay ending, an invoked actor settling. */
export type VisitEvent<TMachine extends AnyStateMachine> = EventFromLogic<TMachine> | DelayedEvent | { type: ActorSettledEventType };

export interface MachineModelSpec<TMachine extends AnyStateMachine> {
  /**
   * Which configuration of tests/model/configurations.ts this is (its input, significant context
   * and event filter give the paths; the view must start the machine with the same input).
   */
  variant?: string;
  /** Renders the real view with the observer that instruments and watches the machine under test. */
  render: (observer: MachineObserver) => void | Promise<void>;
  /** The element of the view that carries `data-state` (looked up after each step). */
  stateElement: () => HTMLElement;
  events: ModelExecutors<TMachine>;
  /**
   * What a visitor sees in each state (keys are `data-state` strings), written from docs/spec as
   * literals and worked out from what the visitor did (`visit.events`), never from the machine.
   */
  states: Record<string, (visit: Visit<VisitEvent<TMachine>>) => void | Promise<void>>;
  /** Runs before each path, e.g. to install fake timers. */
  beforePath?: () => void;
  afterPath?: () => void;
  /**
   * A generated skeleton (`npm run machines:paths -- <id> --vitest`): named apart from the model
   * test, and it writes nothing for the coverage report (the model tests own it).
   */
  skeleton?: boolean;
}

/** A model test of a machine of machines/index.ts: the id gives the machine, and so every type. */
export type RegisteredModelSpec<TId extends MachineId> = MachineModelSpec<MachineOf<TId>> & { id: TId };

/**
 * The same spec as the code below sees it, for any machine. A machine's executors each take only
 * their own event, and `canHappen` only the machine's events; the code below calls them only with
 * the events of the generated paths (which are exactly those), so these two are compared as
 * methods, bivariantly.
 */
interface AnyModelSpec {
  id: MachineId;
  variant?: string;
  render: (observer: MachineObserver) => void | Promise<void>;
  stateElement: () => HTMLElement;
  events: { [type: string]: Bivariant<[event: EventObject, visit: Visit], unknown> | undefined };
  states: Record<string, Bivariant<[visit: Visit], void | Promise<void>>>;
  beforePath?: () => void;
  afterPath?: () => void;
  skeleton?: boolean;
}

/** The actor of the machine under test that the view started (set once the view runs it). */
let viewActor: AnyActorRef | null = null;

/**
 * Sends an event straight to the actor the view runs: what a generated skeleton does until a
 * developer writes what a visitor does instead (a click, a key, typing).
 */
export async function sendToView(event: EventObject): Promise<void> {
  const actor = viewActor;
  if (!actor) throw new Error('The view has not started the machine under test: nothing to send to');
  await act(async () => {
    actor.send(event);
  });
}

/**
 * What a visitor does to leave a checkbox checked (`value` true) or not: a click, only when it is
 * not so already (a value event told twice changes nothing, decision 0061).
 */
export async function leaveChecked(user: Pick<UserEvent, 'click'>, box: HTMLElement, value: boolean): Promise<void> {
  if (!(box instanceof HTMLInputElement)) throw new Error(`${box.outerHTML.slice(0, 80)} is not a checkbox`);
  if (box.checked !== value) await user.click(box);
}

/**
 * Lets `ms` milliseconds pass on Vitest's fake clock, inside React's `act`. A model test writes the
 * spec's delay as a literal (`passTime(1500)` for the chat's typing), so a delay changed in the
 * machine fails it; a test that checks both sides of a delay passes `ms - 1` first.
 */
export async function passTime(ms: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/**
 * For the random walks (tests/model/random-walks.tsx), which check no expectation of their own:
 * lets a delay pass on the fake clock: the delay of a delayed event (`xstate.after.<DELAY>.<state
 * id>`) as the machine's own `delays` give it in the model's state (a number, or a function of the
 * context), or the number the event names.
 */
export async function passDelay(machine: AnyStateMachine, event: EventObject, model: AnyMachineSnapshot): Promise<void> {
  const name = /^xstate\.after\.([^.]+)\./.exec(event.type)?.[1];
  if (name === undefined) throw new Error(`${event.type} is not a delayed event`);
  const delay: unknown = machine.implementations.delays[name];
  const ms = typeof delay === 'function' ? Number(delay({ context: model.context, event })) : typeof delay === 'number' ? delay : Number(name);
  if (!Number.isFinite(ms)) throw new Error(`No delay in milliseconds for ${event.type}`);
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/**
 * Runs the covering paths of a registered machine (tests/model/model-paths.ts) against the real
 * view. The model snapshot is the oracle: before the first event and after each one, the path's
 * events so far are replayed on the pure machine, the view's `data-state` must be that snapshot's
 * state, and the state's own assertions (what a visitor sees) run against that snapshot. A generated event without an executor fails
 * the test. The transitions and named guard outcomes of the actor under test (only it: not the
 * toast queue or other actors in the tree) are recorded for the coverage report.
 */
export function describeMachineModel<TId extends MachineId>(spec: RegisteredModelSpec<TId>): void;
export function describeMachineModel(spec: AnyModelSpec): void {
  const entry = machineEntry(spec.id);
  const machine: AnyStateMachine = entry.machine;
  // The configuration's covering paths (tests/model/model-paths.ts): the spec's input,
  // significant context and event filter are those of tests/model/configurations.ts.
  const name = spec.variant ? `${spec.id}-${spec.variant}` : spec.id;
  let configured: ReturnType<typeof modelPathsOf>;
  try {
    configured = modelPathsOf(spec.id, spec.variant);
  } catch (error) {
    // A machine whose paths cannot be generated (a guard or an action that throws) fails a test:
    // a file that fails to load runs none, and mutation testing would count that as passing.
    describe(modelSuiteName(spec.id, spec.variant), () => {
      it('has paths to test', () => {
        expect(() => {
          throw error;
        }, `the ${name} machine's paths could not be generated`).not.toThrow();
      });
    });
    return;
  }
  const { input, paths } = configured;

  // The machine under test runs instrumented: its guarded transitions report their outcomes, and
  // only actors running an instrumented copy count for transition coverage.
  const underTest = new WeakSet<AnyStateMachine>();
  const isUnderTest = (event: InspectionEvent) => event.actorRef instanceof Actor && underTest.has(event.actorRef.logic);
  const guardOutcomes = new Set<string>();
  const recorder = createTransitionRecorder(isUnderTest);
  // What the running path test takes, for the lab's "which tests take this transition".
  const tests: CoveragePart['tests'] = [];
  let current: { recorder: ReturnType<typeof createTransitionRecorder>; guardOutcomes: Set<string> } | null = null;
  const observer: MachineObserver = {
    inspect: (event) => {
      if (event.actorRef instanceof Actor && underTest.has(event.actorRef.logic)) viewActor = event.actorRef;
      recorder.inspect(event);
      current?.recorder.inspect(event);
    },
    instrument: (candidate) => {
      if (candidate.id !== machine.id) return candidate;
      // Guard outcomes, and for a combined guard each condition's value (MC/DC), in one list.
      const instrumented = instrumentGuards(
        candidate,
        outcomeRecorder((key) => {
          guardOutcomes.add(key);
          current?.guardOutcomes.add(key);
        }),
      );
      underTest.add(instrumented);
      return instrumented;
    },
  };

  const executorFor = (event: EventObject) => {
    const exec = spec.events[event.type];
    if (!exec) throw new Error(`No executor for event "${event.type}" in the ${name} model test: add one to its \`events\`.`);
    return exec;
  };

  /**
   * The view shows the state the path reaches (the model replay says which), and there the
   * state's own hand-written expectations hold for what the visitor did.
   */
  const expectState = async (model: AnyMachineSnapshot, visit: Visit) => {
    const state = stateName(model.value);
    expect(spec.stateElement()).toHaveAttribute('data-state', state);
    const assertState = spec.states[state];
    if (!assertState) throw new Error(`No view assertion for state "${state}" in the ${name} model test`);
    await assertState(visit);
  };

  describe(spec.skeleton ? `${modelSuiteName(spec.id, spec.variant)}, generated skeleton` : modelSuiteName(spec.id, spec.variant), () => {
    it('has paths to test', () => {
      expect(paths.length).toBeGreaterThan(0);
    });

    it('has an executor for every event its paths take', () => {
      const types = new Set(paths.flatMap((p) => p.steps.map((s) => s.event.type)));
      const missing = [...types].filter((type) => !spec.events[type]);
      expect(missing, `events of ${name} without an executor`).toEqual([]);
    });

    const names = pathNames(paths);
    for (const [pathIndex, path] of paths.entries()) {
      const testName = names[pathIndex]!;
      it(testName, async () => {
        spec.beforePath?.();
        viewActor = null;
        current = { recorder: createTransitionRecorder(isUnderTest), guardOutcomes: new Set() };
        try {
          await act(async () => {
            await spec.render(observer);
          });
          let model = initialModelSnapshot(machine, input);
          let at = '(start)';
          try {
            await expectState(model, { events: [] });
            for (const [index, step] of path.steps.entries()) {
              at = `step ${index + 1}, ${eventLabel(step.event)}`;
              await executorFor(step.event)(step.event, { events: path.steps.slice(0, index).map((s) => s.event) });
              model = nextModelSnapshot(machine, model, step.event);
              await expectState(model, { events: path.steps.slice(0, index + 1).map((s) => s.event) });
            }
          } catch (error) {
            if (error instanceof Error) error.message += `\n\n  at ${at} of: ${pathEvents(path)}`;
            throw error;
          }
        } finally {
          spec.afterPath?.();
          tests.push({
            test: `${modelSuiteName(spec.id, spec.variant)} > ${testName}`,
            transitions: [...current.recorder.taken].sort(),
            guardOutcomes: [...current.guardOutcomes].sort(),
          });
          current = null;
        }
      });
    }

    afterAll(() => {
      if (spec.skeleton) return;
      const part: CoveragePart = {
        id: spec.id,
        ...(spec.variant ? { variant: spec.variant } : {}),
        transitions: [...recorder.taken].sort(),
        guardOutcomes: [...guardOutcomes].sort(),
        tests,
      };
      mkdirSync(COVERAGE_PARTS_DIR, { recursive: true });
      writeFileSync(join(COVERAGE_PARTS_DIR, `${name}.json`), JSON.stringify(part, null, 2));
    });
  });
}

export { screen };
