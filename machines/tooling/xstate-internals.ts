import { evaluateGuard } from 'xstate/guards';
import {
  __unsafe_getAllOwnEventDescriptors,
  and,
  not,
  or,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type EventObject,
  type InspectionEvent,
} from 'xstate';

/**
 * The one place that touches semi-internal parts of xstate: exported or typed by xstate, but
 * not part of its documented API, so a release may change them without notice. package.json pins
 * the exact xstate version; tests/unit/xstate-internals.test.ts fails with the name to fix here
 * if an upgrade removes one. Nothing else in the repository uses these names.
 */

/**
 * The event types the snapshot's active state nodes handle themselves, delayed ones
 * (`xstate.after.<DELAY>.<state id>`) included: xstate's `__unsafe_getAllOwnEventDescriptors`.
 */
export function ownEventTypes(snapshot: AnyMachineSnapshot): string[] {
  const descriptors: unknown[] = __unsafe_getAllOwnEventDescriptors(snapshot);
  return descriptors.filter((descriptor): descriptor is string => typeof descriptor === 'string');
}

/** The transitions one microstep took: the `_transitions` of an `@xstate.microstep` inspection event. */
export function microstepTransitions(event: InspectionEvent): readonly AnyTransitionDefinition[] {
  return event.type === '@xstate.microstep' ? event._transitions : [];
}

/** The state nodes a snapshot is in, the root and every active ancestor included: its `_nodes`. */
export function activeStateNodes(snapshot: AnyMachineSnapshot): readonly AnyStateNode[] {
  return snapshot._nodes;
}

/** The kinds of combined guard XState builds. */
export type GuardOperator = 'and' | 'or' | 'not';

/**
 * The `check` function XState gives every guard of one kind: the same function object for every
 * `and([...])` (and for every `or`, every `not`). A combined guard's kind is told by comparing its
 * `check` with these by identity, never by the function's `name`, which a minifier renames
 * (`and` becomes `t` in the lab build).
 */
const checkOf = (guard: unknown): unknown => (typeof guard === 'function' && 'check' in guard ? guard.check : undefined);
const OPERATOR_CHECKS: readonly (readonly [unknown, GuardOperator])[] = [
  [checkOf(and([])), 'and'],
  [checkOf(or([])), 'or'],
  [checkOf(not(() => true)), 'not'],
];

/**
 * What a combined guard (`not(...)`, `and([...])`, `or([...])`) is: its kind, told by its `check`
 * function (see OPERATOR_CHECKS), and the guards it combines (the `guards` property XState puts on
 * the function it returns). Undefined for any other guard.
 */
export function higherOrderGuard(guard: unknown): { operator: GuardOperator; operands: readonly unknown[] } | undefined {
  if (typeof guard !== 'function' || !('guards' in guard) || !Array.isArray(guard.guards)) return undefined;
  const check = checkOf(guard);
  const operator = OPERATOR_CHECKS.find(([known]) => known !== undefined && known === check)?.[1];
  return operator ? { operator, operands: guard.guards } : undefined;
}

/**
 * A guard that evaluates `guard` as XState does (its own `evaluateGuard`, with the snapshot, so
 * named, inline and combined guards all decide as in the machine) and reports the outcome. It is
 * built as XState builds its own combined guards, a function carrying a `check(snapshot, args)`
 * that XState calls in place of the function: the only way a guard is handed the snapshot.
 */
export function reportingGuard(guard: unknown, report: (outcome: boolean, operands?: boolean[]) => void): unknown {
  function reporting() {
    return false;
  }
  const combined = higherOrderGuard(guard);
  reporting.check = (snapshot: AnyMachineSnapshot, { context, event }: { context: unknown; event: EventObject }) => {
    const decide = (g: unknown) => evaluateGuard(g as Parameters<typeof evaluateGuard>[0], context as never, event, snapshot);
    const outcome = decide(guard);
    // A combined guard's conditions, each decided on its own (where XState may stop at the first
    // that settles it): what MC/DC reads (machines/tooling/introspection.ts `conditionOutcomeKey`).
    report(outcome, combined ? combined.operands.map(decide) : undefined);
    return outcome;
  };
  return reporting;
}

/**
 * The delayed events an actor system has scheduled and not yet delivered: the values of its
 * snapshot's `_scheduledEvents` (each holds the `event` it will send). The lab's clock reads
 * them to name each pending timer.
 */
export function scheduledEvents(system: AnyActorRef['system']): readonly { event: EventObject }[] {
  return Object.values(system.getSnapshot()._scheduledEvents);
}
