import type { SnapshotFrom } from 'xstate';
import type { AccordionEvent, accordionMachine } from './accordion.machine';
import { stateName } from '../shared/state-name';

/** What a questions-and-answers view needs from the accordion machine. */
export interface AccordionView {
  dataState: string;
  /** The open item, or null when every item is closed. */
  openItem: string | null;
  /** Choosing an item opens it, or closes it when it is the open one. */
  toggle: (item: string) => void;
}

export function accordionView(snapshot: SnapshotFrom<typeof accordionMachine>, send: (event: AccordionEvent) => void): AccordionView {
  const openItem = snapshot.matches('expanded') ? snapshot.context.openItem : null;
  return {
    dataState: stateName(snapshot.value),
    openItem,
    toggle: (item) => send({ type: 'TOGGLE', item }),
  };
}
