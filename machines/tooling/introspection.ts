import {
  createActor,
  fromPromise,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type EventObject,
  type InspectionEvent,
} from 'xstate';
import { activeStateNodes, higherOrderGuard, microstepTransitions, ownEventTypes, reportingGuard } from './xstate-internals';

/**
 * What a running site and its tools can ask of a machine: its state nodes and transitions, the
 * guards they use, what a snapshot accepts, and coverage arithmetic. Read by the QA machine lab,
 * the model tests and the coverage report. Why a guard passes or refuses is in ./guard-explanation.ts;
 * path generation (test-only) in tests/model/paths.ts.
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
export function describeGuard(guard: unknown): { label: string; names: string[] } {
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
export function transitionKey(t: AnyTransitionDefinition): string | undefined {
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

/** What a guarded transition's guard decided when XState evaluated it: the transition was taken, or refused. */
export type GuardOutcome = 'taken' | 'refused';

/**
 * How a guard outcome is recorded and reported, with its transition:
 * `chat.open.away.sendFailed|SUBMIT_OFFLINE_MESSAGE|0: refused`. The same guard on two transitions
 * decides two different things, so each is counted apart.
 */
export function guardOutcomeKey(transitionKey: string, outcome: GuardOutcome): string {
  return `${transitionKey}: ${outcome}`;
}

/** The guarded transitions of a machine: the ones whose outcomes coverage counts. */
export function guardedTransitions(machine: AnyStateMachine): TransitionInfo[] {
  return allTransitions(machine).filter((t) => t.guard !== undefined);
}

/**
 * The same machine with every guarded transition reporting what its guard decided each time XState
 * evaluates it (`taken` when it passes, `refused` when not), by transition key. Each guard is still
 * evaluated by XState's own `evaluateGuard`, so `and`, `or`, `not` and named guards decide as in the
 * machine; only candidates XState actually tries are reported (a guard after the one taken is not).
 * Provide anything else first: a later `provide` builds the transitions anew from the machine's
 * config, without the reporting guards.
 */
export function instrumentGuards<TMachine extends AnyStateMachine>(
  machine: TMachine,
  record: (transitionKey: string, outcome: GuardOutcome, conditions?: ConditionValue[]) => void,
): TMachine {
  // `provide` builds a new machine with its own state nodes and transition definitions; their
  // guards are replaced here, the registry's machine is untouched. `provide` returns the same
  // machine type with other implementations; TypeScript cannot see that through the generic.
  const copy = machine.provide({}) as TMachine;
  for (const node of stateNodes(copy)) {
    for (const t of [...[...node.transitions.values()].flat(), ...(node.always ?? [])]) {
      const key = transitionKey(t);
      if (t.guard === undefined || key === undefined) continue;
      const guard: unknown = t.guard;
      const operands = higherOrderGuard(guard)?.operands.map((operand) => describeGuard(operand).label);
      t.guard = reportingGuard(guard, (passes, values) =>
        record(key, passes ? 'taken' : 'refused', operands && values ? operands.map((label, i) => ({ guard: label, value: values[i]! })) : undefined),
      ) as typeof t.guard;
    }
  }
  return copy;
}

/** One condition of a combined guard and what it decided on its own. */
export interface ConditionValue {
  guard: string;
  value: boolean;
}

/**
 * How a combined guard's evaluation is recorded for MC/DC, with its transition and each condition's
 * value: `chat.open.away.leavingMessage|SUBMIT_OFFLINE_MESSAGE|0 [isOfflineFormComplete=false,
 * isCallbackNumberValid=true]: refused`.
 */
export function conditionOutcomeKey(transitionKey: string, conditions: readonly ConditionValue[], outcome: GuardOutcome): string {
  return `${transitionKey} [${conditions.map((c) => `${c.guard}=${c.value}`).join(', ')}]: ${outcome}`;
}

/** Records a guard's outcome, and a combined guard's conditions too, into one set of keys (the model tests, the path cover). */
export function outcomeRecorder(add: (key: string) => void) {
  return (key: string, outcome: GuardOutcome, conditions?: ConditionValue[]) => {
    add(guardOutcomeKey(key, outcome));
    if (conditions) add(conditionOutcomeKey(key, conditions, outcome));
  };
}

/** A transition guarded by `and`, `or` or `not`, with its operator and conditions (as labels). */
export interface CombinedGuardTransition {
  key: string;
  operator: 'and' | 'or' | 'not';
  conditions: string[];
}

/** The transitions of a machine whose guard is combined (`and`, `or`, `not`). */
export function combinedGuardTransitions(machine: AnyStateMachine): CombinedGuardTransition[] {
  return stateNodes(machine).flatMap((node) =>
    [...[...node.transitions.values()].flat(), ...(node.always ?? [])].flatMap((t) => {
      const combined = t.guard === undefined ? undefined : higherOrderGuard(t.guard);
      const key = transitionKey(t);
      return combined && key ? [{ key, operator: combined.operator, conditions: combined.operands.map((o) => describeGuard(o).label) }] : [];
    }),
  );
}

/**
 * The evaluations MC/DC asks of a combined guard: each condition shown to decide the outcome on its
 * own. `and(a, b)`: a and b true, taken; a alone false, refused; b alone false, refused. `or(a, b)`:
 * both false, refused; each alone true, taken. `not(a)`: a true, refused; a false, taken.
 */
export function requiredConditionOutcomes(t: CombinedGuardTransition): string[] {
  const vector = (values: boolean[]) => t.conditions.map((guard, i) => ({ guard, value: values[i]! }));
  const n = t.conditions.length;
  const only = (i: number, value: boolean) => Array.from({ length: n }, (_, j) => (j === i ? value : !value));
  if (t.operator === 'not') return [conditionOutcomeKey(t.key, vector([true]), 'refused'), conditionOutcomeKey(t.key, vector([false]), 'taken')];
  if (t.operator === 'and') {
    return [
      conditionOutcomeKey(t.key, vector(Array(n).fill(true)), 'taken'),
      ...t.conditions.map((_, i) => conditionOutcomeKey(t.key, vector(only(i, false)), 'refused')),
    ];
  }
  return [
    conditionOutcomeKey(t.key, vector(Array(n).fill(false)), 'refused'),
    ...t.conditions.map((_, i) => conditionOutcomeKey(t.key, vector(only(i, true)), 'taken')),
  ];
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
  return coverageOf(
    allTransitions(machine).map((t) => t.key),
    taken,
  );
}

/** Which outcomes of the machine's guarded transitions were seen: two per transition, taken and refused. */
export function guardOutcomeCoverage(machine: AnyStateMachine, seen: Iterable<string>): Coverage {
  return coverageOf(
    guardedTransitions(machine).flatMap((t) => [guardOutcomeKey(t.key, 'taken'), guardOutcomeKey(t.key, 'refused')]),
    seen,
  );
}

/** Which of the evaluations MC/DC asks of the machine's combined guards were seen (machines/tooling/introspection.ts `requiredConditionOutcomes`). */
export function conditionCoverage(machine: AnyStateMachine, seen: Iterable<string>): Coverage {
  return coverageOf(combinedGuardTransitions(machine).flatMap(requiredConditionOutcomes), seen);
}

/** Complete when nothing is missing (a machine without guards has nothing to miss). */
export const isComplete = (coverage: Coverage): boolean => coverage.missing.length === 0;

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
 * `carousel.showing.held|always|0: taken`. The model tests' path cover and the lab's path highlight both use it.
 */
export function eventsTake(machine: AnyStateMachine, input: unknown, events: readonly EventObject[]): Set<string> {
  const taken = new Set<string>();
  const recorder = createTransitionRecorder();
  const quiet = instrumentGuards(
    withPendingServices(machine),
    outcomeRecorder((key) => taken.add(key)),
  );
  const actor = createActor(quiet, { input, inspect: recorder.inspect, clock: { setTimeout: () => 0, clearTimeout: () => {} } });
  actor.start();
  for (const event of events) actor.send(event);
  actor.stop();
  for (const key of recorder.taken) taken.add(key);
  return taken;
}

/** Where an event leads from a snapshot, as XState works it out: the snapshot it settles in and every transition taken on the way, eventless ones included. */
export interface EventOutcome {
  next: AnyMachineSnapshot;
  /** The transition keys taken, in order: the event's own, then any eventless ones it set off. */
  taken: string[];
}

/**
 * Sends `event` to a copy of the machine restored at `snapshot` and reads what XState did: the
 * state it settles in (after every `always` transition the event set off) and the transitions of
 * each microstep. Its services stay pending and its clock never fires, so nothing else happens.
 */
export function eventOutcome(machine: AnyStateMachine, snapshot: AnyMachineSnapshot, event: EventObject): EventOutcome {
  const recorder: string[] = [];
  const quiet = withPendingServices(machine);
  // Only the machine's own microsteps count (not those of an actor it invokes).
  let self: unknown = null;
  const actor = createActor(quiet, {
    snapshot: quiet.getPersistedSnapshot(snapshot),
    inspect: (e) => {
      if (e.actorRef === self) recorder.push(...takenTransitionKeys(e));
    },
    clock: { setTimeout: () => 0, clearTimeout: () => {} },
  });
  self = actor;
  actor.start();
  actor.send(event);
  const next = actor.getSnapshot();
  actor.stop();
  return { next, taken: recorder };
}
