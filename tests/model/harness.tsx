import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, screen } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { createTransitionRecorder, transitionPaths } from '../../machines/graph';
import { machineEntry } from '../../machines/index';
import { stateName } from '../../machines/state-name';
import type { InspectionEvent } from 'xstate';
import type { MachineObserver } from '../../src/shared/machines/machine-observer';

export const COVERAGE_PARTS_DIR = join(process.cwd(), 'reports', 'machine-coverage-parts');

export type StepOf = { event: EventObject; state: AnyMachineSnapshot };

export interface MachineModelSpec {
  /** The machine's id in machines/index.ts. */
  id: string;
  /** Several configurations of one machine (e.g. inputs) each get a variant name. */
  variant?: string;
  input?: unknown;
  significantContext?: (snapshot: AnyMachineSnapshot) => unknown;
  /** Whether the visitor can cause an event in a state (see `transitionPaths`). */
  canHappen?: (snapshot: AnyMachineSnapshot, event: EventObject) => boolean;
  /** Renders the real view, wired to the recorder, for one path. Returns the element carrying `data-state`. */
  render: (observer: MachineObserver) => void | Promise<void>;
  /** The data-state element of the view (looked up after each step). */
  stateElement: () => HTMLElement;
  /**
   * How a visitor (or the clock) causes each event. Delayed transitions are events named
   * `xstate.after.<DELAY>.<state id>`: advance fake timers in their executor.
   */
  events: Record<string, (step: StepOf) => unknown>;
  /**
   * What a visitor sees in each state (keys are state values as `data-state` strings). The first
   * argument is the model's snapshot, whose context may come from another route to the same
   * vertex; the second is the snapshot of the actor behind the view, for context such as messages.
   */
  states: Record<string, (snapshot: AnyMachineSnapshot, live: AnyMachineSnapshot) => Promise<void> | void>;
  /** Runs before each path, e.g. to install fake timers. */
  beforePath?: () => void;
  afterPath?: () => void;
}

/** A short, readable test name: the state reached and the events that lead there (payloads abridged). */
function pathName(path: { state: AnyMachineSnapshot; steps: readonly { event: EventObject }[] }): string {
  const label = ({ type, ...payload }: EventObject) => {
    const data = JSON.stringify(payload);
    if (data === '{}') return type;
    return `${type} ${data.length > 48 ? `${data.slice(0, 45)}…}` : data}`;
  };
  return `reaches ${stateName(path.state.value)}: ${path.steps.slice(1).map((s) => label(s.event)).join(' → ') || '(start)'}`;
}

/**
 * Generates the transition-covering shortest paths of a registered machine and runs each one
 * against the real view: each step performs the visitor's action, then checks that the view's
 * `data-state` is the machine state the model expects and that the state's own assertion holds.
 * The transitions taken by the view's actor are recorded for `npm run machines:coverage`.
 */
export function describeMachineModel(spec: MachineModelSpec): void {
  const entry = machineEntry(spec.id);
  const paths = transitionPaths(entry.machine, {
    input: spec.input,
    exampleEvents: entry.exampleEvents,
    significantContext: spec.significantContext,
    canHappen: spec.canHappen,
  });
  const recorder = createTransitionRecorder();
  let live: AnyMachineSnapshot | undefined;
  const inspect = (event: InspectionEvent) => {
    recorder.inspect(event);
    const snapshot = event.type === '@xstate.snapshot' ? (event.snapshot as AnyMachineSnapshot) : undefined;
    if (snapshot?.machine?.id === entry.machine.id) live = snapshot;
  };

  const name = spec.variant ? `${spec.id}-${spec.variant}` : spec.id;
  describe(`machine ${name} (model-based, real view)`, () => {
    it('has paths to test', () => {
      expect(paths.length).toBeGreaterThan(0);
    });

    for (const path of paths) {
      it(pathName(path), async () => {
        spec.beforePath?.();
        try {
          await act(async () => {
            live = undefined;
            await spec.render({ inspect });
          });
          await path.test({
            events: Object.fromEntries(
              Object.entries(spec.events).map(([type, exec]) => [
                type,
                async (step: StepOf) => {
                  await exec(step);
                },
              ]),
            ),
            states: {
              '*': async (snapshot) => {
                const expected = stateName(snapshot.value);
                expect(spec.stateElement()).toHaveAttribute('data-state', expected);
                const assertState = spec.states[expected];
                if (!assertState) throw new Error(`No view assertion for state "${expected}" of ${spec.id}`);
                if (!live) throw new Error(`The view of ${spec.id} started no actor`);
                await assertState(snapshot, live);
              },
            },
          });
        } finally {
          spec.afterPath?.();
        }
      });
    }

    afterAll(() => {
      mkdirSync(COVERAGE_PARTS_DIR, { recursive: true });
      writeFileSync(
        join(COVERAGE_PARTS_DIR, `${name}.json`),
        JSON.stringify({ id: spec.id, taken: [...recorder.taken].sort() }, null, 2),
      );
    });
  });
}

export { screen };
