import { act, cleanup, screen } from '@testing-library/react';
import fc from 'fast-check';
import { expect, vi } from 'vitest';
import { Actor, type AnyActorRef, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate';
import { machineEntry, type MachineId } from '../../machines/index';
import { stateName } from '../../machines/shared/state-name';
import { offeredEvents } from '../../machines/tooling/properties';
import type { MachineObserver } from '../../src/shared/machines/machine-observer';
import { explorationsOf } from '../../scripts/machine-properties-report';
import { renderWithSite } from '../render';
import { mediaState } from '../setup';
import { passDelay } from './harness';
import { eventLabel, initialModelSnapshot, nextModelSnapshot } from './paths';
import { plainValues, SKELETON_VIEW_MODELS } from './skeleton-view-models';
import { SKELETON_VIEWS } from './skeleton-views';

/**
 * Random walks beside the cover set (decision 0058): fast-check's model-based runs (`fc.commands`)
 * over a machine's real view. Each command is the k-th of the events the configuration lets happen
 * in the model's state (its examples, timers, services' answers, as the properties explore them),
 * so the model chooses every step, never the view under test. The view's own actor takes it
 * (a delay passes on Vitest's fake clock), the pure machine takes it too (the model), and after
 * every step the view shows the model's state, the view model of the view's actor agrees with the
 * view model of the model's snapshot, and nothing wrote to console.error. A failing run prints its
 * seed, its fast-check path and the shrunk run of events.
 */

/** How many runs per configuration and how long each may be: few in CI, many with MACHINE_WALKS (npm run machines:all). */
export const WALK_RUNS = Number(process.env.MACHINE_WALKS ?? 1);
export const WALK_LENGTH = Number(process.env.MACHINE_WALK_LENGTH ?? (WALK_RUNS > 1 ? 20 : 8));
/** The first seed (each configuration takes the next): MACHINE_WALK_SEED replays a failure; otherwise the clock chooses. */
export const WALK_SEED = Number(process.env.MACHINE_WALK_SEED ?? Date.now() % 2_000_000_000);

interface Model {
  snapshot: AnyMachineSnapshot;
}
interface Real {
  actor: () => AnyActorRef;
  errors: unknown[][];
  /** The events this run has taken, for the message of a failure: the shrunk run's events. */
  walked: string[];
}

/** What the walks of this process took, for the suite's closing line. */
export const WALKED = { runs: 0, events: 0 };

/** One configuration's walks: `seed` is its own. Resolves when every run holds, throws fast-check's report otherwise. */
export async function assertRandomWalks(id: MachineId, variant: string | undefined, seed: number): Promise<void> {
  const machine: AnyStateMachine = machineEntry(id).machine;
  const options = explorationsOf(id).find((o) => o.variant === variant)!;
  const view = SKELETON_VIEWS[id];
  const viewModel = SKELETON_VIEW_MODELS[id];
  const offered = (snapshot: AnyMachineSnapshot) => offeredEvents(snapshot, options);

  const agree = (model: Model, real: Real, after: string) => {
    expect(screen.getByTestId(view.testId), after).toHaveAttribute('data-state', stateName(model.snapshot.value));
    const actual = real.actor().getSnapshot() as AnyMachineSnapshot;
    expect(plainValues(viewModel(actual)), after).toEqual(plainValues(viewModel(model.snapshot)));
    // The machine under the view holds what the model holds (answers, drafts: what no plain value shows).
    expect(actual.context, `context ${after}`).toEqual(model.snapshot.context);
    expect(real.errors, `console.error ${after}`).toEqual([]);
  };

  /**
   * One step: the k-th event the model's state offers (k modulo their number), so every step of a
   * run is taken. Which event that is depends on the steps before it, so a failure names the run's
   * events itself (fast-check's counterexample lists the k's).
   */
  class Step implements fc.AsyncCommand<Model, Real> {
    constructor(readonly k: number) {}
    check = (model: Readonly<Model>) => model.snapshot.status === 'active' && offered(model.snapshot).length > 0;
    async run(model: Model, real: Real) {
      const choices = offered(model.snapshot);
      const event = choices[this.k % choices.length]!;
      real.walked.push(eventLabel(event));
      if (event.type.startsWith('xstate.after.')) await passDelay(machine, event, model.snapshot);
      else {
        const actor = real.actor();
        await act(async () => {
          actor.send(event);
        });
      }
      model.snapshot = nextModelSnapshot(machine, model.snapshot, event);
      WALKED.events += 1;
      agree(model, real, `after ${real.walked.join(' → ')}`);
    }
    toString = () => `event #${this.k}`;
  }

  const walks = fc.commands([fc.nat(1000).map((k) => new Step(k))], { maxCommands: WALK_LENGTH });
  await fc.assert(
    fc.asyncProperty(walks, async (steps) => {
      // Each run is a new visitor's tab: nothing an earlier run typed comes back as a draft.
      sessionStorage.clear();
      vi.useFakeTimers();
      view.prepare?.({ mediaState });
      let actor: AnyActorRef | null = null;
      const underTest = new WeakSet<AnyStateMachine>();
      const observer: MachineObserver = {
        inspect: (event) => {
          if (event.actorRef instanceof Actor && underTest.has(event.actorRef.logic)) actor = event.actorRef;
        },
        instrument: (candidate) => {
          if (candidate.id !== machine.id) return candidate;
          // A copy of its own, so only the actor of this view is the one under test.
          const copy = candidate.provide({}) as typeof candidate;
          underTest.add(copy);
          return copy;
        },
      };
      const errors: unknown[][] = [];
      const consoleError = console.error;
      console.error = (...args: unknown[]) => errors.push(args);
      try {
        await act(async () => {
          renderWithSite(view.render(variant), { observer, ...(view.route ? { route: view.route } : {}) });
        });
        const real: Real = {
          actor: () => {
            if (!actor) throw new Error(`The ${id} view has not started its machine`);
            return actor;
          },
          errors,
          walked: [],
        };
        const model: Model = { snapshot: initialModelSnapshot(machine, options.input) };
        agree(model, real, 'at the start');
        WALKED.runs += 1;
        await fc.asyncModelRun(() => ({ model, real }), steps);
      } finally {
        console.error = consoleError;
        cleanup();
        vi.useRealTimers();
      }
    }),
    { numRuns: WALK_RUNS, seed },
  );
}
