import { assertEvent, assign, setup, type EventObject } from 'xstate';

/**
 * The QA machine lab's own session: the events QA has taken on a machine (its timeline), how many
 * of them are applied (Back and Forward move that), which of the machine's variants it runs, and
 * what the lab's run must replay when it is rebuilt. The run itself (the machine's actor on a
 * simulated clock) lives in the lab; every step it takes comes back here as RECORD.
 *
 * - latest: every recorded step is applied; a new step is added at the end.
 * - rewound: QA went back; Forward redoes the next step, and a new step drops the ones after it.
 */
export type LabSessionEvent =
  /** A step the run took: an event QA sent, a timer the clock fired, a service QA settled. */
  | { type: 'RECORD'; event: EventObject }
  | { type: 'BACK' }
  | { type: 'FORWARD' }
  /** To the state after `to` steps. */
  | { type: 'JUMP'; to: number }
  /** An empty timeline: the machine from its start. */
  | { type: 'RESET' }
  /** A generated path's first steps, replayed in its variant (the path player). */
  | { type: 'LOAD_PATH'; events: EventObject[]; variant?: string };

export interface LabSessionContext {
  history: EventObject[];
  /** How many of the history's events are applied. */
  position: number;
  variant: string | undefined;
  /** What the run replays when it is rebuilt: a new object each time the run must be rebuilt. */
  replay: { events: EventObject[] };
}

export const labSessionMachine = setup({
  types: {
    context: {} as LabSessionContext,
    events: {} as LabSessionEvent,
    input: {} as { events: EventObject[]; variant?: string },
  },
  guards: {
    hasPast: ({ context }) => context.position > 0,
    isOneStepBehind: ({ context }) => context.position + 1 >= context.history.length,
    isBeforeTheLatest: ({ context, event }) => event.type === 'JUMP' && event.to < context.history.length,
  },
  actions: {
    record: assign(({ context, event }) => {
      assertEvent(event, 'RECORD');
      return { history: [...context.history.slice(0, context.position), event.event], position: context.position + 1 };
    }),
    stepBack: assign(({ context }) => rebuiltAt(context.history, context.position - 1)),
    stepForward: assign(({ context }) => rebuiltAt(context.history, context.position + 1)),
    jump: assign(({ context, event }) => {
      assertEvent(event, 'JUMP');
      return rebuiltAt(context.history, event.to);
    }),
    reset: assign(() => rebuiltAt([], 0)),
    loadPath: assign(({ event }) => {
      assertEvent(event, 'LOAD_PATH');
      return { ...rebuiltAt(event.events, event.events.length), variant: event.variant };
    }),
  },
}).createMachine({
  id: 'labSession',
  context: ({ input }) => ({ history: input.events, position: input.events.length, variant: input.variant, replay: { events: input.events } }),
  initial: 'latest',
  states: {
    latest: {
      meta: { ignores: { FORWARD: 'Forward is disabled at the latest step (canGoForward): there is nothing to redo.' } },
      on: {
        RECORD: { actions: 'record' },
        BACK: { guard: 'hasPast', target: 'rewound', actions: 'stepBack' },
        JUMP: [{ guard: 'isBeforeTheLatest', target: 'rewound', actions: 'jump' }, { actions: 'jump' }],
        RESET: { actions: 'reset' },
        LOAD_PATH: { actions: 'loadPath' },
      },
    },
    rewound: {
      on: {
        RECORD: { target: 'latest', actions: 'record' },
        BACK: { guard: 'hasPast', actions: 'stepBack' },
        FORWARD: [{ guard: 'isOneStepBehind', target: 'latest', actions: 'stepForward' }, { actions: 'stepForward' }],
        JUMP: [
          { guard: 'isBeforeTheLatest', actions: 'jump' },
          { target: 'latest', actions: 'jump' },
        ],
        RESET: { target: 'latest', actions: 'reset' },
        LOAD_PATH: { target: 'latest', actions: 'loadPath' },
      },
    },
  },
});

/** The history with `position` of its events applied, and the run rebuilt to replay them. */
function rebuiltAt(history: EventObject[], position: number): Pick<LabSessionContext, 'history' | 'position' | 'replay'> {
  const at = Math.max(0, Math.min(position, history.length));
  return { history, position: at, replay: { events: history.slice(0, at) } };
}
