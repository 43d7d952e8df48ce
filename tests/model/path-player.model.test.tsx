import { act, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import type { pathPlayerMachine } from '../../machines/path-player/path-player.machine';
import { pathPlayerView } from '../../machines/path-player/path-player.view';
import { MACHINE_LAB_TIMINGS, PATH_PLAYER_TEXT } from '../../src/content/machine-lab';
import { PathPlayer, type PlayablePath } from '../../src/features/machine-lab/path-player';
import { renderWithSite } from '../render';
import { MODEL_CONFIGURATIONS } from './configurations';
import { describeMachineModel } from './harness';

let user: UserEvent;
let positions: number[] = [];
/** Paths as the lab lists them: a one-step and a two-step one. */
const PATHS: PlayablePath[] = [
  { label: '#1 reaches open.collapsed: TOGGLE_MENU (1 step)', details: 'machine mobileMenu (model-based, real view) > reaches open.collapsed: TOGGLE_MENU', steps: 1 },
  { label: '#2 reaches closed: TOGGLE_MENU → CLOSE_MENU (2 steps)', details: 'machine mobileMenu (model-based, real view) > reaches closed: TOGGLE_MENU → CLOSE_MENU', steps: 2 },
];
const player = () => screen.getByTestId('path-player');
const button = (name: string) => within(player()).getByRole('button', { name });
const viewOf = (model: SnapshotFrom<typeof pathPlayerMachine>) => pathPlayerView(model, () => {});

/** Clicks a control as QA does; a disabled one cannot be pressed (and the model refuses the event too). */
async function press(name: string) {
  const control = button(name);
  if (control.hasAttribute('disabled')) return;
  await user.click(control);
}

/** The controls, the progress line and the position the lab is told all follow the model. */
function expectPlayer(model: SnapshotFrom<typeof pathPlayerMachine>) {
  const view = viewOf(model);
  const enabled = (name: string, yes: boolean) => (yes ? expect(button(name)).toBeEnabled() : expect(button(name)).toBeDisabled());
  enabled(PATH_PLAYER_TEXT.play, view.canPlay);
  enabled(PATH_PLAYER_TEXT.pause, view.canPause);
  enabled(PATH_PLAYER_TEXT.step, view.canStep);
  enabled(PATH_PLAYER_TEXT.restart, view.canRestart);
  const progress = within(player()).getByTestId('path-progress');
  expect(progress).toHaveTextContent(view.hasPath ? PATH_PLAYER_TEXT.progress(view.position, view.total) : PATH_PLAYER_TEXT.idle);
  if (view.isFinished) expect(progress).toHaveTextContent(PATH_PLAYER_TEXT.finished);
  else expect(progress).not.toHaveTextContent(PATH_PLAYER_TEXT.finished);
  expect(positions.at(-1)).toBe(view.position);
}

describeMachineModel({
  id: 'pathPlayer',
  ...MODEL_CONFIGURATIONS.pathPlayer[0]!,
  beforePath: () => {
    vi.useFakeTimers();
  },
  afterPath: () => {
    vi.useRealTimers();
  },
  render: (observer) => {
    user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
    positions = [];
    function Harness() {
      return <PathPlayer paths={PATHS} selected={null} onSelect={() => {}} onPosition={(p) => positions.push(p)} />;
    }
    renderWithSite(<Harness />, { observer });
  },
  stateElement: player,
  events: {
    LOAD: async ({ total }) => {
      const index = PATHS.findIndex((p) => p.steps === total);
      await user.selectOptions(within(player()).getByRole('combobox', { name: PATH_PLAYER_TEXT.pathLabel }), String(index));
    },
    PLAY: () => press(PATH_PLAYER_TEXT.play),
    PAUSE: () => press(PATH_PLAYER_TEXT.pause),
    STEP: () => press(PATH_PLAYER_TEXT.step),
    RESTART: () => press(PATH_PLAYER_TEXT.restart),
    'xstate.after.STEP_INTERVAL.pathPlayer.playing': (_, model) => {
      const before = viewOf(model).position;
      // Nothing moves one millisecond before the interval; one step at it.
      act(() => vi.advanceTimersByTime(MACHINE_LAB_TIMINGS.pathStepMs - 1));
      expect(positions.at(-1)).toBe(before);
      act(() => vi.advanceTimersByTime(1));
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
