import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { careCostMachine } from '../../../machines/care-cost/care-cost.machine';
import { careCostView } from '../../../machines/care-cost/care-cost.view';
import { franchiseEarningsMachine } from '../../../machines/franchise-earnings/franchise-earnings.machine';
import { franchiseEarningsView } from '../../../machines/franchise-earnings/franchise-earnings.view';
import { CARE_COST_RATES, FRANCHISE_TERMS } from '../../../src/content/calculators';

describe('care cost view', () => {
  const start = () => createActor(careCostMachine, { input: { rates: CARE_COST_RATES } }).start();

  it('starts on the defaults with their estimate, nothing to reset', () => {
    const view = careCostView(start().getSnapshot(), () => {});
    expect(view).toMatchObject({
      dataState: 'hours.accepted',
      selection: { careType: 'personal-care', hours: 20, region: 'gta' },
      hoursText: '20',
      isHoursRefused: false,
      estimate: { hourly: 36.75, weekly: 735, monthly: 3182.55 },
      isAtDefaults: true,
      hoursRange: { min: 4, max: 168 },
    });
  });

  it('a refused value keeps the text and the last valid hours, and makes Reset available', () => {
    const actor = start();
    actor.send({ type: 'SET_HOURS', value: '0' });
    const view = careCostView(actor.getSnapshot(), () => {});
    expect(view).toMatchObject({ dataState: 'hours.refused', isHoursRefused: true, hoursText: '0', selection: { hours: 20 }, isAtDefaults: false });
  });

  it('sends what the visitor does as the machine events', () => {
    const send = vi.fn();
    const view = careCostView(start().getSnapshot(), send);
    view.chooseCareType('specialized');
    view.chooseRegion('other');
    view.setHours('12');
    view.reset();
    expect(send.mock.calls.map(([event]) => event)).toEqual([
      { type: 'SET_CARE_TYPE', careType: 'specialized' },
      { type: 'SET_REGION', region: 'other' },
      { type: 'SET_HOURS', value: '12' },
      { type: 'RESET' },
    ]);
  });
});

describe('franchise earnings view', () => {
  const start = () => createActor(franchiseEarningsMachine, { input: { terms: FRANCHISE_TERMS } }).start();

  it('starts on 25 clients x 20 hours, a profit', () => {
    const view = franchiseEarningsView(start().getSnapshot(), () => {});
    expect(view.dataState).toBe('clients.accepted,hours.accepted');
    expect(view.earnings.netProfit).toBe(52760);
    expect(view.isLoss).toBe(false);
    expect(view.isAtDefaults).toBe(true);
  });

  it('each field is refused on its own; a loss is flagged', () => {
    const actor = start();
    actor.send({ type: 'SET_CLIENTS', value: '1' });
    actor.send({ type: 'SET_HOURS', value: '81' });
    const view = franchiseEarningsView(actor.getSnapshot(), () => {});
    expect(view.dataState).toBe('clients.accepted,hours.refused');
    expect(view).toMatchObject({ isClientsRefused: false, isHoursRefused: true, hoursText: '81', selection: { clients: 1, hours: 20 }, isLoss: true });
    actor.send({ type: 'RESET' });
    expect(franchiseEarningsView(actor.getSnapshot(), () => {})).toMatchObject({
      dataState: 'clients.accepted,hours.accepted',
      isAtDefaults: true,
      clientsText: '25',
    });
  });
});
