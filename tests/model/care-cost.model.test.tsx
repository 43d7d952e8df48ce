import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import type { careCostMachine } from '../../machines/care-cost/care-cost.machine';
import { careCostView } from '../../machines/care-cost/care-cost.view';
import { CARE_COST_RATES, CARE_TYPE_LABELS, REGION_LABELS } from '../../src/content/calculators';
import { CARE_COST_PAGE } from '../../src/content/pages/care-cost-calculator';
import { CareCostCalculator } from '../../src/features/calculators/care-cost-calculator';
import { formatCad } from '../../src/shared/lib/money';
import { renderWithSite } from '../render';
import { MODEL_CONFIGURATIONS } from './configurations';
import { describeMachineModel } from './harness';

type Model = SnapshotFrom<typeof careCostMachine>;
let user: UserEvent;
const calculator = () => screen.getByTestId('care-cost-calculator');
const hoursBox = () => within(calculator()).getByRole('textbox', { name: CARE_COST_PAGE.form.hours });
const viewOf = (model: Model) => careCostView(model, () => {});

/** What a visitor sees for the model: the choices, the slider and box, the three figures, the message. */
function expectCalculator(model: Model) {
  const view = viewOf(model);
  const { selection, estimate } = view;
  expect(within(calculator()).getByRole('radio', { name: new RegExp(`^${CARE_TYPE_LABELS[selection.careType].replace(/[()]/g, '\\$&')}`) })).toBeChecked();
  expect(within(calculator()).getByRole('combobox', { name: CARE_COST_PAGE.form.region })).toHaveValue(selection.region);
  expect(within(calculator()).getByRole('option', { name: REGION_LABELS[selection.region] })).toHaveProperty('selected', true);
  expect(within(calculator()).getByRole('slider', { name: CARE_COST_PAGE.form.hours })).toHaveAttribute('aria-valuenow', String(selection.hours));
  expect(hoursBox()).toHaveValue(view.hoursText);
  expect(screen.getByTestId('care-cost-hourly')).toHaveTextContent(formatCad(estimate.hourly));
  expect(screen.getByTestId('care-cost-weekly')).toHaveTextContent(formatCad(estimate.weekly));
  expect(screen.getByTestId('care-cost-monthly')).toHaveTextContent(formatCad(estimate.monthly));
  expect(screen.getByRole('button', { name: CARE_COST_PAGE.form.reset })).toHaveProperty('disabled', view.isAtDefaults);
}

describeMachineModel({
  id: 'careCost',
  ...MODEL_CONFIGURATIONS.careCost[0]!,
  render: (observer) => {
    user = userEvent.setup({ delay: null });
    renderWithSite(<CareCostCalculator words={CARE_COST_PAGE} formatMoney={formatCad} />, { observer, route: '/care-cost-calculator' });
  },
  stateElement: calculator,
  events: {
    SET_CARE_TYPE: async ({ careType }) => {
      await user.click(within(calculator()).getByRole('radio', { name: new RegExp(`^${CARE_TYPE_LABELS[careType].replace(/[()]/g, '\\$&')}`) }));
    },
    SET_REGION: async ({ region }) => {
      await user.selectOptions(within(calculator()).getByRole('combobox', { name: CARE_COST_PAGE.form.region }), REGION_LABELS[region]);
    },
    // Replaces the box's text in one change, as selecting it and typing over it does.
    SET_HOURS: async ({ value }) => {
      await user.tripleClick(hoursBox());
      await user.paste(value);
    },
    RESET: async () => {
      await user.click(screen.getByRole('button', { name: CARE_COST_PAGE.form.reset }));
    },
  },
  states: {
    'hours.accepted': (model) => {
      expectCalculator(model);
      expect(hoursBox()).not.toHaveAttribute('aria-invalid', 'true');
      expect(screen.queryByTestId('care-hours-error')).not.toBeInTheDocument();
      expect(screen.getByTestId('care-cost-announcement')).toHaveTextContent(/^Estimate for /);
    },
    // The refusal: the visitor's text stays in the box, the message says the range and the hours still used.
    'hours.refused': (model) => {
      expectCalculator(model);
      const message = CARE_COST_PAGE.form.hoursRefused(CARE_COST_RATES.hours.min, CARE_COST_RATES.hours.max, model.context.selection.hours);
      expect(hoursBox()).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByTestId('care-hours-error')).toHaveTextContent(message);
      expect(hoursBox()).toHaveAccessibleDescription(expect.stringContaining(message));
      expect(screen.getByTestId('care-cost-announcement')).toHaveTextContent(message);
    },
  },
});
