import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useActorRef } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { toastMachine, type ToastOptions } from '../../../machines/toast.machine';
import { TIMINGS } from '../../content/site';
import { useMachineInspector } from '../../app/machine-inspector';

type ToastActor = ActorRefFrom<typeof toastMachine>;

const ToastActorContext = createContext<ToastActor | null>(null);

/** Starts the one toast-queue actor of the page. Every toast on the site goes through it. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const actor = useActorRef(toastMachine, {
    input: { defaultDuration: TIMINGS.toastDurationMs },
    inspect: useMachineInspector(),
  });
  return <ToastActorContext.Provider value={actor}>{children}</ToastActorContext.Provider>;
}

export function useToastActor(): ToastActor {
  const actor = useContext(ToastActorContext);
  if (!actor) throw new Error('useToast needs a <ToastProvider> above it');
  return actor;
}

export interface ToastApi {
  /** Shows a notification, replacing the one on screen. */
  toast: (options: ToastOptions) => void;
  dismiss: () => void;
}

export function useToast(): ToastApi {
  const actor = useToastActor();
  return useMemo(
    () => ({
      toast: (options) => actor.send({ type: 'SHOW', toast: options }),
      dismiss: () => actor.send({ type: 'DISMISS' }),
    }),
    [actor],
  );
}
