import { List } from '@mantine/core';
import type { ServiceType } from '../../content/services';
import { belowTheFold } from '../../shared/ui/below-the-fold';
import { CheckIcon } from '../../shared/ui/check-icon';
import { PageHero } from '../../shared/ui/page-hero';
import type { InfoPageContent, ServicePageContent } from '../../content/info-pages/types';
import type { InfoPageLanguage, InfoPageWords } from '../../content/info-pages/words';
import { serviceByType } from '../../content/services';
import { CtaActions } from '../../shared/ui/cta-actions';
import { CtaBand } from '../../shared/ui/cta-band';
import type { ComponentType } from 'react';
import { InfoSectionsOnApproach as InfoSections } from './info-sections-on-approach';

/**
 * The long-form information page: a hero, its sections in order (alternating backgrounds) and a
 * closing call to action, with the template's words in the page's language (decision 0063).
 * Service pages pass their service's name for the inquiry button and their type for the rate.
 */
export function InfoPage({
  content,
  words,
  serviceName,
  serviceType,
}: {
  content: InfoPageContent;
  words: InfoPageWords;
  serviceName?: string;
  serviceType?: ServiceType;
}) {
  const ServiceRateOnReach = RATE_ON_REACH[words.lang];
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
        <CtaActions actions={hero.actions} serviceName={serviceName} text={words.actions} />
      </PageHero>
      <InfoSections sections={sections} words={words} />
      <CtaBand id="page-cta" heading={cta.heading} text={cta.text}>
        <CtaActions actions={cta.actions} serviceName={serviceName} tone="dark" text={words.actions} />
      </CtaBand>
    </>
  );
}

/**
 * The service's rate (decision 0049), in the page's language: its prerendered words are there at
 * once; its code (the calculator's table and rules) and its words are fetched only when the visitor
 * reaches for it, so no page's first load carries them, and a page fetches only its language's
 * (decision 0063). Its link works without it.
 */
const RATE_ON_REACH: Readonly<Record<InfoPageLanguage, ComponentType<{ serviceType: ServiceType }>>> = {
  'en-CA': belowTheFold(() => import('./service-rate-en').then((m) => m.ServiceRateEn), { onApproach: false }),
  'fr-CA': belowTheFold(() => import('./service-rate-fr').then((m) => m.ServiceRateFr), { onApproach: false }),
};

/**
 * A service page, in the language of its words: its name for the inquiry is the SERVICES entry's
 * (English: the office reads it on the contact form, decision 0052); its rate from the calculator's table.
 */
export function ServicePage({ content, words }: { content: ServicePageContent; words: InfoPageWords }) {
  return <InfoPage content={content} words={words} serviceName={serviceByType(content.serviceType).title} serviceType={content.serviceType} />;
}
