import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Drawer.css';
import { useChromeLanguage } from './chrome-language';
import { Button, Collapse, Divider, Drawer, Stack, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { MobileMenuView } from '../../../machines/mobile-menu/mobile-menu.view';
import {
  HEADER_LINKS,
  LANGUAGES_LINK,
  LOCATIONS_MENU,
  LOCATIONS_PATH,
  VIEW_ALL_LOCATIONS_LABEL,
  type AudienceChrome,
} from '../../content/navigation';
import { PHONE } from '../../content/site';

const LOCATIONS_ID = 'mobile-menu-locations';

/**
 * The slide-in panel of the phone menu. Its own chunk: it loads when the menu is first opened
 * (or the burger is hovered or focused), not with every page (decision 0012).
 */
export default function MobileMenuDrawer({ id, view, primary }: { id: string; view: MobileMenuView; primary: AudienceChrome['primary'] }) {
  const open = view.isOpen;
  const expanded = view.isLocationsExpanded;
  const choose = view.chooseLink;
  // Rendered in a portal, outside the header: on a page in another language it says its own (English).
  const language = useChromeLanguage();

  const link = (label: string, to: string) => (
    <Button key={to} component={Link} to={to} onClick={choose} variant="subtle" justify="flex-start" size="md" fullWidth>
      {label}
    </Button>
  );

  // Composed from Drawer parts: the stock Drawer header is a <header>, a second banner landmark.
  return (
    <Drawer.Root
      id={id}
      opened={open}
      onClose={view.close}
      position="right"
      size="xs"
      transitionProps={{ duration: 150 }}
    >
      <Drawer.Overlay />
      <Drawer.Content {...language}>
        <Drawer.Body pt="md">
          <Drawer.Title fw={700} fz="lg" mb="sm">
            Menu
          </Drawer.Title>
          <nav aria-label="Mobile">
            <Stack gap={4}>
              <Button
                variant="default"
                onClick={view.toggleMenu}
                size="sm"
                mb="sm"
              >
                Close menu
              </Button>
              {link(HEADER_LINKS.services.label, HEADER_LINKS.services.to)}
              {link(HEADER_LINKS.about.label, HEADER_LINKS.about.to)}
              <UnstyledButton
                onClick={view.toggleLocations}
                aria-expanded={expanded}
                aria-controls={LOCATIONS_ID}
                px="md"
                py="xs"
                fw={600}
                c="maple.8"
                data-state={expanded ? 'expanded' : 'collapsed'}
              >
                {HEADER_LINKS.locations.label} {expanded ? '▴' : '▾'}
              </UnstyledButton>
              <Collapse expanded={expanded} id={LOCATIONS_ID}>
                <Stack gap={2} pl="md">
                  {LOCATIONS_MENU.map((l) => link(l.label, l.to))}
                  {link(LANGUAGES_LINK.label, LANGUAGES_LINK.to)}
                  {link(VIEW_ALL_LOCATIONS_LABEL, LOCATIONS_PATH)}
                </Stack>
              </Collapse>
              {link(HEADER_LINKS.careers.label, HEADER_LINKS.careers.to)}
              {link(HEADER_LINKS.contact.label, HEADER_LINKS.contact.to)}
              <Divider my="sm" />
              <Button component={Link} to={primary.to} onClick={choose} size="md">
                {primary.label}
              </Button>
              <Text ta="center" mt="sm">
                <a href={PHONE.href} onClick={choose}>
                  Call {PHONE.display}
                </a>
              </Text>
            </Stack>
          </nav>
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
