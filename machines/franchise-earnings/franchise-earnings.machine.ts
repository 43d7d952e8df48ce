import { assertEvent, assign, setup } from 'xstate';
import { wholeNumberField, wholeNumberIn } from '../shared/calculator-rules';
import type { FranchiseSelection, FranchiseTerms } from './franchise-earnings.rules';

/**
 * Franchise earnings calculator (docs/spec/SPEC.md §4.5, §5, §9.4): clients (0-100) and weekly hours per
 * client (0-80) update the figures live. Each field is its own region: a value outside its range
 * (or not a whole number) is refused there (`refused`), the field keeps what the visitor typed,
 * and the figures stay on the last valid value. Reset returns both to the defaults (25 clients,
 * 20 hours). The terms come in as input, from content.
 */
export interface FranchiseEarningsContext {
  terms: FranchiseTerms;
  /** The figures' inputs: always the last valid values. */
  selection: FranchiseSelection;
  /** What each number box holds: the visitor's text, refused or not. */
  clientsText: string;
  hoursText: string;
}

export type FranchiseEarningsEvent = { type: 'SET_CLIENTS'; value: string } | { type: 'SET_HOURS'; value: string } | { type: 'RESET' };

const defaultsOf = (terms: FranchiseTerms) => ({
  selection: { ...terms.defaults },
  clientsText: String(terms.defaults.clients),
  hoursText: String(terms.defaults.hours),
});

export const franchiseEarningsMachine = setup({
  types: {
    context: {} as FranchiseEarningsContext,
    events: {} as FranchiseEarningsEvent,
    input: {} as { terms: FranchiseTerms },
  },
  guards: {
    isClientsInRange: ({ context, event }) => {
      assertEvent(event, 'SET_CLIENTS');
      return wholeNumberIn(event.value, context.terms.clients) !== null;
    },
    isHoursInRange: ({ context, event }) => {
      assertEvent(event, 'SET_HOURS');
      return wholeNumberIn(event.value, context.terms.hours) !== null;
    },
  },
  actions: {
    acceptClients: assign(({ context, event }) => {
      assertEvent(event, 'SET_CLIENTS');
      const clients = wholeNumberIn(event.value, context.terms.clients) ?? context.selection.clients;
      return { selection: { ...context.selection, clients }, clientsText: event.value };
    }),
    keepRefusedClients: assign(({ event }) => {
      assertEvent(event, 'SET_CLIENTS');
      return { clientsText: event.value };
    }),
    acceptHours: assign(({ context, event }) => {
      assertEvent(event, 'SET_HOURS');
      const hours = wholeNumberIn(event.value, context.terms.hours) ?? context.selection.hours;
      return { selection: { ...context.selection, hours }, hoursText: event.value };
    }),
    keepRefusedHours: assign(({ event }) => {
      assertEvent(event, 'SET_HOURS');
      return { hoursText: event.value };
    }),
    resetToDefaults: assign(({ context }) => defaultsOf(context.terms)),
  },
}).createMachine({
  id: 'franchiseEarnings',
  context: ({ input }) => ({ terms: input.terms, ...defaultsOf(input.terms) }),
  type: 'parallel',
  on: {
    RESET: { target: ['.clients.accepted', '.hours.accepted'], actions: 'resetToDefaults' },
  },
  states: {
    clients: wholeNumberField('SET_CLIENTS', { inRange: 'isClientsInRange', accept: 'acceptClients', keepRefused: 'keepRefusedClients' }),
    hours: wholeNumberField('SET_HOURS', { inRange: 'isHoursInRange', accept: 'acceptHours', keepRefused: 'keepRefusedHours' }),
  },
});
