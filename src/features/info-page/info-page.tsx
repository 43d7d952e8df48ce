import { List } from '@mantine/core';
import type { ServiceType } from '../../content/services';
import { belowTheFold } from '../../shared/ui/below-the-fold';
import { CheckIcon } from '../../shared/ui/check-icon';
import { PageHero } from '../../shared/ui/page-hero';
import type { InfoPageContent, ServicePageContent } from '../../content/info-pages/types';
import { serviceByType } from '../../content/services';
import { CtaActions } from '../../shared/ui/cta-actions';
import { CtaBand } from '../../shared/ui/cta-band';
import { InfoSectionsOnApproach as InfoSections } from './info-sections-on-approach';

/**
 * The long-form information page: a hero, its sections in order (alternating backgrounds) and a
 * closing call to action. Service pages pass their service's name for the inquiry button.
 */
export function InfoPage({ content, serviceName, serviceType }: { content: InfoPageContent; serviceName?: string; serviceType?: ServiceType }) {
  const { hero, sections, cta } = content;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} heading={hero.heading} lead={hero.lead}>
        {hero.highlights && (
          <List spacing="xs" icon={<CheckIcon />} center>
            {hero.highlights.map((h) => (
              <List.Item key={h}>{h}</List.Item>
            ))}
          </List>
        )}
        {serviceType && <ServiceRateOnReach serviceType={serviceType} />}
        <CtaActions actions={hero.actions} serviceName={serviceName} />
      </PageHero>
      <InfoSections sections={sections} />
      <CtaBand id="page-cta" heading={cta.heading} text={cta.text}>
        <CtaActions actions={cta.actions} serviceName={serviceName} tone="dark" />
      </CtaBand>
    </>
  );
}

/**
 * The service's rate (decision 0049): its prerendered words are there at once; its code (the
 * calculator's table and rules) is fetched only when the visitor reaches for it, so no page's
 * first load carries it. Its link works without it.
 */
const ServiceRateOnReach = belowTheFold(() => import('./service-rate').then((m) => m.ServiceRate), { onApproach: false });

/** A service page: its name comes from the SERVICES entry of its type; its rate from the calculator's table. */
export function ServicePage({ content }: { content: ServicePageContent }) {
  return <InfoPage content={content} serviceName={serviceByType(content.serviceType).title} serviceType={content.serviceType} />;
}
