import { initialTransition, transition, type AnyMachineSnapshot, type AnyStateMachine, type EventFromLogic, type EventObject } from 'xstate';
import { TestModel } from 'xstate/graph';
import { acceptedEventsWithExamples, eventsTake } from '../../machines/tooling/introspection';
import { stateName } from '../../machines/shared/state-name';

/**
 * Test-only path generation (the one importer of `xstate/graph`): shortest paths that take every
 * transition of a machine, and the pure replay that gives a path's model snapshot. It works on
 * any machine; tests/model/harness.tsx types it per machine for the model tests.
 */

/** A delayed transition fires as the event `xstate.after.<DELAY>.<state id>`. */
export type DelayedEventType = `xstate.after.${string}`;
export interface DelayedEvent {
  type: DelayedEventType;
}

/** An invoked actor settles as the event `xstate.done.actor.<id>` or `xstate.error.actor.<id>`. */
export type ActorSettledEventType = `xstate.done.actor.${string}` | `xstate.error.actor.${string}`;

/**
 * What a path step does: an event of the machine, or time passing until a delay ends. (A machine
 * accepts its `xstate.after.*` events like any other, which is how its timers fire; xstate's
 * event types leave them out.)
 */
export type ModelEvent<TMachine extends AnyStateMachine> = EventFromLogic<TMachine> | DelayedEvent;

export interface ModelStep {
  event: EventObject;
  /** The state the generator reached (its context may come from another route to the same vertex). */
  state: AnyMachineSnapshot;
}

export interface ModelPath {
  /** The first screen, before any event. */
  initial: AnyMachineSnapshot;
  steps: ModelStep[];
  /** The state the path ends in. */
  state: AnyMachineSnapshot;
}

/** A function type compared as methods are (bivariantly), the way @types/react types event handlers. */
export type Bivariant<TArgs extends unknown[], TResult> = { method(...args: TArgs): TResult }['method'];

export interface PathOptions {
  input?: unknown;
  /** Example payloads for events that carry data (src/content/machine-examples.ts); others are sent bare. */
  exampleEvents?: readonly EventObject[];
  /** Context that changes behaviour and so must tell two states apart (keep it small). */
  significantContext?: (snapshot: AnyMachineSnapshot) => unknown;
  /**
   * Whether a visitor can cause an event in a state (default: every event the state accepts).
   * A chat link button exists only once a reply holds a link, for example. (Compared as a method:
   * a machine's own predicate takes only its machine's events, and it is only given those.)
   */
  canHappen?: Bivariant<[snapshot: AnyMachineSnapshot, event: EventObject], boolean>;
}

/** The model's first snapshot, from xstate's pure `initialTransition` (no actor, no effects). */
export function initialModelSnapshot(machine: AnyStateMachine, input: unknown): AnyMachineSnapshot {
  return initialTransition(machine, input)[0];
}

/** The model's next snapshot, from xstate's pure `transition` (no actor, no effects). */
export function nextModelSnapshot(machine: AnyStateMachine, snapshot: AnyMachineSnapshot, event: EventObject): AnyMachineSnapshot {
  return transition(machine, snapshot, event)[0];
}

/** Replays events on the pure machine: the model snapshot after each of them. */
export function replay(machine: AnyStateMachine, input: unknown, events: readonly EventObject[]): AnyMachineSnapshot[] {
  const snapshots: AnyMachineSnapshot[] = [];
  let snapshot = initialModelSnapshot(machine, input);
  for (const event of events) {
    snapshot = nextModelSnapshot(machine, snapshot, event);
    snapshots.push(snapshot);
  }
  return snapshots;
}

/**
 * Shortest paths that take every transition once: each vertex is "state via event from previous
 * state", so every (state, event) edge gets its own path. Built with `TestModel`, which (unlike
 * `createTestModel`) accepts `after` transitions: a delayed transition is the event
 * `xstate.after.<DELAY>.<state id>`. Paths that are prefixes of others are left out.
 */
export function transitionPaths(machine: AnyStateMachine, options: PathOptions = {}): ModelPath[] {
  const examples = options.exampleEvents ?? [];
  const significant = options.significantContext ?? (() => undefined);
  const vertex = (snapshot: AnyMachineSnapshot) => `${JSON.stringify(snapshot.value)}${JSON.stringify(significant(snapshot)) ?? ''}`;
  const model = new TestModel(machine, {
    input: options.input,
    serializeState: (snapshot, event, previous) =>
      `${vertex(snapshot)}${event ? ` via ${JSON.stringify(event)}` : ''}${previous ? ` from ${vertex(previous)}` : ''}`,
    events: (snapshot) => acceptedEventsWithExamples(snapshot, examples),
    ...(options.canHappen ? { filterEvents: options.canHappen } : {}),
  });
  return model.getShortestPaths().map(({ steps, state }) => {
    // xstate/graph starts every path with a step for `xstate.init` that holds the initial state.
    const [init, ...rest] = steps;
    if (!init) throw new Error('xstate/graph returned a path without its initial step');
    return { initial: init.state, steps: rest, state };
  });
}

/** An event as a short label: its type and its payload abridged. */
export function eventLabel({ type, ...payload }: EventObject): string {
  const data = JSON.stringify(payload, (_k, v: unknown) => (v === Infinity ? 'Infinity' : v));
  if (data === '{}') return type;
  return `${type} ${data.length > 48 ? `${data.slice(0, 45)}…}` : data}`;
}

/** Every event of a path, in order: `START → ANSWER_WHO {"value":"My Mother"} → NEXT`. */
export function pathEvents(path: ModelPath): string {
  return path.steps.map((s) => eventLabel(s.event)).join(' → ') || '(start)';
}

/** How long a path's test name may run (the suite's name aside): a line of a report, not a paragraph. */
export const PATH_NAME_MAX = 80;

/**
 * A path's test name: the state reached, the number of steps and its events, at most
 * PATH_NAME_MAX characters: past that, the events by type alone (payloads left out), and if those
 * do not fit either, the first events and the last one with `…` for those left out between them
 * (`reaches results in 14 steps: START → … → SUBMIT`). The whole list is `pathEvents`.
 */
export function pathName(path: ModelPath): string {
  const count = path.steps.length;
  const head = `reaches ${stateName(path.state.value)}${count ? ` in ${count} ${count === 1 ? 'step' : 'steps'}` : ''}: `;
  const whole = `${head}${pathEvents(path)}`;
  if (whole.length <= PATH_NAME_MAX) return whole;
  const labels = path.steps.map((s) => s.event.type.replace(/^xstate\.after\.([^.]+)\..*$/, 'after $1'));
  // The events by type alone, when they fit: `…` only ever stands for events left out.
  const types = `${head}${labels.join(' → ')}`;
  if (types.length <= PATH_NAME_MAX) return types;
  const last = ` → … → ${labels.at(-1)}`;
  let first = labels[0] ?? '';
  for (const label of labels.slice(1, -1)) {
    if ((head + first + ' → ' + label + last).length > PATH_NAME_MAX) break;
    first += ` → ${label}`;
  }
  const name = `${head}${first}${last}`;
  return name.length <= PATH_NAME_MAX ? name : `${name.slice(0, PATH_NAME_MAX - 1)}…`;
}

/** The name of the describe block of a machine's model test (and its variant). */
export function modelSuiteName(id: string, variant?: string): string {
  return `machine ${variant ? `${id}-${variant}` : id} (model-based, real view)`;
}

/**
 * Every simple path (no state twice) from the start to each state: the paths QA may want beyond
 * the shortest ones. Only for small machines: past `limit` paths it throws rather than run on.
 */
export function simplePaths(machine: AnyStateMachine, options: PathOptions = {}, limit = 500): ModelPath[] {
  const examples = options.exampleEvents ?? [];
  const significant = options.significantContext ?? (() => undefined);
  const model = new TestModel(machine, {
    input: options.input,
    serializeState: (snapshot) => `${JSON.stringify(snapshot.value)}${JSON.stringify(significant(snapshot)) ?? ''}`,
    events: (snapshot) => acceptedEventsWithExamples(snapshot, examples),
    ...(options.canHappen ? { filterEvents: options.canHappen } : {}),
    limit,
  });
  return model.getSimplePaths().map(({ steps, state }) => {
    const [init, ...rest] = steps;
    if (!init) throw new Error('xstate/graph returned a path without its initial step');
    return { initial: init.state, steps: rest, state };
  });
}

/** What a path takes (transition keys and guard outcomes), worked out without a view: machines/tooling/introspection.ts `eventsTake`. */
export function pathTakes(machine: AnyStateMachine, input: unknown, path: ModelPath): Set<string> {
  return eventsTake(
    machine,
    input,
    path.steps.map((s) => s.event),
  );
}

/**
 * A small set of paths that together take everything the candidates take: greedy set cover,
 * each round the path that adds the most not yet taken (the fewer steps on a tie, then the
 * earlier). Returns the chosen indexes in the candidates' order.
 */
export function greedyCover(candidates: readonly { takes: ReadonlySet<string>; steps: number }[]): number[] {
  const left = new Set(candidates.flatMap((c) => [...c.takes]));
  const chosen: number[] = [];
  while (left.size > 0) {
    let best = -1;
    let bestGain = 0;
    candidates.forEach((c, index) => {
      let gain = 0;
      for (const key of c.takes) if (left.has(key)) gain += 1;
      if (gain > bestGain || (gain === bestGain && gain > 0 && c.steps < candidates[best]!.steps)) {
        best = index;
        bestGain = gain;
      }
    });
    chosen.push(best);
    for (const key of candidates[best]!.takes) left.delete(key);
  }
  return chosen.sort((a, b) => a - b);
}

/** The test names of a suite's paths, each once: a name two paths share gets ` (2)`, ` (3)`… on its repeats. */
export function pathNames(paths: readonly ModelPath[]): string[] {
  const seen = new Map<string, number>();
  return paths.map((path) => {
    const name = pathName(path);
    const count = (seen.get(name) ?? 0) + 1;
    seen.set(name, count);
    return count === 1 ? name : `${name} (${count})`;
  });
}
