import type { SnapshotFrom } from 'xstate';
import type { Toast, ToastEvent, toastMachine } from './toast.machine';
import { stateName } from '../shared/state-name';

/** What the toast view needs from the toast queue: the one notification on screen. */
export interface ToastView {
  dataState: string;
  /** The notification on screen, or null. */
  toast: Toast | null;
  isVisible: boolean;
  /** Stays open until closed (duration Infinity). */
  isPinned: boolean;
  /** Destructive notices interrupt (role=alert); the others are announced politely. */
  isDestructive: boolean;
  /** Read by a live region; not when its news is spoken elsewhere already (`announce: false`). */
  isAnnounced: boolean;
  dismiss: () => void;
}

export function toastView(snapshot: SnapshotFrom<typeof toastMachine>, send: (event: ToastEvent) => void): ToastView {
  // The machine clears the notification as it leaves (closed, timed out, withdrawn): only a shown one is held.
  const toast = snapshot.context.current;
  return {
    dataState: stateName(snapshot.value),
    toast,
    isVisible: toast !== null,
    isPinned: snapshot.matches({ visible: 'pinned' }),
    isDestructive: toast?.variant === 'destructive',
    isAnnounced: toast?.announce !== false,
    dismiss: () => send({ type: 'DISMISS' }),
  };
}
