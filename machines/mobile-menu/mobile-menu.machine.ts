import { setup } from 'xstate';
import { ignoring } from '../shared/ignored-events';

/**
 * Mobile menu (docs/spec/SPEC.md §4.1): the slide-in menu is open or closed; inside it, the Locations
 * submenu is expanded or collapsed. Toggling the menu always collapses the submenu (opening
 * enters `open.collapsed`), and choosing a link closes both.
 */
export type MobileMenuEvent = { type: 'TOGGLE_MENU' } | { type: 'CLOSE_MENU' } | { type: 'TOGGLE_LOCATIONS' } | { type: 'CHOOSE_LINK' };

export const mobileMenuMachine = setup({
  types: {
    events: {} as MobileMenuEvent,
  },
}).createMachine({
  id: 'mobileMenu',
  initial: 'closed',
  states: {
    closed: {
      meta: {
        ignores: ignoring(['CLOSE_MENU', 'CHOOSE_LINK', 'TOGGLE_LOCATIONS'], 'The menu is closed: its drawer, links and Locations toggle are not shown.'),
      },
      on: { TOGGLE_MENU: 'open' },
    },
    open: {
      initial: 'collapsed',
      on: {
        TOGGLE_MENU: 'closed',
        CLOSE_MENU: 'closed',
        CHOOSE_LINK: 'closed',
      },
      states: {
        collapsed: { on: { TOGGLE_LOCATIONS: 'expanded' } },
        expanded: { on: { TOGGLE_LOCATIONS: 'collapsed' } },
      },
    },
  },
});
