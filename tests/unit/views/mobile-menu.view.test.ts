import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { mobileMenuMachine, type MobileMenuEvent } from '../../../machines/mobile-menu/mobile-menu.machine';
import { mobileMenuView, type MobileMenuView } from '../../../machines/mobile-menu/mobile-menu.view';

const viewAfter = (...events: MobileMenuEvent[]) => {
  const actor = createActor(mobileMenuMachine).start();
  events.forEach((event) => actor.send(event));
  return mobileMenuView(actor.getSnapshot(), actor.send);
};

describe('mobile menu view', () => {
  it.each([
    ['closed', [], { dataState: 'closed', isOpen: false, isLocationsExpanded: false }],
    ['open with Locations collapsed', [{ type: 'TOGGLE_MENU' }], { dataState: 'open.collapsed', isOpen: true, isLocationsExpanded: false }],
    [
      'open with Locations expanded',
      [{ type: 'TOGGLE_MENU' }, { type: 'TOGGLE_LOCATIONS' }],
      { dataState: 'open.expanded', isOpen: true, isLocationsExpanded: true },
    ],
    [
      'Locations collapsed again',
      [{ type: 'TOGGLE_MENU' }, { type: 'TOGGLE_LOCATIONS' }, { type: 'TOGGLE_LOCATIONS' }],
      { dataState: 'open.collapsed', isOpen: true, isLocationsExpanded: false },
    ],
    [
      'closed by choosing a link',
      [{ type: 'TOGGLE_MENU' }, { type: 'TOGGLE_LOCATIONS' }, { type: 'CHOOSE_LINK' }],
      { dataState: 'closed', isOpen: false, isLocationsExpanded: false },
    ],
    ['closed by the drawer', [{ type: 'TOGGLE_MENU' }, { type: 'CLOSE_MENU' }], { dataState: 'closed', isOpen: false, isLocationsExpanded: false }],
    [
      'reopened: Locations start collapsed',
      [{ type: 'TOGGLE_MENU' }, { type: 'TOGGLE_LOCATIONS' }, { type: 'TOGGLE_MENU' }, { type: 'TOGGLE_MENU' }],
      { dataState: 'open.collapsed', isOpen: true, isLocationsExpanded: false },
    ],
  ] as [string, MobileMenuEvent[], Partial<MobileMenuView>][])('%s', (_name, events, expected) => {
    expect(viewAfter(...events)).toMatchObject(expected);
  });

  it.each([
    ['toggleMenu', { type: 'TOGGLE_MENU' }],
    ['close', { type: 'CLOSE_MENU' }],
    ['toggleLocations', { type: 'TOGGLE_LOCATIONS' }],
    ['chooseLink', { type: 'CHOOSE_LINK' }],
  ] as const)('%s sends %o', (action, event) => {
    const send = vi.fn();
    mobileMenuView(createActor(mobileMenuMachine).start().getSnapshot(), send)[action]();
    expect(send).toHaveBeenCalledExactlyOnceWith(event);
  });
});
