import { ActionIcon } from '@mantine/core';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { mobileMenuMachine } from '../../../machines/mobile-menu/mobile-menu.machine';
import { mobileMenuView } from '../../../machines/mobile-menu/mobile-menu.view';
import { useMachineActor, useMachineView } from '../../shared/machines/use-machine';
import { Icon } from '../../shared/ui/icons';
import { useAudienceChrome } from '../audience';
import { useChromeWords } from './chrome-language';

const DRAWER_ID = 'mobile-menu';
const loadDrawer = () => import('./mobile-menu-drawer');
const MobileMenuDrawer = lazy(loadDrawer);

/**
 * The menu on phones, driven by the mobile-menu machine: the burger, and the drawer once opened,
 * which ends with the header's primary button for the route's audience.
 */
export function MobileMenu() {
  const { primary } = useAudienceChrome().chrome;
  const { mobileMenu } = useChromeWords();
  const actor = useMachineActor(mobileMenuMachine);
  const view = useMachineView(actor, mobileMenuView);
  const open = view.isOpen;
  // The drawer's code arrives on first open and stays, so later closes still animate out.
  const [drawerWanted, setDrawerWanted] = useState(false);
  if (open && !drawerWanted) setDrawerWanted(true);
  const prefetch = () => void loadDrawer();

  // When the menu closes with the focus in it (Escape, its close button, a chosen link) or
  // nowhere, the focus goes back to the burger: the drawer would let it fall to <body>.
  const burgerRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(open);
  useEffect(() => {
    if (wasOpen.current && !open) {
      const frame = requestAnimationFrame(() => {
        const focused = document.activeElement;
        if (!focused || focused === document.body || !focused.isConnected || focused.closest('[role="dialog"]')) burgerRef.current?.focus();
      });
      wasOpen.current = open;
      return () => cancelAnimationFrame(frame);
    }
    wasOpen.current = open;
    return undefined;
  }, [open]);

  return (
    <div data-testid="mobile-menu" data-state={view.dataState}>
      {/* An icon button rather than Mantine's Burger, whose bars are <div>s: HTML allows no <div> in a <button>. */}
      <ActionIcon
        ref={burgerRef}
        variant="subtle"
        color="gray.9"
        size="lg"
        onClick={view.toggleMenu}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        aria-label={open ? mobileMenu.close : mobileMenu.open}
        aria-expanded={open}
        aria-controls={DRAWER_ID}
      >
        <Icon name={open ? 'cross' : 'menu'} size={22} />
      </ActionIcon>
      {drawerWanted && (
        <Suspense fallback={null}>
          <MobileMenuDrawer id={DRAWER_ID} view={view} primary={primary} />
        </Suspense>
      )}
    </div>
  );
}
