import { Anchor, Box, Button, Container, Group } from '@mantine/core';
import { Link, NavLink, useLocation } from 'react-router-dom';
import type { ChromeLink } from '../../content/chrome/words';
import { LANGUAGE_NAMES } from '../../content/language-names';
import { SITE_LANG } from '../../content/site';
import { LanguageSwitch } from '../../shared/ui/language-switch';
import { useAudienceChrome } from '../audience';
import { routeForPath } from '../routes';
import { LocationsNav } from './locations-nav';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { useChromeLanguage, useChromeWords } from './chrome-language';
import { ChromeLinkText, chromeLinkAttributes } from './chrome-link';

function HeaderLink({ link }: { link: ChromeLink }) {
  return (
    <Anchor component={NavLink} to={link.to} {...chromeLinkAttributes(link)} c="dark.8" fw={600} underline="hover">
      <ChromeLinkText link={link} />
    </Anchor>
  );
}

/**
 * The page's twins in other languages, from the route's alternates (decisions 0062 and 0070): every
 * one in another language than the page's, in the route's order (the Montreal page's French,
 * English and Arabic twins each offer the other two). None on a page without twins.
 */
function HeaderLanguageSwitch() {
  const { languageNavLabel } = useChromeWords();
  const meta = routeForPath(useLocation().pathname)?.meta;
  const lang = meta?.lang ?? SITE_LANG;
  const twins = (meta?.alternates ?? []).flatMap((a) => {
    const name = a.hreflang !== 'x-default' && a.hreflang !== lang ? LANGUAGE_NAMES[a.hreflang] : undefined;
    return name ? [{ to: a.path, label: name.name, lang: a.hreflang, dir: name.dir }] : [];
  });
  if (twins.length === 0) return null;
  return <LanguageSwitch twins={twins} navLabel={languageNavLabel} />;
}

/**
 * Sticky header (docs/spec/SPEC.md §2.4): logo, main links, Locations dropdown, the language switch
 * on a page with a twin, and the primary button for the route's audience (src/app/audience.ts):
 * 'Book a Free Consultation' for families, 'Apply Now' for applicants; in the page's language when
 * the chrome has words in it (src/app/layout/chrome-language.ts).
 */
export function Header() {
  const { audience, chrome } = useAudienceChrome();
  const primary = chrome.primary;
  const language = useChromeLanguage();
  const words = useChromeWords();
  // A button leading to an English-only page says so to screen readers and in hreflang; its
  // visible words stay on one line in the header (the sticky bar and the menus show the note).
  const primaryNote = primary.englishOnly && <span className="visually-hidden"> {words.englishOnlyNote}</span>;
  return (
    <header className="site-header" data-audience={audience} {...language}>
      <Container size="xl" h="var(--site-header-height)">
        <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
          <Anchor component={Link} to={words.home} underline="never" title={words.logo.title}>
            <Logo subtitle={words.logo.subtitle} />
          </Anchor>
          <Box component="nav" aria-label={words.mainNavLabel} visibleFrom="md">
            <Group gap="lg" wrap="nowrap">
              <HeaderLink link={words.header.services} />
              <HeaderLink link={words.header.about} />
              <LocationsNav />
              <HeaderLink link={words.header.careers} />
              <HeaderLink link={words.header.contact} />
            </Group>
          </Box>
          <Group gap="xs" wrap="nowrap">
            {/* On a phone the switch stands above the short button, so the row keeps its width (global.css). */}
            <div className="header-switch-stack">
              <HeaderLanguageSwitch />
              <Button component={Link} to={primary.to} {...chromeLinkAttributes(primary)} size="compact-sm" hiddenFrom="xs">
                {primary.shortLabel}
                {primaryNote}
              </Button>
            </div>
            <Button component={Link} to={primary.to} {...chromeLinkAttributes(primary)} size="sm" visibleFrom="xs">
              {primary.label}
              {primaryNote}
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
