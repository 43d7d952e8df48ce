import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import type { labSessionMachine } from '../../machines/lab-session/lab-session.machine';
import { LabSession } from '../../src/features/machine-lab/lab-session-view';
import { renderWithSite } from '../render';
import { MODEL_CONFIGURATIONS } from './configurations';
import { describeMachineModel } from './harness';

/**
 * The lab's own timeline, driven as QA drives it: the lab hosts the mobile menu, a step is a press
 * of its TOGGLE_MENU button, Back, Forward, Reset and "Go to step n" are the timeline's buttons,
 * and a path's first step comes from the path player.
 */
let user: UserEvent;
const NOW = '2031-03-05T15:00:00.000Z';
const timeline = () => screen.getByTestId('lab-session');
const press = async (name: string) => user.click(within(timeline()).getByRole('button', { name }));

/** What QA sees of the timeline: the position line, a row per applied step, and which buttons work. */
function expectTimeline({ context }: SnapshotFrom<typeof labSessionMachine>) {
  expect(within(timeline()).getByTestId('lab-position')).toHaveTextContent(`Step ${context.position} of ${context.history.length}`);
  // Every recorded step is listed; the ones Forward would redo say so.
  expect(within(timeline()).queryAllByRole('button', { name: /^Go to step / })).toHaveLength(context.history.length);
  expect(within(timeline()).queryAllByText('undone: Forward redoes it')).toHaveLength(context.history.length - context.position);
  const back = within(timeline()).getByRole('button', { name: 'Back' });
  const forward = within(timeline()).getByRole('button', { name: 'Forward' });
  if (context.position > 0) expect(back).toBeEnabled();
  else expect(back).toBeDisabled();
  if (context.position < context.history.length) expect(forward).toBeEnabled();
  else expect(forward).toBeDisabled();
  // The hosted machine is where the applied steps leave it: the menu is open after an odd number of presses.
  expect(screen.getByTestId('lab-state')).toHaveAttribute('data-state', context.position % 2 === 1 ? 'open.collapsed' : 'closed');
}

describeMachineModel({
  id: 'labSession',
  ...MODEL_CONFIGURATIONS.labSession[0]!,
  render: (observer) => {
    user = userEvent.setup({ delay: null });
    renderWithSite(<LabSession id="mobileMenu" initialEvents={[]} pageNow={NOW} onSessionChange={() => {}} view={undefined} />, { observer });
  },
  stateElement: timeline,
  events: {
    RECORD: async () => {
      await user.click(within(screen.getByTestId('lab-events')).getByRole('button', { name: 'TOGGLE_MENU' }));
    },
    BACK: () => press('Back'),
    FORWARD: () => press('Forward'),
    RESET: () => press('Reset'),
    JUMP: ({ to }) => press(`Go to step ${to}`),
    LOAD_PATH: async () => {
      const player = screen.getByTestId('path-player');
      const select = within(player).getByRole('combobox', { name: 'Path' });
      await user.selectOptions(select, '');
      await user.selectOptions(select, '0');
      await user.click(within(player).getByRole('button', { name: 'Step' }));
    },
  },
  states: {
    latest: expectTimeline,
    rewound: expectTimeline,
  },
});
