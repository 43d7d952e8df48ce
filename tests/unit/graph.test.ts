import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { allTransitions, createTransitionRecorder, transitionCoverage, transitionPaths } from '../../machines/graph';
import { MACHINES } from '../../machines/index';
import { mobileMenuMachine } from '../../machines/mobile-menu.machine';
import { stateName } from '../../machines/state-name';
import { toastMachine } from '../../machines/toast.machine';
import { TIMINGS } from '../../src/content/site';
import { CAROUSEL_INPUT, EMPTY_CAROUSEL_INPUT, carouselSignificantContext } from '../model/carousel-model-options';
import { CHAT_AWAY_INPUT, CHAT_ONLINE_INPUT, chatCanHappen, chatSignificantContext } from '../model/chat-model-options';
import { QUIZ_INPUT, quizSignificantContext } from '../model/quiz-model-options';

/** Each machine's configurations: the model tests walk every one of them. */
const INPUTS: Record<string, readonly unknown[]> = {
  mobileMenu: [undefined],
  accordion: [undefined],
  formSubmission: [undefined],
  toast: [{ defaultDuration: TIMINGS.toastDurationMs }],
  quiz: [QUIZ_INPUT],
  carousel: [CAROUSEL_INPUT, EMPTY_CAROUSEL_INPUT],
  chat: [CHAT_ONLINE_INPUT, CHAT_AWAY_INPUT],
};
const SIGNIFICANT: Record<string, typeof quizSignificantContext> = {
  accordion: (snapshot) => (snapshot.context as { openItem: string | null }).openItem,
  quiz: quizSignificantContext,
  carousel: carouselSignificantContext,
  chat: chatSignificantContext,
};
const CAN_HAPPEN: Record<string, typeof chatCanHappen> = { chat: chatCanHappen };

describe('allTransitions', () => {
  it('lists every event transition of every state node, guarded candidates separately', () => {
    expect(allTransitions(mobileMenuMachine).map((t) => t.key).sort()).toEqual([
      'mobileMenu.closed|TOGGLE_MENU|0',
      'mobileMenu.open.collapsed|TOGGLE_LOCATIONS|0',
      'mobileMenu.open.expanded|TOGGLE_LOCATIONS|0',
      'mobileMenu.open|CHOOSE_LINK|0',
      'mobileMenu.open|CLOSE_MENU|0',
      'mobileMenu.open|TOGGLE_MENU|0',
    ]);
    const toast = allTransitions(toastMachine);
    expect(toast).toHaveLength(6);
    expect(toast.filter((t) => t.guard === 'staysOpen')).toHaveLength(2);
    expect(toast.find((t) => t.event.startsWith('xstate.after.TOAST_DURATION'))?.targets).toEqual(['toast.hidden']);
  });

  it('counts always transitions', () => {
    const machine = createMachine({
      id: 'm',
      initial: 'a',
      states: { a: { always: [{ target: 'b', guard: () => false }, { target: 'b' }] }, b: {} },
    });
    expect(allTransitions(machine).map((t) => t.key)).toEqual(['m.a|always|0', 'm.a|always|1']);
  });
});

describe('transitionPaths', () => {
  for (const entry of MACHINES) {
    it(`takes every transition of ${entry.id} when replayed on an actor`, () => {
      const recorder = createTransitionRecorder();
      const inputs = INPUTS[entry.id];
      if (!inputs) throw new Error(`No configuration for ${entry.id} in this test`);
      for (const input of inputs) {
        const paths = transitionPaths(entry.machine, {
          input,
          exampleEvents: entry.exampleEvents,
          significantContext: SIGNIFICANT[entry.id],
          canHappen: CAN_HAPPEN[entry.id],
        });
        for (const path of paths) {
          const actor = createActor(entry.machine, { input, inspect: recorder.inspect }).start();
          for (const step of path.steps.slice(1)) actor.send(step.event);
          expect(actor.getSnapshot().value).toEqual(path.state.value);
          actor.stop();
        }
      }
      const coverage = transitionCoverage(entry.id, entry.machine, recorder.taken);
      expect(coverage.missing).toEqual([]);
      expect(coverage.covered).toBe(coverage.transitions);
    });
  }
});

describe('transitionCoverage', () => {
  it('reports what was not taken', () => {
    const coverage = transitionCoverage('mobileMenu', mobileMenuMachine, ['mobileMenu.closed|TOGGLE_MENU|0']);
    expect(coverage).toMatchObject({ transitions: 6, covered: 1 });
    expect(coverage.missing).toContain('mobileMenu.open|CHOOSE_LINK|0');
  });
});

describe('stateName', () => {
  it('reads nested and parallel state values as data-state strings', () => {
    expect(stateName('closed')).toBe('closed');
    expect(stateName({ open: 'expanded' })).toBe('open.expanded');
    expect(stateName({ a: { b: 'c' }, d: 'e' })).toBe('a.b.c,d.e');
    expect(stateName({ a: {} })).toBe('a');
  });
});
