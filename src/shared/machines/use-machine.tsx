import { createActorContext, useActorRef, useSelector } from '@xstate/react';
import { useMemo, type ReactNode } from 'react';
import type { ActorRefFrom, AnyStateMachine, InputFrom, SnapshotFrom } from 'xstate';
import { observedProvider, useObservedMachineActor } from './observed-machine';

type ActorOptions<TMachine extends AnyStateMachine> = { input?: InputFrom<TMachine> };

/** The site's own actor: the machine itself, nobody watching. */
function useOwnMachineActor<TMachine extends AnyStateMachine>(machine: TMachine, options: ActorOptions<TMachine> = {}): ActorRefFrom<TMachine> {
  return useActorRef(machine, options) as unknown as ActorRefFrom<TMachine>;
}

/**
 * Starts a machine's actor for one view. Every view that runs a machine of its own starts it here.
 * In the dev server, Vitest and the lab's build the machine observer is wired in
 * (./observed-machine.tsx: the model tests' inspector and instrumented guards, the lab's actor);
 * `__MACHINE_LAB__` is a literal, so a default build carries none of that code (decision 0055).
 */
export const useMachineActor: <TMachine extends AnyStateMachine>(machine: TMachine, options?: ActorOptions<TMachine>) => ActorRefFrom<TMachine> =
  __MACHINE_LAB__ ? useObservedMachineActor : useOwnMachineActor;

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
 * it (with the machine observer wired in where `useMachineActor` has it); descendants read it with
 * `useActorRef`/`useSelector`.
 */
export function createSharedMachine<TMachine extends AnyStateMachine>(machine: TMachine) {
  const context = createActorContext(machine);
  function OwnProvider({ input, children }: { input: InputFrom<TMachine>; children: ReactNode }) {
    return (
      <context.Provider logic={machine} options={{ input }}>
        {children}
      </context.Provider>
    );
  }
  const Provider = __MACHINE_LAB__ ? observedProvider(context, machine) : OwnProvider;
  return { Provider, useActorRef: context.useActorRef, useSelector: context.useSelector };
}
