import { createContext, useCallback, useContext } from 'react';
import type { AnyActorRef, AnyStateMachine, InspectionEvent } from 'xstate';

/**
 * Who may watch the actors that views start. The site provides nobody; the model tests provide
 * an inspector (transitions taken) and an instrument (named guards wrapped to record their
 * outcomes), and the QA machine lab can watch too. `useMachineActor` and `createSharedMachine`
 * read it, so no view wires an inspector by hand.
 */
export interface MachineObserver {
  /** Receives every inspection event of every actor a view starts. */
  inspect?: (event: InspectionEvent) => void;
  /** Returns the machine a view should run instead (the same machine with instrumented guards). */
  instrument?: <TMachine extends AnyStateMachine>(machine: TMachine) => TMachine;
  /**
   * An actor that already runs the view's machine, for the view to show instead of starting its
   * own: the QA machine lab binds the site's real view to the actor on its diagram.
   */
  actorFor?: (machine: AnyStateMachine) => AnyActorRef | undefined;
  /**
   * The clock views stamp on the events that carry the time (ms since the epoch, decision 0044):
   * the QA machine lab's simulated clock, so its real views and its diagram read one time.
   */
  clock?: () => number;
}

/** The site's own observer: nobody watches. */
export const NO_OBSERVER: MachineObserver = {};

const MachineObserverContext = createContext<MachineObserver>(NO_OBSERVER);

export const MachineObserverProvider = MachineObserverContext.Provider;

export function useMachineObserver(): MachineObserver {
  return useContext(MachineObserverContext);
}

/**
 * The clock a view stamps its events with (ms since the epoch): the observer's (the lab's) when
 * it has one, else the view's own (the visitor's, or a test's fixed one).
 */
export function useViewClock(own: () => Date): () => number {
  const { clock } = useMachineObserver();
  return useCallback(() => (clock ? clock() : own().getTime()), [clock, own]);
}
