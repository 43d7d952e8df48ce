import { useMemo, type ReactNode } from 'react';
import { toastMachine, type ToastOptions } from '../../../../machines/toast/toast.machine';
import { TIMINGS } from '../../../content/site';
import { createSharedMachine } from '../../machines/use-machine';

/** The one toast-queue actor of the page, shared by every view that raises or shows a toast. */
export const ToastQueue = createSharedMachine(toastMachine);

/** Starts the toast queue. Every toast on the site goes through it. */
export function ToastProvider({ children }: { children: ReactNode }) {
  return <ToastQueue.Provider input={{ defaultDuration: TIMINGS.toastDurationMs }}>{children}</ToastQueue.Provider>;
}

export interface ToastApi {
  /** Shows a notification, replacing the one on screen. */
  toast: (options: ToastOptions) => void;
  dismiss: () => void;
  /** Takes away the toast on screen if it was raised about `reason` (and nothing else). */
  withdraw: (reason: string) => void;
}

export function useToast(): ToastApi {
  const actor = ToastQueue.useActorRef();
  return useMemo(
    () => ({
      toast: (options) => actor.send({ type: 'SHOW', toast: options }),
      dismiss: () => actor.send({ type: 'DISMISS' }),
      withdraw: (reason) => actor.send({ type: 'WITHDRAW', reason }),
    }),
    [actor],
  );
}
