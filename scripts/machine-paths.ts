/**
 * `npm run machines:paths -- <id> [--all] [--simple] [--json] [--vitest]`: prints the paths the
 * model tests run for a machine of machines/index.ts (their test names and numbered event
 * sequences: the cover of tests/model/model-paths.ts), with `--all` every generated shortest path,
 * `--simple` every simple path instead (small machines only), `--json` as JSON, or `--vitest` a
 * model-test skeleton for the machine's view. `npm run machines:paths -- --lab`
 * writes every machine's paths to src/features/machine-lab/machine-paths.json, the list the QA
 * machine lab plays (a test fails when it is stale).
 */
import { writeFileSync } from 'node:fs';
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

/** A model-test skeleton for a machine's view: an executor stub per event, an assertion stub per state. */
export function vitestSkeleton(id: MachineId): string {
  const machine: AnyStateMachine = machineEntry(id).machine;
  const { paths } = machinePaths(id);
  const events = [...new Set(paths.flatMap((p) => p.steps.map((s) => s.event.type)))].sort();
  const states = [...new Set(paths.flatMap((p) => [p.initial, ...p.steps.map((s) => s.state)]))].sort();
  const q = (s: string) => (/^[A-Za-z_$][\w$]*$/.test(s) ? s : `'${s}'`);
  return `import { screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { renderWithSite } from '../render';
import { describeMachineModel } from './harness';
import { MODEL_CONFIGURATIONS } from './configurations';

// Model test of the ${machine.id} machine: ${paths.length} generated paths drive the real view.
// Fill in each executor (how a visitor causes the event) and each state's assertions (what a
// visitor sees), then run: npx vitest run tests/model/${id}.model.test.tsx

let user: UserEvent;

describeMachineModel({
  id: '${id}',
  ...MODEL_CONFIGURATIONS.${id}[0]!,
  render: (observer) => {
    user = userEvent.setup();
    // renderWithSite(<TheView />, { observer });
    void observer;
  },
  stateElement: () => screen.getByTestId('${id}'),
  events: {
${events.map((e) => `    ${q(e)}: async () => {\n      // TODO: what the visitor does to send ${e}\n      void user;\n    },`).join('\n')}
  },
  states: {
${states.map((s) => `    ${q(s)}: (model) => {\n      // TODO: what the visitor sees in ${s}\n      expect(model.value).toBeDefined();\n    },`).join('\n')}
  },
});
`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const args = process.argv.slice(2);
  if (args.includes('--lab')) {
    writeFileSync(LAB_PATHS_FILE, serializeLabPaths());
    console.log(`machines:paths wrote the lab's paths to ${LAB_PATHS_FILE}`);
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
