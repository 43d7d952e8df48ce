import type { ReactNode } from 'react';
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import type { MachineId } from '../../../machines/index';
import { stateName } from '../../../machines/shared/state-name';
import { combinedGuardTransitions, eventOutcome, requiredConditionOutcomes, type TransitionInfo } from '../../../machines/tooling/introspection';
import { alwaysChecks, candidateChecks, eventsThatUnblock, explainGuard } from '../../../machines/tooling/guard-explanation';
import type { CoverageTest } from '../../../machines/tooling/lab-data';
import { EdgeDetails } from './edge-details';
import { fieldRulesOf, payloadProblem } from './lab-validate';

export interface LabEdges {
  /** The transitions (keys) the current state takes now, for one of its events' payloads. */
  enabled: ReadonlySet<string>;
  /** The ways out of the current state whose guard fails for every payload the lab offers. */
  blocked: ReadonlySet<string>;
  /**
   * Where each enabled way out really leads, as XState works it out (the event sent to a copy of the
   * run): the state it settles in and the transitions taken after it (an eventless one it sets
   * off). A transition that stays where it is can still land elsewhere through an `always`.
   */
  leadsTo: ReadonlyMap<string, { state: string; stays: boolean; then: readonly TransitionInfo[] }>;
  /** For an eventless transition that waits (its guard false now): the offered events after which XState takes it. */
  releasedBy: ReadonlyMap<string, readonly EventObject[]>;
  /** Whether a click on a transition shows something first (it is blocked, or its event has several payloads). */
  asks: (key: string) => boolean;
  /** What a click on a transition shows first (why it is blocked, which payload), or null to take it. */
  details: (key: string, close: () => void) => ReactNode | null;
}

export interface LabEdgesInput {
  id: MachineId;
  /** The registry's machine (its guards are evaluated). */
  machine: AnyStateMachine;
  /** The machine the run runs (its services pending): the one to simulate events on. */
  running: AnyStateMachine;
  snapshot: AnyMachineSnapshot;
  transitions: readonly TransitionInfo[];
  /** The events the current state accepts, with their example payloads. */
  offered: readonly EventObject[];
  send: (events: readonly EventObject[]) => void;
  /** The model tests' coverage, per test: the MC/DC evaluations each saw (an edge's explanation says which). */
  coverageTests?: readonly CoverageTest[];
}

/**
 * The evaluations MC/DC asks of a transition's combined guard (machines/tooling/introspection.ts
 * `requiredConditionOutcomes`), each with whether a model test made it; empty for any other transition.
 */
export function conditionOutcomesOf(machine: AnyStateMachine, key: string, tests: readonly CoverageTest[]): { outcome: string; seen: boolean }[] {
  const combined = combinedGuardTransitions(machine).find((t) => t.key === key);
  if (!combined) return [];
  const seen = new Set(tests.flatMap((t) => t.guardOutcomes));
  return requiredConditionOutcomes(combined).map((outcome) => ({ outcome: outcome.slice(key.length + 1), seen: seen.has(outcome) }));
}

/** The session's transitions as the diagram and the list show them: which can be taken, which are blocked and why. */
export function labEdges({ id, machine, running, snapshot, transitions, offered, send, coverageTests = [] }: LabEdgesInput): LabEdges {
  // An eventless transition is decided with no event: at rest XState has taken every one that passes.
  const none: EventObject = { type: '' };
  const checks = [
    ...offered.flatMap((event) => candidateChecks(machine, snapshot, event).map((check) => ({ ...check, event }))),
    ...alwaysChecks(snapshot).map((check) => ({ ...check, event: none })),
  ];
  const enabled = new Set(checks.filter((c) => c.taken).map((c) => c.key));
  const blocked = new Set(checks.filter((c) => !c.passes && !checks.some((o) => o.key === c.key && o.passes)).map((c) => c.key));
  const byKey = new Map(transitions.map((t) => [t.key, t]));
  const leadsTo = new Map<string, { state: string; stays: boolean; then: TransitionInfo[] }>();
  const here = stateName(snapshot.value);
  const releasedBy = new Map<string, EventObject[]>();
  const waiting = new Set(checks.filter((c) => c.event === none && !c.passes).map((c) => c.key));
  for (const event of offered) {
    const outcome = eventOutcome(running, snapshot, event);
    const [first, ...then] = outcome.taken;
    if (first && enabled.has(first) && !leadsTo.has(first)) {
      leadsTo.set(first, {
        state: stateName(outcome.next.value),
        stays: stateName(outcome.next.value) === here,
        then: then.flatMap((key) => byKey.get(key) ?? []),
      });
    }
    for (const key of then) if (waiting.has(key)) releasedBy.set(key, [...(releasedBy.get(key) ?? []), event]);
  }
  const payloadsOf = (key: string) => {
    const event = transitions.find((t) => t.key === key)?.event;
    return offered.filter((e) => e.type === event);
  };
  const asks = (key: string) => blocked.has(key) || (enabled.has(key) && payloadsOf(key).length > 1);
  const details = (key: string, close: () => void) => {
    const transition = transitions.find((t) => t.key === key);
    if (!transition) return null;
    const payloads = payloadsOf(key);
    const common = {
      transition,
      payloads,
      fields: fieldRulesOf(id, transition.event),
      payloadProblem: (event: EventObject) => payloadProblem(id, event),
      send,
      close,
      conditions: conditionOutcomesOf(machine, key, coverageTests),
    };
    const check = checks.find((c) => c.key === key);
    if (blocked.has(key) && check) {
      const reason = explainGuard(machine, snapshot, key, check.event);
      // An eventless transition is taken the moment its guard passes: what unblocks it is an event that leads through it.
      const unblock = check.event === none ? (releasedBy.get(key)?.slice(0, 1) ?? null) : eventsThatUnblock(running, snapshot, key, check.event, offered);
      return <EdgeDetails {...common} blocked={reason} unblock={unblock} />;
    }
    if (enabled.has(key) && payloads.length > 1) return <EdgeDetails {...common} blocked={null} unblock={null} />;
    return null;
  };
  return { enabled, blocked, leadsTo, releasedBy, asks, details };
}
