import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Drawer.css';
import { Button, Collapse, Divider, Drawer, Stack, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { MobileMenuView } from '../../../machines/mobile-menu/mobile-menu.view';
import type { ChromeAudience, ChromeLink } from '../../content/chrome/words';
import { PHONE } from '../../content/site';
import { DRAWER_WORDS_EN } from '../../content/chrome/drawer-words';
import { useChromeLanguage, useChromePart, useChromeWords } from './chrome-language';
import { ChromeLinkText, chromeLinkAttributes } from './chrome-link';

const LOCATIONS_ID = 'mobile-menu-locations';

/**
 * The slide-in panel of the phone menu. Its own chunk: it loads when the menu is first opened
 * (or the burger is hovered or focused), not with every page (decision 0012).
 */
export default function MobileMenuDrawer({ id, view, primary }: { id: string; view: MobileMenuView; primary: ChromeAudience['primary'] }) {
  const open = view.isOpen;
  const expanded = view.isLocationsExpanded;
  const choose = view.chooseLink;
  // Rendered in a portal, outside the header: on a page in another language it says its own.
  const language = useChromeLanguage();
  const words = useChromeWords();
  const drawer = useChromePart('drawer', DRAWER_WORDS_EN);

  const link = (l: ChromeLink) => (
    <Button key={l.to} component={Link} to={l.to} {...chromeLinkAttributes(l)} onClick={choose} variant="subtle" justify="flex-start" size="md" fullWidth>
      <ChromeLinkText link={l} />
    </Button>
  );

  // Composed from Drawer parts: the stock Drawer header is a <header>, a second banner landmark.
  return (
    <Drawer.Root id={id} opened={open} onClose={view.close} position="right" size="xs" transitionProps={{ duration: 150 }}>
      <Drawer.Overlay />
      <Drawer.Content {...language}>
        <Drawer.Body pt="md">
          <Drawer.Title fw={700} fz="lg" mb="sm">
            {drawer.title}
          </Drawer.Title>
          <nav aria-label={drawer.navLabel}>
            <Stack gap={4}>
              <Button variant="default" onClick={view.toggleMenu} size="sm" mb="sm">
                {words.mobileMenu.close}
              </Button>
              {link(words.header.services)}
              {link(words.header.about)}
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
                {drawer.locationsLabel} {expanded ? '▴' : '▾'}
              </UnstyledButton>
              <Collapse expanded={expanded} id={LOCATIONS_ID}>
                <Stack gap={2} pl="md">
                  {words.locationsMenu.cities.map(link)}
                  {link(words.locationsMenu.languages)}
                  {link(words.locationsMenu.viewAll)}
                </Stack>
              </Collapse>
              {link(words.header.careers)}
              {link(words.header.contact)}
              <Divider my="sm" />
              <Button component={Link} to={primary.to} {...chromeLinkAttributes(primary)} onClick={choose} size="md">
                <ChromeLinkText link={primary} />
              </Button>
              <Text ta="center" mt="sm">
                <a href={PHONE.href} onClick={choose}>
                  {drawer.call(PHONE.display)}
                </a>
              </Text>
            </Stack>
          </nav>
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
