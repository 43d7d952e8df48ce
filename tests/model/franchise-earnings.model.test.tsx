import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import type { franchiseEarningsMachine } from '../../machines/franchise-earnings/franchise-earnings.machine';
import { franchiseEarningsView } from '../../machines/franchise-earnings/franchise-earnings.view';
import { FRANCHISE_TERMS } from '../../src/content/calculators';
import { FRANCHISE_PAGE } from '../../src/content/pages/franchise';
import { FranchiseEarningsCalculator } from '../../src/features/calculators/franchise-earnings-calculator';
import { formatCadWhole } from '../../src/shared/lib/money';
import { renderWithSite } from '../render';
import { MODEL_CONFIGURATIONS } from './configurations';
import { describeMachineModel } from './harness';

type Model = SnapshotFrom<typeof franchiseEarningsMachine>;
const text = FRANCHISE_PAGE.calculator;
let user: UserEvent;
const calculator = () => screen.getByTestId('earnings-calculator');
const box = (label: string) => within(calculator()).getByRole('textbox', { name: label });
const viewOf = (model: Model) => franchiseEarningsView(model, () => {});

/** Types over a box's text in one change, as selecting it and typing over it does. */
async function typeOver(label: string, value: string) {
  await user.tripleClick(box(label));
  await user.paste(value);
}

/** What a visitor sees for the model: both fields, the statement, the net line, the refusals. */
function expectCalculator(model: Model) {
  const view = viewOf(model);
  const { earnings, selection } = view;
  expect(within(calculator()).getByRole('slider', { name: text.clients })).toHaveAttribute('aria-valuenow', String(selection.clients));
  expect(within(calculator()).getByRole('slider', { name: text.hours })).toHaveAttribute('aria-valuenow', String(selection.hours));
  expect(box(text.clients)).toHaveValue(view.clientsText);
  expect(box(text.hours)).toHaveValue(view.hoursText);
  expect(within(screen.getByTestId('earnings-revenue')).getByTestId('amount')).toHaveTextContent(formatCadWhole(earnings.revenue));
  expect(within(screen.getByTestId('earnings-grossProfit')).getByTestId('amount')).toHaveTextContent(formatCadWhole(earnings.grossProfit));
  expect(screen.getByTestId('net-amount')).toHaveTextContent(formatCadWhole(earnings.netProfit));
  expect(screen.getByTestId('earnings-net')).toHaveTextContent(view.isLoss ? text.netLoss : text.netProfit);
  for (const [field, refused, range, kept] of [
    ['franchise-clients', view.isClientsRefused, FRANCHISE_TERMS.clients, text.clientsValue(selection.clients)],
    ['franchise-hours', view.isHoursRefused, FRANCHISE_TERMS.hours, text.hoursValue(selection.hours)],
  ] as const) {
    const label = field === 'franchise-clients' ? text.clients : text.hours;
    if (refused) {
      const message = text.refused(label, range.min, range.max, kept);
      expect(screen.getByTestId(`${field}-error`)).toHaveTextContent(message);
      expect(box(label)).toHaveAttribute('aria-invalid', 'true');
      expect(box(label)).toHaveAccessibleDescription(expect.stringContaining(message));
      expect(screen.getByTestId('earnings-announcement')).toHaveTextContent(message);
    } else {
      expect(screen.queryByTestId(`${field}-error`)).not.toBeInTheDocument();
      expect(box(label)).not.toHaveAttribute('aria-invalid', 'true');
    }
  }
  expect(screen.getByRole('button', { name: text.reset })).toHaveProperty('disabled', view.isAtDefaults);
}

describeMachineModel({
  id: 'franchiseEarnings',
  ...MODEL_CONFIGURATIONS.franchiseEarnings[0]!,
  render: (observer) => {
    user = userEvent.setup({ delay: null });
    renderWithSite(<FranchiseEarningsCalculator />, { observer, route: '/franchise' });
  },
  stateElement: calculator,
  events: {
    SET_CLIENTS: async ({ value }) => typeOver(text.clients, value),
    SET_HOURS: async ({ value }) => typeOver(text.hours, value),
    RESET: async () => {
      await user.click(screen.getByRole('button', { name: text.reset }));
    },
  },
  states: {
    'clients.accepted,hours.accepted': expectCalculator,
    'clients.refused,hours.accepted': expectCalculator,
    'clients.accepted,hours.refused': expectCalculator,
    'clients.refused,hours.refused': expectCalculator,
  },
});
