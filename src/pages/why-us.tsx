import { Stack, Title } from '@mantine/core';
import { WHY_US_PAGE, WHY_US_TESTIMONIALS } from '../content/pages/why-us';
import { TIMINGS } from '../content/site';
import { InfoSectionsOnApproach as InfoSections } from '../features/info-page/info-sections-on-approach';
import { reviewJsonLd } from '../shared/seo/json-ld';
import { CtaActions } from '../shared/ui/cta-actions';
import { CtaBand } from '../shared/ui/cta-band';
import { PageHero } from '../shared/ui/page-hero';
import { SectionFrame } from '../shared/ui/section-frame';
import { TestimonialCarousel } from '../shared/widgets/carousel/testimonial-carousel';
import { INFO_PAGE_WORDS } from '../content/info-pages/words';
export { WHY_US_META as meta } from '../content/pages/meta/why-us';

export const jsonLd = [reviewJsonLd(WHY_US_TESTIMONIALS[0]!)];

/**
 * /why-us (docs/spec/SPEC.md §2.6): the six differentiators, three families in the why-us carousel (the shared
 * testimonial carousel: arrows, dots, pause, wraps both ways per docs/spec/DECISIONS.md "Why-us carousel"), the comparison
 * table and the closing call to action.
 */
export default function WhyUsPage() {
  const page = WHY_US_PAGE;
  return (
    <>
      <PageHero eyebrow={page.hero.eyebrow} heading={page.hero.heading} lead={page.hero.lead}>
        <CtaActions actions={page.hero.actions} />
      </PageHero>
      <InfoSections sections={[page.differentiators]} words={INFO_PAGE_WORDS} />
      <SectionFrame aria-labelledby="why-us-voices-heading" tone="cream" width="md">
        <Stack gap="lg" align="center">
          <Title order={2} id="why-us-voices-heading" ta="center" c="maple.9">
            {page.voices.heading}
          </Title>
          <TestimonialCarousel testimonials={WHY_US_TESTIMONIALS} intervalMs={TIMINGS.testimonialCarouselMs} label={page.voices.carouselLabel} />
        </Stack>
      </SectionFrame>
      <InfoSections sections={[page.comparison]} words={INFO_PAGE_WORDS} />
      <CtaBand id="why-us-closing" heading={page.closing.heading} text={page.closing.text}>
        <CtaActions tone="dark" actions={page.closing.actions} />
      </CtaBand>
    </>
  );
}
