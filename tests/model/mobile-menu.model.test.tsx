import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MobileMenuEvent } from '../../machines/mobile-menu/mobile-menu.machine';
import { MobileMenu } from '../../src/app/layout/mobile-menu';
import { renderWithSite } from '../render';
import { describeMachineModel, type Visit } from './harness';
import { modelPathsOf } from './model-paths';

/**
 * What the visitor left the phone menu as, worked out by hand from what they did (docs/spec/SPEC.md §4.1):
 * the burger opens and closes the menu; opening or closing by it collapses Locations; Escape and a
 * chosen link close both; the Locations toggle flips the submenu while the menu is open.
 */
interface MenuFacts {
  open: boolean;
  expanded: boolean;
  /** The menu was open and is closed again: the focus is back on the burger. */
  closedAgain: boolean;
}

function menuAfter(events: readonly { type: string }[]): MenuFacts {
  let facts: MenuFacts = { open: false, expanded: false, closedAgain: false };
  for (const { type } of events as readonly MobileMenuEvent[]) {
    if (type === 'TOGGLE_MENU') facts = facts.open ? { open: false, expanded: false, closedAgain: true } : { open: true, expanded: false, closedAgain: false };
    else if (type === 'CLOSE_MENU' || type === 'CHOOSE_LINK') facts = { open: false, expanded: false, closedAgain: true };
    else facts = { ...facts, expanded: !facts.expanded };
  }
  return facts;
}

/** The state the menu is in, by hand: `data-state` must say the same. */
function stateAfter(events: Visit['events']): string {
  const { open, expanded } = menuAfter(events);
  return open ? (expanded ? 'open.expanded' : 'open.collapsed') : 'closed';
}

/**
 * Every move docs/spec/SPEC.md §4.1 gives the visitor, as `<state before> --EVENT--> <state after>`: the
 * paths are generated from the machine, so a transition it lost would simply not be walked; this
 * list says what they must walk (a move on `open` from either of its Locations states).
 */
const REQUIRED_MOVES = [
  /^closed --TOGGLE_MENU--> open\.collapsed$/,
  /^open\.\w+ --TOGGLE_MENU--> closed$/,
  /^open\.\w+ --CLOSE_MENU--> closed$/,
  /^open\.\w+ --CHOOSE_LINK--> closed$/,
  /^open\.collapsed --TOGGLE_LOCATIONS--> open\.expanded$/,
  /^open\.expanded --TOGGLE_LOCATIONS--> open\.collapsed$/,
];

/** The eight cities of the Locations dropdown (docs/spec/SPEC.md §9.1: the first 8 cities), in order. */
const FIRST_EIGHT_CITIES = [
  ['Brampton', '/senior-care-brampton'],
  ['Mississauga', '/senior-care-mississauga'],
  ['Toronto', '/senior-care-toronto'],
  ['Scarborough', '/senior-care-scarborough'],
  ['Vancouver', '/senior-care-vancouver'],
  ['Calgary', '/senior-care-calgary'],
  ['Ottawa', '/senior-care-ottawa'],
  ['Vaughan', '/senior-care-vaughan'],
] as const;

let user: UserEvent;
const burger = () => screen.getByRole('button', { name: /^(Open|Close) menu$/, expanded: menuShown() });
const menuShown = () => screen.queryByRole('dialog') !== null;
const dialog = () => screen.getByRole('dialog', { name: 'Menu' });
const locationsToggle = () => within(dialog()).getByRole('button', { name: /^Locations/ });

async function expectMenu({ events }: Visit) {
  const { open, expanded, closedAgain } = menuAfter(events);
  expect(screen.getByTestId('mobile-menu')).toHaveAttribute('data-state', stateAfter(events));
  if (!open) {
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const closed = screen.getByRole('button', { name: 'Open menu' });
    expect(closed).toHaveAttribute('aria-expanded', 'false');
    // Closed from inside the menu, the focus comes back to the burger, not to the page's start.
    if (closedAgain) await waitFor(() => expect(closed).toHaveFocus());
    else expect(document.body).toHaveFocus();
    return;
  }
  expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeVisible();
  expect(screen.getByRole('button', { name: 'Close menu', expanded: true })).toHaveAttribute('aria-controls', 'mobile-menu');
  // The open menu holds the focus (a modal panel).
  await waitFor(() => expect(dialog()).toContainElement(document.activeElement as HTMLElement));
  expect(locationsToggle()).toHaveAttribute('aria-expanded', String(expanded));
  expect(locationsToggle()).toHaveTextContent(expanded ? 'Locations ▴' : 'Locations ▾');
  const cityLinks = () => FIRST_EIGHT_CITIES.map(([name]) => within(dialog()).queryByRole('link', { name }));
  if (expanded) {
    await waitFor(() => expect(cityLinks().every((link) => link !== null)).toBe(true));
    FIRST_EIGHT_CITIES.forEach(([, to], i) => expect(cityLinks()[i]).toHaveAttribute('href', to));
    expect(within(dialog()).getByRole('link', { name: 'View All Locations' })).toHaveAttribute('href', '/locations');
  } else {
    await waitFor(() => expect(cityLinks().filter((link) => link !== null)).toHaveLength(0));
    expect(within(dialog()).queryByRole('link', { name: 'View All Locations' })).not.toBeInTheDocument();
  }
  expect(within(dialog()).getByRole('link', { name: 'Services' })).toHaveAttribute('href', '/services');
  expect(within(dialog()).getByRole('link', { name: 'Book a Free Consultation' })).toBeVisible();
}

// Building the paths runs the machine: a machine that throws there fails a test here, where
// Stryker's Vitest runner sees it (a file that fails while collecting its tests reports no failure).
try {
  describeMachineModel({
    id: 'mobileMenu',
    render: (observer) => {
      user = userEvent.setup({ delay: null });
      renderWithSite(<MobileMenu />, { observer });
    },
    stateElement: () => screen.getByTestId('mobile-menu'),
    events: {
      // The burger when closed; the drawer's own close button when open (the overlay hides the burger).
      TOGGLE_MENU: async (_, { events }) => {
        await user.click(menuAfter(events).open ? within(dialog()).getByRole('button', { name: 'Close menu' }) : burger());
      },
      CLOSE_MENU: async () => {
        await user.keyboard('{Escape}');
      },
      TOGGLE_LOCATIONS: async () => {
        await user.click(locationsToggle());
      },
      CHOOSE_LINK: async (_, { events }) => {
        await user.click(within(dialog()).getByRole('link', { name: menuAfter(events).expanded ? 'Brampton' : 'Services' }));
      },
    },
    states: {
      closed: expectMenu,
      'open.collapsed': expectMenu,
      'open.expanded': expectMenu,
    },
  });
} catch (error) {
  it("builds the mobile menu's model paths", () => {
    expect(() => {
      throw error;
    }).not.toThrow();
  });
}

describe('mobileMenu: its model paths walk every move docs/spec/SPEC.md §4.1 gives the visitor', () => {
  it('opens, closes three ways, and expands and collapses Locations', () => {
    const walked = modelPathsOf('mobileMenu', undefined).paths.flatMap(({ steps }) =>
      steps.map((step, i) => {
        const before = steps.slice(0, i).map((s) => s.event);
        return `${stateAfter(before)} --${step.event.type}--> ${stateAfter([...before, step.event])}`;
      }),
    );
    expect(REQUIRED_MOVES.filter((move) => !walked.some((w) => move.test(w))).map(String)).toEqual([]);
  });
});
