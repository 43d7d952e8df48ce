import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { machineEntry, type MachineId } from '../../../machines/index';
import type { CoverageReport, MachinePaths } from '../../../machines/tooling/lab-data';
import { MACHINE_EXAMPLES } from '../../content/machine-examples';
import { revive, startRun, type IgnoredEvent } from './lab-session';
import labPaths from './machine-paths.json';

/** reports/machine-coverage.json: `npm run build:lab` makes sure it is there and fresh (scripts/lab-coverage.mjs). */
const coverageReports = import.meta.glob<CoverageReport>('../../../reports/machine-coverage.json', { eager: true, import: 'default' });
export const COVERAGE: CoverageReport | null = Object.values(coverageReports)[0] ?? null;
/** Whether the report was written for other machines or model tests than these (scripts/machines-digest.mjs). */
export const COVERAGE_IS_STALE = COVERAGE !== null && COVERAGE.machinesDigest !== __MACHINES_DIGEST__;

/** The lab's path list, with the payloads JSON cannot hold (a pinned toast's Infinity) restored. */
const LAB_PATHS = revive(labPaths as unknown as Record<string, MachinePaths>);
export const pathListOf = (id: MachineId): MachinePaths => LAB_PATHS[id] ?? { variants: [], paths: [] };

/** What a variant (or, with none, the machine's only configuration) lays over its example input, as JSON. */
const variantLabInput = (id: MachineId, variant: string | undefined): Record<string, unknown> =>
  pathListOf(id).variants.find((v) => v.variant === variant)?.labInput ?? {};

/** What a variant lays over the machine's example input, as JSON (its clock instant aside: see clockStart). */
export function variantInput(id: MachineId, variant: string | undefined): Record<string, unknown> {
  return Object.fromEntries(Object.entries(variantLabInput(id, variant)).filter(([key]) => key !== 'now'));
}

/**
 * The instant a session's clock function returns: the variant's own (the chat's "away" variant is
 * a Saturday morning) or else the session's (the page's load time, or the address's `now`).
 */
export function clockStart(id: MachineId, variant: string | undefined, now: string): string {
  const own = variantLabInput(id, variant).now;
  return typeof own === 'string' ? own : now;
}

/** The machine's input as the lab starts it: the example input, a variant's JSON over it, and a fixed clock when it reads one. */
export function labInput(id: MachineId, variant: string | undefined, now: string): unknown {
  const base: unknown = MACHINE_EXAMPLES[id].input;
  if (typeof base !== 'object' || base === null) return base;
  const merged: Record<string, unknown> = { ...base, ...variantInput(id, variant) };
  if (hasClock(id)) {
    const instant = new Date(clockStart(id, variant, now));
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


/** A deep link's events split into the steps they are and the ones the machine ignores (which are no steps). */
export function screenEvents(id: MachineId, variant: string | undefined, now: string, events: readonly EventObject[]): { events: EventObject[]; ignored: IgnoredEvent[] } {
  const run = startRun(machineEntry(id).machine, labInput(id, variant, now), events);
  run.stop();
  return { events: run.steps.map((s) => s.event), ignored: run.ignored };
}
