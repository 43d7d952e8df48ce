import { createContext, useContext } from 'react';
import type { InspectionEvent } from 'xstate';

/**
 * Lets tests (transition coverage) and the QA machine lab watch the actors that views start.
 * Views pass `useMachineInspector()` as `inspect` to `useActorRef`; the site itself provides none.
 */
export type MachineInspector = (event: InspectionEvent) => void;

const MachineInspectorContext = createContext<MachineInspector | undefined>(undefined);

export const MachineInspectorProvider = MachineInspectorContext.Provider;

export function useMachineInspector(): MachineInspector | undefined {
  return useContext(MachineInspectorContext);
}
