import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { LEADERS } from '../content/leadership';
import { ABOUT_PAGE, ABOUT_TESTIMONIALS } from '../content/pages/about';
import { TIMINGS } from '../content/site';
import { LeaderCards } from '../features/company/leader-cards';
import { reviewJsonLd } from '../shared/seo/json-ld';
import { peopleJsonLd } from '../shared/seo/people-json-ld';
import { CtaActions } from '../shared/ui/cta-actions';
import { CtaBand } from '../shared/ui/cta-band';
import { PageHero } from '../shared/ui/page-hero';
import { SectionFrame } from '../shared/ui/section-frame';
import { TestimonialCarousel } from '../shared/widgets/carousel/testimonial-carousel';
import { CardGrid } from '../shared/ui/layout-grid';
export { ABOUT_META as meta } from '../content/pages/meta/about';

export const jsonLd = [reviewJsonLd(ABOUT_TESTIMONIALS[0]!), peopleJsonLd(LEADERS)];

/** /about-us (docs/spec/SPEC.md §2.6): mission and vision, the story since 2022, the three leaders and families' words. */
export default function AboutUsPage() {
  const page = ABOUT_PAGE;
  return (
    <>
      <PageHero eyebrow={page.hero.eyebrow} heading={page.hero.heading} lead={page.hero.lead} />
      <SectionFrame aria-labelledby="purpose-heading">
        <Title order={2} id="purpose-heading" mb="lg">
          {page.purpose.heading}
        </Title>
        <CardGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          {[page.purpose.mission, page.purpose.vision].map((item) => (
            <Card key={item.title} withBorder padding="lg" radius="lg">
              <Title order={3} fz="h4" c="maple.9" mb="xs">
                {item.title}
              </Title>
              <Text>{item.text}</Text>
            </Card>
          ))}
        </CardGrid>
      </SectionFrame>
      <SectionFrame aria-labelledby="story-heading" tone="cream" width="md">
        <Stack gap="md">
          <Title order={2} id="story-heading">
            {page.story.heading}
          </Title>
          {page.story.paragraphs.map((paragraph) => (
            <Text key={paragraph.slice(0, 32)} fz="lg">
              {paragraph}
            </Text>
          ))}
        </Stack>
      </SectionFrame>
      <SectionFrame aria-labelledby="leadership-heading">
        <Stack gap="lg">
          <div>
            <Title order={2} id="leadership-heading">
              {page.leadership.heading}
            </Title>
            <Text mt="xs">{page.leadership.lead}</Text>
          </div>
          <LeaderCards />
          <Button component={Link} to={page.leadership.teamLink.to} variant="outline" w="fit-content">
            {page.leadership.teamLink.label}
          </Button>
        </Stack>
      </SectionFrame>
      <SectionFrame aria-labelledby="about-voices-heading" tone="cream" width="md">
        <Stack gap="lg" align="center">
          <Title order={2} id="about-voices-heading" ta="center">
            {page.voices.heading}
          </Title>
          <TestimonialCarousel testimonials={ABOUT_TESTIMONIALS} intervalMs={TIMINGS.testimonialCarouselMs} label={page.voices.carouselLabel} />
        </Stack>
      </SectionFrame>
      <CtaBand id="about-closing" heading={page.closing.heading} text={page.closing.text}>
        <CtaActions tone="dark" actions={page.closing.actions} />
      </CtaBand>
    </>
  );
}
