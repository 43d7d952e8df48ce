/**
 * `npm run machines:paths -- <id> [--all] [--simple] [--json] [--vitest]`: prints the paths the
 * model tests run for a machine of machines/index.ts (their test names and numbered event
 * sequences: the cover of tests/model/model-paths.ts), with `--all` every generated shortest path,
 * `--simple` every simple path instead (small machines only), `--json` as JSON, or `--vitest` a
 * path test for the machine's view, to be run once and committed (decision 0078). `npm run machines:paths -- --lab`
 * writes every machine's paths to src/features/machine-lab/machine-paths.json, the list the QA
 * machine lab plays (a test fails when it is stale).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AnyStateMachine, EventObject } from 'xstate';
import { isMachineId, machineEntry, MACHINES, type MachineId } from '../machines/index';
import { stateName } from '../machines/shared/state-name';
import type { MachinePaths, PathRecord } from '../machines/tooling/lab-data';
import { MACHINE_EXAMPLES } from '../src/content/machine-examples';
import { MODEL_CONFIGURATIONS } from '../tests/model/configurations';
import { coveringPaths, generatedPaths, type ConfiguredPaths } from '../tests/model/model-paths';
import { modelSuiteName, pathNames, simplePaths, type ModelPath } from '../tests/model/paths';
import { eventsTake } from '../machines/tooling/introspection';

/** From the repository's root, where npm runs scripts and Vitest runs tests. */
export const LAB_PATHS_FILE = resolve('src/features/machine-lab/machine-paths.json');

export type { MachinePaths, PathRecord } from '../machines/tooling/lab-data';

/** JSON that survives a round trip: `Infinity` (a pinned toast) is written as a string. */
const plain = <T>(value: T): T => JSON.parse(JSON.stringify(value, (_k, v: unknown) => (v === Infinity ? 'Infinity' : v))) as T;

function record(id: MachineId, variant: string | undefined, path: ModelPath, name: string): PathRecord {
  return {
    test: `${modelSuiteName(id, variant)} > ${name}`,
    ...(variant ? { variant } : {}),
    initial: stateName(path.initial.value),
    steps: path.steps.map((s) => ({ event: plain(s.event), state: stateName(s.state.value) })),
  };
}

/**
 * The paths of a machine in every configuration its model test walks: the covering set the model
 * tests run, or with `all` every generated shortest path, or with `simple` every simple path.
 */
export function machinePaths(id: MachineId, options: { simple?: boolean; all?: boolean } = {}): MachinePaths {
  const machine: AnyStateMachine = machineEntry(id).machine;
  const configurations = MODEL_CONFIGURATIONS[id];
  const shortest = options.all ? generatedPaths(id) : coveringPaths(id);
  const paths = configurations.flatMap((configuration, index) => {
    const generated = options.simple ? simplePaths(machine, { exampleEvents: MACHINE_EXAMPLES[id].events, ...configuration }) : shortest[index]!.paths;
    const names = pathNames(generated);
    return generated.map((path, i) => record(id, configuration.variant, path, names[i]!));
  });
  return {
    variants: configurations.map(({ variant, labInput }) => ({ ...(variant ? { variant } : {}), ...(labInput ? { labInput: plain(labInput) } : {}) })),
    paths,
  };
}

export function serializeLabPaths(): string {
  // One machine per line: diffs stay readable, the file stays small.
  return `{\n${MACHINES.map((m) => `${JSON.stringify(m.id)}: ${JSON.stringify(machinePaths(m.id))}`).join(',\n')}\n}\n`;
}

/** The paths as numbered event sequences. */
export function formatPaths(id: MachineId, paths: MachinePaths, kind: 'covering' | 'shortest' | 'simple'): string {
  const lines = [`${id}: ${paths.paths.length} ${kind} paths, as the model tests name them`];
  paths.paths.forEach((path, index) => {
    lines.push('', `${index + 1}. ${path.test}`, `   start in ${path.initial}`);
    path.steps.forEach((step, n) =>
      lines.push(
        `   ${n + 1}. ${step.event.type}${Object.keys(step.event).length > 1 ? ` ${JSON.stringify({ ...step.event, type: undefined })}` : ''} -> ${step.state}`,
      ),
    );
  });
  return `${lines.join('\n')}\n`;
}

/** Where a machine's committed path test lives (decision 0078). */
export const pathTestFile = (id: MachineId): string => `tests/model/paths/${id}.paths.test.tsx`;

/** An event as TypeScript: JSON, but `Infinity` (a pinned toast) as itself. */
const eventSource = (event: EventObject): string =>
  JSON.stringify(event, (_k, v: unknown) => (v === Infinity ? '__Infinity__' : v)).replace(/"__Infinity__"/g, 'Infinity');

/** The state nodes a snapshot is in, by id (`chat.open.away.sending`). */
const activeNodeIds = (snapshot: unknown): Set<string> => new Set((snapshot as { _nodes: { id: string }[] })._nodes.map((node) => node.id));

/**
 * What a path's delays leave on the clock: the delay of a delayed event counts from when its state
 * was entered, so a state's own time limit passed after a child's delay has only the rest to run
 * (the chat's DELIVERY_TIMEOUT on `sending`, 60 s, after SLOW_DELIVERY's 15 s in `sending.waiting`).
 */
function pathClock(machine: AnyStateMachine, initial: unknown) {
  let now = 0;
  let active = activeNodeIds(initial);
  const enteredAt = new Map([...active].map((id) => [id, 0]));
  return {
    /** The milliseconds still to pass for this delayed event of the state it names. */
    rest(event: EventObject, delay: number): number {
      const source = /^xstate\.after\.[^.]+\.(.+)$/.exec(event.type)?.[1] ?? '';
      const rest = delay - (now - (enteredAt.get(source) ?? now));
      now += rest;
      return rest;
    },
    /** After a step: the states it entered (or re-entered, as the path player's `playing`) start their delays now. */
    step(before: Parameters<AnyStateMachine['getTransitionData']>[0], event: EventObject, snapshot: unknown) {
      const next = activeNodeIds(snapshot);
      const reentered = machine
        .getTransitionData(before, event)
        .filter((transition) => transition.reenter)
        .flatMap((transition) => (transition.target ?? []).map((node) => node.id));
      for (const id of next) if (!active.has(id) || reentered.some((target) => id === target || id.startsWith(`${target}.`))) enteredAt.set(id, now);
      active = next;
    },
  };
}

/** How long the delay of a delayed event is, as the machine says in the state the path is in. */
function delayOf(machine: AnyStateMachine, event: EventObject, context: unknown): number {
  const name = /^xstate\.after\.([^.]+)\./.exec(event.type)?.[1];
  if (name === undefined) throw new Error(`${event.type} is not a delayed event`);
  const delay: unknown = machine.implementations.delays[name];
  const ms = typeof delay === 'function' ? Number(delay({ context, event })) : typeof delay === 'number' ? delay : Number(name);
  if (!Number.isFinite(ms)) throw new Error(`No delay in milliseconds for ${event.type}`);
  return ms;
}

/**
 * A machine's path test, to be committed (decision 0078): its covering paths through its real view
 * (tests/model/path-walk.tsx), each event sent to the view's actor, each delay passed on the fake
 * clock for the milliseconds the machine gives it today, written as a number, and after each step
 * an empty `toMatchInlineSnapshot()` that Vitest fills on the first run with what the view shows.
 * It passes as written; then it is reviewed and committed, and from then on it judges: a changed
 * transition, view model, rule or delay fails it. CI never writes it again.
 */
export function vitestPathTest(id: MachineId): string {
  const machine: AnyStateMachine = machineEntry(id).machine;
  const suites = coveringPaths(id)
    .filter((configuration) => configuration.paths.length > 0)
    .map(({ variant, paths }) => {
      const names = pathNames(paths);
      const tests = paths.map((path, index) => {
        const lines = [
          `    const walk = await walkView('${id}', { mediaState${variant ? `, variant: '${variant}'` : ''} });`,
          '    expect(walk.seen()).toMatchInlineSnapshot();',
        ];
        let before = path.initial;
        const clock = pathClock(machine, path.initial);
        for (const step of path.steps) {
          lines.push(
            step.event.type.startsWith('xstate.after.')
              ? `    await walk.wait(${clock.rest(step.event, delayOf(machine, step.event, before.context))}, '${step.event.type}');`
              : `    await walk.send(${eventSource(step.event)});`,
            '    expect(walk.seen()).toMatchInlineSnapshot();',
          );
          clock.step(before, step.event, step.state);
          before = step.state;
        }
        return `  it(${JSON.stringify(names[index])}, async () => {\n${lines.join('\n')}\n  });`;
      });
      return `describe('${id}${variant ? ` (${variant})` : ''}: its committed paths through the real view', () => {\n  afterEach(endWalk);\n\n${tests.join('\n\n')}\n});`;
    });
  return `// The ${machine.id} machine's covering paths through its real view, generated by
// \`npm run machines:paths -- ${id} --vitest\`, its snapshots filled by its first run, then reviewed
// and committed (decision 0078). Each snapshot is what the view shows after that step: the
// data-state and the view model's values. A difference names what changed; if the change is
// meant, read the difference and update the snapshot (\`npx vitest run <this file> -u\`, the path before -u) in the
// same commit. \`npm run machines:skeletons -- --check\` fails when the machine gains a transition
// or a guard outcome that no path here takes.
import { afterEach, describe, expect, it } from 'vitest';
import { mediaState } from '../../setup';
import { endWalk, walkView } from '../path-walk';

${suites.join('\n\n')}
`;
}

/** The paths a committed path test walks, read back from its source: its variant and events, per test. */
export function committedPaths(source: string): { variant?: string; events: EventObject[] }[] {
  return source
    .split(/\n {2}it\(/)
    .slice(1)
    .map((block) => {
      const variant = /walkView\('[^']+', \{ mediaState(?:, variant: '([^']+)')? \}\)/.exec(block)?.[1];
      const events = [...block.matchAll(/await walk\.(?:send\((\{.*\})\)|wait\(\d+, '([^']+)'\));/g)].map(([, sent, delayed]) =>
        sent
          ? (JSON.parse(sent.replace(/\bInfinity\b/g, '"__Infinity__"'), (_k, v: unknown) => (v === '__Infinity__' ? Infinity : v)) as EventObject)
          : { type: delayed! },
      );
      return { ...(variant ? { variant } : {}), events };
    });
}

/**
 * What a machine's paths take (transitions and guard outcomes) that the paths of a committed path
 * test's source do not: one key per line, none when the committed test walks everything.
 */
export function untakenBy(machine: AnyStateMachine, configurations: readonly ConfiguredPaths[], source: string): string[] {
  const inputOf = (variant: string | undefined) => configurations.find((c) => c.variant === variant)?.input;
  const walked = new Set(committedPaths(source).flatMap(({ variant, events }) => [...eventsTake(machine, inputOf(variant), events)]));
  const needed = new Set(
    configurations.flatMap((c) =>
      c.paths.flatMap((path) => [
        ...eventsTake(
          machine,
          c.input,
          path.steps.map((s) => s.event),
        ),
      ]),
    ),
  );
  return [...needed].filter((key) => !walked.has(key));
}

/** The same for a machine of the registry and its committed test: each gap as a sentence. */
export function unwalked(id: MachineId): string[] {
  const file = resolve(pathTestFile(id));
  if (!existsSync(file)) return [`${id}: no committed path test (${pathTestFile(id)}): write it with npm run machines:skeletons`];
  return untakenBy(machineEntry(id).machine, coveringPaths(id), readFileSync(file, 'utf8')).map((key) => `${id}: no committed path takes ${key}`);
}

/**
 * `npm run machines:skeletons`: writes the path test of every machine that has none (never over
 * one that is committed); with `--check`, writes nothing and fails when a machine has no path test
 * or its committed paths leave a transition or guard outcome untaken (then: regenerate that
 * machine's test with `npm run machines:paths -- <id> --vitest`, run it, review, commit).
 */
export function writeMissingPathTests(): string[] {
  mkdirSync(resolve('tests/model/paths'), { recursive: true });
  return MACHINES.flatMap((m) => {
    const file = resolve(pathTestFile(m.id));
    if (existsSync(file)) return [];
    writeFileSync(file, vitestPathTest(m.id));
    return [pathTestFile(m.id)];
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const args = process.argv.slice(2);
  if (args.includes('--lab')) {
    writeFileSync(LAB_PATHS_FILE, serializeLabPaths());
    console.log(`machines:paths wrote the lab's paths to ${LAB_PATHS_FILE}`);
  } else if (args.includes('--skeletons') && args.includes('--check')) {
    const gaps = MACHINES.flatMap((m) => unwalked(m.id));
    if (gaps.length > 0) {
      console.error(
        `${gaps.join('\n')}\nA committed path test must walk every transition and guard outcome: npm run machines:paths -- <id> --vitest > ${pathTestFile('<id>' as MachineId)}, run it once, review its snapshots, commit.`,
      );
      process.exit(1);
    }
    console.log(
      `machines:skeletons --check: the committed path tests of ${MACHINES.length} machines walk every transition and guard outcome of their covering paths`,
    );
  } else if (args.includes('--skeletons')) {
    const written = writeMissingPathTests();
    console.log(
      written.length
        ? `machines:paths wrote ${written.join(', ')}: run them once (npx vitest run tests/model/paths), review the snapshots, commit`
        : 'machines:paths: every machine has its committed path test',
    );
  } else {
    const id = args.find((a) => !a.startsWith('--'));
    if (!id || !isMachineId(id)) {
      console.error(`Usage: npm run machines:paths -- <id> [--all] [--simple] [--json] [--vitest]\nMachines: ${MACHINES.map((m) => m.id).join(', ')}`);
      process.exit(2);
    }
    if (args.includes('--vitest')) {
      process.stdout.write(vitestPathTest(id));
    } else {
      const simple = args.includes('--simple');
      const all = args.includes('--all');
      let paths: MachinePaths;
      try {
        paths = machinePaths(id, { simple, all });
      } catch (error) {
        console.error(
          `${id} is too large for simple paths (${error instanceof Error ? error.message : String(error)}); the covering paths are the ones the model tests run.`,
        );
        process.exit(1);
      }
      process.stdout.write(
        args.includes('--json') ? `${JSON.stringify(paths.paths, null, 2)}\n` : formatPaths(id, paths, simple ? 'simple' : all ? 'shortest' : 'covering'),
      );
    }
  }
}
