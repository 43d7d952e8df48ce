import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createActor, type AnyStateMachine } from 'xstate';
import { machineEntry, MACHINES } from '../../machines/index';
import {
  createTransitionRecorder,
  guardOutcomeCoverage,
  guardOutcomeKey,
  instrumentGuards,
  transitionCoverage,
} from '../../machines/introspection';
import { stateName } from '../../machines/state-name';
import { MACHINE_EXAMPLES } from '../../src/content/machine-examples';
import { formatPaths, LAB_PATHS_FILE, machinePaths, serializeLabPaths, vitestSkeleton } from '../../scripts/machine-paths';
import { MODEL_CONFIGURATIONS } from './configurations';
import { transitionPaths, replay } from './paths';

describe('transitionPaths', () => {
  for (const entry of MACHINES) {
    it(`takes every transition and sees every guard outcome of ${entry.id}, replayed on the machine and on an actor`, () => {
      const machine: AnyStateMachine = entry.machine;
      const recorder = createTransitionRecorder();
      const outcomes = new Set<string>();
      const instrumented = instrumentGuards(machine, (name, outcome) => outcomes.add(guardOutcomeKey(name, outcome)));
      for (const configuration of MODEL_CONFIGURATIONS[entry.id]) {
        const paths = transitionPaths(machine, { ...configuration, exampleEvents: MACHINE_EXAMPLES[entry.id].events });
        expect(paths.length).toBeGreaterThan(0);
        for (const path of paths) {
          const events = path.steps.map((s) => s.event);
          // The pure replay (the model tests' oracle) reaches each step's state.
          const snapshots = replay(machine, configuration.input, events);
          expect(snapshots.map((s) => stateName(s.value))).toEqual(path.steps.map((s) => stateName(s.state.value)));
          // So does an actor, which records what it takes.
          const actor = createActor(instrumented, { input: configuration.input, inspect: recorder.inspect }).start();
          expect(stateName(actor.getSnapshot().value)).toBe(stateName(path.initial.value));
          for (const event of events) actor.send(event);
          expect(actor.getSnapshot().value).toEqual(path.state.value);
          actor.stop();
        }
      }
      const transitions = transitionCoverage(machine, recorder.taken);
      expect(transitions.missing).toEqual([]);
      expect(transitions.covered).toBe(transitions.total);
      expect(guardOutcomeCoverage(machine, outcomes).missing).toEqual([]);
    });
  }

  it('sends an example payload for events that carry data, and events without one bare', () => {
    const steps = transitionPaths(machineEntry('formSubmission').machine, { exampleEvents: MACHINE_EXAMPLES.formSubmission.events }).flatMap((p) => p.steps);
    const invalid = steps.filter((s) => s.event.type === 'INVALID');
    expect(invalid.length).toBeGreaterThan(0);
    for (const s of invalid) expect(s.event).toBe(MACHINE_EXAMPLES.formSubmission.events[0]);
    expect(steps.find((s) => s.event.type === 'SUBMIT')?.event).toEqual({ type: 'SUBMIT' });
  });
});

describe('npm run machines:paths', () => {
  it("the lab's path list is fresh: src/features/machine-lab/machine-paths.json holds the paths the model tests run", () => {
    expect(serializeLabPaths() === readFileSync(LAB_PATHS_FILE, 'utf8'), 'machine-paths.json is stale: run npm run machines:paths -- --lab').toBe(true);
  });

  it('prints numbered event sequences under the model tests’ names, and a Vitest skeleton with a stub per event and per state', () => {
    const paths = machinePaths('mobileMenu');
    const text = formatPaths('mobileMenu', paths, false);
    expect(text).toContain('1. machine mobileMenu (model-based, real view) > reaches ');
    expect(text).toMatch(/ {3}1\. TOGGLE_MENU -> open\.collapsed/);
    const skeleton = vitestSkeleton('chat');
    expect(skeleton).toContain("id: 'chat'");
    for (const event of ['OPEN', "'xstate.after.TYPING_DELAY.chat.open.online.typing'"]) expect(skeleton).toContain(`    ${event}: async () => {`);
    for (const state of ["'open.online.listening'", 'waiting']) expect(skeleton).toContain(`    ${state}: (model) => {`);
    expect(machinePaths('accordion', { simple: true }).paths.length).toBeGreaterThan(0);
  });
});
