import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { machineEntry, type MachineId } from '../../machines/index';
import { stateNodes } from '../../machines/tooling/introspection';
import { MACHINE_EXAMPLES } from '../../src/content/machine-examples';
import { VIEW_MODEL_FUNCTIONS } from './skeleton-view-models';

/**
 * What a machine's view can send in a state, for the property "no click dropped"
 * (machines/tooling/properties.ts, decision 0057). Views send only through their view model's
 * actions (machines/<id>/<id>.view.ts): every function of the view model built from the snapshot
 * is called with a recording `send`, with no argument and with each value an argument can take
 * (every field value of the machine's example events, every state key, true and false), and every
 * event type it sends is one the view can send there. This over-approximates on purpose: a control
 * the view hides or disables in a state still counts, so the state must handle the event or say,
 * in its `meta.ignores`, why it does not; a missing declaration fails, a needless one costs a line.
 *
 * The few sends that do not go through a view model are listed in VIEW_DIRECT_EVENTS, which
 * tests/unit/view-events.test.ts holds to every `.send({ type: '…' })` written in src/.
 */
export const VIEW_DIRECT_EVENTS: Partial<Record<MachineId, readonly string[]>> = {
  // Any part of the site raises, dismisses or withdraws a toast (src/shared/widgets/toast/toast-provider.tsx).
  toast: ['SHOW', 'DISMISS', 'WITHDRAW'],
  // A draft comes back, or the visit's facts fill it in, as the request mounts (src/features/consultation/consultation-request.tsx).
  consultationRequest: ['RESTORE_DRAFT', 'PREFILL'],
  // The lab replays a loaded session's steps into its timeline (src/features/machine-lab/lab-session-view.tsx).
  labSession: ['RECORD'],
};

const argumentCache = new Map<MachineId, unknown[]>();

/** The values an action's argument is tried with: example fields, state keys, booleans. */
function argumentCandidates(id: MachineId): unknown[] {
  const known = argumentCache.get(id);
  if (known) return known;
  const machine: AnyStateMachine = machineEntry(id).machine;
  const values = new Set<unknown>([true, false, 0, 1, '']);
  for (const event of MACHINE_EXAMPLES[id].events as readonly EventObject[]) {
    for (const [field, value] of Object.entries(event)) if (field !== 'type') values.add(value);
  }
  for (const node of stateNodes(machine)) values.add(node.key);
  const candidates = [...values];
  argumentCache.set(id, candidates);
  return candidates;
}

/** The event types the view of machine `id` can send in this snapshot (its view model's actions and its direct sends). */
export function viewSendableEvents(id: MachineId, snapshot: AnyMachineSnapshot): string[] {
  const types = new Set<string>(VIEW_DIRECT_EVENTS[id] ?? []);
  const record = (event: unknown) => {
    if (typeof event === 'object' && event !== null && 'type' in event && typeof event.type === 'string') types.add(event.type);
  };
  const view = VIEW_MODEL_FUNCTIONS[id](snapshot, record) as Record<string, unknown>;
  const candidates = argumentCandidates(id);
  for (const action of Object.values(view)) {
    if (typeof action !== 'function') continue;
    const call = (...args: unknown[]) => {
      try {
        (action as (...a: unknown[]) => unknown)(...args);
      } catch {
        // An argument the action cannot take: another candidate will do.
      }
    };
    call();
    if (action.length > 0) for (const value of candidates) call(value, value);
  }
  return [...types].sort();
}
