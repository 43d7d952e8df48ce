// Menu and Popover styles come with this chunk: the menu renders at the first hover, focus or click.
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Menu.css';
import { Button, Menu, type ButtonProps } from '@mantine/core';
import { useLayoutEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { useChromeWords } from './chrome-language';
import { ChromeLinkText, chromeLinkAttributes } from './chrome-link';

/**
 * The header's Locations dropdown (docs/spec/SPEC.md §2.4): Mantine's Menu, with its positioning library, in
 * a chunk of its own. It replaces the look-alike trigger of ./locations-nav.tsx once fetched, open
 * already when the visitor clicked or is hovering, and focused when the trigger was.
 */
export function LocationsMenu({
  trigger,
  label,
  defaultOpened,
  focusTarget,
}: {
  /** The look of the trigger it replaces, shared so the two cannot drift apart. */
  trigger: ButtonProps;
  label: string;
  defaultOpened: boolean;
  focusTarget: boolean;
}) {
  const targetRef = useRef<HTMLButtonElement>(null);
  const { cities, languages, viewAll } = useChromeWords().locationsMenu;
  // In the commit that puts this trigger where the look-alike was: the focus never rests on <body>
  // in between, where a quick Tab would restart from the top of the page.
  useLayoutEffect(() => {
    if (focusTarget) targetRef.current?.focus();
  }, [focusTarget]);

  // Opened by the handover (the visitor pressed Enter on the look-alike before this code came),
  // Mantine has no trigger of its own to give the focus back to: when the menu closes and the
  // focus is still on an item or has fallen out of the page, it goes back to this trigger.
  const returnFocus = () =>
    requestAnimationFrame(() => {
      const focused = document.activeElement;
      if (!focused || focused === document.body || !focused.isConnected || focused.closest('[role="menu"]')) targetRef.current?.focus();
    });

  return (
    <Menu
      onClose={returnFocus}
      trigger="click-hover"
      openDelay={80}
      closeDelay={150}
      position="bottom-start"
      withinPortal={false}
      defaultOpened={defaultOpened}
    >
      <Menu.Target>
        <Button ref={targetRef} {...trigger}>
          {label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {cities.map((l) => (
          <Menu.Item key={l.to} component={Link} to={l.to} {...chromeLinkAttributes(l)}>
            <ChromeLinkText link={l} />
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item component={Link} to={languages.to} {...chromeLinkAttributes(languages)}>
          <ChromeLinkText link={languages} />
        </Menu.Item>
        <Menu.Item component={Link} to={viewAll.to} {...chromeLinkAttributes(viewAll)} fw={600}>
          <ChromeLinkText link={viewAll} />
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
