import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import type { mobileMenuMachine } from '../../machines/mobile-menu/mobile-menu.machine';
import { mobileMenuView } from '../../machines/mobile-menu/mobile-menu.view';
import { MobileMenu } from '../../src/app/layout/mobile-menu';
import { LOCATIONS_MENU } from '../../src/content/navigation';
import { renderWithSite } from '../render';
import { describeMachineModel } from './harness';

let user: UserEvent;
const dialog = () => screen.getByRole('dialog', { name: 'Menu' });
const locationsToggle = () => within(dialog()).getByRole('button', { name: /Locations/ });
const firstCity = LOCATIONS_MENU[0]!;
const viewOf = (model: SnapshotFrom<typeof mobileMenuMachine>) => mobileMenuView(model, () => {});

/** The menu dialog is shown iff the model's menu is open; the Locations toggle follows the model too. */
async function expectMenu(model: SnapshotFrom<typeof mobileMenuMachine>) {
  const { isOpen, isLocationsExpanded } = viewOf(model);
  if (!isOpen) {
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    return;
  }
  expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeVisible();
  expect(locationsToggle()).toHaveAttribute('aria-expanded', String(isLocationsExpanded));
}

describeMachineModel({
  id: 'mobileMenu',
  render: (observer) => {
    user = userEvent.setup({ delay: null });
    renderWithSite(<MobileMenu />, { observer });
  },
  stateElement: () => screen.getByTestId('mobile-menu'),
  events: {
    TOGGLE_MENU: async () => {
      const open = screen.queryByRole('dialog');
      await user.click(
        open
          ? within(open).getByRole('button', { name: 'Close menu' })
          : screen.getByRole('button', { name: 'Open menu' }),
      );
    },
    CLOSE_MENU: async () => {
      await user.keyboard('{Escape}');
    },
    TOGGLE_LOCATIONS: async () => {
      await user.click(locationsToggle());
    },
    CHOOSE_LINK: async () => {
      const expanded = locationsToggle().getAttribute('aria-expanded') === 'true';
      await user.click(within(dialog()).getByRole('link', { name: expanded ? firstCity.label : 'Services' }));
    },
  },
  states: {
    closed: async (model) => {
      await expectMenu(model);
    },
    'open.collapsed': async (model) => {
      await expectMenu(model);
      expect(within(dialog()).queryByRole('link', { name: firstCity.label })).not.toBeInTheDocument();
      expect(within(dialog()).getByRole('link', { name: 'Book a Free Consultation' })).toBeVisible();
    },
    'open.expanded': async (model) => {
      await expectMenu(model);
      expect(await within(dialog()).findByRole('link', { name: firstCity.label })).toHaveAttribute('href', firstCity.to);
      expect(within(dialog()).getByRole('link', { name: 'View All Locations' })).toHaveAttribute('href', '/locations');
    },
  },
});
