import { Box, Container, List, Stack } from '@mantine/core';
import { PageIntro } from '../../app/layout/page-intro';
import type { InfoPageContent, ServicePageContent } from '../../content/info-pages/types';
import { serviceByType } from '../../content/services';
import { CtaActions } from './cta-actions';
import { CheckIcon } from '../../app/check-icon';
import { CtaBand } from './cta-band';
import { InfoSections } from './info-sections';

/**
 * The long-form information page: a hero, its sections in order (alternating backgrounds) and a
 * closing call to action. Service pages pass their service's name for the inquiry button.
 */
export function InfoPage({ content, serviceName }: { content: InfoPageContent; serviceName?: string }) {
  const { hero, sections, cta } = content;
  return (
    <>
      <Box component="section" aria-labelledby="page-heading" className="site-section-cream" py={{ base: 40, md: 64 }}>
        <Container size="xl">
          <Stack gap="lg" maw={820}>
            <PageIntro eyebrow={hero.eyebrow} heading={hero.heading} lead={hero.lead} headingId="page-heading" />
            {hero.highlights && (
              <List spacing="xs" icon={<CheckIcon />} center>
                {hero.highlights.map((h) => (
                  <List.Item key={h}>{h}</List.Item>
                ))}
              </List>
            )}
            <CtaActions actions={hero.actions} serviceName={serviceName} />
          </Stack>
        </Container>
      </Box>
      <InfoSections sections={sections} />
      <CtaBand id="page-cta" heading={cta.heading} text={cta.text}>
        <CtaActions actions={cta.actions} serviceName={serviceName} tone="dark" />
      </CtaBand>
    </>
  );
}

/** A service page: its name comes from the SERVICES entry of its type. */
export function ServicePage({ content }: { content: ServicePageContent }) {
  return <InfoPage content={content} serviceName={serviceByType(content.serviceType).title} />;
}
