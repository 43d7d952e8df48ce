import { describe, expect, it } from 'vitest';
import { createActor, type AnyStateMachine } from 'xstate';
import { machineEntry, MACHINES, type MachineId } from '../../machines/index';
import {
  createTransitionRecorder,
  guardOutcomeCoverage,
  guardOutcomeKey,
  instrumentGuards,
  transitionCoverage,
} from '../../machines/introspection';
import { stateName } from '../../machines/state-name';
import { MACHINE_EXAMPLES } from '../../src/content/machine-examples';
import { CAROUSEL_INPUT, EMPTY_CAROUSEL_INPUT, carouselSignificantContext } from './carousel-model-options';
import { CHAT_AWAY_INPUT, CHAT_ONLINE_INPUT, chatCanHappen, chatSignificantContext } from './chat-model-options';
import { transitionPaths, replay, type PathOptions } from './paths';
import { pathPlayerSignificantContext } from './path-player-model-options';
import { QUIZ_INPUT, quizCanHappen, quizSignificantContext } from './quiz-model-options';

/** Each machine's configurations, as the model tests walk them (without the view). */
const CONFIGURATIONS: { [TId in MachineId]: readonly Omit<PathOptions, 'exampleEvents'>[] } = {
  mobileMenu: [{}],
  accordion: [{ significantContext: (snapshot) => snapshot.context.openItem }],
  formSubmission: [{}],
  toast: [{ input: MACHINE_EXAMPLES.toast.input }],
  quiz: [{ input: QUIZ_INPUT, significantContext: quizSignificantContext, canHappen: quizCanHappen }],
  carousel: [{ input: CAROUSEL_INPUT, significantContext: carouselSignificantContext }, { input: EMPTY_CAROUSEL_INPUT }],
  chat: [
    { input: CHAT_ONLINE_INPUT, significantContext: chatSignificantContext, canHappen: chatCanHappen },
    { input: CHAT_AWAY_INPUT, significantContext: chatSignificantContext, canHappen: chatCanHappen },
  ],
  careCost: [{ input: MACHINE_EXAMPLES.careCost.input }],
  franchiseEarnings: [{ input: MACHINE_EXAMPLES.franchiseEarnings.input }],
  pathPlayer: [{ input: MACHINE_EXAMPLES.pathPlayer.input, significantContext: pathPlayerSignificantContext }],
};

describe('transitionPaths', () => {
  for (const entry of MACHINES) {
    it(`takes every transition and sees every guard outcome of ${entry.id}, replayed on the machine and on an actor`, () => {
      const machine: AnyStateMachine = entry.machine;
      const recorder = createTransitionRecorder();
      const outcomes = new Set<string>();
      const instrumented = instrumentGuards(machine, (name, outcome) => outcomes.add(guardOutcomeKey(name, outcome)));
      for (const configuration of CONFIGURATIONS[entry.id]) {
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
