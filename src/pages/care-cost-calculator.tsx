import { Alert, Stack } from '@mantine/core';
import { CARE_COST_META } from '../content/pages/meta/care-cost';
import { CARE_COST_PAGE } from '../content/pages/care-cost-calculator';
import { CareCostCalculator } from '../features/calculators/care-cost-calculator';
import { webApplicationJsonLd } from '../shared/seo/web-application-json-ld';
import { CtaActions } from '../shared/ui/cta-actions';
import { CtaBand } from '../shared/ui/cta-band';
import { PageHero } from '../shared/ui/page-hero';
import { SectionFrame } from '../shared/ui/section-frame';
import { InfoSectionsOnApproach } from '../features/info-page/info-sections-on-approach';
import { INFO_PAGE_WORDS } from '../content/info-pages/words';
export { CARE_COST_META as meta } from '../content/pages/meta/care-cost';

export const jsonLd = [webApplicationJsonLd({ ...CARE_COST_META, path: '/care-cost-calculator' })];

/** What the rate includes, under the calculator (one array for the part's lifetime). */
const INCLUDED = [CARE_COST_PAGE.included];

/**
 * /care-cost-calculator (docs/spec/SPEC.md §2.6, §4.5, §9.3): the calculator, what the rate includes, the
 * note that the figures are estimates, and the way on to a consultation or the care finder.
 */
export default function CareCostCalculatorPage() {
  const page = CARE_COST_PAGE;
  return (
    <>
      <PageHero eyebrow={page.hero.eyebrow} heading={page.hero.heading} lead={page.hero.lead} />
      <SectionFrame as="div" width="lg">
        <Stack gap="xl">
          <CareCostCalculator />
          <Alert variant="outline" color="hearth.9" radius="md" role="note" title={page.estimateNote.title} data-testid="estimate-note">
            {page.estimateNote.text}
          </Alert>
        </Stack>
      </SectionFrame>
      <InfoSectionsOnApproach sections={INCLUDED} words={INFO_PAGE_WORDS} />
      <CtaBand id="page-cta" heading={page.cta.heading} text={page.cta.text}>
        <CtaActions actions={page.cta.actions} tone="dark" />
      </CtaBand>
    </>
  );
}
