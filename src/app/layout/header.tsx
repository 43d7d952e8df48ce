import { Anchor, Box, Button, Container, Group } from '@mantine/core';
import { Link, NavLink } from 'react-router-dom';
import { CONSULTATION_LABEL, CONSULTATION_PATH, HEADER_LINKS } from '../../content/navigation';
import { BRAND } from '../../content/site';
import { LocationsNav } from './locations-nav';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';

function HeaderLink({ label, to }: { label: string; to: string }) {
  return (
    <Anchor component={NavLink} to={to} c="dark.8" fw={600} underline="hover">
      {label}
    </Anchor>
  );
}

/** Sticky header (docs/spec/SPEC.md §2.4): logo, main links, Locations dropdown, consultation button. */
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
              <LocationsNav />
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
