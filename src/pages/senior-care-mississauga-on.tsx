import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { cityPath, findCity } from '../content/cities';
import { MISSISSAUGA_ON_PAGE } from '../content/locations/language-pages';
import { CITY_CTA_PATH, CITY_PAGE_TEXT, MISSISSAUGA_ON_TEXT } from '../content/pages/locations';
import { LIMITS } from '../content/site';
import { faqPageJsonLd, reviewJsonLd } from '../shared/seo/json-ld';
import { CtaActions } from '../shared/ui/cta-actions';
import { CtaBand } from '../shared/ui/cta-band';
import { PageHero } from '../shared/ui/page-hero';
import { SectionFrame } from '../shared/ui/section-frame';
import { TestimonialCard } from '../shared/widgets/carousel/testimonial-card';
import { FaqAccordion } from '../shared/widgets/faq-accordion';
export { MISSISSAUGA_ON_META as meta } from '../content/locations/mississauga-on-meta';

const page = MISSISSAUGA_ON_PAGE;

export const jsonLd = [
  faqPageJsonLd(page.questions),
  reviewJsonLd({ name: page.testimonial.name, content: page.testimonial.quote, rating: LIMITS.testimonialRating }),
];

/**
 * /senior-care-mississauga-on (docs/spec/SPEC.md §2.1): the extra Mississauga page, canonical to itself: a
 * guide to arranging home care across Mississauga, not a copy of /senior-care-mississauga.
 */
export default function MississaugaOnPage() {
  const cityPage = findCity('Mississauga');
  const cta = CITY_PAGE_TEXT.cta('Mississauga');
  return (
    <>
      <PageHero eyebrow={page.hero.eyebrow} heading={page.hero.headline} lead={page.hero.lead}>
        <CtaActions actions={[{ kind: 'link', label: page.hero.cta, to: CITY_CTA_PATH }]} size="lg" />
      </PageHero>
      {page.sections.map((section, i) => (
        <SectionFrame key={section.heading} aria-labelledby={`mississauga-on-${i}`} tone={i % 2 ? 'cream' : 'plain'} width="md">
          <Stack gap="md">
            <Title order={2} id={`mississauga-on-${i}`} c="maple.9">
              {section.heading}
            </Title>
            {section.paragraphs.map((paragraph) => (
              <Text key={paragraph.slice(0, 40)} fz="lg">
                {paragraph}
              </Text>
            ))}
          </Stack>
        </SectionFrame>
      ))}
      <SectionFrame aria-labelledby="mississauga-on-questions" width="md">
        <Stack gap="md">
          <Title order={2} id="mississauga-on-questions" c="maple.9">
            {MISSISSAUGA_ON_TEXT.questionsHeading}
          </Title>
          <FaqAccordion items={page.questions} testId="mississauga-on-questions" />
          <TestimonialCard
            testimonial={{
              name: page.testimonial.name,
              role: page.testimonial.relation ? `${page.testimonial.city} · ${page.testimonial.relation}` : page.testimonial.city,
              content: page.testimonial.quote,
              rating: LIMITS.testimonialRating,
            }}
          />
          {cityPage && (
            <Anchor component={Link} to={cityPath(cityPage)} fw={700} underline="always">
              {MISSISSAUGA_ON_TEXT.cityPageLink}
            </Anchor>
          )}
        </Stack>
      </SectionFrame>
      <CtaBand id="page-cta" heading={cta.heading} text={cta.text}>
        <CtaActions actions={cta.actions} tone="dark" />
      </CtaBand>
    </>
  );
}
