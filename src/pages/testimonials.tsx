import '@mantine/core/styles/Tabs.css';
import { Box, Button, Card, Stack, Tabs, Text, Title } from '@mantine/core';
import { PageIntro } from '../shared/ui/page-intro';
import { DEFAULT_STORY_TOPIC, SUCCESS_STORIES, TESTIMONIALS_PAGE as page } from '../content/pages/testimonials';
import { TIMINGS } from '../content/site';
import { TestimonialCard } from '../shared/widgets/carousel/testimonial-card';
import { TestimonialCarousel } from '../shared/widgets/carousel/testimonial-carousel';
import { useToast } from '../shared/widgets/toast/toast-provider';
import { SectionFrame } from '../shared/ui/section-frame';
import { reviewJsonLd } from '../shared/seo/json-ld';
import { CardGrid } from '../shared/ui/layout-grid';
export { TESTIMONIALS_META as meta } from '../content/pages/meta/testimonials';

/** The featured review as Review structured data. */
export const jsonLd = [reviewJsonLd(page.featured)];

export default function TestimonialsPage() {
  const { toast } = useToast();
  return (
    <SectionFrame as="div" width="lg">
      <Stack gap={56}>
        <Stack gap="sm" maw={760}>
          <PageIntro heading={page.heading} lead={page.lead} />
        </Stack>

        <Box component="section" aria-labelledby="featured-heading" data-testid="featured-review">
          <Title order={2} id="featured-heading" mb="md">
            {page.featuredHeading}
          </Title>
          <TestimonialCard testimonial={page.featured} large />
        </Box>

        <Box component="section" aria-labelledby="community-heading">
          <Title order={2} id="community-heading">
            {page.communityHeading}
          </Title>
          <Text mb="md">{page.communityLead}</Text>
          <TestimonialCarousel testimonials={page.community} intervalMs={TIMINGS.testimonialCarouselMs} label="Community testimonials" />
        </Box>

        <Box component="section" aria-labelledby="wall-heading">
          <Title order={2} id="wall-heading" mb="md">
            {page.wallHeading}
          </Title>
          <CardGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
            {page.wall.map((t) => (
              <TestimonialCard key={t.name} testimonial={t} />
            ))}
          </CardGrid>
        </Box>

        <Box component="section" aria-labelledby="stories-heading">
          <Title order={2} id="stories-heading">
            {page.storiesHeading}
          </Title>
          <Text mb="md">{page.storiesLead}</Text>
          <Tabs defaultValue={DEFAULT_STORY_TOPIC} color="maple.8" keepMounted={false}>
            <Tabs.List>
              {SUCCESS_STORIES.map((s) => (
                <Tabs.Tab key={s.topic} value={s.topic}>
                  {s.label}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {SUCCESS_STORIES.map((s) => (
              <Tabs.Panel key={s.topic} value={s.topic} pt="md">
                <TestimonialCard testimonial={s.story} />
              </Tabs.Panel>
            ))}
          </Tabs>
        </Box>

        <Card component="section" aria-labelledby="submit-heading" padding="xl" radius="lg" bg="var(--site-cream)">
          <Stack gap="sm" align="flex-start">
            <Title order={2} id="submit-heading">
              {page.submit.heading}
            </Title>
            <Text>{page.submit.text}</Text>
            <Button onClick={() => toast(page.submit.toast)}>{page.submit.button}</Button>
          </Stack>
        </Card>
      </Stack>
    </SectionFrame>
  );
}
