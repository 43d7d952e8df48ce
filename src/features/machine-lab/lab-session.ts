import { createActor, SimulatedClock, type AnyActorRef, type AnyMachineSnapshot, type AnyStateMachine, type EventObject } from 'xstate';
import { acceptedEventTypes, takenTransitionKeys, withPendingServices } from '../../../machines/tooling/introspection';
import { refusalReasons } from '../../../machines/tooling/guard-explanation';
import { scheduledEvents } from '../../../machines/tooling/xstate-internals';
import { isRecord } from '../../../machines/shared/json-record';
import { stateName } from '../../../machines/shared/state-name';

/**
 * What the lab runs: a machine of the registry on XState's SimulatedClock, so QA moves time by
 * hand, started with its example input and replayed from its recorded events. A session is its
 * events: any step is rebuilt by replaying them from the start (deterministic), which is also how
 * a deep link (`?machine=<id>&events=[…]`) reproduces a state.
 */

/** A timer the machine has scheduled: which delayed event, and when it is due on the lab's clock. */
export interface PendingTimer {
  id: number;
  event: EventObject;
  due: number;
}

/** SimulatedClock that also remembers which delayed event each timeout will send. */
export class LabClock extends SimulatedClock {
  private pending = new Map<number, { start: number; timeout: number; event: EventObject }>();
  private claimed = new WeakSet<object>();
  system: AnyActorRef['system'] | null = null;

  override setTimeout(fn: (...args: unknown[]) => void, timeout: number): number {
    const id = super.setTimeout(() => {
      this.pending.delete(id);
      fn();
    }, timeout);
    // The scheduler records the event just before it asks the clock: the one not yet claimed.
    const scheduled = (this.system ? scheduledEvents(this.system) : []).find((s) => !this.claimed.has(s));
    if (scheduled) {
      this.claimed.add(scheduled);
      this.pending.set(id, { start: this.now(), timeout, event: scheduled.event });
    }
    return id;
  }

  override clearTimeout(id: number): void {
    this.pending.delete(id);
    super.clearTimeout(id);
  }

  timers(): PendingTimer[] {
    return [...this.pending].map(([id, t]) => ({ id, event: t.event, due: t.start + t.timeout })).sort((a, b) => a.due - b.due);
  }
}

/** One step of the timeline: the event, the state it led to and what changed in the context. */
export interface TimelineStep {
  event: EventObject;
  state: string;
  changes: ContextChange[];
  /** The transitions it took (keys, machines/tooling/introspection.ts), in order. */
  transitions: string[];
  /** The clock's time when it happened. */
  at: number;
  /** The context it left, as JSON (see plainContext). */
  context: unknown;
  /**
   * The machine's own effects it ran (its named actions that are not XState's: `notifyIncomplete`,
   * `logAnswers`). In the lab they are the registry machine's, which do nothing: the toast, the post
   * or the navigation a page would do is held, and the timeline lists it.
   */
  effects: string[];
  /** The actors the machine has invoked and not stopped after it (their ids), for the sequence view. */
  children: string[];
  /** For a step that took no transition (a guard refused it): why, in the guards' words (introspection.ts `refusalReasons`). */
  refused?: string[];
}

export interface ContextChange {
  path: string;
  before: unknown;
  after: unknown;
}

/**
 * The context fields that differ, as paths (`messages[3].text`): objects key by key and arrays
 * element by element, so a message added to a list of twenty is one change, not the list twice.
 * An element or key that is new has `before` undefined; one that went has `after` undefined.
 */
export function contextDiff(before: unknown, after: unknown, path = ''): ContextChange[] {
  if (isRecord(before) && isRecord(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((key) => contextDiff(before[key], after[key], path ? `${path}.${key}` : key));
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    return Array.from({ length: Math.max(before.length, after.length) }, (_, i) => contextDiff(before[i], after[i], `${path}[${i}]`)).flat();
  }
  if (typeof before === 'function' && typeof after === 'function') return [];
  return JSON.stringify(before) === JSON.stringify(after) ? [] : [{ path: path || '(context)', before, after }];
}

/** A context as the lab shows and exports it: JSON, with Infinity as "Infinity" and functions as "(function)". */
export function plainContext(context: unknown): unknown {
  return context === undefined ? undefined : JSON.parse(toJson(context));
}

let runs = 0;

/** An event the machine did not take in the state it was in: it changed nothing and is not a step. */
export interface IgnoredEvent {
  event: EventObject;
  state: string;
}

/**
 * A clock move QA made (Advance, or Jump to next timer): a step of the session, not an event of
 * the machine. It is kept in the timeline, the address and the exports, so a shared link reads the
 * same time (a delivery timeout 5000 ms away stays 5000 ms away). Timers due meanwhile are steps
 * of their own before it: a clock move never passes a timer's due time.
 */
export const CLOCK_MOVE = 'lab.clock';
export interface ClockMove extends EventObject {
  type: typeof CLOCK_MOVE;
  ms: number;
}
export const isClockMove = (event: EventObject): event is ClockMove => event.type === CLOCK_MOVE;

export interface LabRun {
  /** Tells runs apart: a view bound to a run's actor is remounted for the next one. */
  serial: number;
  actor: AnyActorRef;
  clock: LabClock;
  machine: AnyStateMachine;
  /** Every step so far, in order. */
  steps: TimelineStep[];
  /** The events the machine ignored, replayed or sent, in order. */
  ignored: IgnoredEvent[];
  /** The actors the machine invoked on starting (their ids). */
  initialChildren: string[];
  /** Moves the clock on: each timer due meanwhile fires (a step), the rest of the move is a step of its own. */
  advance: (ms: number) => void;
  stop: () => void;
}

const sameEvent = (a: EventObject, b: EventObject) => toJson(a) === toJson(b);

/**
 * Starts the machine on a fresh simulated clock and replays `events`. A recorded delayed event is
 * replayed as it happened: the clock moves on to the timer that sends it (so the clock reads the
 * same time as in the session replayed); one whose timer is not the next due is sent as it is.
 * `onStep` hears every later step: events QA sends, timers the clock fires, services QA settles;
 * `onIgnored`, every later event the machine ignores.
 */
export function startRun(
  machine: AnyStateMachine,
  input: unknown,
  events: readonly EventObject[],
  onStep?: (step: TimelineStep) => void,
  onIgnored?: (ignored: IgnoredEvent) => void,
): LabRun {
  const clock = new LabClock();
  // Invoked services do not run in the lab: they stay pending until QA settles them with their done or error event.
  const logic = withPendingServices(machine);
  const steps: TimelineStep[] = [];
  const ignored: IgnoredEvent[] = [];
  let previous: AnyMachineSnapshot | null = null;
  let listening = false;
  let taken: string[] = [];
  let effects: string[] = [];
  const actor = createActor(logic, {
    input,
    clock,
    inspect: (inspection) => {
      // Only the machine itself (not the services it invokes).
      if (inspection.actorRef.sessionId !== inspection.rootId) return;
      if (inspection.type === '@xstate.microstep') taken.push(...takenTransitionKeys(inspection));
      if (inspection.type === '@xstate.action' && !inspection.action.type.startsWith('xstate.')) effects.push(inspection.action.type);
      if (inspection.type !== '@xstate.snapshot') return;
      const snapshot = inspection.snapshot as AnyMachineSnapshot;
      const counts = inspection.event.type !== 'xstate.init' && inspection.event.type !== 'xstate.stop' && previous && actor.getSnapshot().status === 'active';
      if (counts && taken.length === 0 && snapshot === previous && !acceptedEventTypes(snapshot).includes(inspection.event.type)) {
        // No transition, the very same snapshot, and no active state names the event: it is ignored.
        // (An event a guard refuses is a step: the state takes its type, and the guard said no.)
        const event = { event: inspection.event, state: stateName(snapshot.value) };
        ignored.push(event);
        if (listening) onIgnored?.(event);
      } else if (counts && previous) {
        const refused = taken.length === 0 ? { refused: refusalReasons(machine, previous, inspection.event) } : {};
        const step = {
          event: inspection.event,
          state: stateName(snapshot.value),
          changes: contextDiff(previous.context, snapshot.context),
          transitions: taken,
          at: clock.now(),
          context: plainContext(snapshot.context),
          effects,
          children: Object.keys(snapshot.children),
          ...refused,
        };
        steps.push(step);
        if (listening) onStep?.(step);
      }
      previous = snapshot;
      taken = [];
      effects = [];
    },
  });
  clock.system = actor.system;
  actor.start();
  const initialChildren = Object.keys((actor.getSnapshot() as AnyMachineSnapshot).children);
  const moveClock = (ms: number) => {
    const target = clock.now() + ms;
    for (let next = clock.timers()[0]; next && next.due <= target; next = clock.timers()[0]) clock.increment(Math.max(0, next.due - clock.now()));
    const rest = target - clock.now();
    if (rest <= 0) return;
    clock.increment(rest);
    const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
    const move: ClockMove = { type: CLOCK_MOVE, ms: rest };
    const step: TimelineStep = {
      event: move,
      state: stateName(snapshot.value),
      changes: [],
      transitions: [],
      at: clock.now(),
      context: plainContext(snapshot.context),
      effects: [],
      children: Object.keys(snapshot.children),
    };
    steps.push(step);
    if (listening) onStep?.(step);
  };
  for (const event of events) {
    const next = clock.timers()[0];
    if (isClockMove(event)) moveClock(event.ms);
    else if (next && sameEvent(next.event, event)) clock.increment(Math.max(0, next.due - clock.now()));
    else actor.send(event);
  }
  listening = true;
  runs += 1;
  return {
    serial: runs,
    actor,
    clock,
    machine: logic,
    steps,
    ignored,
    initialChildren,
    advance: moveClock,
    stop: () => {
      // Stopping is not a step of the session.
      listening = false;
      actor.stop();
    },
  };
}

/**
 * JSON for the lab's data (addresses, paths, exports): a pinned toast's `duration: Infinity` is
 * written as the string "Infinity" and read back as Infinity, so a replay behaves as the original.
 */
export function toJson(value: unknown, space?: number): string {
  return JSON.stringify(value, (_k, v: unknown) => (v === Infinity ? 'Infinity' : typeof v === 'function' ? '(function)' : v), space);
}

/** Turns the strings "Infinity" back into Infinity, anywhere in a parsed value. */
export function revive<T>(value: T): T {
  if (value === 'Infinity') return Infinity as T;
  if (Array.isArray(value)) return value.map(revive) as T;
  if (isRecord(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, revive(v)])) as T;
  return value;
}
