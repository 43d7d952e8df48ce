/**
 * `npm run machines:paths -- <id> [--all] [--simple] [--json] [--vitest]`: prints the paths the
 * model tests run for a machine of machines/index.ts (their test names and numbered event
 * sequences: the cover of tests/model/model-paths.ts), with `--all` every generated shortest path,
 * `--simple` every simple path instead (small machines only), `--json` as JSON, or `--vitest` a
 * model-test skeleton for the machine's view. `npm run machines:paths -- --lab`
 * writes every machine's paths to src/features/machine-lab/machine-paths.json, the list the QA
 * machine lab plays (a test fails when it is stale).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AnyStateMachine } from 'xstate';
import { isMachineId, machineEntry, MACHINES, type MachineId } from '../machines/index';
import { stateName } from '../machines/shared/state-name';
import type { MachinePaths, PathRecord } from '../machines/tooling/lab-data';
import { MACHINE_EXAMPLES } from '../src/content/machine-examples';
import { MODEL_CONFIGURATIONS } from '../tests/model/configurations';
import { coveringPaths, generatedPaths } from '../tests/model/model-paths';
import { modelSuiteName, pathNames, simplePaths, type ModelPath } from '../tests/model/paths';
import { plainValues, SKELETON_VIEW_MODELS } from '../tests/model/skeleton-view-models';

/** From the repository's root, where npm runs scripts and Vitest runs tests. */
export const LAB_PATHS_FILE = resolve('src/features/machine-lab/machine-paths.json');

export type { MachinePaths, PathRecord } from '../machines/tooling/lab-data';

/** JSON that survives a round trip: `Infinity` (a pinned toast) is written as a string. */
const plain = <T,>(value: T): T => JSON.parse(JSON.stringify(value, (_k, v: unknown) => (v === Infinity ? 'Infinity' : v))) as T;

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
    const generated = options.simple
      ? simplePaths(machine, { exampleEvents: MACHINE_EXAMPLES[id].events, ...configuration })
      : shortest[index]!.paths;
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
    path.steps.forEach((step, n) => lines.push(`   ${n + 1}. ${step.event.type}${Object.keys(step.event).length > 1 ? ` ${JSON.stringify({ ...step.event, type: undefined })}` : ''} -> ${step.state}`));
  });
  return `${lines.join('\n')}\n`;
}

/** Where a generated skeleton is saved: beside the model tests, under a name of its own. */
export const skeletonFile = (id: MachineId): string => `tests/model/skeletons/${id}.skeleton.test.tsx`;

/**
 * A model test for a machine's real view that passes as written, for every configuration the
 * model tests walk (decision 0042): the view of tests/model/skeleton-views.tsx with its real test
 * id, each path event sent to the view's own actor (`sendToView`), each delay passed on Vitest's
 * fake clock (`passDelay`, by the machine's own delays), and in each state the plain values the
 * machine's view model holds there on every path of the cover. It is a start: replace each
 * `sendToView` with what a visitor does and each view-model check with what a visitor sees.
 */
export function vitestSkeleton(id: MachineId): string {
  const machine: AnyStateMachine = machineEntry(id).machine;
  const q = (s: string) => (/^[A-Za-z_$][\w$]*$/.test(s) ? s : `'${s}'`);
  const literal = (value: Record<string, unknown> | undefined) =>
    `{ ${Object.entries(value ?? {}).map(([k, v]) => `${q(k)}: ${typeof v === 'string' ? `'${v.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'` : JSON.stringify(v)}`).join(', ')} }`;
  const configurations = coveringPaths(id);
  const timed = configurations.some((c) => c.paths.some((p) => p.steps.some((step) => step.event.type.startsWith('xstate.after.'))));
  const suites = configurations.map((configuration, index) => {
    const { variant, paths } = configuration;
    // What the view model holds in each state, on every path of this configuration.
    const held = new Map<string, Record<string, unknown>>();
    for (const path of paths) {
      for (const snapshot of [path.initial, ...path.steps.map((s) => s.state)]) {
        const state = stateName(snapshot.value);
        const values = plainValues(SKELETON_VIEW_MODELS[id](snapshot));
        const before = held.get(state);
        held.set(state, before ? Object.fromEntries(Object.entries(before).filter(([k, v]) => values[k] === v)) : values);
      }
    }
    const events = [...new Set(paths.flatMap((p) => p.steps.map((s) => s.event.type)))].sort();
    const states = [...held.keys()].sort();
    const executor = (type: string) =>
      type.startsWith('xstate.after.')
        ? `    ${q(type)}: (event, model) => passDelay(machine, event, model),`
        : `    // TODO: what a visitor does to send ${type}\n    ${q(type)}: (event) => sendToView(event),`;
    const assertion = (state: string) =>
      `    ${q(state)}: (model) => {\n      // TODO: what a visitor sees in ${state}; the view model holds:\n      expect(plainValues(viewModel(model))).toMatchObject(${literal(held.get(state))});\n    },`;
    return `// ${variant ? `The ${variant} configuration` : 'Its configuration'}: ${paths.length} covering ${paths.length === 1 ? 'path' : 'paths'}.
describeMachineModel({
  id: '${id}',
  ...MODEL_CONFIGURATIONS.${id}[${index}]!,
  skeleton: true,
  beforePath: () => {
    vi.useFakeTimers();
    view.prepare?.({ mediaState });
  },
  afterPath: () => {
    vi.useRealTimers();
  },
  render: (observer) => {
    renderWithSite(view.render(${variant ? `'${variant}'` : 'undefined'}), { observer, ...(view.route ? { route: view.route } : {}) });
  },
  stateElement: () => screen.getByTestId(view.testId),
  events: {
${events.map(executor).join('\n')}
  },
  states: {
${states.map(assertion).join('\n')}
  },
});`;
  });
  return `// Save as ${skeletonFile(id)} (npm run machines:skeletons writes every machine's, run in one file).
import { screen } from '@testing-library/react';
import { beforeAll, expect, vi } from 'vitest';
${timed ? "import type { AnyStateMachine } from 'xstate';\nimport { machineEntry } from '../../../machines/index';\n" : ''}import { renderWithSite } from '../../render';
import { mediaState } from '../../setup';
import { MODEL_CONFIGURATIONS } from '../configurations';
import { describeMachineModel, ${timed ? 'passDelay, ' : ''}sendToView } from '../harness';
import { plainValues, SKELETON_VIEW_MODELS } from '../skeleton-view-models';
import { SKELETON_VIEWS } from '../skeleton-views';

// A generated model test of the ${machine.id} machine (npm run machines:paths -- ${id} --vitest): the
// model tests' covering paths drive the real view, which must show each state the machine reaches.
// It passes as written. To make it a model test, replace each sendToView with what a visitor does
// and each view-model check with what a visitor sees, then save it as tests/model/<name>.model.test.tsx
// (its imports one folder up).

${timed ? `const machine: AnyStateMachine = machineEntry('${id}').machine;\n` : ''}const view = SKELETON_VIEWS.${id};
const viewModel = SKELETON_VIEW_MODELS.${id};

// The view's lazy parts are there before the paths run, as in a visitor's browser by then.
beforeAll(async () => {
  await view.preload?.();
});

${suites.join('\n\n')}
`;
}

/**
 * Writes every machine's skeleton (CI runs them with the other Vitest suites): each as the module
 * `tests/model/skeletons/<id>.skeleton.tsx`, word for word what `--vitest` prints, and one test
 * file that imports them all, so the twelve share one jsdom environment instead of starting twelve.
 */
export function writeSkeletons(): string[] {
  const dir = resolve('tests/model/skeletons');
  mkdirSync(dir, { recursive: true });
  const modules = MACHINES.map((m) => {
    const file = `tests/model/skeletons/${m.id}.skeleton.tsx`;
    writeFileSync(resolve(file), vitestSkeleton(m.id));
    return file;
  });
  const runner = 'tests/model/skeletons/skeletons.test.tsx';
  writeFileSync(
    resolve(runner),
    `// Every machine's generated skeleton (npm run machines:skeletons), in one jsdom environment.\n${MACHINES.map((m) => `import './${m.id}.skeleton';`).join('\n')}\n`,
  );
  return [...modules, runner];
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const args = process.argv.slice(2);
  if (args.includes('--lab')) {
    writeFileSync(LAB_PATHS_FILE, serializeLabPaths());
    console.log(`machines:paths wrote the lab's paths to ${LAB_PATHS_FILE}`);
  } else if (args.includes('--skeletons')) {
    console.log(`machines:paths wrote ${writeSkeletons().join(', ')}`);
  } else {
    const id = args.find((a) => !a.startsWith('--'));
    if (!id || !isMachineId(id)) {
      console.error(`Usage: npm run machines:paths -- <id> [--all] [--simple] [--json] [--vitest]\nMachines: ${MACHINES.map((m) => m.id).join(', ')}`);
      process.exit(2);
    }
    if (args.includes('--vitest')) {
      process.stdout.write(vitestSkeleton(id));
    } else {
      const simple = args.includes('--simple');
      const all = args.includes('--all');
      let paths: MachinePaths;
      try {
        paths = machinePaths(id, { simple, all });
      } catch (error) {
        console.error(`${id} is too large for simple paths (${error instanceof Error ? error.message : String(error)}); the covering paths are the ones the model tests run.`);
        process.exit(1);
      }
      process.stdout.write(args.includes('--json') ? `${JSON.stringify(paths.paths, null, 2)}\n` : formatPaths(id, paths, simple ? 'simple' : all ? 'shortest' : 'covering'));
    }
  }
}
