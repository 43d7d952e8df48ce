import {
  __unsafe_getAllOwnEventDescriptors,
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

/**
 * The guards a higher-order guard (`not(...)`, `and([...])`, `or([...])`) combines: the `guards`
 * property xstate puts on the function it returns, with that function's `name` as the operator.
 * Undefined for any other guard.
 */
export function higherOrderGuard(guard: unknown): { operator: string; operands: readonly unknown[] } | undefined {
  if (typeof guard !== 'function' || !('guards' in guard) || !Array.isArray(guard.guards)) return undefined;
  return { operator: guard.name, operands: guard.guards };
}

/**
 * The delayed events an actor system has scheduled and not yet delivered: the values of its
 * snapshot's `_scheduledEvents` (each holds the `event` it will send). The lab's clock reads
 * them to name each pending timer.
 */
export function scheduledEvents(system: AnyActorRef['system']): readonly { event: EventObject }[] {
  return Object.values(system.getSnapshot()._scheduledEvents);
}
