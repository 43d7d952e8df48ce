import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { machineEntry, type MachineId } from '../../../machines/index';
import type { CoverageReport, LabProperties, MachinePaths, PathRecord } from '../../../machines/tooling/lab-data';
import { MACHINE_EXAMPLES } from '../../content/machine-examples';
import { plainContext, revive, startRun, type IgnoredEvent } from './lab-session';
import { fieldRulesOf } from './lab-validate';
import labPaths from './machine-paths.json';
import labProperties from './machine-properties.json';

/** reports/machine-coverage.json: `npm run build:lab` makes sure it is there and fresh (scripts/lab-coverage.mjs). */
const coverageReports = import.meta.glob<CoverageReport>('../../../reports/machine-coverage.json', { eager: true, import: 'default' });
export const COVERAGE: CoverageReport | null = Object.values(coverageReports)[0] ?? null;
/** Whether the report was written for other machines or model tests than these (scripts/machines-digest.mjs). */
export const COVERAGE_IS_STALE = COVERAGE !== null && COVERAGE.machinesDigest !== __MACHINES_DIGEST__;

/** The lab's path list, with the payloads JSON cannot hold (a pinned toast's Infinity) restored. */
const LAB_PATHS = revive(labPaths as unknown as Record<string, MachinePaths>);
export const pathListOf = (id: MachineId): MachinePaths => LAB_PATHS[id] ?? { variants: [], paths: [] };

/** The machine's properties as `npm run machines:properties` judged them (the lab's copy, decision 0058). */
export const propertiesOf = (id: MachineId) => (labProperties as LabProperties)[id]?.properties;

/** The counterexamples of the machine's failing properties, as paths the player plays after the model tests' own. */
export const counterexamplePathsOf = (id: MachineId): PathRecord[] => (propertiesOf(id) ?? []).flatMap((p) => (p.counterexample ? [p.counterexample] : []));

/** What a variant (or, with none, the machine's only configuration) lays over its example input, as JSON. */
const variantLabInput = (id: MachineId, variant: string | undefined): Record<string, unknown> =>
  pathListOf(id).variants.find((v) => v.variant === variant)?.labInput ?? {};

/** What a variant lays over the machine's example input, as JSON (its clock instant aside: see clockStart). */
export function variantInput(id: MachineId, variant: string | undefined): Record<string, unknown> {
  return Object.fromEntries(Object.entries(variantLabInput(id, variant)).filter(([key]) => key !== 'now'));
}

/**
 * The instant a session's clock starts at (decision 0044): the one asked for (the address's
 * `now`, or the lab's date-time field), else the variant's own (the chat's "away" variant is a
 * Saturday morning, the consultation's example a Wednesday afternoon), else the page's load time.
 */
export function clockStart(id: MachineId, variant: string | undefined, fallback: string, requested?: string): string {
  if (requested) return requested;
  const own = variantLabInput(id, variant).now;
  return typeof own === 'string' ? own : fallback;
}

/** The machine's input as the lab starts it: the example input (at the clock's start, when it carries the time), a variant's JSON over it. */
export function labInput(id: MachineId, variant: string | undefined, start: string): unknown {
  const examples: { input: unknown; inputAt?: (at: number) => unknown } = MACHINE_EXAMPLES[id];
  const base = examples.inputAt ? examples.inputAt(Date.parse(start)) : examples.input;
  if (typeof base !== 'object' || base === null) return base;
  return { ...base, ...variantInput(id, variant) };
}

/** The fields of an event type the lab's clock stamps (src/content/machine-examples.ts `instant`). */
const instantFields = (id: MachineId, type: string): string[] =>
  Object.entries(fieldRulesOf(id, type)).flatMap(([field, rule]) => (rule.kind === 'instant' ? [field] : []));

/** Whether the machine's input carries the time (`inputAt`): the lab starts it at its clock's start. */
export const inputTakesTime = (id: MachineId): boolean => (MACHINE_EXAMPLES[id] as { inputAt?: unknown }).inputAt !== undefined;

/** Whether the machine reads the time (its events carry instants, or its input does): its sessions then carry `now`. */
export function hasClock(id: MachineId): boolean {
  const examples: { inputAt?: unknown; fields: object } = MACHINE_EXAMPLES[id];
  return examples.inputAt !== undefined || Object.keys(examples.fields).some((type) => instantFields(id, type).length > 0);
}

/**
 * An event as the lab sends it at an instant (ms since the epoch): its instant fields stamped
 * with the lab's clock, and the text worded from them (the chat's hours line); others as they are.
 */
export function stampEvent<TEvent extends EventObject>(id: MachineId, event: TEvent, at: number): TEvent {
  const rules = Object.entries(fieldRulesOf(id, event.type));
  if (!rules.some(([, rule]) => rule.kind === 'instant')) return event;
  const stamped: Record<string, unknown> = { ...event };
  for (const [field, rule] of rules) if (rule.kind === 'instant') stamped[field] = at;
  for (const [field, rule] of rules) if (rule.kind === 'worded') stamped[field] = rule.words(at);
  return stamped as TEvent;
}

/** The state a machine starts in with this input. */
export function runInitial(machine: AnyStateMachine, input: unknown): AnyMachineSnapshot['value'] {
  return runStart(machine, input).value;
}

/** Where a run of the machine starts with this input: its state value and its context as JSON. */
export function runStart(machine: AnyStateMachine, input: unknown): { value: AnyMachineSnapshot['value']; context: unknown } {
  const run = startRun(machine, input, []);
  const snapshot = run.actor.getSnapshot() as AnyMachineSnapshot;
  run.stop();
  return { value: snapshot.value, context: plainContext(snapshot.context) };
}

/** A deep link's events split into the steps they are and the ones the machine ignores (which are no steps). */
export function screenEvents(
  id: MachineId,
  variant: string | undefined,
  start: string,
  events: readonly EventObject[],
): { events: EventObject[]; ignored: IgnoredEvent[] } {
  const run = startRun(machineEntry(id).machine, labInput(id, variant, start), events);
  run.stop();
  return { events: run.steps.map((s) => s.event), ignored: run.ignored };
}
