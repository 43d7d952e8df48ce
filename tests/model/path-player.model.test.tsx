import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PathPlayerEvent } from '../../machines/path-player/path-player.machine';
import { PathPlayer, type PlayablePath } from '../../src/features/machine-lab/path-player';
import { renderWithSite } from '../render';
import { MODEL_CONFIGURATIONS } from './configurations';
import { describeMachineModel, passTime, type Visit } from './harness';
import { modelPathsOf } from './model-paths';

/** The lab plays a path one step every 800 ms (src/content/machine-lab.ts `pathStepMs`). */
const STEP_MS = 800;

/** Paths as the lab lists them: a one-step and a two-step one. */
const PATHS: PlayablePath[] = [
  {
    label: '#1 reaches open.collapsed: TOGGLE_MENU (1 step)',
    details: 'machine mobileMenu (model-based, real view) > reaches open.collapsed: TOGGLE_MENU',
    steps: 1,
  },
  {
    label: '#2 reaches closed: TOGGLE_MENU → CLOSE_MENU (2 steps)',
    details: 'machine mobileMenu (model-based, real view) > reaches closed: TOGGLE_MENU → CLOSE_MENU',
    steps: 2,
  },
];

type Mode = 'idle' | 'playing' | 'paused' | 'stepping' | 'finished';

/**
 * What QA left the player as, worked out by hand from the events (docs/machines/README.md, "Machine
 * lab path player"): a path chosen starts at its beginning; Play steps on the clock, Pause holds,
 * Step takes one by hand, the last step finishes it, Restart goes back to the start. Without a
 * path with steps, Play and Step do nothing.
 */
interface PlayerFacts {
  mode: Mode;
  total: number;
  position: number;
}

function playerAfter(events: Visit['events']): PlayerFacts {
  let facts: PlayerFacts = { mode: 'idle', total: 0, position: 0 };
  const stepped = (from: PlayerFacts, mode: Mode): PlayerFacts => {
    const position = from.position + 1;
    return { ...from, position, mode: position >= from.total ? 'finished' : mode };
  };
  for (const event of events as readonly (PathPlayerEvent | { type: `xstate.after.${string}` })[]) {
    const { mode, total } = facts;
    if (event.type === 'LOAD') facts = { mode: 'idle', total: event.total, position: 0 };
    else if (event.type === 'PLAY' && (mode === 'paused' || mode === 'stepping' || (mode === 'idle' && total > 0))) facts = { ...facts, mode: 'playing' };
    else if (event.type === 'PAUSE' && mode === 'playing') facts = { ...facts, mode: 'paused' };
    else if (event.type === 'STEP' && (mode === 'paused' || mode === 'stepping' || (mode === 'idle' && total > 0))) facts = stepped(facts, 'stepping');
    else if (event.type === 'RESTART' && mode !== 'idle' && mode !== 'playing') facts = { ...facts, mode: 'idle', position: 0 };
    else if (event.type.startsWith('xstate.after.') && mode === 'playing') facts = stepped(facts, 'playing');
  }
  return facts;
}
const stateAfter = (events: Visit['events']) => playerAfter(events).mode;

/** Which controls QA can press in each state (the others are disabled). */
const ENABLED: Record<Mode, { play: boolean; pause: boolean; step: boolean; restart: boolean }> = {
  idle: { play: true, pause: false, step: true, restart: false },
  playing: { play: false, pause: true, step: false, restart: false },
  paused: { play: true, pause: false, step: true, restart: true },
  stepping: { play: true, pause: false, step: true, restart: true },
  finished: { play: false, pause: false, step: false, restart: true },
};

/**
 * Every move the player gives QA, as `<state before> --EVENT--> <state after>`: the paths are
 * generated from the machine, so a transition it lost would simply not be walked.
 */
const REQUIRED_MOVES = [
  /^idle --LOAD--> idle$/,
  /^idle --PLAY--> playing$/,
  /^idle --PLAY--> idle$/,
  /^idle --STEP--> stepping$/,
  /^idle --STEP--> idle$/,
  /^playing --xstate\.after\.\w+\.pathPlayer\.playing--> playing$/,
  /^playing --xstate\.after\.\w+\.pathPlayer\.playing--> finished$/,
  /^playing --PAUSE--> paused$/,
  /^paused --PLAY--> playing$/,
  /^paused --STEP--> (stepping|finished)$/,
  /^paused --RESTART--> idle$/,
  /^stepping --STEP--> (stepping|finished)$/,
  /^stepping --PLAY--> playing$/,
  /^stepping --RESTART--> idle$/,
  /^finished --RESTART--> idle$/,
];

let user: UserEvent;
/** The positions the player told the lab, in order. */
let positions: number[] = [];
/** How long the current step's countdown has run (fake clock ms). */
let waited = 0;
const player = () => screen.getByTestId('path-player');
const button = (name: string) => within(player()).getByRole('button', { name });

/** Clicks a control as QA does; a disabled one cannot be pressed. */
async function press(name: string) {
  const control = button(name);
  if (control.hasAttribute('disabled')) return;
  await user.click(control);
}

function expectStill({ mode, total, position }: PlayerFacts) {
  expect(player()).toHaveAttribute('data-state', mode);
  const progress = within(player()).getByTestId('path-progress');
  if (total === 0) expect(progress.textContent).toBe('Choose a path to replay it on the machine, step by step.');
  else
    expect(progress.textContent).toBe(`Step ${position} of ${total}${mode === 'finished' ? ' Finished: every step reached the state the path expects.' : ''}`);
  // The lab is told every move of the position (and replays that many steps).
  expect(positions.at(-1)).toBe(position);
}

async function expectPlayer({ events }: Visit) {
  const facts = playerAfter(events);
  expectStill(facts);
  const controls = ENABLED[facts.mode];
  const hasSteps = facts.total > 0;
  const enabled = (name: string, yes: boolean) => (yes ? expect(button(name)).toBeEnabled() : expect(button(name)).toBeDisabled());
  enabled('Play', controls.play && hasSteps);
  enabled('Pause', controls.pause);
  enabled('Step', controls.step && hasSteps);
  enabled('Restart', controls.restart);
  const last = events.at(-1)?.type ?? '';
  if (facts.mode !== 'playing') {
    // Nothing plays: three steps' time passes and the position stays.
    await passTime(3 * STEP_MS);
    expectStill(facts);
  } else if (last === 'PLAY' || last.startsWith('xstate.after.')) {
    // Playing from here: the next step is 800 ms away, not 799.
    await passTime(799);
    waited = 799;
    expectStill(facts);
  }
}

const renderPlayer = (observer?: NonNullable<Parameters<typeof renderWithSite>[1]>['observer']) => {
  user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
  positions = [];
  waited = 0;
  renderWithSite(<PathPlayer paths={PATHS} selected={null} onSelect={() => {}} onPosition={(p) => positions.push(p)} />, { observer });
};

// Building the paths runs the machine: a machine that throws there fails a test here, where
// Stryker's Vitest runner sees it (a file that fails while collecting its tests reports no failure).
try {
  describeMachineModel({
    id: 'pathPlayer',
    ...MODEL_CONFIGURATIONS.pathPlayer[0]!,
    beforePath: () => {
      vi.useFakeTimers();
    },
    afterPath: () => {
      vi.useRealTimers();
    },
    render: renderPlayer,
    stateElement: player,
    events: {
      LOAD: async ({ total }) => {
        await user.selectOptions(within(player()).getByRole('combobox', { name: 'Path' }), String(PATHS.findIndex((p) => p.steps === total)));
      },
      PLAY: () => press('Play'),
      PAUSE: () => press('Pause'),
      STEP: () => press('Step'),
      RESTART: () => press('Restart'),
      'xstate.after.STEP_INTERVAL.pathPlayer.playing': async (_, { events }) => {
        const facts = playerAfter(events);
        // One step 800 ms after the last: not a millisecond before.
        await passTime(STEP_MS - 1 - waited);
        expectStill(facts);
        await passTime(1);
      },
    },
    states: {
      idle: expectPlayer,
      playing: expectPlayer,
      paused: expectPlayer,
      stepping: expectPlayer,
      finished: expectPlayer,
    },
  });
} catch (error) {
  it("builds the path player's model paths", () => {
    expect(() => {
      throw error;
    }).not.toThrow();
  });
}

describe('pathPlayer: its model paths walk every move the player gives QA', () => {
  it('plays, pauses, steps, finishes and restarts, and does nothing without a path', () => {
    const walked = modelPathsOf('pathPlayer', undefined).paths.flatMap(({ steps }) =>
      steps.map((step, i) => {
        const before = steps.slice(0, i).map((s) => s.event);
        return `${stateAfter(before)} --${step.event.type}--> ${stateAfter([...before, step.event])}`;
      }),
    );
    expect(REQUIRED_MOVES.filter((move) => !walked.some((w) => move.test(w))).map(String)).toEqual([]);
  });
});

describe('pathPlayer: what its covering paths do not show', () => {
  it('another path chosen while one plays starts again at its beginning, and nothing plays', async () => {
    vi.useFakeTimers();
    try {
      renderPlayer();
      const select = within(player()).getByRole('combobox', { name: 'Path' });
      await user.selectOptions(select, '1');
      await press('Play');
      await passTime(800);
      expectStill({ mode: 'playing', total: 2, position: 1 });
      await user.selectOptions(select, '0');
      expectStill({ mode: 'idle', total: 1, position: 0 });
      await passTime(3 * STEP_MS);
      expectStill({ mode: 'idle', total: 1, position: 0 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('a step that reaches a state the path does not expect pauses the playback there', async () => {
    vi.useFakeTimers();
    try {
      user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
      positions = [];
      // The lab checks each step; here the first one fails its check.
      function FailingLab() {
        const [failure, setFailure] = useState<string | null>(null);
        return (
          <PathPlayer
            paths={PATHS}
            selected={null}
            onSelect={() => {}}
            onPosition={(p) => {
              positions.push(p);
              if (p === 1) setFailure('Step 1: the machine is in closed, the path expects open.collapsed.');
            }}
            failure={failure}
          />
        );
      }
      renderWithSite(<FailingLab />);
      await user.selectOptions(within(player()).getByRole('combobox', { name: 'Path' }), '1');
      await press('Play');
      await passTime(800);
      expect(player()).toHaveAttribute('data-state', 'paused');
      await passTime(3 * STEP_MS);
      expect(within(player()).getByTestId('path-progress').textContent).toBe('Step 1 of 2');
      expect(positions.at(-1)).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
