import type { SnapshotFrom } from 'xstate';
import { franchiseEarnings, type FranchiseEarnings, type FranchiseSelection } from './franchise-earnings.rules';
import type { FranchiseEarningsEvent, franchiseEarningsMachine } from './franchise-earnings.machine';
import { stateName } from '../shared/state-name';

/** What the earnings calculator's view needs: both fields as shown, the figures, the refusals. */
export interface FranchiseEarningsView {
  dataState: string;
  /** The figures' inputs: the last valid values, which the sliders show. */
  selection: FranchiseSelection;
  clientsText: string;
  hoursText: string;
  isClientsRefused: boolean;
  isHoursRefused: boolean;
  /** The year's figures in whole CAD. */
  earnings: FranchiseEarnings;
  /** The net profit is below zero: the view says "loss" in words, not in colour alone. */
  isLoss: boolean;
  isAtDefaults: boolean;
  clientsRange: { min: number; max: number };
  hoursRange: { min: number; max: number };
  setClients: (value: string) => void;
  setHours: (value: string) => void;
  reset: () => void;
}

export function franchiseEarningsView(
  snapshot: SnapshotFrom<typeof franchiseEarningsMachine>,
  send: (event: FranchiseEarningsEvent) => void,
): FranchiseEarningsView {
  const { terms, selection, clientsText, hoursText } = snapshot.context;
  const earnings = franchiseEarnings(selection, terms);
  const isClientsRefused = snapshot.matches({ clients: 'refused' });
  const isHoursRefused = snapshot.matches({ hours: 'refused' });
  return {
    dataState: stateName(snapshot.value),
    selection,
    clientsText,
    hoursText,
    isClientsRefused,
    isHoursRefused,
    earnings,
    isLoss: earnings.netProfit < 0,
    isAtDefaults: !isClientsRefused && !isHoursRefused && selection.clients === terms.defaults.clients && selection.hours === terms.defaults.hours,
    clientsRange: { min: terms.clients.min, max: terms.clients.max },
    hoursRange: { min: terms.hours.min, max: terms.hours.max },
    setClients: (value) => send({ type: 'SET_CLIENTS', value }),
    setHours: (value) => send({ type: 'SET_HOURS', value }),
    reset: () => send({ type: 'RESET' }),
  };
}
