import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { isMachineId, MACHINES, type MachineId } from '../../../machines/index';
import type { CoverageReport, MachinePaths, PathRecord } from '../../../machines/tooling/lab-data';
import { MACHINE_EXAMPLES } from '../../content/machine-examples';
import { parseEvents, revive, startRun } from './lab-session';
import labPaths from './machine-paths.json';

/** reports/machine-coverage.json, when `npm run machines:coverage` wrote it before the build. */
const coverageReports = import.meta.glob<CoverageReport>('../../../reports/machine-coverage.json', { eager: true, import: 'default' });
export const COVERAGE: CoverageReport | null = Object.values(coverageReports)[0] ?? null;

/** The lab's path list, with the payloads JSON cannot hold (a pinned toast's Infinity) restored. */
const LAB_PATHS = revive(labPaths as unknown as Record<string, MachinePaths>);
export const pathListOf = (id: MachineId): MachinePaths => LAB_PATHS[id] ?? { variants: [], paths: [] };

/** The machine's input as the lab starts it: the example input, a variant's JSON over it, and a fixed clock when it reads one. */
export function labInput(id: MachineId, variant: string | undefined, now: string): unknown {
  const base: unknown = MACHINE_EXAMPLES[id].input;
  const extra = pathListOf(id).variants.find((v) => v.variant === variant)?.labInput ?? {};
  if (typeof base !== 'object' || base === null) return base;
  const merged: Record<string, unknown> = { ...base, ...extra };
  if (typeof merged.now === 'function' || typeof merged.now === 'string') {
    const instant = new Date(typeof extra.now === 'string' ? extra.now : now);
    merged.now = () => instant;
  }
  return merged;
}

/** Whether the machine reads a clock from its input (its sessions then carry `now`). */
export function hasClock(id: MachineId): boolean {
  const input: unknown = MACHINE_EXAMPLES[id].input;
  return typeof input === 'object' && input !== null && 'now' in input;
}

/** The state a machine starts in with this input. */
export function runInitial(machine: AnyStateMachine, input: unknown): AnyMachineSnapshot['value'] {
  const run = startRun(machine, input, []);
  const value = run.actor.getSnapshot().value as AnyMachineSnapshot['value'];
  run.stop();
  return value;
}

/** The transitions a generated path takes, replayed as the lab replays it. */
export function pathTransitionKeys(machine: AnyStateMachine, input: unknown, path: PathRecord): Set<string> {
  const replayed = startRun(machine, input, path.steps.map((s) => s.event));
  replayed.stop();
  return new Set(replayed.steps.flatMap((s) => s.transitions));
}

/** The session the address asks for: `?machine=<id>&events=<JSON>&now=<ISO>`, and what was wrong with it. */
export function readAddress(): { id: MachineId; events: EventObject[]; now: string; error: string | null } {
  const params = new URLSearchParams(window.location.search);
  const requested = params.get('machine');
  const id = requested && isMachineId(requested) ? requested : MACHINES[0].id;
  const parsed = parseEvents(params.get('events'));
  const now = params.get('now') ?? new Date().toISOString();
  const unknownMachine = requested && !isMachineId(requested) ? `There is no machine "${requested}" in the registry.` : null;
  return 'error' in parsed ? { id, events: [], now, error: parsed.error } : { id, events: parsed.events, now, error: unknownMachine };
}
