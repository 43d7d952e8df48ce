import { createActor, fromPromise, transition, type AnyMachineSnapshot, type AnyStateMachine, type AnyStateNode, type AnyTransitionDefinition, type EventObject, type InspectionEvent } from 'xstate';
import { activeStateNodes, higherOrderGuard, microstepTransitions, ownEventTypes } from './xstate-internals';

/**
 * What a running site and its tools can ask of a machine: its state nodes and transitions, the
 * guards they use, what a snapshot accepts, and coverage arithmetic. Read by the QA machine lab,
 * the model tests and the coverage report. Path generation (test-only) is in tests/model/paths.ts.
 */

export interface TransitionInfo {
  /** Stable key: `<source state id>|<event type or always>|<index among that event's candidates>`. */
  key: string;
  source: string;
  /** The event type, `always` for an eventless transition. */
  event: string;
  targets: string[];
  /** How the guard reads (`isHeld`, `not(isHeld)`, `inline guard`), if any. */
  guard?: string;
  /** The named guards (keys of the machine's `guards`) the guard calls. */
  guards: string[];
}

/** Every state node of a machine, the root first, in document order. */
export function stateNodes(machine: AnyStateMachine): AnyStateNode[] {
  const out: AnyStateNode[] = [];
  const walk = (node: AnyStateNode) => {
    out.push(node);
    Object.values(node.states).forEach(walk);
  };
  walk(machine.root);
  return out;
}

/** The named guards of a machine: the keys of its `guards` implementations. */
export function namedGuards(machine: AnyStateMachine): string[] {
  return Object.keys(machine.implementations.guards);
}

/** A guard as a label and the named guards it calls. */
function describeGuard(guard: unknown): { label: string; names: string[] } {
  if (typeof guard === 'string') return { label: guard, names: [guard] };
  if (typeof guard === 'object' && guard !== null && 'type' in guard && typeof guard.type === 'string') {
    return { label: guard.type, names: [guard.type] };
  }
  const combined = higherOrderGuard(guard);
  if (combined) {
    const parts = combined.operands.map(describeGuard);
    return { label: `${combined.operator}(${parts.map((p) => p.label).join(', ')})`, names: parts.flatMap((p) => p.names) };
  }
  return { label: 'inline guard', names: [] };
}

/** The key of a transition definition: the same for every machine built from the same config. */
function transitionKey(t: AnyTransitionDefinition): string | undefined {
  const source = t.source;
  const alwaysIndex = (source.always ?? []).indexOf(t);
  if (alwaysIndex >= 0) return `${source.id}|always|${alwaysIndex}`;
  const index = (source.transitions.get(t.eventType) ?? []).indexOf(t);
  return index >= 0 ? `${source.id}|${t.eventType}|${index}` : undefined;
}

/** Every transition of a machine: each state node's event transitions (delayed ones included) and its `always` ones. */
export function allTransitions(machine: AnyStateMachine): TransitionInfo[] {
  return stateNodes(machine).flatMap((node) => {
    const always = node.always ?? [];
    return [...[...node.transitions.values()].flat(), ...always].map((t) => {
      const guard = t.guard === undefined ? undefined : describeGuard(t.guard);
      return {
        key: transitionKey(t) ?? `${node.id}|${t.eventType}|?`,
        source: node.id,
        event: always.includes(t) ? 'always' : t.eventType,
        targets: (t.target ?? []).map((target) => target.id),
        ...(guard ? { guard: guard.label } : {}),
        guards: guard?.names ?? [],
      };
    });
  });
}

/** The event types a snapshot accepts (its active nodes' own events, delayed ones included). */
export function acceptedEventTypes(snapshot: AnyMachineSnapshot): string[] {
  return ownEventTypes(snapshot);
}

/** The events a state accepts, each with its example payloads (an event without one is sent bare). */
export function acceptedEventsWithExamples(snapshot: AnyMachineSnapshot, examples: readonly EventObject[]): EventObject[] {
  return acceptedEventTypes(snapshot).flatMap((type) => {
    const payloads = examples.filter((e) => e.type === type);
    return payloads.length ? [...payloads] : [{ type }];
  });
}

/** The ids of the state nodes a snapshot is in, the root included. */
export function activeStateIds(snapshot: AnyMachineSnapshot): string[] {
  return activeStateNodes(snapshot).map((node) => node.id);
}

/** The keys of the transitions an `@xstate.microstep` inspection event took (none for other events). */
export function takenTransitionKeys(event: InspectionEvent): string[] {
  return microstepTransitions(event).flatMap((t) => transitionKey(t) ?? []);
}

/**
 * Records the transitions actors take: pass `inspect` to `createActor` (or a machine observer).
 * `accept` picks the inspection events that count (by default all of them).
 */
export function createTransitionRecorder(accept: (event: InspectionEvent) => boolean = () => true) {
  const taken = new Set<string>();
  return {
    taken,
    inspect(event: InspectionEvent) {
      if (accept(event)) for (const key of takenTransitionKeys(event)) taken.add(key);
    },
  };
}

/** How a guard outcome is recorded and reported: `isHeld=true`, `hasMessage=false`. */
export function guardOutcomeKey(name: string, outcome: boolean): string {
  return `${name}=${outcome}`;
}

/**
 * The same machine with every named guard wrapped to report its outcome (and still return it).
 * Higher-order guards such as `not('isHeld')` call the wrapped `isHeld`.
 */
export function instrumentGuards<TMachine extends AnyStateMachine>(
  machine: TMachine,
  record: (name: string, outcome: boolean) => void,
): TMachine {
  const guards = Object.fromEntries(
    Object.entries(machine.implementations.guards).map(([name, guard]) => [
      name,
      typeof guard === 'function'
        ? (...args: Parameters<typeof guard>) => {
            const outcome = guard(...args);
            record(name, outcome);
            return outcome;
          }
        : guard,
    ]),
  );
  // `provide` returns the same machine type with other implementations; TypeScript cannot see
  // that through the generic parameter.
  return machine.provide({ guards }) as TMachine;
}

export interface Coverage {
  covered: number;
  total: number;
  /** What was not seen, by key. */
  missing: string[];
}

function coverageOf(all: readonly string[], seen: Iterable<string>): Coverage {
  const seenSet = new Set(seen);
  const missing = all.filter((key) => !seenSet.has(key));
  return { covered: all.length - missing.length, total: all.length, missing };
}

/** Which transitions of a machine were taken, from the keys recorded. */
export function transitionCoverage(machine: AnyStateMachine, taken: Iterable<string>): Coverage {
  return coverageOf(allTransitions(machine).map((t) => t.key), taken);
}

/** Which outcomes of the machine's named guards were seen: two per guard, true and false. */
export function guardOutcomeCoverage(machine: AnyStateMachine, seen: Iterable<string>): Coverage {
  return coverageOf(namedGuards(machine).flatMap((name) => [guardOutcomeKey(name, true), guardOutcomeKey(name, false)]), seen);
}

/** Complete when nothing is missing (a machine without guards has nothing to miss). */
export const isComplete = (coverage: Coverage): boolean => coverage.missing.length === 0;

/** How one candidate transition of an event fares against the current context. */
export interface CandidateCheck {
  key: string;
  /** The guard as it reads (`not(isHeld)`), if any. */
  guard?: string;
  /** Whether its guard passes now (true without a guard). */
  passes: boolean;
  /** Whether the machine would take this one (the first candidate whose guard passes). */
  taken: boolean;
}

type GuardArgs = { context: unknown; event: EventObject };

/** Evaluates a transition's guard as the machine would, named guards by their implementations. */
function evaluateGuard(machine: AnyStateMachine, guard: unknown, args: GuardArgs): boolean {
  const named = typeof guard === 'string' ? guard : typeof guard === 'object' && guard !== null && 'type' in guard && typeof guard.type === 'string' ? guard.type : null;
  if (named !== null) {
    const implementation: unknown = machine.implementations.guards[named];
    const params = typeof guard === 'object' && guard !== null && 'params' in guard ? guard.params : undefined;
    return typeof implementation === 'function' ? Boolean(implementation(args, params)) : false;
  }
  const combined = higherOrderGuard(guard);
  if (combined) {
    const results = combined.operands.map((operand) => evaluateGuard(machine, operand, args));
    if (combined.operator === 'not') return !results[0];
    if (combined.operator === 'and') return results.every(Boolean);
    return results.some(Boolean);
  }
  return typeof guard === 'function' ? Boolean(guard(args, undefined)) : true;
}

/**
 * For an event the snapshot accepts: every candidate transition of the active states, deepest
 * state first (the order xstate tries them), whether its guard passes against the current
 * context, and which one would be taken.
 */
export function candidateChecks(machine: AnyStateMachine, snapshot: AnyMachineSnapshot, event: EventObject): CandidateCheck[] {
  const taken = new Set(machine.getTransitionData(snapshot, event).map((t) => transitionKey(t)));
  const nodes = [...activeStateNodes(snapshot)].sort((a, b) => b.path.length - a.path.length);
  return nodes.flatMap((node) =>
    (node.transitions.get(event.type) ?? []).map((t) => {
      const key = transitionKey(t) ?? `${node.id}|${event.type}|?`;
      const guard = t.guard === undefined ? undefined : describeGuard(t.guard).label;
      return {
        key,
        ...(guard ? { guard } : {}),
        passes: t.guard === undefined || evaluateGuard(machine, t.guard, { context: snapshot.context, event }),
        taken: taken.has(key),
      };
    }),
  );
}

/** A value a guard read: its path in the context (`context.answers.contact.email`) or the event, and the value. */
export interface GuardRead {
  path: string;
  value: unknown;
}

/** The object seen through a Proxy that notes every leaf value read from it (objects are followed, not noted). */
function readingThrough<T extends object>(target: T, path: string, reads: Map<string, unknown>): T {
  return new Proxy(target, {
    get(object, property, receiver) {
      const value: unknown = Reflect.get(object, property, receiver);
      if (typeof property === 'symbol' || typeof value === 'function') return value;
      const at = `${path}.${property}`;
      if (typeof value === 'object' && value !== null) return readingThrough(value, at, reads);
      reads.set(at, value);
      return value;
    },
  });
}

/** Why a transition's guard passes or not: its label, the outcome, and the context and event values it read. */
export interface GuardExplanation {
  guard: string;
  passes: boolean;
  reads: GuardRead[];
}

/** The transition of the snapshot's machine with this key (machines/tooling/introspection.ts keys), if any. */
function transitionByKey(machine: AnyStateMachine, key: string): AnyTransitionDefinition | undefined {
  for (const node of stateNodes(machine)) {
    for (const t of [...[...node.transitions.values()].flat(), ...(node.always ?? [])]) if (transitionKey(t) === key) return t;
  }
  return undefined;
}

/**
 * Evaluates a transition's guard against the snapshot and an event as XState would, watching what
 * it reads (short-circuiting included: `a && b` stops reading at a false `a`). Null when the
 * transition has no guard.
 */
export function explainGuard(machine: AnyStateMachine, snapshot: AnyMachineSnapshot, key: string, event: EventObject): GuardExplanation | null {
  const t = transitionByKey(machine, key);
  if (!t || t.guard === undefined) return null;
  const reads = new Map<string, unknown>();
  const context: unknown = snapshot.context;
  const watched = {
    context: typeof context === 'object' && context !== null ? readingThrough(context, 'context', reads) : context,
    event: readingThrough(event, 'event', reads),
  };
  const passes = evaluateGuard(machine, t.guard, watched as GuardArgs);
  return { guard: describeGuard(t.guard).label, passes, reads: [...reads].map(([path, value]) => ({ path, value })) };
}

/**
 * The shortest run of events (from `events`, at most `depth` of them) that keeps the machine in
 * the same state and makes a transition's guard pass for `event`: what QA could send to unblock
 * it. Null when no such run exists within `depth`.
 */
export function eventsThatUnblock(
  machine: AnyStateMachine,
  snapshot: AnyMachineSnapshot,
  key: string,
  event: EventObject,
  events: readonly EventObject[],
  depth = 3,
): EventObject[] | null {
  const here = JSON.stringify(snapshot.value);
  let frontier: { snapshot: AnyMachineSnapshot; sent: EventObject[] }[] = [{ snapshot, sent: [] }];
  for (let level = 0; level < depth; level += 1) {
    const next: typeof frontier = [];
    for (const { snapshot: from, sent } of frontier) {
      for (const candidate of events) {
        const [to] = transition(machine, from, candidate);
        if (to === from || JSON.stringify(to.value) !== here) continue;
        if (explainGuard(machine, to, key, event)?.passes) return [...sent, candidate];
        next.push({ snapshot: to, sent: [...sent, candidate] });
      }
    }
    frontier = next;
  }
  return null;
}

/**
 * The machine with its invoked services left pending: they never settle on their own, so a run's
 * own `xstate.done.actor.*` and `xstate.error.actor.*` events settle them (the lab, the path cover,
 * an exported lab session).
 */
export function withPendingServices<TMachine extends AnyStateMachine>(machine: TMachine): TMachine {
  const actors = Object.fromEntries(Object.keys(machine.implementations.actors).map((name) => [name, fromPromise(() => new Promise<never>(() => {}))]));
  return Object.keys(actors).length ? (machine.provide({ actors }) as TMachine) : machine;
}

/**
 * What a run of events takes, worked out without a view: the events sent to an actor of the
 * machine whose named guards report their outcomes, with invoked actors that never settle (the
 * events' own `xstate.done.actor.*` settle them) and a clock that never fires (their
 * `xstate.after.*` are the timers). Transition keys as this module writes them, guard outcomes as
 * `isHeld=true`. The model tests' path cover and the lab's path highlight both use it.
 */
export function eventsTake(machine: AnyStateMachine, input: unknown, events: readonly EventObject[]): Set<string> {
  const taken = new Set<string>();
  const recorder = createTransitionRecorder();
  const quiet = withPendingServices(instrumentGuards(machine, (name, outcome) => taken.add(guardOutcomeKey(name, outcome))));
  const actor = createActor(quiet, { input, inspect: recorder.inspect, clock: { setTimeout: () => 0, clearTimeout: () => {} } });
  actor.start();
  for (const event of events) actor.send(event);
  actor.stop();
  for (const key of recorder.taken) taken.add(key);
  return taken;
}
