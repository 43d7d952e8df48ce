import { Burger } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { mobileMenuMachine } from '../../../machines/mobile-menu.machine';
import { mobileMenuView } from '../../../machines/mobile-menu.view';
import { useMachineActor, useMachineView } from '../../shared/machines/use-machine';

const DRAWER_ID = 'mobile-menu';
const loadDrawer = () => import('./mobile-menu-drawer');
const MobileMenuDrawer = lazy(loadDrawer);

/** The menu on phones, driven by the mobile-menu machine: the burger, and the drawer once opened. */
export function MobileMenu() {
  const actor = useMachineActor(mobileMenuMachine);
  const view = useMachineView(actor, mobileMenuView);
  const open = view.isOpen;
  // The drawer's code arrives on first open and stays, so later closes still animate out.
  const [drawerWanted, setDrawerWanted] = useState(false);
  if (open && !drawerWanted) setDrawerWanted(true);
  const prefetch = () => void loadDrawer();

  return (
    <div data-testid="mobile-menu" data-state={view.dataState}>
      <Burger
        opened={open}
        onClick={view.toggleMenu}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        aria-label={open ? 'Close menu' : 'Open menu'}
        aria-expanded={open}
        aria-controls={DRAWER_ID}
        size="sm"
      />
      {drawerWanted && (
        <Suspense fallback={null}>
          <MobileMenuDrawer id={DRAWER_ID} view={view} />
        </Suspense>
      )}
    </div>
  );
}
