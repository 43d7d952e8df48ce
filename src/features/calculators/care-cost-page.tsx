import { Alert, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { CtaActions } from '../../shared/ui/cta-actions';
import { CtaBand } from '../../shared/ui/cta-band';
import { PageHero } from '../../shared/ui/page-hero';
import { SectionFrame } from '../../shared/ui/section-frame';
import { CareCostCalculator, type CareCostCalculatorProps } from './care-cost-calculator';

/**
 * The care cost calculator's page in one language (docs/spec/SPEC.md §2.6, §4.5, §9.3): the
 * calculator, the note that the figures are estimates, what the rate includes (`included`, the
 * information page template's section, which the page gives in its language) and the way on to a
 * consultation or the care finder. /care-cost-calculator and /fr/calculateur-du-cout-des-soins.
 */
export function CareCostPage({ words, formatMoney, included }: CareCostCalculatorProps & { included: ReactNode }) {
  return (
    <>
      <PageHero eyebrow={words.hero.eyebrow} heading={words.hero.heading} lead={words.hero.lead} />
      <SectionFrame as="div" width="lg">
        <Stack gap="xl">
          <CareCostCalculator words={words} formatMoney={formatMoney} />
          <Alert variant="outline" color="hearth.9" radius="md" role="note" title={words.estimateNote.title} data-testid="estimate-note">
            {words.estimateNote.text}
          </Alert>
        </Stack>
      </SectionFrame>
      {included}
      <CtaBand id="page-cta" heading={words.cta.heading} text={words.cta.text}>
        <CtaActions actions={words.cta.actions} tone="dark" />
      </CtaBand>
    </>
  );
}
