import { useActorRef, type createActorContext } from '@xstate/react';
import { useMemo, type ReactNode } from 'react';
import { fromTransition, type ActorRefFrom, type AnyStateMachine, type InputFrom } from 'xstate';
import { useMachineObserver } from './machine-observer';

/**
 * The machine observer wired into the actors views start: for the model tests (an inspector, guards
 * instrumented) and the QA machine lab (its own actor shown in the real view). Only the dev server,
 * Vitest and the lab's build use it (`__MACHINE_LAB__`, ./use-machine.tsx): a default build carries
 * none of it (decision 0055).
 */

type ActorOptions<TMachine extends AnyStateMachine> = { input?: InputFrom<TMachine> };

/** Logic that does nothing: what a view starts when the lab supplies the actor it shows. */
const INERT = fromTransition((state: null) => state, null);

/** The machine a view runs: the given one, or the observer's instrumented copy of it. */
function useObservedMachine<TMachine extends AnyStateMachine>(machine: TMachine): TMachine {
  const { instrument } = useMachineObserver();
  return useMemo(() => (instrument ? instrument(machine) : machine), [machine, instrument]);
}

/** `useMachineActor` with the observer: its inspector, its instrumented machine, or the lab's actor. */
export function useObservedMachineActor<TMachine extends AnyStateMachine>(machine: TMachine, options: ActorOptions<TMachine> = {}): ActorRefFrom<TMachine> {
  const { inspect, actorFor } = useMachineObserver();
  const logic = useObservedMachine(machine);
  // The lab's actor runs the same machine (by id): decided before anything starts, so the view
  // then starts an inert actor instead of a second copy of the machine it would never use.
  const supplied = actorFor?.(machine) as ActorRefFrom<TMachine> | undefined;
  const own = useActorRef(supplied ? INERT : logic, supplied ? {} : { ...options, inspect });
  return supplied ?? (own as ActorRefFrom<TMachine>);
}

/** `createSharedMachine`'s provider with the observer: its inspector and its instrumented machine. */
export function observedProvider<TMachine extends AnyStateMachine>(context: ReturnType<typeof createActorContext<TMachine>>, machine: TMachine) {
  return function ObservedProvider({ input, children }: { input: InputFrom<TMachine>; children: ReactNode }) {
    const { inspect } = useMachineObserver();
    const logic = useObservedMachine(machine);
    return (
      <context.Provider logic={logic} options={{ input, inspect }}>
        {children}
      </context.Provider>
    );
  };
}
