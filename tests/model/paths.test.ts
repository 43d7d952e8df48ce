import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { machineEntry, MACHINES } from '../../machines/index';
import { transitionCoverage } from '../../machines/tooling/introspection';
import { MACHINE_EXAMPLES } from '../../src/content/machine-examples';
import { formatPaths, LAB_PATHS_FILE, machinePaths, serializeLabPaths, vitestSkeleton } from '../../scripts/machine-paths';
import { coveringPaths, generatedPaths, type ConfiguredPaths } from './model-paths';
import { stateName } from '../../machines/shared/state-name';
import { greedyCover, PATH_NAME_MAX, pathNames, pathTakes, transitionPaths } from './paths';

describe('the covering paths the model tests run', () => {
  for (const entry of MACHINES) {
    it(`take every transition of ${entry.id} and every guard outcome its generated paths see, with fewer paths`, () => {
      const machine: AnyStateMachine = entry.machine;
      const cover = coveringPaths(entry.id);
      const takesOf = (configurations: ConfiguredPaths[]) =>
        new Set(configurations.flatMap((configuration) => configuration.paths.flatMap((path) => [...pathTakes(machine, configuration.input, path)])));
      const takes = takesOf(cover);
      expect(transitionCoverage(machine, takes).missing).toEqual([]);
      // Every guard outcome any generated path sees (a view may show the rest by asking the
      // machine what it would do: the lab session's Back button, disabled at step 0).
      expect([...takesOf(generatedPaths(entry.id))].filter((key) => !takes.has(key))).toEqual([]);
      const count = (configurations: ConfiguredPaths[]) => configurations.reduce((n, c) => n + c.paths.length, 0);
      expect(count(cover)).toBeGreaterThan(0);
      expect(count(cover)).toBeLessThanOrEqual(count(generatedPaths(entry.id)));
    });
  }

  it('greedy cover: the path adding the most first, the shorter on a tie, nothing that adds nothing', () => {
    const path = (takes: string[], steps: number) => ({ takes: new Set(takes), steps });
    expect(greedyCover([path(['a'], 1), path(['a', 'b', 'c'], 5), path(['d'], 1)])).toEqual([1, 2]);
    expect(greedyCover([path(['a', 'b'], 3), path(['b', 'c'], 2), path(['a'], 1)])).toEqual([1, 2]);
    expect(greedyCover([path(['a', 'b'], 4), path(['a', 'b'], 2)])).toEqual([1]);
    expect(greedyCover([path([], 1)])).toEqual([]);
  });

  it('a path takes what its events do: the transitions and the guard outcomes, timers and actors included', () => {
    const chat = machineEntry('chat').machine;
    const away = generatedPaths('chat').find((c) => c.variant === 'away');
    const delivered = away!.paths.find((p) => p.steps.some((s) => s.event.type.startsWith('xstate.done.actor.')));
    expect(delivered, 'a chat path that settles the delivery').toBeDefined();
    const takes = pathTakes(chat, away!.input, delivered!);
    expect([...takes].some((key) => key.includes('|xstate.done.actor.'))).toBe(true);
    expect([...takes].some((key) => /\|SUBMIT_OFFLINE_MESSAGE\|0: taken$/.test(key))).toBe(true);
  });

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

  it('prints numbered event sequences under the model tests’ names, and a Vitest skeleton for every configuration with an executor per event and an assertion per state', () => {
    const paths = machinePaths('mobileMenu');
    const text = formatPaths('mobileMenu', paths, 'covering');
    expect(text).toContain('1. machine mobileMenu (model-based, real view) > reaches ');
    expect(text).toMatch(/ {3}1\. TOGGLE_MENU -> open\.collapsed/);
    const skeleton = vitestSkeleton('chat');
    expect(skeleton).toMatch(/^\/\/ Save as tests\/model\/skeletons\/chat\.skeleton\.test\.tsx /);
    // Both configurations, each its own suite.
    expect(skeleton).toContain('...MODEL_CONFIGURATIONS.chat[0]!,');
    expect(skeleton).toContain('...MODEL_CONFIGURATIONS.chat[1]!,');
    expect(skeleton).toContain('    OPEN: (event) => sendToView(event),');
    expect(skeleton).toContain("    'xstate.after.TYPING_DELAY.chat.open.online.conversation.typing': (event, model) => passDelay(machine, event, model),");
    for (const state of ["'open.online.conversation.listening,handover.offered'", 'waiting']) expect(skeleton).toContain(`    ${state}: (model) => {`);
    expect(skeleton).toContain("expect(plainValues(viewModel(model))).toMatchObject({ dataState: 'waiting', isButtonVisible: false");
    expect(machinePaths('accordion', { simple: true }).paths.length).toBeGreaterThan(0);
  });
});

describe("the paths' test names", () => {
  it('say `…` only for events left out: two events whose payloads do not fit are named by their types', () => {
    const [toast] = generatedPaths('toast');
    const index = toast!.paths.findIndex((p) => p.steps.length === 2 && p.steps.every((s) => s.event.type === 'SHOW') && stateName(p.state.value) === 'visible.pinned');
    expect(index).toBeGreaterThanOrEqual(0);
    expect(pathNames(toast!.paths)[index]).toBe('reaches visible.pinned in 2 steps: SHOW → SHOW');
  });

  it.each(MACHINES.map((m) => [m.id] as const))('%s: every generated path is named in at most 80 characters, each name once per suite', (id) => {
    for (const { paths } of generatedPaths(id)) {
      const names = pathNames(paths);
      for (const name of names) expect(name.length, name).toBeLessThanOrEqual(PATH_NAME_MAX + ' (99)'.length);
      expect(new Set(names).size).toBe(names.length);
    }
  });
});
