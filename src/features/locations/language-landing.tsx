import { Anchor, Button, Card, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { CALL_BACK_SECTION_ID } from '../../content/locations/meta';
import type { LanguagePageWords } from '../../content/locations/types';
import { SITE_LANG } from '../../content/site';
import { LIMITS } from '../../content/site';
import { CtaActions } from '../../shared/ui/cta-actions';
import { FallbackImage } from '../../shared/ui/fallback-image';
import { PageHero } from '../../shared/ui/page-hero';
import { SectionFrame } from '../../shared/ui/section-frame';
import { StepCards } from '../../shared/ui/step-cards';
import { TestimonialCard } from '../../shared/widgets/carousel/testimonial-card';
import { Column, Columns } from '../../shared/ui/layout-grid';

/**
 * A language-and-city page (docs/spec/SPEC.md §2.1, §3), in its community's language or in English
 * (decision 0051; the switch to its twin is in the header, decision 0062): the greeting in the language itself (with its `lang`
 * and direction), what language-matched care means, how matching works, a family's words, and a
 * call-back request in the page's language (decision 0080), which the opening button leads to. Every word comes from `words`; the document's `lang` and `dir` from the route.
 */
export function LanguageLanding({
  words,
  image,
  cityPath,
  callBack,
}: {
  words: LanguagePageWords;
  image: string;
  cityPath?: string;
  /** The call-back request in the page's language (src/features/forms/call-back-request.tsx), or its thank-you. */
  callBack: ReactNode;
}) {
  const greetingElsewhere = words.greeting.lang !== words.lang;
  return (
    <>
      <PageHero eyebrow={words.eyebrow} heading={words.hero.headline} lead={words.hero.lead}>
        {/* To the request on this page, in its language (never to an English form). */}
        <Button component="a" href={`#${CALL_BACK_SECTION_ID}`} size="lg" w="fit-content">
          {words.hero.cta}
        </Button>
      </PageHero>
      <SectionFrame aria-labelledby="language-greeting-heading" width="lg">
        <Columns spacing="xl" align="center">
          <Column span={{ base: 12, md: 6 }}>
            <FallbackImage src={image} alt={words.heroImageAlt} width={560} height={400} radius="lg" />
          </Column>
          <Column span={{ base: 12, md: 6 }}>
            <Stack gap="md">
              <Title order={2} id="language-greeting-heading" c="maple.9">
                {words.greeting.heading}
              </Title>
              <Text
                fz={40}
                fw={700}
                c="maple.9"
                data-testid="language-greeting"
                lang={greetingElsewhere ? words.greeting.lang : undefined}
                dir={greetingElsewhere ? words.greeting.dir : undefined}
              >
                {words.greeting.text}
              </Text>
              <Text c="gray.7">{words.greeting.meaning}</Text>
              <Text data-testid="language-service-note">{words.serviceNote}</Text>
              {cityPath && (
                // The city's page is in English: a link from another language says so.
                <Anchor component={Link} to={cityPath} fw={700} underline="always" hrefLang={words.lang === SITE_LANG ? undefined : SITE_LANG}>
                  {words.cityLink}
                </Anchor>
              )}
            </Stack>
          </Column>
        </Columns>
      </SectionFrame>
      <SectionFrame aria-labelledby="language-meaning-heading" tone="cream" width="md">
        <Stack gap="md">
          <Title order={2} id="language-meaning-heading" c="maple.9">
            {words.meaning.heading}
          </Title>
          {words.meaning.paragraphs.map((paragraph) => (
            <Text key={paragraph.slice(0, 40)} fz="lg">
              {paragraph}
            </Text>
          ))}
        </Stack>
      </SectionFrame>
      <SectionFrame aria-labelledby="language-matching-heading">
        <Stack gap="lg">
          <Title order={2} id="language-matching-heading" c="maple.9">
            {words.matching.heading}
          </Title>
          <StepCards steps={words.matching.steps} stepLabel={words.matching.stepLabel} />
        </Stack>
      </SectionFrame>
      <SectionFrame aria-labelledby="language-testimonial-heading" tone="cream" width="md">
        <Stack gap="md">
          <Title order={2} id="language-testimonial-heading" c="maple.9">
            {words.testimonial.heading}
          </Title>
          <Card p={0} bg="transparent">
            <TestimonialCard
              large
              ratingLabel={words.testimonial.rating}
              testimonial={{ name: words.testimonial.name, role: words.testimonial.place, content: words.testimonial.quote, rating: LIMITS.testimonialRating }}
            />
          </Card>
        </Stack>
      </SectionFrame>
      <SectionFrame id={CALL_BACK_SECTION_ID} aria-labelledby="call-back-heading" width="sm" anchorTarget>
        <Stack gap="md">
          <Title order={2} id="call-back-heading" c="maple.9">
            {words.cta.heading}
          </Title>
          <Text fz="lg">{words.cta.text}</Text>
          {callBack}
          <CtaActions actions={[{ kind: 'phone', label: words.cta.call }]} />
        </Stack>
      </SectionFrame>
    </>
  );
}
