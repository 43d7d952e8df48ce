import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { LabSessionEvent } from '../../machines/lab-session/lab-session.machine';
import type { LabSessionAddress } from '../../src/features/machine-lab/lab-address';
import { LabSession } from '../../src/features/machine-lab/lab-session-view';
import { renderWithSite } from '../render';
import { MODEL_CONFIGURATIONS } from './configurations';
import { describeMachineModel, type Visit } from './harness';
import { modelPathsOf } from './model-paths';

/**
 * The lab's own timeline, driven as QA drives it: the lab hosts the mobile menu, a step is a press
 * of its TOGGLE_MENU button, Back, Forward, Reset and "Go to step n" are the timeline's buttons,
 * and a path's first step comes from the path player.
 */
let user: UserEvent;
/** The session as the lab's address last carried it (what QA shares). */
let address: LabSessionAddress | null = null;
const NOW = '2031-03-05T15:00:00.000Z';

/** The timeline QA should see, worked out by hand from what QA did: the steps recorded, how many applied. */
interface TimelineFacts {
  /** The recorded steps' event types, in order. */
  history: string[];
  /** How many of them are applied (the hosted machine replays those). */
  position: number;
}

function timelineAfter(events: Visit['events']): TimelineFacts {
  let { history, position }: TimelineFacts = { history: [], position: 0 };
  for (const event of events as readonly LabSessionEvent[]) {
    switch (event.type) {
      case 'RECORD':
        // A new step drops the undone ones after the applied steps.
        history = [...history.slice(0, position), event.event.type];
        position += 1;
        break;
      case 'BACK':
        position = Math.max(0, position - 1);
        break;
      case 'FORWARD':
        position = Math.min(history.length, position + 1);
        break;
      case 'JUMP':
        position = Math.min(history.length, Math.max(0, event.to));
        break;
      case 'RESET':
        history = [];
        position = 0;
        break;
      case 'LOAD_PATH':
        history = event.events.map((e) => e.type);
        position = history.length;
        break;
    }
  }
  return { history, position };
}

/** Latest while every recorded step is applied; rewound while Forward has one to redo. */
const stateAfter = (events: Visit['events']) => {
  const { history, position } = timelineAfter(events);
  return position < history.length ? 'rewound' : 'latest';
};

/**
 * Every move the timeline gives QA, as `<state before> --EVENT--> <state after>`: the paths are
 * generated from the machine, so a transition it lost would simply not be walked.
 */
const REQUIRED_MOVES = [
  /^latest --RECORD--> latest$/,
  /^rewound --RECORD--> latest$/,
  /^latest --BACK--> rewound$/,
  /^rewound --BACK--> rewound$/,
  /^rewound --FORWARD--> rewound$/,
  /^rewound --FORWARD--> latest$/,
  /^latest --JUMP--> rewound$/,
  /^latest --JUMP--> latest$/,
  /^rewound --JUMP--> rewound$/,
  /^rewound --JUMP--> latest$/,
  /^latest --RESET--> latest$/,
  /^rewound --RESET--> latest$/,
  /^latest --LOAD_PATH--> latest$/,
  /^rewound --LOAD_PATH--> latest$/,
];

const timeline = () => screen.getByTestId('lab-session');
const press = async (name: string) => user.click(within(timeline()).getByRole('button', { name }));
/** The mobile menu after `presses` presses of TOGGLE_MENU: open after an odd number. */
const menuAfter = (presses: number) => (presses % 2 === 1 ? 'open.collapsed' : 'closed');

/** What QA sees of the timeline: the position line, a row per recorded step, and which buttons work. */
function expectTimeline({ events }: Visit) {
  const { history, position } = timelineAfter(events);
  expect(timeline()).toHaveAttribute('data-state', stateAfter(events));
  expect(within(timeline()).getByTestId('lab-position').textContent).toBe(`Step ${position} of ${history.length}`);
  const rows = within(within(timeline()).getByTestId('lab-timeline')).getAllByRole('row').slice(1);
  expect(rows).toHaveLength(history.length);
  rows.forEach((row, i) => {
    const cells = within(row).getAllByRole('cell');
    expect(within(cells[0]!).getByRole('button', { name: `Go to step ${i + 1}` })).toBeEnabled();
    expect(cells[1]).toHaveTextContent(history[i]!);
    // An applied step shows the state it reached; the ones Forward would redo say so.
    expect(cells[2]).toHaveTextContent(i < position ? menuAfter(i + 1) : 'undone: Forward redoes it');
  });
  const back = within(timeline()).getByRole('button', { name: 'Back' });
  const forward = within(timeline()).getByRole('button', { name: 'Forward' });
  if (position > 0) expect(back).toBeEnabled();
  else expect(back).toBeDisabled();
  if (position < history.length) expect(forward).toBeEnabled();
  else expect(forward).toBeDisabled();
  // The hosted machine is where the applied steps leave it.
  expect(screen.getByTestId('lab-state')).toHaveAttribute('data-state', menuAfter(position));
  // The address carries the applied steps only: a shared link opens this very state.
  expect(address?.events.map((e) => e.type)).toEqual(history.slice(0, position));
}

const renderLab = (id: 'mobileMenu' | 'carousel', observer?: NonNullable<Parameters<typeof renderWithSite>[1]>['observer']) => {
  user = userEvent.setup({ delay: null });
  address = null;
  const heard = (session: LabSessionAddress) => {
    address = session;
  };
  renderWithSite(<LabSession id={id} initialEvents={[]} pageNow={NOW} onSessionChange={heard} view={undefined} />, { observer });
};
const record = () => user.click(within(screen.getByTestId('lab-events')).getByRole('button', { name: 'TOGGLE_MENU' }));

// Building the paths runs the machine: a machine that throws there fails a test here, where
// Stryker's Vitest runner sees it (a file that fails while collecting its tests reports no failure).
try {
  describeMachineModel({
    id: 'labSession',
    ...MODEL_CONFIGURATIONS.labSession[0]!,
    render: (observer) => renderLab('mobileMenu', observer),
    stateElement: timeline,
    events: {
      RECORD: record,
      BACK: () => press('Back'),
      FORWARD: () => press('Forward'),
      RESET: () => press('Reset'),
      JUMP: ({ to }) => press(`Go to step ${to}`),
      LOAD_PATH: async () => {
        // The path player's first path, one step taken: the lab loads that step as the timeline.
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
} catch (error) {
  it("builds the lab session's model paths", () => {
    expect(() => {
      throw error;
    }).not.toThrow();
  });
}

describe('labSession: its model paths walk every move the timeline gives QA', () => {
  it('records, goes back and forward, jumps, resets and loads a path, from the latest step and from an earlier one', () => {
    const walked = modelPathsOf('labSession', undefined).paths.flatMap(({ steps }) =>
      steps.map((step, i) => {
        const before = steps.slice(0, i).map((s) => s.event);
        return `${stateAfter(before)} --${step.event.type}--> ${stateAfter([...before, step.event])}`;
      }),
    );
    expect(REQUIRED_MOVES.filter((move) => !walked.some((w) => move.test(w))).map(String)).toEqual([]);
  });
});

describe('labSession: what its covering paths do not show', () => {
  it('Reset at the latest step empties the timeline and the menu is back at its start', async () => {
    renderLab('mobileMenu');
    await record();
    await record();
    await record();
    await press('Reset');
    expectTimeline({ events: [{ type: 'RESET' }] });
  });

  it('from the start of a two-step timeline, "Go to step 1" applies the first step and keeps the second to redo', async () => {
    renderLab('mobileMenu');
    await record();
    await record();
    await press('Back');
    await press('Back');
    await press('Go to step 1');
    const toggle: LabSessionEvent = { type: 'RECORD', event: { type: 'TOGGLE_MENU' } };
    const events: LabSessionEvent[] = [toggle, toggle, { type: 'JUMP', to: 1 }];
    expectTimeline({ events });
  });

  it("a path of one of the machine's variants runs in that variant: the empty carousel's path", async () => {
    renderLab('carousel');
    const select = within(screen.getByTestId('path-player')).getByRole('combobox', { name: 'Path' });
    const emptyPath = within(select).getByRole('option', { name: /^#\d+ empty: / });
    await user.selectOptions(select, emptyPath);
    expect(screen.getByTestId('lab-variant')).toHaveTextContent('variant: empty');
    expect(screen.getByTestId('lab-state')).toHaveAttribute('data-state', 'empty');
    expect(address).toMatchObject({ machine: 'carousel', variant: 'empty', events: [] });
  });
});
