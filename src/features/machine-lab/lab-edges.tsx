import type { ReactNode } from 'react';
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import type { MachineId } from '../../../machines/index';
import { candidateChecks, eventsThatUnblock, explainGuard, type TransitionInfo } from '../../../machines/tooling/introspection';
import { EdgeDetails } from './edge-details';
import { fieldRulesOf, payloadProblem } from './lab-validate';

export interface LabEdges {
  /** The transitions (keys) the current state takes now, for one of its events' payloads. */
  enabled: ReadonlySet<string>;
  /** The ways out of the current state whose guard fails for every payload the lab offers. */
  blocked: ReadonlySet<string>;
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
}

/** The session's transitions as the diagram and the list show them: which can be taken, which are blocked and why. */
export function labEdges({ id, machine, running, snapshot, transitions, offered, send }: LabEdgesInput): LabEdges {
  const checks = offered.flatMap((event) => candidateChecks(machine, snapshot, event).map((check) => ({ ...check, event })));
  const enabled = new Set(checks.filter((c) => c.taken).map((c) => c.key));
  const blocked = new Set(checks.filter((c) => !c.passes && !checks.some((o) => o.key === c.key && o.passes)).map((c) => c.key));
  const payloadsOf = (key: string) => {
    const event = transitions.find((t) => t.key === key)?.event;
    return offered.filter((e) => e.type === event);
  };
  const asks = (key: string) => blocked.has(key) || (enabled.has(key) && payloadsOf(key).length > 1);
  const details = (key: string, close: () => void) => {
    const transition = transitions.find((t) => t.key === key);
    if (!transition) return null;
    const payloads = payloadsOf(key);
    const common = { transition, payloads, fields: fieldRulesOf(id, transition.event), payloadProblem: (event: EventObject) => payloadProblem(id, event), send, close };
    const check = checks.find((c) => c.key === key);
    if (blocked.has(key) && check) {
      const reason = explainGuard(machine, snapshot, key, check.event);
      return <EdgeDetails {...common} blocked={reason} unblock={eventsThatUnblock(running, snapshot, key, check.event, offered)} />;
    }
    if (enabled.has(key) && payloads.length > 1) return <EdgeDetails {...common} blocked={null} unblock={null} />;
    return null;
  };
  return { enabled, blocked, asks, details };
}
