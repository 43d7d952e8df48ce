import { transition, type AnyMachineSnapshot, type AnyStateMachine, type AnyTransitionDefinition, type EventObject } from 'xstate';
import { evaluateGuard as xstateEvaluateGuard } from 'xstate/guards';
import { describeGuard, stateNodes, transitionKey } from './introspection';
import { activeStateNodes, higherOrderGuard } from './xstate-internals';

/**
 * Why a machine takes or refuses a transition, in its guards' own words: each candidate for an
 * event and whether its guard passes, the values a guard read, and the shortest run of events that
 * would let it pass. Read by the QA machine lab (blocked edges, refusals) and its tests.
 */

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

/**
 * A transition's guard decided by XState itself (`evaluateGuard` of `xstate/guards`), against the
 * snapshot's context (or the one given, which the lab watches) and the event: named, inline and
 * combined guards decide exactly as in the machine, whatever a minifier did to their names.
 */
function decide(guard: unknown, snapshot: AnyMachineSnapshot, event: EventObject, context: unknown = snapshot.context): boolean {
  return xstateEvaluateGuard(guard as Parameters<typeof xstateEvaluateGuard>[0], context as never, event, snapshot);
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
        passes: t.guard === undefined || decide(t.guard, snapshot, event),
        taken: taken.has(key),
      };
    }),
  );
}

/**
 * The eventless (`always`) transitions of the active states, deepest first, each decided by XState
 * against the current context. At rest none is taken: XState takes an eventless transition as soon
 * as its guard passes, so one that waits here is one whose guard is false now.
 */
export function alwaysChecks(snapshot: AnyMachineSnapshot): CandidateCheck[] {
  const nodes = [...activeStateNodes(snapshot)].sort((a, b) => b.path.length - a.path.length);
  const none: EventObject = { type: '' };
  return nodes.flatMap((node) =>
    (node.always ?? []).map((t) => {
      const guard = t.guard === undefined ? undefined : describeGuard(t.guard).label;
      return {
        key: transitionKey(t) ?? `${node.id}|always|?`,
        ...(guard ? { guard } : {}),
        passes: t.guard === undefined || decide(t.guard, snapshot, none),
        taken: false,
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

/**
 * Why a guard passes or not: its label, XState's outcome, the context and event values it read and,
 * for a combined guard, the same for each guard it combines (each evaluated on its own, so the one
 * that decided is named even where XState stopped reading at it).
 */
export interface GuardExplanation {
  guard: string;
  passes: boolean;
  reads: GuardRead[];
  operands?: GuardExplanation[];
}

/** The transition of the snapshot's machine with this key (machines/tooling/introspection.ts keys), if any. */
function transitionByKey(machine: AnyStateMachine, key: string): AnyTransitionDefinition | undefined {
  for (const node of stateNodes(machine)) {
    for (const t of [...[...node.transitions.values()].flat(), ...(node.always ?? [])]) if (transitionKey(t) === key) return t;
  }
  return undefined;
}

function explainOne(guard: unknown, snapshot: AnyMachineSnapshot, event: EventObject): GuardExplanation {
  const reads = new Map<string, unknown>();
  const context: unknown = snapshot.context;
  const watched = typeof context === 'object' && context !== null ? readingThrough(context, 'context', reads) : context;
  const passes = decide(guard, snapshot, readingThrough(event, 'event', reads), watched);
  const combined = higherOrderGuard(guard);
  return {
    guard: describeGuard(guard).label,
    passes,
    reads: [...reads].map(([path, value]) => ({ path, value })),
    ...(combined ? { operands: combined.operands.map((operand) => explainOne(operand, snapshot, event)) } : {}),
  };
}

/**
 * Evaluates a transition's guard against the snapshot and an event as XState does, watching what
 * it reads (short-circuiting included: `a && b` stops reading at a false `a`). Null when the
 * transition has no guard.
 */
export function explainGuard(machine: AnyStateMachine, snapshot: AnyMachineSnapshot, key: string, event: EventObject): GuardExplanation | null {
  const t = transitionByKey(machine, key);
  if (!t || t.guard === undefined) return null;
  return explainOne(t.guard, snapshot, event);
}

/** A value as the lab quotes it: strings in quotes, the rest as JSON. */
const quoted = (value: unknown): string => (value === undefined ? 'undefined' : typeof value === 'function' ? '(function)' : JSON.stringify(value));

/**
 * The guards that decided an explanation's outcome, in words: for a refusal, `isCallbackNumberValid
 * is false (phone "12")`, the leaves that made it fail (every false one of an `and`, each of an `or`,
 * the guard a `not` found true); for a pass, the same the other way round. Each leaf names the event
 * fields and the context values it read, the last part of their path.
 */
export function decidingGuards(explanation: GuardExplanation): string[] {
  const { operands } = explanation;
  if (!operands) {
    // The event's type is read by every guard that asserts it, and never what decides: left out.
    const values = explanation.reads.filter((r) => r.path !== 'event.type').map((r) => `${r.path.split('.').at(-1)} ${quoted(r.value)}`);
    return [`${explanation.guard} is ${explanation.passes}${values.length ? ` (${values.join(', ')})` : ''}`];
  }
  const [operator] = explanation.guard.split('(');
  if (operator === 'not') return operands.flatMap(decidingGuards);
  // and: a refusal comes from its false guards, a pass from all of them; or: the other way round.
  const deciding =
    operator === 'and' ? (explanation.passes ? operands : operands.filter((o) => !o.passes)) : explanation.passes ? operands.filter((o) => o.passes) : operands;
  return deciding.flatMap(decidingGuards);
}

/** Why a candidate's guard fails for this event, in the guards' own words (`isCallbackNumberValid is false (phone "12")`). */
export function whyBlocked(machine: AnyStateMachine, snapshot: AnyMachineSnapshot, key: string, event: EventObject): string {
  const explanation = explainGuard(machine, snapshot, key, event);
  return explanation ? decidingGuards(explanation).join(' and ') : 'no guard';
}

/** Why the machine takes no transition for this event in this snapshot: each candidate's failing guards. */
export function refusalReasons(machine: AnyStateMachine, snapshot: AnyMachineSnapshot, event: EventObject): string[] {
  const blocked = candidateChecks(machine, snapshot, event).filter((c) => !c.passes);
  return blocked.length ? blocked.map((c) => whyBlocked(machine, snapshot, c.key, event)) : [`no transition of this state takes ${event.type}`];
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
