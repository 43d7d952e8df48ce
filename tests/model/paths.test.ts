import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createMachine, type AnyStateMachine } from 'xstate';
import { machineEntry, MACHINES } from '../../machines/index';
import { transitionCoverage } from '../../machines/tooling/introspection';
import { MACHINE_EXAMPLES } from '../../src/content/machine-examples';
import {
  committedPaths,
  formatPaths,
  LAB_PATHS_FILE,
  machinePaths,
  pathTestFile,
  serializeLabPaths,
  unwalked,
  untakenBy,
  vitestPathTest,
} from '../../scripts/machine-paths';
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
    const steps = transitionPaths(machineEntry('formSubmission').machine, {
      input: MACHINE_EXAMPLES.formSubmission.input,
      exampleEvents: MACHINE_EXAMPLES.formSubmission.events,
    }).flatMap((p) => p.steps);
    const invalid = steps.filter((s) => s.event.type === 'INVALID');
    expect(invalid.length).toBeGreaterThan(0);
    for (const s of invalid) expect(s.event).toBe(MACHINE_EXAMPLES.formSubmission.events[1]);
    // 2:14 PM in Brampton on Monday 30 November 2026; START_NEW carries nothing.
    expect(steps.find((s) => s.event.type === 'SUBMIT')?.event).toEqual({ type: 'SUBMIT', at: Date.UTC(2026, 10, 30, 19, 14) });
    expect(steps.find((s) => s.event.type === 'START_NEW')?.event).toEqual({ type: 'START_NEW' });
  });
});

describe('npm run machines:paths', () => {
  it("the lab's path list is fresh: src/features/machine-lab/machine-paths.json holds the paths the model tests run", () => {
    expect(serializeLabPaths() === readFileSync(LAB_PATHS_FILE, 'utf8'), 'machine-paths.json is stale: run npm run machines:paths -- --lab').toBe(true);
  });

  it('prints numbered event sequences under the model tests’ names', () => {
    const text = formatPaths('mobileMenu', machinePaths('mobileMenu'), 'covering');
    expect(text).toContain('1. machine mobileMenu (model-based, real view) > reaches ');
    expect(text).toMatch(/ {3}1\. TOGGLE_MENU -> open\.collapsed/);
    expect(machinePaths('accordion', { simple: true }).paths.length).toBeGreaterThan(0);
  });

  it('writes a path test to commit: every configuration, events sent, delays passed for their milliseconds written as numbers, an empty inline snapshot after each step', () => {
    const test = vitestPathTest('chat');
    expect(test).toContain("const walk = await walkView('chat', { mediaState, variant: 'online' });");
    expect(test).toContain("const walk = await walkView('chat', { mediaState, variant: 'away' });");
    expect(test).toContain('    await walk.send({"type":"OPEN"');
    expect(test).toContain("    await walk.wait(1500, 'xstate.after.TYPING_DELAY.chat.open.online.conversation.typing');");
    expect(test).not.toMatch(/toMatchInlineSnapshot\(`/);
    // Read back as the paths it walks: the same events, the delays by their event types.
    const read = committedPaths(test);
    expect(read.length).toBe(coveringPaths('chat').reduce((n, c) => n + c.paths.length, 0));
    expect(read[0]!.variant).toBe('online');
    expect(read[0]!.events).toEqual(coveringPaths('chat')[0]!.paths[0]!.steps.map((s) => s.event));
  });
});

describe('npm run machines:skeletons -- --check', () => {
  const committed = readFileSync(pathTestFile('mobileMenu'), 'utf8');
  const menu: AnyStateMachine = machineEntry('mobileMenu').machine;

  it('every machine has a committed path test that walks every transition and guard outcome of its covering paths', () => {
    expect(MACHINES.flatMap((m) => unwalked(m.id))).toEqual([]);
  });

  it('fails when a committed path is taken out: what only it took is named', () => {
    const [head, ...tests] = committed.split(/\n(?= {2}it\()/);
    const without = [head, ...tests.filter((t) => !t.includes('CLOSE_MENU'))].join('\n');
    expect(untakenBy(menu, coveringPaths('mobileMenu'), without).some((key) => key.includes('|CLOSE_MENU|'))).toBe(true);
  });

  it('fails when the machine gains a transition that no committed path takes', () => {
    const config = menu.config as { states: Record<string, { on?: Record<string, unknown> }> };
    const gained = createMachine({
      ...(menu.config as object),
      states: { ...config.states, closed: { ...config.states.closed, on: { ...config.states.closed!.on, PEEK: 'open' } } },
    } as never).provide(menu.implementations as never) as AnyStateMachine;
    const paths = [{ paths: transitionPaths(gained, { exampleEvents: MACHINE_EXAMPLES.mobileMenu.events }) }];
    expect(untakenBy(gained, paths, committed)).toEqual([expect.stringMatching(/^mobileMenu\.closed\|PEEK\|/)]);
  });
});

describe("the paths' test names", () => {
  it('say `…` only for events left out: two events whose payloads do not fit are named by their types', () => {
    const [toast] = generatedPaths('toast');
    const index = toast!.paths.findIndex(
      (p) => p.steps.length === 2 && p.steps.every((s) => s.event.type === 'SHOW') && stateName(p.state.value) === 'visible.pinned',
    );
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
