import { List } from '@mantine/core';
import type { ServiceType } from '../../content/services';
import { belowTheFold } from '../../shared/ui/below-the-fold';
import { CheckIcon } from '../../shared/ui/check-icon';
import { PageHero } from '../../shared/ui/page-hero';
import type { InfoPageContent, ServicePageContent } from '../../content/info-pages/types';
import type { InfoPageWords } from '../../content/info-pages/words';
import type { ServicePageWords, ServiceRateWords } from '../../content/info-pages/service-words';
import { serviceByType } from '../../content/services';
import { CtaActions } from '../../shared/ui/cta-actions';
import { CtaBand } from '../../shared/ui/cta-band';
import { InfoSectionsOnApproach as InfoSections } from './info-sections-on-approach';

/**
 * The long-form information page: a hero, its sections in order (alternating backgrounds) and a
 * closing call to action, with the template's words in the page's language (decision 0063).
 * Service pages pass their service's name for the inquiry button and their rate's words.
 */
export function InfoPage({
  content,
  words,
  serviceName,
  serviceType,
  rateWords,
}: {
  content: InfoPageContent;
  words: InfoPageWords;
  serviceName?: string;
  serviceType?: ServiceType;
  rateWords?: ServiceRateWords;
}) {
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
        {serviceType && rateWords && <ServiceRateOnReach serviceType={serviceType} words={rateWords} />}
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
 * The service's rate (decision 0049): its prerendered words are there at once; its code (the
 * calculator's table and rules) is fetched only when the visitor reaches for it, so no page's
 * first load carries it. Its link works without it.
 */
const ServiceRateOnReach = belowTheFold(() => import('./service-rate').then((m) => m.ServiceRate), { onApproach: false });

/**
 * A service page, in the language of its words: its name for the inquiry is the SERVICES entry's
 * (English: the office reads it on the contact form, decision 0052); its rate from the calculator's table.
 */
export function ServicePage({ content, words }: { content: ServicePageContent; words: ServicePageWords }) {
  return <InfoPage content={content} words={words} rateWords={words.rate} serviceName={serviceByType(content.serviceType).title} serviceType={content.serviceType} />;
}
