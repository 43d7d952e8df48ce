import { createActorContext, useActorRef, useSelector } from '@xstate/react';
import { useMemo, type ReactNode } from 'react';
import { fromTransition, type ActorRefFrom, type AnyStateMachine, type InputFrom, type SnapshotFrom } from 'xstate';
import { useMachineObserver } from './machine-observer';

type ActorOptions<TMachine extends AnyStateMachine> = { input?: InputFrom<TMachine> };

/** Logic that does nothing: what a view starts when the lab supplies the actor it shows. */
const INERT = fromTransition((state: null) => state, null);

/** The machine a view runs: the given one, or the observer's instrumented copy of it. */
function useObservedMachine<TMachine extends AnyStateMachine>(machine: TMachine): TMachine {
  const { instrument } = useMachineObserver();
  return useMemo(() => (instrument ? instrument(machine) : machine), [machine, instrument]);
}

/**
 * Starts a machine's actor for one view, with the machine observer wired in. Every view that runs
 * a machine of its own starts it here.
 */
export function useMachineActor<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: ActorOptions<TMachine> = {},
): ActorRefFrom<TMachine> {
  const { inspect, actorFor } = useMachineObserver();
  const logic = useObservedMachine(machine);
  // The lab's actor runs the same machine (by id): decided before anything starts, so the view
  // then starts an inert actor instead of a second copy of the machine it would never use.
  const supplied = actorFor?.(machine) as ActorRefFrom<TMachine> | undefined;
  const own = useActorRef(supplied ? INERT : logic, supplied ? {} : { ...options, inspect });
  return supplied ?? (own as ActorRefFrom<TMachine>);
}

/**
 * What a view needs from an actor: its view model (machines/<name>.view.ts), recomputed from
 * each new snapshot. Views read this, never state names.
 */
export function useMachineView<TActor extends ActorRefFrom<AnyStateMachine>, TView>(
  actor: TActor,
  connect: (snapshot: SnapshotFrom<TActor>, send: TActor['send']) => TView,
): TView {
  const snapshot = useSelector(actor, (s) => s as SnapshotFrom<TActor>);
  return useMemo(() => connect(snapshot, actor.send), [connect, snapshot, actor]);
}

/**
 * An actor shared by a subtree (the toast queue), with `createActorContext`: the provider starts
 * it with the machine observer wired in; descendants read it with `useActorRef`/`useSelector`.
 */
export function createSharedMachine<TMachine extends AnyStateMachine>(machine: TMachine) {
  const context = createActorContext(machine);
  function Provider({ input, children }: { input: InputFrom<TMachine>; children: ReactNode }) {
    const { inspect } = useMachineObserver();
    const logic = useObservedMachine(machine);
    return (
      <context.Provider logic={logic} options={{ input, inspect }}>
        {children}
      </context.Provider>
    );
  }
  return { Provider, useActorRef: context.useActorRef, useSelector: context.useSelector };
}
