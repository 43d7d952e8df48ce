import type { SnapshotFrom } from 'xstate';
import type { MobileMenuEvent, mobileMenuMachine } from './mobile-menu.machine';
import { stateName } from '../shared/state-name';

/** What the phone menu needs from the mobile-menu machine. */
export interface MobileMenuView {
  dataState: string;
  isOpen: boolean;
  isLocationsExpanded: boolean;
  toggleMenu: () => void;
  close: () => void;
  toggleLocations: () => void;
  chooseLink: () => void;
}

export function mobileMenuView(snapshot: SnapshotFrom<typeof mobileMenuMachine>, send: (event: MobileMenuEvent) => void): MobileMenuView {
  return {
    dataState: stateName(snapshot.value),
    isOpen: snapshot.matches('open'),
    isLocationsExpanded: snapshot.matches({ open: 'expanded' }),
    toggleMenu: () => send({ type: 'TOGGLE_MENU' }),
    close: () => send({ type: 'CLOSE_MENU' }),
    toggleLocations: () => send({ type: 'TOGGLE_LOCATIONS' }),
    chooseLink: () => send({ type: 'CHOOSE_LINK' }),
  };
}
