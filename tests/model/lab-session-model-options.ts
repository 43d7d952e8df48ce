import type { SnapshotFrom } from 'xstate';
import type { labSessionMachine } from '../../machines/lab-session/lab-session.machine';
import type { ModelEvent } from './paths';

type Snapshot = SnapshotFrom<typeof labSessionMachine>;

/** What tells two session states apart: how many steps are recorded and how many applied. */
export function labSessionSignificantContext({ context }: Snapshot): unknown {
  return [context.history.length, context.position];
}

/** The longest timeline the model walks (every behaviour shows with two steps). */
const MOST_STEPS = 2;

/**
 * What QA can do in the lab: take a step while the timeline is short enough for the model; Back
 * only with a step applied and Forward only with one to redo (the buttons are disabled
 * otherwise); jump to a step the timeline lists (every recorded one).
 */
export function labSessionCanHappen({ context }: Snapshot, event: ModelEvent<typeof labSessionMachine>): boolean {
  switch (event.type) {
    case 'RECORD':
      return context.position < MOST_STEPS;
    case 'BACK':
      return context.position > 0;
    case 'FORWARD':
      return context.position < context.history.length;
    case 'JUMP':
      return event.to >= 1 && event.to <= context.history.length;
    default:
      return true;
  }
}
