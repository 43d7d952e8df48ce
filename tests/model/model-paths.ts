import type { AnyStateMachine } from 'xstate';
import { machineEntry, type MachineId } from '../../machines/index';
import { MACHINE_EXAMPLES } from '../../src/content/machine-examples';
import { MODEL_CONFIGURATIONS } from './configurations';
import { greedyCover, pathTakes, transitionPaths, type ModelPath } from './paths';

/**
 * The paths the model tests run, per configuration (variant) of a machine. The generator's
 * shortest paths give every (state, event) edge its own path, so they multiply (chat: 122 paths
 * for 18 transitions); by default the model tests run a greedy cover of them, across the
 * machine's variants, that takes every transition and sees every named guard outcome the whole
 * set does (tests/model/paths.test.ts checks that this is all of them). `MACHINE_PATHS=all` runs
 * every generated path (`npm run machines:all`).
 */
export interface ConfiguredPaths {
  variant?: string;
  input?: unknown;
  paths: ModelPath[];
}

export const EVERY_PATH = process.env.MACHINE_PATHS === 'all';

const generated = new Map<MachineId, ConfiguredPaths[]>();
const covering = new Map<MachineId, ConfiguredPaths[]>();

/** Every shortest path of every configuration of the machine. */
export function generatedPaths(id: MachineId): ConfiguredPaths[] {
  const known = generated.get(id);
  if (known) return known;
  const machine: AnyStateMachine = machineEntry(id).machine;
  const all = MODEL_CONFIGURATIONS[id].map((configuration) => ({
    ...(configuration.variant ? { variant: configuration.variant } : {}),
    input: configuration.input,
    paths: transitionPaths(machine, { exampleEvents: MACHINE_EXAMPLES[id].events, ...configuration }),
  }));
  generated.set(id, all);
  return all;
}

/** The covering subset of `generatedPaths`, in the same shape (a variant may keep no path). */
export function coveringPaths(id: MachineId): ConfiguredPaths[] {
  const known = covering.get(id);
  if (known) return known;
  const machine: AnyStateMachine = machineEntry(id).machine;
  const all = generatedPaths(id);
  const candidates = all.flatMap((configuration, c) =>
    configuration.paths.map((path) => ({ c, path, takes: pathTakes(machine, configuration.input, path), steps: path.steps.length })),
  );
  const chosen = new Set(greedyCover(candidates).map((index) => candidates[index]!.path));
  const cover = all.map((configuration) => ({ ...configuration, paths: configuration.paths.filter((path) => chosen.has(path)) }));
  covering.set(id, cover);
  return cover;
}

/** What the model tests run: the cover, or with MACHINE_PATHS=all every generated path. */
export function modelPaths(id: MachineId): ConfiguredPaths[] {
  return EVERY_PATH ? generatedPaths(id) : coveringPaths(id);
}

/** One variant of a machine as its model test runs it: its input and its paths. */
export function modelPathsOf(id: MachineId, variant: string | undefined): ConfiguredPaths {
  const configuration = modelPaths(id).find((c) => c.variant === variant);
  if (!configuration) throw new Error(`${id} has no model configuration${variant ? ` named ${variant}` : ''} in tests/model/configurations.ts`);
  return configuration;
}
