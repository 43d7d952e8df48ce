import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { LANGUAGE_PAGE_TEXT, languageInquiryPath } from '../../content/pages/locations';
import type { LanguagePage } from '../../content/locations/types';
import { LIMITS } from '../../content/site';
import { CtaActions } from '../../shared/ui/cta-actions';
import { CtaBand } from '../../shared/ui/cta-band';
import { FallbackImage } from '../../shared/ui/fallback-image';
import { PageHero } from '../../shared/ui/page-hero';
import { SectionFrame } from '../../shared/ui/section-frame';
import { StepCards } from '../../shared/ui/step-cards';
import { TestimonialCard } from '../../shared/widgets/carousel/testimonial-card';
import { Column, Columns } from '../../shared/ui/layout-grid';

/**
 * A language-and-city page (docs/spec/SPEC.md §2.1, §3): the greeting in the language itself (with its `lang`,
 * and `dir="rtl"` for Arabic), what language-matched care means, how matching works, a family's
 * words, and the way to /contact-us.
 */
export function LanguageLanding({ page, image, cityPath }: { page: LanguagePage; image: string; cityPath?: string }) {
  const t = LANGUAGE_PAGE_TEXT;
  const cta = t.cta(page.language, page.city);
  return (
    <>
      <PageHero eyebrow={t.eyebrow(page.language, page.city)} heading={page.hero.headline} lead={page.hero.lead}>
        <CtaActions actions={[{ kind: 'link', label: page.hero.cta, to: languageInquiryPath(page.language, page.city) }]} size="lg" />
      </PageHero>
      <SectionFrame aria-labelledby="language-greeting-heading" width="lg">
        <Columns spacing="xl" align="center">
          <Column span={{ base: 12, md: 6 }}>
            <FallbackImage src={image} alt={page.heroImageAlt} width={560} height={400} radius="lg" />
          </Column>
          <Column span={{ base: 12, md: 6 }}>
            <Stack gap="md">
              <Title order={2} id="language-greeting-heading" c="maple.9">
                {t.greetingHeading}
              </Title>
              <Text fz={40} fw={700} lang={page.lang} dir={page.dir} c="maple.9" data-testid="language-greeting">
                {page.greeting}
              </Text>
              <Text c="gray.7">{page.greetingMeaning}</Text>
              <Text data-testid="language-service-note">{t.serviceNote(page.city)}</Text>
              {cityPath && (
                <Anchor component={Link} to={cityPath} fw={700} underline="always">
                  {t.cityLink(page.city)}
                </Anchor>
              )}
            </Stack>
          </Column>
        </Columns>
      </SectionFrame>
      <SectionFrame aria-labelledby="language-meaning-heading" tone="cream" width="md">
        <Stack gap="md">
          <Title order={2} id="language-meaning-heading" c="maple.9">
            {t.meaningHeading(page.language)}
          </Title>
          {page.meaning.map((paragraph) => (
            <Text key={paragraph.slice(0, 40)} fz="lg">
              {paragraph}
            </Text>
          ))}
        </Stack>
      </SectionFrame>
      <SectionFrame aria-labelledby="language-matching-heading">
        <Stack gap="lg">
          <Title order={2} id="language-matching-heading" c="maple.9">
            {t.matchingHeading}
          </Title>
          <StepCards steps={page.matching} />
        </Stack>
      </SectionFrame>
      <SectionFrame aria-labelledby="language-testimonial-heading" tone="cream" width="md">
        <Stack gap="md">
          <Title order={2} id="language-testimonial-heading" c="maple.9">
            {t.testimonialHeading}
          </Title>
          <Card p={0} bg="transparent">
            <TestimonialCard
              large
              testimonial={{
                name: page.testimonial.name,
                role: page.testimonial.relation ? `${page.testimonial.city} · ${page.testimonial.relation}` : page.testimonial.city,
                content: page.testimonial.quote,
                rating: LIMITS.testimonialRating,
              }}
            />
          </Card>
        </Stack>
      </SectionFrame>
      <CtaBand id="page-cta" heading={cta.heading} text={cta.text}>
        <CtaActions actions={cta.actions} tone="dark" />
      </CtaBand>
    </>
  );
}
