import { Anchor, List, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { CareTypeId } from '../../../machines/care-cost/care-cost.rules';
import { calculatorPath, PRICE_STORY, SERVICE_CARE_TYPE } from '../../content/price-story';
import { hourlyRate } from '../../shared/lib/care-rates';
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
export function InfoPage({ content, serviceName, careType }: { content: InfoPageContent; serviceName?: string; careType?: CareTypeId }) {
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
        {careType && <ServiceRate careType={careType} />}
        <CtaActions actions={hero.actions} serviceName={serviceName} />
      </PageHero>
      <InfoSections sections={sections} />
      <CtaBand id="page-cta" heading={cta.heading} text={cta.text}>
        <CtaActions actions={cta.actions} serviceName={serviceName} tone="dark" />
      </CtaBand>
    </>
  );
}

/** The service's hourly rate in the GTA from the calculator's one table, and the calculator set to it (decision 0049). */
function ServiceRate({ careType }: { careType: CareTypeId }) {
  return (
    <Stack gap={2} data-testid="service-rate">
      <Text fw={700} fz="lg">
        {PRICE_STORY.serviceRate(hourlyRate(careType, 'gta'))}
      </Text>
      <Text size="sm">{PRICE_STORY.serviceRateNote(careType)}</Text>
      <Anchor component={Link} to={calculatorPath(careType, 'gta')} size="sm" fw={600} underline="always">
        {PRICE_STORY.serviceRateLink}
      </Anchor>
    </Stack>
  );
}

/** A service page: its name comes from the SERVICES entry of its type; its rate from the calculator's table. */
export function ServicePage({ content }: { content: ServicePageContent }) {
  return <InfoPage content={content} serviceName={serviceByType(content.serviceType).title} careType={SERVICE_CARE_TYPE[content.serviceType]} />;
}
