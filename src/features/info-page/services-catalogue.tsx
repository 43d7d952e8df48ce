import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { PageLink } from '../../content/info-pages/types';
import type { CtaActionText } from '../../content/cta';
import { SERVICE_ICONS } from '../../content/service-icons';
import type { Service } from '../../content/services';
import { Icon } from '../../shared/ui/icons';
import { PageHero } from '../../shared/ui/page-hero';
import { CtaActions } from '../../shared/ui/cta-actions';
import { CtaBand } from '../../shared/ui/cta-band';
import { SectionFrame } from '../../shared/ui/section-frame';
import { CardGrid } from '../../shared/ui/layout-grid';
import { TokenThemeIcon } from '../../shared/ui/token-theme-icon';

/** The words of a /services page in one language (src/content/pages/services.ts, its French twin). */
export interface ServicesPageWords {
  eyebrow: string;
  heading: string;
  lead: string;
  gridHeading: string;
  learnMore: string;
  learn: { heading: string; links: readonly PageLink[] };
  unsure: { heading: string; text: string; quiz: PageLink; contact: PageLink };
}

/** /services and its French twin: the ten services as cards, each linking to its own page in the same language. */
export function ServicesCatalogue({ page, services, actionText }: { page: ServicesPageWords; services: readonly Service[]; actionText?: CtaActionText }) {
  return (
    <>
      <PageHero eyebrow={page.eyebrow} heading={page.heading} lead={page.lead} />
      <SectionFrame aria-labelledby="services-grid-heading">
        <Stack gap="lg">
          <Title order={2} id="services-grid-heading" c="maple.9">
            {page.gridHeading}
          </Title>
          <CardGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" component="ul" className="plain-list" data-testid="service-cards">
            {services.map((service) => (
              <Card key={service.path} component="li" withBorder radius="md" padding="lg">
                <Stack gap="sm" h="100%">
                  <TokenThemeIcon size={44} radius="md" color="hearth.8" aria-hidden="true">
                    <Icon name={SERVICE_ICONS[service.serviceType]} size={24} />
                  </TokenThemeIcon>
                  <Title order={3} fz="h4">
                    <Anchor component={Link} to={service.path} c="maple.9">
                      {service.title}
                    </Anchor>
                  </Title>
                  <Text style={{ flex: 1 }}>{service.description}</Text>
                  <Anchor component={Link} to={service.path} fw={700}>
                    {page.learnMore}
                    {/* Part of the link's text, so it names its target for everyone (and for search engines). */}
                    <span className="visually-hidden">: {service.title}</span>
                  </Anchor>
                </Stack>
              </Card>
            ))}
          </CardGrid>
        </Stack>
      </SectionFrame>
      <SectionFrame aria-labelledby="services-learn-heading" tone="cream" spacing="compact">
        <Stack gap="md">
          <Title order={2} id="services-learn-heading" c="maple.9">
            {page.learn.heading}
          </Title>
          <CardGrid cols={{ base: 1, md: 3 }} spacing="md" component="ul" className="plain-list">
            {page.learn.links.map((link) => (
              <Card key={link.to} component="li" withBorder radius="md" padding="md">
                <Anchor component={Link} to={link.to} hrefLang={link.hrefLang} fw={700}>
                  {link.label}
                </Anchor>
              </Card>
            ))}
          </CardGrid>
        </Stack>
      </SectionFrame>
      <CtaBand id="services-unsure" heading={page.unsure.heading} text={page.unsure.text}>
        <CtaActions
          tone="dark"
          text={actionText}
          actions={[
            { kind: 'link', ...page.unsure.quiz },
            { kind: 'link', ...page.unsure.contact },
          ]}
        />
      </CtaBand>
    </>
  );
}
