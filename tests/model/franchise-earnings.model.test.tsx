import { act, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FranchiseEarningsEvent } from '../../machines/franchise-earnings/franchise-earnings.machine';
import { FranchiseEarningsCalculator } from '../../src/features/calculators/franchise-earnings-calculator';
import { franchiseAfter, type FranchiseSeen } from '../fixtures/franchise-earnings-visitor';
import { renderWithSite } from '../render';
import { MODEL_CONFIGURATIONS } from './configurations';
import { describeMachineModel, type RegisteredModelSpec, type Visit } from './harness';

/**
 * The franchise earnings calculator (docs/spec/SPEC.md §4.5, §5, §9.4) through its real view. Each
 * state's expectations are worked out by hand from what the visitor did
 * (tests/fixtures/franchise-earnings-visitor.ts): the year's statement, the refusals and Reset as
 * literals, never from the calculator's machine, view model, rules or money formatter.
 */

let user: UserEvent;
const calculator = () => screen.getByTestId('earnings-calculator');
const CLIENTS = 'Number of clients';
const HOURS = 'Weekly hours of care per client';
const box = (label: string) => within(calculator()).getByRole('textbox', { name: label });
const slider = (label: string) => within(calculator()).getByRole('slider', { name: label });
const resetButton = () => within(calculator()).getByRole('button', { name: 'Reset' });
const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

const clientsValue = (clients: number) => `${clients} ${clients === 1 ? 'client' : 'clients'}`;
const hoursValue = (hours: number) => `${hours} ${hours === 1 ? 'hour' : 'hours'} a week`;
/** §5: each box refuses what is not a whole number in its range and says what the figures still use. */
const REFUSALS = {
  clients: (seen: FranchiseSeen) => `${CLIENTS} must be a whole number from 0 to 100. The figures still use ${clientsValue(seen.clients)}.`,
  hours: (seen: FranchiseSeen) => `${HOURS} must be a whole number from 0 to 80. The figures still use ${hoursValue(seen.hours)}.`,
};

/** The statement, row by row: its words (§9.4's terms) and the year's amounts. */
function expectStatement({ year }: FranchiseSeen) {
  const rows = within(screen.getByRole('table', { name: 'Estimated yearly figures' })).getAllByRole('row');
  expect(rows.map((row) => row.textContent)).toEqual([
    `Gross revenueClient hours x $28 an hour x 52 weeks${year.revenue}`,
    `Cost of careCaregiver hours x $22 an hour x 52 weeks${year.costOfCare}`,
    `Gross profit${year.grossProfit}`,
    `Royalty fee (5% of revenue)${year.royalty}`,
    `Brand and marketing fund (3% of revenue)${year.brandFund}`,
    'Office rent and utilities-$15,000',
    'Insurance and licences-$5,000',
    'Care coordinator and scheduling-$25,000',
    `Total expenses${year.totalExpenses}`,
  ]);
  // A loss is said in words and with a minus sign, not in colour alone.
  expect(screen.getByTestId('earnings-net')).toHaveTextContent(exactly(year.loss ? `Estimated net lossLoss${year.net}` : `Estimated net profit${year.net}`));
  expect(screen.getByTestId('net-amount')).toHaveTextContent(exactly(year.net));
  const lossNote = screen.queryByText('At this size the expenses are larger than the gross profit: the year ends at a loss.');
  if (year.loss) expect(lossNote).toBeVisible();
  else expect(lossNote).not.toBeInTheDocument();
}

function expectState(visit: Visit) {
  const seen = franchiseAfter(visit.events);
  expect(calculator()).toHaveAttribute('data-state', seen.dataState);
  const fields = [
    {
      label: CLIENTS,
      id: 'franchise-clients',
      value: seen.clients,
      text: seen.clientsText,
      refused: seen.clientsRefused,
      max: 100,
      refusal: REFUSALS.clients(seen),
    },
    { label: HOURS, id: 'franchise-hours', value: seen.hours, text: seen.hoursText, refused: seen.hoursRefused, max: 80, refusal: REFUSALS.hours(seen) },
  ];
  for (const field of fields) {
    expect(slider(field.label)).toHaveAttribute('aria-valuenow', String(field.value));
    expect(slider(field.label)).toHaveAttribute('aria-valuemin', '0');
    expect(slider(field.label)).toHaveAttribute('aria-valuemax', String(field.max));
    expect(box(field.label)).toHaveValue(field.text);
    expect(box(field.label)).toHaveAccessibleDescription(expect.stringContaining(`Drag the slider or type a whole number from 0 to ${field.max}.`));
    if (field.refused) {
      expect(screen.getByTestId(`${field.id}-error`)).toHaveTextContent(exactly(field.refusal));
      expect(box(field.label)).toHaveAttribute('aria-invalid', 'true');
      expect(box(field.label)).toHaveAccessibleDescription(expect.stringContaining(field.refusal));
    } else {
      expect(screen.queryByTestId(`${field.id}-error`)).not.toBeInTheDocument();
      expect(box(field.label)).not.toHaveAttribute('aria-invalid');
    }
  }
  expectStatement(seen);
  // Spoken once per change: the refusals first, then the year in a sentence.
  const statement = `${clientsValue(seen.clients)} at ${hoursValue(seen.hours)}: gross revenue ${seen.year.revenue}, estimated net ${seen.year.loss ? 'loss' : 'profit'} ${seen.year.net}.`;
  const refusals = fields.filter((field) => field.refused).map((field) => `${field.refusal} `);
  expect(screen.getByTestId('earnings-announcement').textContent).toBe(`${refusals.join('')}${statement}`);
  // Reset is disabled exactly while there is nothing to undo.
  if (seen.atStart) expect(resetButton()).toBeDisabled();
  else expect(resetButton()).toBeEnabled();
}

/** What a visitor does for each event: type over a box's text in one change, or press Reset. */
async function perform(event: FranchiseEarningsEvent) {
  if (event.type === 'RESET') return user.click(resetButton());
  const label = event.type === 'SET_CLIENTS' ? CLIENTS : HOURS;
  await user.tripleClick(box(label));
  await user.paste(event.value);
}

const spec: RegisteredModelSpec<'franchiseEarnings'> = {
  id: 'franchiseEarnings',
  ...MODEL_CONFIGURATIONS.franchiseEarnings[0]!,
  render: (observer) => {
    user = userEvent.setup({ delay: null });
    renderWithSite(<FranchiseEarningsCalculator />, { observer, route: '/franchise' });
  },
  stateElement: calculator,
  events: { SET_CLIENTS: perform, SET_HOURS: perform, RESET: perform },
  states: {
    'clients.accepted,hours.accepted': expectState,
    'clients.refused,hours.accepted': expectState,
    'clients.accepted,hours.refused': expectState,
    'clients.refused,hours.refused': expectState,
  },
};
try {
  describeMachineModel(spec);
} catch (error) {
  // A machine whose paths cannot be generated (a guard or action that throws) fails a test here:
  // a file that fails to load runs no test, and mutation testing would count that as passing.
  describe('machine franchiseEarnings (model-based, real view)', () => {
    it('has paths to test', () => {
      expect(error, 'generating its paths').toBeUndefined();
    });
  });
}

describe('franchiseEarnings: journeys written by hand', () => {
  /**
   * Journeys written by hand from §4.5 and §5, with the machine's example payloads: the generated
   * paths follow the machine, so a transition it lost would drop out of them; these stay.
   */
  const JOURNEYS: Readonly<Record<string, readonly FranchiseEarningsEvent[]>> = {
    'refused hours alone enable Reset, and Reset empties the refusal': [{ type: 'SET_HOURS', value: '90' }, { type: 'RESET' }],
    'each field refuses on its own and keeps its last accepted value, until Reset': [
      { type: 'SET_CLIENTS', value: '150' },
      { type: 'SET_CLIENTS', value: '3' },
      { type: 'SET_HOURS', value: '30' },
      { type: 'SET_HOURS', value: '90' },
      { type: 'SET_CLIENTS', value: '150' },
      { type: 'SET_HOURS', value: '30' },
      { type: 'SET_CLIENTS', value: '3' },
      { type: 'RESET' },
    ],
  };
  for (const [name, journey] of Object.entries(JOURNEYS)) {
    it(name, async () => {
      await act(async () => {
        await spec.render({});
      });
      const events: FranchiseEarningsEvent[] = [];
      for (const event of [null, ...journey]) {
        if (event) {
          await perform(event);
          events.push(event);
        }
        try {
          expectState({ events });
        } catch (error) {
          if (error instanceof Error) error.message += `\n\n  after: ${events.map((e) => JSON.stringify(e)).join(' → ') || '(start)'}`;
          throw error;
        }
      }
    });
  }
});
