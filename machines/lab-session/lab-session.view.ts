import type { EventObject, SnapshotFrom } from 'xstate';
import { stateName } from '../shared/state-name';
import type { LabSessionEvent, labSessionMachine } from './lab-session.machine';

/** What the lab's session view needs from the lab session machine. */
export interface LabSessionView {
  dataState: string;
  /** How many steps are applied, of how many recorded ("Step 2 of 3"). */
  position: number;
  length: number;
  /** The events applied: the session the address and the exports carry. */
  applied: EventObject[];
  /** The events recorded after the applied ones: what Forward would redo. */
  undone: EventObject[];
  variant: string | undefined;
  /** What the run replays; a new object whenever the run must be rebuilt. */
  replay: { events: EventObject[] };
  canGoBack: boolean;
  canGoForward: boolean;
  record: (event: EventObject) => void;
  back: () => void;
  forward: () => void;
  jumpTo: (to: number) => void;
  reset: () => void;
  loadPath: (events: EventObject[], variant: string | undefined) => void;
}

export function labSessionView(snapshot: SnapshotFrom<typeof labSessionMachine>, send: (event: LabSessionEvent) => void): LabSessionView {
  const { history, position, variant, replay } = snapshot.context;
  return {
    dataState: stateName(snapshot.value),
    position,
    length: history.length,
    applied: history.slice(0, position),
    undone: history.slice(position),
    variant,
    replay,
    canGoBack: snapshot.can({ type: 'BACK' }),
    canGoForward: snapshot.can({ type: 'FORWARD' }),
    record: (event) => send({ type: 'RECORD', event }),
    back: () => send({ type: 'BACK' }),
    forward: () => send({ type: 'FORWARD' }),
    jumpTo: (to) => send({ type: 'JUMP', to }),
    reset: () => send({ type: 'RESET' }),
    loadPath: (events, pathVariant) => send({ type: 'LOAD_PATH', events, ...(pathVariant ? { variant: pathVariant } : {}) }),
  };
}
