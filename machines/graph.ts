import {
  __unsafe_getAllOwnEventDescriptors as ownEventTypes,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type EventObject,
  type InspectionEvent,
} from 'xstate';
import { createTestModel, TestModel, type TestPath } from 'xstate/graph';

/**
 * Graph helpers shared by the model-based tests, the coverage report and the machine lab.
 * They lean on semi-internal parts of xstate (state nodes' `transitions`, the inspector's
 * `_transitions`), which is why package.json pins xstate's minor version.
 */

export interface TransitionInfo {
  /** Stable key: `<source state id> | <event type> | <index among that event's candidates>`. */
  key: string;
  source: string;
  event: string;
  targets: string[];
  guard?: string;
}

function stateNodes(machine: AnyStateMachine): AnyStateNode[] {
  const out: AnyStateNode[] = [];
  const walk = (node: AnyStateNode) => {
    out.push(node);
    Object.values(node.states).forEach((child) => walk(child as AnyStateNode));
  };
  walk(machine.root);
  return out;
}

function describeGuard(t: AnyTransitionDefinition): string | undefined {
  const guard = t.guard as unknown;
  if (!guard) return undefined;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && guard && 'type' in guard) return String((guard as { type: unknown }).type);
  return 'inline guard';
}

/** The key of a transition definition, the same for any machine built from the same config. */
export function transitionKey(t: AnyTransitionDefinition): string | undefined {
  const source = t.source as AnyStateNode;
  const always = source.always ?? [];
  const alwaysIndex = always.indexOf(t);
  if (alwaysIndex >= 0) return `${source.id}|always|${alwaysIndex}`;
  const candidates = source.transitions.get(t.eventType) ?? [];
  const index = candidates.indexOf(t);
  return index >= 0 ? `${source.id}|${t.eventType}|${index}` : undefined;
}

/** Every transition of a machine: each state node's event transitions plus its `always` ones. */
export function allTransitions(machine: AnyStateMachine): TransitionInfo[] {
  return stateNodes(machine).flatMap((node) => {
    const defs: AnyTransitionDefinition[] = [
      ...[...node.transitions.values()].flat(),
      ...(node.always ?? []),
    ];
    return defs.map((t) => ({
      key: transitionKey(t)!,
      source: node.id,
      event: (node.always ?? []).includes(t) ? 'always' : t.eventType,
      targets: (t.target ?? []).map((target: AnyStateNode) => target.id),
      guard: describeGuard(t),
    }));
  });
}

/** Records which transitions a running actor takes; pass `inspect` to `createActor`/`useActorRef`. */
export function createTransitionRecorder() {
  const taken = new Set<string>();
  return {
    taken,
    inspect(event: InspectionEvent) {
      if (event.type !== '@xstate.microstep') return;
      for (const t of event._transitions) {
        const key = transitionKey(t);
        if (key) taken.add(key);
      }
    },
  };
}

export interface TransitionCoverage {
  id: string;
  transitions: number;
  covered: number;
  missing: string[];
}

export function transitionCoverage(id: string, machine: AnyStateMachine, taken: Iterable<string>): TransitionCoverage {
  const all = allTransitions(machine).map((t) => t.key);
  const seen = new Set(taken);
  const missing = all.filter((k) => !seen.has(k));
  return { id, transitions: all.length, covered: all.length - missing.length, missing };
}

function hasTimersOrInvokes(machine: AnyStateMachine): boolean {
  return stateNodes(machine).some((node) => node.after.length > 0 || node.invoke.length > 0);
}

const stateKey = (snapshot: AnyMachineSnapshot) => JSON.stringify(snapshot.value);

export interface PathOptions<TSnapshot extends AnyMachineSnapshot> {
  input?: unknown;
  /** Example payloads for events that carry data (from the registry); others are sent bare. */
  exampleEvents?: readonly EventObject[];
  /** Context that changes behaviour and so must tell two states apart (keep it small). */
  significantContext?: (snapshot: TSnapshot) => unknown;
  /**
   * Whether a visitor can cause an event in a state (default: every event the state accepts).
   * A chat link button exists only once a reply holds a link, for example.
   */
  canHappen?: (snapshot: TSnapshot, event: EventObject) => boolean;
}

/**
 * Shortest paths that take every transition once: each vertex is "state via event from previous
 * state", so every (state, event) edge gets its own path. Machines without timers go through
 * `createTestModel`; machines with `after` (which it refuses) through `TestModel` with the same
 * options, where a delayed transition appears as the event `xstate.after.<DELAY>.<state id>`.
 */
export function transitionPaths<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: PathOptions<AnyMachineSnapshot> = {},
): TestPath<AnyMachineSnapshot, EventObject>[] {
  const examples = options.exampleEvents ?? [];
  const significant = options.significantContext ?? (() => undefined);
  const canHappen = options.canHappen ?? (() => true);
  const vertex = (snapshot: AnyMachineSnapshot) =>
    `${stateKey(snapshot)}${JSON.stringify(significant(snapshot)) ?? ''}`;
  const modelOptions = {
    input: options.input,
    serializeState: (snapshot: AnyMachineSnapshot, event: EventObject | undefined, previous?: AnyMachineSnapshot) =>
      `${vertex(snapshot)}${event ? ` via ${JSON.stringify(event)}` : ''}${previous ? ` from ${vertex(previous)}` : ''}`,
    events: (snapshot: AnyMachineSnapshot) =>
      ownEventTypes(snapshot)
        .flatMap((type) => {
          const payloads = examples.filter((e) => e.type === type);
          return payloads.length ? payloads : [{ type }];
        })
        .filter((event) => canHappen(snapshot, event)),
  };
  if (!hasTimersOrInvokes(machine)) {
    return createTestModel(machine, modelOptions as never).getShortestPaths() as never;
  }
  const model = new TestModel(machine as never, {
    ...modelOptions,
    stateMatcher: (snapshot: AnyMachineSnapshot, key: string) => snapshot.matches(key as never),
  } as never);
  return model.getShortestPaths() as never;
}
