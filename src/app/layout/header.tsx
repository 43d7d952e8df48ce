import { Anchor, Box, Button, Container, Group, Menu } from '@mantine/core';
import { Link, NavLink } from 'react-router-dom';
import {
  CONSULTATION_LABEL,
  CONSULTATION_PATH,
  HEADER_LINKS,
  LOCATIONS_MENU,
  LOCATIONS_PATH,
  VIEW_ALL_LOCATIONS_LABEL,
} from '../../content/navigation';
import { BRAND } from '../../content/site';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';

function HeaderLink({ label, to }: { label: string; to: string }) {
  return (
    <Anchor component={NavLink} to={to} c="dark.8" fw={600} underline="hover">
      {label}
    </Anchor>
  );
}

/** Sticky header (SPEC.md 2.4): logo, main links, Locations dropdown, consultation button. */
export function Header() {
  return (
    <header className="site-header">
      <Container size="xl" h="var(--site-header-height)">
        <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
          <Anchor component={Link} to="/" underline="never" title={`${BRAND}: home`}>
            <Logo />
          </Anchor>
          <Box component="nav" aria-label="Main" visibleFrom="md">
            <Group gap="lg" wrap="nowrap">
              <HeaderLink {...HEADER_LINKS.services} />
              <HeaderLink {...HEADER_LINKS.about} />
              <Menu trigger="click-hover" openDelay={80} closeDelay={150} position="bottom-start" withinPortal={false}>
                <Menu.Target>
                  <Button variant="subtle" color="dark" fw={600} px={4} rightSection={<span aria-hidden="true">▾</span>}>
                    {HEADER_LINKS.locations.label}
                  </Button>
                </Menu.Target>
                <Menu.Dropdown>
                  {LOCATIONS_MENU.map((l) => (
                    <Menu.Item key={l.to} component={Link} to={l.to}>
                      {l.label}
                    </Menu.Item>
                  ))}
                  <Menu.Divider />
                  <Menu.Item component={Link} to={LOCATIONS_PATH} fw={600}>
                    {VIEW_ALL_LOCATIONS_LABEL}
                  </Menu.Item>
                </Menu.Dropdown>
              </Menu>
              <HeaderLink {...HEADER_LINKS.careers} />
              <HeaderLink {...HEADER_LINKS.contact} />
            </Group>
          </Box>
          <Group gap="xs" wrap="nowrap">
            <Button component={Link} to={CONSULTATION_PATH} size="sm" visibleFrom="xs">
              {CONSULTATION_LABEL}
            </Button>
            <Button component={Link} to={CONSULTATION_PATH} size="compact-sm" hiddenFrom="xs">
              Free Consultation
            </Button>
            <Box hiddenFrom="md">
              <MobileMenu />
            </Box>
          </Group>
        </Group>
      </Container>
    </header>
  );
}
