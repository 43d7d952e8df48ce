import { assign, setup } from 'xstate';
import { ignoring } from '../shared/ignored-events';

/**
 * The QA machine lab's path player: it walks a generated test path (the steps the model tests
 * take) one step at a time. The player only counts: which path is loaded (its number of steps)
 * and how far it has got. The lab replays that many of the path's events on the machine under
 * test and checks the expected state after each one (a step that fails its check pauses it).
 *
 * - `idle`: a path is loaded (or none yet), at its start.
 * - `playing`: one step every STEP_INTERVAL until the last one.
 * - `paused`: playback held; PLAY resumes, STEP takes one step.
 * - `stepping`: QA takes the steps by hand, one per STEP.
 * - `finished`: every step taken; RESTART goes back to the start.
 */
export interface PathPlayerContext {
  /** Steps of the loaded path (0 when none is loaded). */
  total: number;
  /** Steps taken so far. */
  position: number;
  /** Playback speed: the pause between two steps. */
  intervalMs: number;
}

export interface PathPlayerInput {
  intervalMs: number;
}

export type PathPlayerEvent = { type: 'LOAD'; total: number } | { type: 'PLAY' } | { type: 'PAUSE' } | { type: 'STEP' } | { type: 'RESTART' };

export const pathPlayerMachine = setup({
  types: {
    context: {} as PathPlayerContext,
    events: {} as PathPlayerEvent,
    input: {} as PathPlayerInput,
  },
  guards: {
    hasSteps: ({ context }) => context.total > 0,
    isPathDone: ({ context }) => context.position >= context.total,
  },
  actions: {
    loadPath: assign(({ event }) => (event.type === 'LOAD' ? { total: Math.max(0, Math.floor(event.total)), position: 0 } : {})),
    takeStep: assign({ position: ({ context }) => Math.min(context.total, context.position + 1) }),
    rewind: assign({ position: 0 }),
  },
  delays: {
    STEP_INTERVAL: ({ context }) => context.intervalMs,
  },
}).createMachine({
  id: 'pathPlayer',
  context: ({ input }) => ({ total: 0, position: 0, intervalMs: input.intervalMs }),
  initial: 'idle',
  on: {
    LOAD: { target: '.idle', actions: 'loadPath' },
  },
  states: {
    idle: {
      meta: {
        refuses: {
          PLAY: 'Play is disabled until a path with steps is chosen.',
          STEP: 'Step is disabled until a path with steps is chosen.',
        },
        ignores: { PAUSE: 'Pause is disabled (canPause): nothing plays.', RESTART: 'Restart is disabled (canRestart): the path is at its start.' },
      },
      on: {
        PLAY: { guard: 'hasSteps', target: 'playing' },
        STEP: { guard: 'hasSteps', target: 'stepping', actions: 'takeStep' },
      },
    },
    playing: {
      meta: { ignores: ignoring(['PLAY', 'STEP', 'RESTART'], 'Disabled while the path plays (canPlay, canStep, canRestart): Pause first.') },
      always: { guard: 'isPathDone', target: 'finished' },
      after: {
        STEP_INTERVAL: { target: 'playing', reenter: true, actions: 'takeStep' },
      },
      on: {
        PAUSE: 'paused',
      },
    },
    paused: {
      meta: { ignores: { PAUSE: 'Pause is disabled (canPause): the path is already paused.' } },
      on: {
        PLAY: 'playing',
        STEP: { target: 'stepping', actions: 'takeStep' },
        RESTART: { target: 'idle', actions: 'rewind' },
      },
    },
    stepping: {
      meta: { ignores: { PAUSE: 'Pause is disabled (canPause): nothing plays while stepping.' } },
      always: { guard: 'isPathDone', target: 'finished' },
      on: {
        STEP: { actions: 'takeStep' },
        PLAY: 'playing',
        RESTART: { target: 'idle', actions: 'rewind' },
      },
    },
    finished: {
      meta: { ignores: ignoring(['PLAY', 'PAUSE', 'STEP'], 'The path is played to its end: only Restart is enabled.') },
      on: {
        RESTART: { target: 'idle', actions: 'rewind' },
      },
    },
  },
});
