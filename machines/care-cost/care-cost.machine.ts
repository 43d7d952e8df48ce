import { assertEvent, assign, setup } from 'xstate';
import { wholeNumberField, wholeNumberIn } from '../shared/calculator-rules';
import type { CareCostRates, CareCostSelection, CareTypeId, RegionId } from './care-cost.rules';

/**
 * Care cost calculator (docs/spec/SPEC.md §4.5, §5, §9.3): care type, hours per week and region drive a live
 * estimate. Hours outside the range (or not a whole number) are refused: the hours field moves to
 * `hours.refused` (calculator-rules' `wholeNumberField`, as the franchise calculator's fields),
 * keeps what the visitor typed, and the estimate stays on the last valid hours until a valid value
 * or Reset. Reset returns to the defaults (personal care, 20
 * hours, Greater Toronto Area). The rates and defaults come in as input, from content.
 */
export interface CareCostContext {
  rates: CareCostRates;
  /** The estimate's inputs; `hours` is always the last valid value. */
  selection: CareCostSelection;
  /** What the hours box holds: the visitor's text, refused or not. */
  hoursText: string;
}

export type CareCostEvent =
  | { type: 'SET_CARE_TYPE'; careType: CareTypeId }
  | { type: 'SET_REGION'; region: RegionId }
  /** The hours as the field holds them (a slider sends its digits). */
  | { type: 'SET_HOURS'; value: string }
  | { type: 'RESET' };

const defaultsOf = (rates: CareCostRates) => ({ selection: { ...rates.defaults }, hoursText: String(rates.defaults.hours) });

export const careCostMachine = setup({
  types: {
    context: {} as CareCostContext,
    events: {} as CareCostEvent,
    input: {} as { rates: CareCostRates },
  },
  guards: {
    isHoursInRange: ({ context, event }) => {
      assertEvent(event, 'SET_HOURS');
      return wholeNumberIn(event.value, context.rates.hours) !== null;
    },
  },
  actions: {
    chooseCareType: assign(({ context, event }) => {
      assertEvent(event, 'SET_CARE_TYPE');
      return { selection: { ...context.selection, careType: event.careType } };
    }),
    chooseRegion: assign(({ context, event }) => {
      assertEvent(event, 'SET_REGION');
      return { selection: { ...context.selection, region: event.region } };
    }),
    acceptHours: assign(({ context, event }) => {
      assertEvent(event, 'SET_HOURS');
      const hours = wholeNumberIn(event.value, context.rates.hours) ?? context.selection.hours;
      return { selection: { ...context.selection, hours }, hoursText: event.value };
    }),
    keepRefusedHours: assign(({ event }) => {
      assertEvent(event, 'SET_HOURS');
      return { hoursText: event.value };
    }),
    resetToDefaults: assign(({ context }) => defaultsOf(context.rates)),
  },
}).createMachine({
  id: 'careCost',
  context: ({ input }) => ({ rates: input.rates, ...defaultsOf(input.rates) }),
  initial: 'hours',
  on: {
    SET_CARE_TYPE: { actions: 'chooseCareType' },
    SET_REGION: { actions: 'chooseRegion' },
    RESET: { target: '.hours.accepted', actions: 'resetToDefaults' },
  },
  states: {
    hours: wholeNumberField('SET_HOURS', { inRange: 'isHoursInRange', accept: 'acceptHours', keepRefused: 'keepRefusedHours' }),
  },
});
