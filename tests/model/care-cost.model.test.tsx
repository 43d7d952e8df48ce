import { act, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CareCostEvent } from '../../machines/care-cost/care-cost.machine';
import type { CareTypeId } from '../../machines/care-cost/care-cost.rules';
import CareCostCalculatorPage from '../../src/pages/care-cost-calculator';
import { preloadBelowTheFold } from '../../src/shared/ui/below-the-fold';
import { CARE_TYPE_NAMES, REGION_NAMES, careCostAfter, type CareCostSeen } from '../fixtures/care-cost-visitor';
import { renderWithSite } from '../render';
import { MODEL_CONFIGURATIONS } from './configurations';
import { describeMachineModel, type RegisteredModelSpec, type Visit } from './harness';

/**
 * The care cost calculator (docs/spec/SPEC.md §4.5, §5, §9.3) on its real page. Each state's
 * expectations are worked out by hand from what the visitor did (tests/fixtures/care-cost-visitor.ts):
 * the figures, the refusal and Reset as literals, never from the calculator's machine, view
 * model, rules or money formatter. The page formats the money itself, so the formatter is judged too.
 */

let user: UserEvent;
const calculator = () => screen.getByTestId('care-cost-calculator');
const HOURS_LABEL = 'Hours of care per week';
const hoursBox = () => within(calculator()).getByRole('textbox', { name: HOURS_LABEL });
const regionSelect = () => within(calculator()).getByRole('combobox', { name: 'Region' });
const resetButton = () => within(calculator()).getByRole('button', { name: 'Reset' });
// A radio's accessible name is its label followed by its description.
const careTypeRadio = (careType: CareTypeId) =>
  within(calculator()).getByRole('radio', { name: new RegExp(`^${CARE_TYPE_NAMES[careType].replace(/[()]/g, '\\$&')}`) });

/** §5: the hours box refuses what is not a whole number from 4 to 168 and says which hours still count. */
const refusal = (hours: number) => `Hours per week must be a whole number from 4 to 168. The estimate still uses ${hours} hours.`;

/** What a visitor sees: the choices, the slider and box, the three figures, Reset, what is announced. */
function expectCalculator(seen: CareCostSeen) {
  for (const careType of Object.keys(CARE_TYPE_NAMES) as CareTypeId[]) {
    if (careType === seen.careType) expect(careTypeRadio(careType)).toBeChecked();
    else expect(careTypeRadio(careType)).not.toBeChecked();
  }
  expect(regionSelect()).toHaveDisplayValue(REGION_NAMES[seen.region]);
  const slider = within(calculator()).getByRole('slider', { name: HOURS_LABEL });
  expect(slider).toHaveAttribute('aria-valuenow', String(seen.hours));
  expect(slider).toHaveAttribute('aria-valuemin', '4');
  expect(slider).toHaveAttribute('aria-valuemax', '168');
  expect(hoursBox()).toHaveValue(seen.hoursText);
  expect(hoursBox()).toHaveAccessibleDescription(expect.stringContaining('Drag the slider or type a whole number from 4 to 168.'));
  expect(screen.getByTestId('care-cost-hourly')).toHaveTextContent(new RegExp(`^\\${seen.hourly}$`));
  expect(screen.getByTestId('care-cost-weekly')).toHaveTextContent(new RegExp(`^\\${seen.weekly}$`));
  expect(screen.getByTestId('care-cost-monthly')).toHaveTextContent(new RegExp(`^\\${seen.monthly}$`));
  expect(screen.getByTestId('care-cost-figures')).toHaveTextContent(
    `Hourly rate${seen.hourly} per hour` +
      `Weekly cost${seen.weekly} per week for ${seen.hours} hours` +
      `Monthly cost${seen.monthly} per month (weekly cost x 4.33 weeks)`,
  );
  // Reset is disabled exactly while there is nothing to undo.
  if (seen.atStart) expect(resetButton()).toBeDisabled();
  else expect(resetButton()).toBeEnabled();
}

function expectState(visit: Visit) {
  const seen = careCostAfter(visit.events);
  expectCalculator(seen);
  const announcement = screen.getByTestId('care-cost-announcement');
  if (seen.refused) {
    const message = refusal(seen.hours);
    expect(hoursBox()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('care-hours-error')).toHaveTextContent(new RegExp(`^${message.replace(/\./g, '\\.')}$`));
    expect(hoursBox()).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(announcement).toHaveTextContent(new RegExp(`^${message.replace(/\./g, '\\.')}$`));
  } else {
    expect(hoursBox()).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByTestId('care-hours-error')).not.toBeInTheDocument();
    expect(announcement.textContent).toBe(
      `Estimate for ${CARE_TYPE_NAMES[seen.careType]}, ${seen.hours} hours a week, ${REGION_NAMES[seen.region]}: ` +
        `${seen.hourly} per hour, ${seen.weekly} per week, ${seen.monthly} per month.`,
    );
  }
}

/** What a visitor does for each event: click a care type, pick a region, type over the hours, press Reset. */
async function perform(event: CareCostEvent) {
  switch (event.type) {
    case 'SET_CARE_TYPE':
      return user.click(careTypeRadio(event.careType));
    case 'SET_REGION':
      return user.selectOptions(regionSelect(), REGION_NAMES[event.region]);
    // Replaces the box's text in one change, as selecting it and typing over it does.
    case 'SET_HOURS':
      await user.tripleClick(hoursBox());
      return user.paste(event.value);
    case 'RESET':
      return user.click(resetButton());
  }
}

const spec: RegisteredModelSpec<'careCost'> = {
  id: 'careCost',
  ...MODEL_CONFIGURATIONS.careCost[0]!,
  render: async (observer) => {
    user = userEvent.setup({ delay: null });
    // The page's sections below the calculator load on approach: fetched first, so nothing suspends.
    await preloadBelowTheFold();
    renderWithSite(<CareCostCalculatorPage />, { observer, route: '/care-cost-calculator' });
  },
  stateElement: calculator,
  events: { SET_CARE_TYPE: perform, SET_REGION: perform, SET_HOURS: perform, RESET: perform },
  states: {
    'hours.accepted': (visit) => {
      expect(careCostAfter(visit.events).refused).toBe(false);
      expectState(visit);
    },
    // The refusal: the visitor's text stays in the box, the message says the range and the hours still used.
    'hours.refused': (visit) => {
      expect(careCostAfter(visit.events).refused).toBe(true);
      expectState(visit);
    },
  },
};
try {
  describeMachineModel(spec);
} catch (error) {
  // A machine whose paths cannot be generated (a guard or action that throws) fails a test here:
  // a file that fails to load runs no test, and mutation testing would count that as passing.
  describe('machine careCost (model-based, real view)', () => {
    it('has paths to test', () => {
      expect(error, 'generating its paths').toBeUndefined();
    });
  });
}

describe('careCost: journeys written by hand', () => {
  /**
   * Journeys written by hand from §4.5 and §5, with the machine's example payloads: the generated
   * paths follow the machine, so a transition it lost (Reset doing nothing, the hours never read)
   * would drop out of them; these stay.
   */
  const JOURNEYS: Readonly<Record<string, readonly CareCostEvent[]>> = {
    'a region alone enables Reset, and Reset returns to the start': [{ type: 'SET_REGION', region: 'ottawa' }, { type: 'RESET' }],
    'refused hours enable Reset, and Reset empties the refusal': [{ type: 'SET_HOURS', value: '200' }, { type: 'RESET' }],
    'refused hours keep the last accepted ones while the type changes, until hours are accepted': [
      { type: 'SET_CARE_TYPE', careType: 'specialized' },
      { type: 'SET_REGION', region: 'ottawa' },
      { type: 'SET_HOURS', value: '35' },
      { type: 'SET_HOURS', value: '200' },
      { type: 'SET_CARE_TYPE', careType: 'companionship' },
      { type: 'SET_HOURS', value: '35' },
      { type: 'SET_CARE_TYPE', careType: 'personal-care' },
      { type: 'SET_REGION', region: 'gta' },
    ],
  };
  for (const [name, journey] of Object.entries(JOURNEYS)) {
    it(name, async () => {
      await act(async () => {
        await spec.render({});
      });
      const events: CareCostEvent[] = [];
      for (const event of [null, ...journey]) {
        if (event) {
          await perform(event);
          events.push(event);
        }
        try {
          expect(calculator()).toHaveAttribute('data-state', careCostAfter(events).refused ? 'hours.refused' : 'hours.accepted');
          expectState({ events });
        } catch (error) {
          if (error instanceof Error) error.message += `\n\n  after: ${events.map((e) => JSON.stringify(e)).join(' → ') || '(start)'}`;
          throw error;
        }
      }
    });
  }
});
