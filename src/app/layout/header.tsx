import { Anchor, Box, Button, Container, Group } from '@mantine/core';
import { Link, NavLink } from 'react-router-dom';
import { HEADER_LINKS } from '../../content/navigation';
import { BRAND } from '../../content/site';
import { useAudienceChrome } from '../audience';
import { LocationsNav } from './locations-nav';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { useChromeLanguage } from './chrome-language';

function HeaderLink({ label, to }: { label: string; to: string }) {
  return (
    <Anchor component={NavLink} to={to} c="dark.8" fw={600} underline="hover">
      {label}
    </Anchor>
  );
}

/**
 * Sticky header (docs/spec/SPEC.md §2.4): logo, main links, Locations dropdown, and the primary button
 * for the route's audience (src/app/audience.ts): 'Book a Free Consultation' for families,
 * 'Apply Now' for applicants.
 */
export function Header() {
  const { audience, chrome } = useAudienceChrome();
  const primary = chrome.primary;
  const language = useChromeLanguage();
  return (
    <header className="site-header" data-audience={audience} {...language}>
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
            <Button component={Link} to={primary.to} size="sm" visibleFrom="xs">
              {primary.label}
            </Button>
            <Button component={Link} to={primary.to} size="compact-sm" hiddenFrom="xs">
              {primary.shortLabel}
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
