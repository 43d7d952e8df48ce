import type { SnapshotFrom } from 'xstate';
import { careCost, type CareCostEstimate, type CareCostSelection, type CareTypeId, type RegionId } from './care-cost.rules';
import type { CareCostEvent, careCostMachine } from './care-cost.machine';
import { stateName } from '../shared/state-name';

/** What the care cost calculator's view needs: the inputs as shown, the live estimate, the refusal. */
export interface CareCostView {
  dataState: string;
  /** The estimate's inputs (hours: the last valid value, which the slider shows). */
  selection: CareCostSelection;
  /** What the hours box shows: the visitor's own text, even when refused. */
  hoursText: string;
  isHoursRefused: boolean;
  /** Hourly, weekly and monthly in CAD, rounded to the cent. */
  estimate: CareCostEstimate;
  /** Everything is at its default: Reset would change nothing. */
  isAtDefaults: boolean;
  hoursRange: { min: number; max: number };
  chooseCareType: (careType: CareTypeId) => void;
  chooseRegion: (region: RegionId) => void;
  setHours: (value: string) => void;
  reset: () => void;
}

export function careCostView(snapshot: SnapshotFrom<typeof careCostMachine>, send: (event: CareCostEvent) => void): CareCostView {
  const { rates, selection, hoursText } = snapshot.context;
  const isHoursRefused = snapshot.matches({ hours: 'refused' });
  const { defaults } = rates;
  return {
    dataState: stateName(snapshot.value),
    selection,
    hoursText,
    isHoursRefused,
    estimate: careCost(selection, rates),
    isAtDefaults: !isHoursRefused && selection.careType === defaults.careType && selection.region === defaults.region && selection.hours === defaults.hours,
    hoursRange: { min: rates.hours.min, max: rates.hours.max },
    chooseCareType: (careType) => send({ type: 'SET_CARE_TYPE', careType }),
    chooseRegion: (region) => send({ type: 'SET_REGION', region }),
    setHours: (value) => send({ type: 'SET_HOURS', value }),
    reset: () => send({ type: 'RESET' }),
  };
}
