import {
  getInitialMicrosteps,
  getMicrosteps,
  initialTransition,
  transition,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type EventObject,
} from 'xstate';
import { stateName } from '../shared/state-name';
import { acceptedEventTypes, acceptedEventsWithExamples, activeStateIds, stateNodes, withPendingServices } from './introspection';
import { candidateChecks } from './guard-explanation';

/**
 * Properties of a machine checked the way a model checker does (TLC's breadth-first search): every
 * state reachable from the start with the events a configuration allows (each event's examples,
 * timers and invoked actors' results as events) is visited once, and each property is judged
 * over all of them. A failure comes with the shortest run of events that shows it. Pure: the
 * configurations (input, examples, which events can happen, which context matters) are given.
 */
export interface ExplorationOptions {
  /** The configuration's name (the chat's "away"), said with its failures. */
  variant?: string;
  input?: unknown;
  /** Example payloads for the events that carry data (src/content/machine-examples.ts). */
  examples: readonly EventObject[];
  /** Whether a visitor can cause an event in a state (tests/model/configurations.ts `canHappen`). */
  canHappen?: (snapshot: AnyMachineSnapshot, event: EventObject) => boolean;
  /** The context that tells two states apart (tests/model/configurations.ts `significantContext`). */
  significantContext?: (snapshot: AnyMachineSnapshot) => unknown;
  /**
   * The event types the machine's view can send in a state (tests/model/view-events.ts: what its
   * view model's actions send there, and its direct sends). Without it the view is not checked.
   */
  viewEvents?: (snapshot: AnyMachineSnapshot) => readonly string[];
  /** At most this many states are visited. */
  limit?: number;
}

export interface PropertyResult {
  name: string;
  holds: boolean;
  /** The shortest run of events from the start that shows the failure. */
  counterexample?: EventObject[];
  /** The configuration (variant) the counterexample runs in, when the machine has several. */
  variant?: string;
  /** What fails, in words (the states or transitions concerned). */
  details?: string[];
  /** What the property lets pass on purpose, in words, each with its reason (a state where a visit ends). */
  exempt?: string[];
}

/** What a state may declare in its `meta` (shown in the lab): why it is where a visit ends. */
export interface StateMeta {
  /** This state has no way out on purpose (the reason). */
  endsHere?: string;
  /** Events of the view this state refuses on purpose (every guard false), each with the reason. */
  refuses?: Record<string, string>;
  /** Events the view can send here that this state does not handle on purpose, each with the reason. */
  ignores?: Record<string, string>;
}

/** The properties' names, as the report, the lab and the tests say them. */
export const PROPERTY_NAMES = {
  reachable: 'every state node is reachable',
  deadEnd: 'no dead end: every state has a way out, but a final one or one declared where a visit ends (each listed with its reason)',
  waits: 'no call to a service waits forever: every state that invokes an actor has a timer to leave by',
  dropped: 'no click dropped: every event the view can send is handled in every state where it can send it, or declared ignored there',
  guards: 'guards of one event in one state are ordered with a fallback or shown exhaustive (or the refusal declared)',
} as const;

interface Visited {
  snapshot: AnyMachineSnapshot;
  path: EventObject[];
}

const DEFAULT_LIMIT = 3000;

/**
 * Every state reachable from the start, breadth first, each with the shortest run of events that
 * reaches it; and every state node entered on the way, transient ones included (a state an
 * eventless transition leaves at once, like the carousel's `starting`, is in no settled snapshot).
 */
export function explore(machine: AnyStateMachine, options: ExplorationOptions): { visited: Visited[]; entered: Set<string> } {
  const running = withPendingServices(machine);
  const significant = options.significantContext ?? (() => undefined);
  const keyOf = (snapshot: AnyMachineSnapshot) => `${JSON.stringify(snapshot.value)}${JSON.stringify(significant(snapshot)) ?? ''}`;
  const [first] = initialTransition(running, options.input);
  const entered = new Set<string>();
  const enter = (microsteps: readonly (readonly [AnyMachineSnapshot, unknown])[]) => {
    for (const [snapshot] of microsteps) for (const id of activeStateIds(snapshot)) entered.add(id);
  };
  enter(getInitialMicrosteps(running, options.input));
  const seen = new Map<string, Visited>([[keyOf(first), { snapshot: first, path: [] }]]);
  const queue: Visited[] = [{ snapshot: first, path: [] }];
  const limit = options.limit ?? DEFAULT_LIMIT;
  while (queue.length && seen.size < limit) {
    const { snapshot, path } = queue.shift()!;
    if (snapshot.status !== 'active') continue;
    for (const event of offeredEvents(snapshot, options)) {
      const [next] = transition(running, snapshot, event);
      enter(getMicrosteps(running, snapshot, event));
      const key = keyOf(next);
      if (seen.has(key)) continue;
      const visited = { snapshot: next, path: [...path, event] };
      seen.set(key, visited);
      queue.push(visited);
    }
  }
  return { visited: [...seen.values()], entered };
}

/** The events a configuration lets happen in a state: those it accepts, with their examples, that `canHappen` allows. */
export function offeredEvents(snapshot: AnyMachineSnapshot, options: ExplorationOptions): EventObject[] {
  const offered = acceptedEventsWithExamples(snapshot, options.examples);
  return options.canHappen ? offered.filter((event) => options.canHappen!(snapshot, event)) : offered;
}

export const metaOf = (node: AnyStateNode): StateMeta => (typeof node.meta === 'object' && node.meta !== null ? (node.meta as StateMeta) : {});
const atomicNodes = (snapshot: AnyMachineSnapshot, machine: AnyStateMachine) =>
  stateNodes(machine).filter((node) => activeStateIds(snapshot).includes(node.id) && Object.keys(node.states).length === 0);

/**
 * The properties of a machine over its configurations (the chat online and away): a state node is
 * reachable when some configuration reaches it; every other property must hold in each.
 */
export function checkMachineProperties(machine: AnyStateMachine, configurations: readonly ExplorationOptions[]): PropertyResult[] {
  const results = configurations.map((options) => {
    const { visited, entered } = explore(machine, options);
    return { options, reached: visited, entered };
  });
  const active = new Set(results.flatMap(({ entered }) => [...entered]));
  const unreached = stateNodes(machine)
    .filter((node) => !active.has(node.id))
    .map((node) => node.id);
  // The counterexample: the shortest run to where the first unreached node could have been
  // entered (its parent), from which no event enters it.
  const [firstUnreached] = unreached;
  const parentId = firstUnreached?.includes('.') ? firstUnreached.slice(0, firstUnreached.lastIndexOf('.')) : undefined;
  const toParent = firstUnreached
    ? results
        .flatMap(({ reached, options }) =>
          reached.filter((v) => parentId === undefined || activeStateIds(v.snapshot).includes(parentId)).map((visit) => ({ visit, variant: options.variant })),
        )
        .sort((x, y) => x.visit.path.length - y.visit.path.length)[0]
    : undefined;
  const reachable: PropertyResult = {
    name: PROPERTY_NAMES.reachable,
    holds: unreached.length === 0,
    ...(unreached.length ? { details: unreached.map((id) => `${id} is never entered`), counterexample: toParent?.visit.path ?? [] } : {}),
    ...(toParent?.variant ? { variant: toParent.variant } : {}),
  };
  const others = results.map(({ options, reached }) => checkProperties(machine, options, reached));
  const names = others[0]?.map((p) => p.name) ?? [];
  return [
    reachable,
    ...names.map((name) => {
      const all = others.map((list, index) => ({ result: list.find((p) => p.name === name)!, variant: configurations[index]!.variant }));
      const failing = all.filter((r) => !r.result.holds);
      // What a property lets pass on purpose, in any configuration, said once.
      const exempt = [...new Set(all.flatMap((r) => r.result.exempt ?? []))];
      if (!failing.length) return { name, holds: true, ...(exempt.length ? { exempt } : {}) };
      const [first] = failing;
      const label = (variant: string | undefined) => (variant ? `${variant}: ` : '');
      return {
        name,
        holds: false,
        details: failing.flatMap((f) => (f.result.details ?? []).map((d) => `${label(f.variant)}${d}`)),
        ...(first!.result.counterexample ? { counterexample: first!.result.counterexample } : {}),
        ...(first!.result.counterexample && first!.variant ? { variant: first!.variant } : {}),
      };
    }),
  ];
}

/** What the active states (and the states around them) declare under `meta[kind]`, by event type. */
function declaredAround(machine: AnyStateMachine, snapshot: AnyMachineSnapshot, kind: 'refuses' | 'ignores'): Record<string, string> {
  const around = stateNodes(machine).filter((node) => activeStateIds(snapshot).includes(node.id));
  return Object.assign({}, ...around.map((node) => metaOf(node)[kind] ?? {})) as Record<string, string>;
}

/**
 * Guarded candidates of one event in one state node that can never be tried: they come after a
 * candidate without a guard (XState takes the first candidate that passes, in order).
 */
function shadowedCandidates(machine: AnyStateMachine): { node: AnyStateNode; event: string; index: number }[] {
  return stateNodes(machine).flatMap((node) =>
    [...[...node.transitions.entries()], ['always', node.always ?? []] as const].flatMap(([event, candidates]) => {
      const fallback = candidates.findIndex((t) => t.guard === undefined);
      return fallback < 0 ? [] : candidates.slice(fallback + 1).map((_, i) => ({ node, event, index: fallback + 1 + i }));
    }),
  );
}

/** The properties of one configuration of a machine but reachability (which needs them all). */
function checkProperties(machine: AnyStateMachine, options: ExplorationOptions, reached: readonly Visited[]): PropertyResult[] {
  const running = withPendingServices(machine);
  const shortestTo = (matches: (v: Visited) => boolean) => reached.find(matches)?.path;

  // 2. No dead end: in each state a visit can end in only on purpose (final, or `meta.endsHere`),
  //    some reached context has an event that leads elsewhere.
  const byState = new Map<string, Visited[]>();
  for (const v of reached) byState.set(stateName(v.snapshot.value), [...(byState.get(stateName(v.snapshot.value)) ?? []), v]);
  // The states reached that end a visit on purpose, said with their reason (the lab lists them under the property).
  const endsOnPurpose = [...new Set(reached.flatMap((v) => atomicNodes(v.snapshot, machine)).filter((node) => metaOf(node).endsHere))].map(
    (node) => `${node.id} ends a visit on purpose: ${metaOf(node).endsHere}`,
  );
  const deadEnds = [...byState].filter(([name, visits]) => {
    const { snapshot } = visits[0]!;
    if (snapshot.status !== 'active') return false;
    if (atomicNodes(snapshot, machine).some((node) => node.type === 'final' || metaOf(node).endsHere)) return false;
    return !visits.some((v) => offeredEvents(v.snapshot, options).some((event) => stateName(transition(running, v.snapshot, event)[0].value) !== name));
  });

  // 3. Nothing waits forever: a state that invokes an actor has a timer of its own (or an
  //    ancestor's) to leave by, so a service that never answers cannot hold the visitor.
  const entered = new Set(reached.flatMap((v) => activeStateIds(v.snapshot)));
  const waiting = stateNodes(machine).filter((node) => {
    if (node.invoke.length === 0 || !entered.has(node.id)) return false;
    const withAncestors = stateNodes(machine).filter((other) => node.id === other.id || node.id.startsWith(`${other.id}.`));
    return !withAncestors.some((n) => [...n.transitions.keys()].some((type) => type.startsWith('xstate.after.')));
  });

  // 4. No click dropped: every event the view can send in a reached state is one the state (or a
  //    state around it) handles, or one it declares ignored (`meta.ignores`) with the reason.
  const dropped: { where: string; visit: Visited; event: EventObject }[] = [];
  if (options.viewEvents) {
    for (const v of reached) {
      if (v.snapshot.status !== 'active') continue;
      const handled = new Set(acceptedEventTypes(v.snapshot));
      const ignored = declaredAround(machine, v.snapshot, 'ignores');
      for (const type of options.viewEvents(v.snapshot)) {
        if (handled.has(type) || ignored[type]) continue;
        dropped.push({ where: `${stateName(v.snapshot.value)} drops ${type}`, visit: v, event: options.examples.find((e) => e.type === type) ?? { type } });
      }
    }
  }
  const droppedFirst = [...dropped].sort((a, b) => a.visit.path.length - b.visit.path.length)[0];

  // 5. Guards of one event in one state end with a fallback, or some candidate passes in every
  //    reached context (exhaustive here); otherwise the event is refused silently, unless the state
  //    declares it (`meta.refuses`). And no candidate sits after a fallback, where it is never tried.
  const silent: { where: string; visit: Visited; event: EventObject }[] = [];
  for (const v of reached) {
    if (v.snapshot.status !== 'active') continue;
    // A refusal is declared by the state or any state around it.
    const declared = declaredAround(machine, v.snapshot, 'refuses');
    for (const event of offeredEvents(v.snapshot, options)) {
      if (declared[event.type]) continue;
      const checks = candidateChecks(machine, v.snapshot, event);
      if (checks.length && checks.every((c) => c.guard !== undefined) && !checks.some((c) => c.passes)) {
        silent.push({ where: `${stateName(v.snapshot.value)} refuses ${event.type} (${checks.map((c) => c.guard).join(', ')})`, visit: v, event });
      }
    }
  }
  const shadowed = shadowedCandidates(machine)
    .filter(({ node }) => entered.has(node.id))
    .map(({ node, event, index }) => ({ where: `${node.id}|${event}|${index} comes after a candidate without a guard: it is never tried`, node }));
  for (const { where, node } of shadowed) {
    const visit = reached.find((v) => activeStateIds(v.snapshot).includes(node.id));
    if (visit) silent.push({ where, visit, event: { type: where.split('|')[1]! } });
  }
  const silentFirst = [...silent].sort((a, b) => a.visit.path.length - b.visit.path.length)[0];

  return [
    {
      name: PROPERTY_NAMES.deadEnd,
      holds: deadEnds.length === 0,
      ...(deadEnds.length ? { details: deadEnds.map(([name]) => `${name} has no way out`), counterexample: deadEnds[0]![1][0]!.path } : {}),
      ...(endsOnPurpose.length ? { exempt: endsOnPurpose } : {}),
    },
    {
      name: PROPERTY_NAMES.waits,
      holds: waiting.length === 0,
      ...(waiting.length
        ? {
            details: waiting.map((n) => `${n.id} invokes ${n.invoke.map((i) => i.id).join(', ')} with no timeout`),
            counterexample: shortestTo((v) => activeStateIds(v.snapshot).includes(waiting[0]!.id)) ?? [],
          }
        : {}),
    },
    {
      name: PROPERTY_NAMES.dropped,
      holds: dropped.length === 0,
      ...(droppedFirst ? { details: [...new Set(dropped.map((d) => d.where))], counterexample: [...droppedFirst.visit.path, droppedFirst.event] } : {}),
    },
    {
      name: PROPERTY_NAMES.guards,
      holds: silent.length === 0,
      ...(silentFirst ? { details: [...new Set(silent.map((s) => s.where))], counterexample: [...silentFirst.visit.path, silentFirst.event] } : {}),
    },
  ];
}

/** An event a state declares it ignores (`meta.ignores`) or refuses (`meta.refuses`), with the reason: what the lab lists for the active states. */
export interface DeclaredEvent {
  state: string;
  event: string;
  kind: 'ignores' | 'refuses';
  reason: string;
}

/** What the given state nodes (the active ones, say) declare, outermost first. */
export function declaredEvents(machine: AnyStateMachine, stateIds: readonly string[]): DeclaredEvent[] {
  return stateNodes(machine)
    .filter((node) => stateIds.includes(node.id))
    .flatMap((node) =>
      (['ignores', 'refuses'] as const).flatMap((kind) =>
        Object.entries(metaOf(node)[kind] ?? {}).map(([event, reason]) => ({ state: node.id, event, kind, reason })),
      ),
    );
}
