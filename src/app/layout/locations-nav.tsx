import { Button, type ButtonProps } from '@mantine/core';
import { useCallback, useRef, useState } from 'react';
import { preloadableComponent } from '../../shared/lib/preloadable-component';
import { useChromeWords } from './chrome-language';

const locationsMenu = preloadableComponent(() => import('./locations-menu').then((m) => m.LocationsMenu));
const LocationsMenu = locationsMenu.Component;
/** The trigger's look, the same before and after the menu takes over. */
const TRIGGER: ButtonProps = { variant: 'subtle', color: 'dark', fw: 600, px: 4, rightSection: <span aria-hidden="true">▾</span> };

interface Handover {
  opened: boolean;
  focused: boolean;
}

/**
 * The header's Locations entry. The first load carries only a trigger that looks like the menu's
 * (the dropdown and its positioning code weigh more than the rest of the header). The menu's chunk
 * is fetched on intent, at the first hover, focus or click, and the menu then takes over in place:
 * open if that was the visitor's intent and focused if the trigger was (a click before the page
 * hydrated is replayed on the trigger, decision 0025). Rendering the menu only then keeps its work
 * (Popover, floating-ui) off the main thread while the page settles.
 */
export function LocationsNav() {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const hovering = useRef(false);
  const clicked = useRef(false);
  const [handover, setHandover] = useState<Handover | null>(null);
  const { label } = useChromeWords().header.locations;

  const takeOver = useCallback(() => {
    void locationsMenu.preload().then(() =>
      setHandover(
        (current) =>
          current ?? {
            opened: clicked.current || hovering.current,
            focused: triggerRef.current !== null && document.activeElement === triggerRef.current,
          },
      ),
    );
  }, []);

  if (handover) {
    return <LocationsMenu trigger={TRIGGER} label={label} defaultOpened={handover.opened} focusTarget={handover.focused} />;
  }
  return (
    <Button
      ref={triggerRef}
      {...TRIGGER}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => {
        hovering.current = true;
        takeOver();
      }}
      onPointerLeave={() => {
        hovering.current = false;
      }}
      onFocus={takeOver}
      onClick={() => {
        clicked.current = true;
        // The hand-over may be decided and not yet drawn: this click still opens the menu.
        setHandover((current) => current && { ...current, opened: true });
        takeOver();
      }}
    >
      {label}
    </Button>
  );
}
