import { Anchor, Box, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { INFO_EMAIL, INFO_MAILTO, PHONE, SOCIAL_LINKS } from '../../content/site';
import { BUILD_DATE } from '../../shared/config/env';
import { useHydrated } from '../../shared/hooks/use-hydrated';
import { FOOTER_ELEMENT_ID } from '../document-ids';
import { belowTheFold } from '../../shared/ui/below-the-fold';
import { FOOTER_WORDS_EN } from '../../content/chrome/footer-words';
import { useChromeLanguage, useChromePart } from './chrome-language';
import { ChromeLinkText, chromeLinkAttributes } from './chrome-link';

/**
 * The newsletter form posts natively before its code has come, so its code (the lead form's
 * drafts and checks) is fetched when the visitor reaches for it, not when the footer nears.
 */
const FooterNewsletterForm = belowTheFold(() => import('../../features/forms/footer-newsletter-form').then((m) => m.FooterNewsletterForm), {
  onApproach: false,
});

// The build's year, as the prerendered HTML has it (not the browser's clock at load, which may be
// another year: hydration would then find other text).
const BUILD_YEAR = Number(BUILD_DATE.slice(0, 4));

/** The visitor's current year once hydrated; the build year in the prerendered HTML. */
function useCurrentYear(): number {
  return useHydrated() ? new Date().getFullYear() : BUILD_YEAR;
}

export function Footer() {
  const year = useCurrentYear();
  const language = useChromeLanguage();
  const footer = useChromePart('footer', FOOTER_WORDS_EN);
  return (
    <Box component="footer" id={FOOTER_ELEMENT_ID} {...language} bg="maple.9" c="white" pt={48} pb={96} mt={0}>
      <Container size="xl">
        {/* One column on phones, two from sm, five from lg (global.css). */}
        <div className="footer-columns">
          <Stack gap="sm">
            <Text fw={700} fz="xl">
              {footer.brand}
            </Text>
            <Text fz="sm" c="#f4ece6">
              {footer.tagline}
            </Text>
            <Text fz="sm" c="#f4ece6">
              {footer.headOffice}
            </Text>
            <Anchor href={PHONE.href} className="footer-link" fw={700}>
              {PHONE.display}
            </Anchor>
            <Anchor href={INFO_MAILTO} className="footer-link">
              {INFO_EMAIL}
            </Anchor>
            {footer.hours.map((line) => (
              <Text key={line} fz="xs" c="#f4ece6">
                {line}
              </Text>
            ))}
          </Stack>
          {footer.columns.map((column) => (
            <Box component="nav" aria-label={column.title} key={column.title}>
              <Title order={2} fz="md" c="white" mb="sm">
                {column.title}
              </Title>
              <Stack gap={6}>
                {column.links.map((l) => (
                  <Anchor key={l.to} component={Link} to={l.to} {...chromeLinkAttributes(l)} className="footer-link" fz="sm">
                    <ChromeLinkText link={l} />
                  </Anchor>
                ))}
              </Stack>
            </Box>
          ))}
          {/* The newsletter in the footer's language, the edition it signs up for: French on a French page, English (marked so with the footer) on a language page. */}
          <Box data-testid="footer-newsletter">
            <FooterNewsletterForm words={footer.newsletter} />
          </Box>
        </div>
        <Group justify="space-between" mt={40} pt="lg" style={{ borderTop: '1px solid rgba(255,255,255,0.25)' }} gap="md">
          <Group gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={footer.followUsLabel}>
            {SOCIAL_LINKS.map((s) => (
              <li key={s.network}>
                <Anchor href={s.href} className="footer-link" fz="sm" target="_blank" rel="noopener noreferrer">
                  {s.network}
                  <span className="visually-hidden"> {footer.newTab}</span>
                </Anchor>
              </li>
            ))}
          </Group>
          <Group gap="md" component="nav" aria-label={footer.legalLabel}>
            {footer.legal.map((l) => (
              <Anchor key={l.to} component={Link} to={l.to} {...chromeLinkAttributes(l)} className="footer-link" fz="sm">
                <ChromeLinkText link={l} />
              </Anchor>
            ))}
          </Group>
        </Group>
        <Text fz="sm" mt="md" c="#f4ece6">
          {footer.rights(year)}
        </Text>
      </Container>
    </Box>
  );
}
