import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { TIMINGS } from '../../content/site';
import { HOME_VOICES } from '../../content/testimonials';
import type { HomeWords } from '../../content/pages/home-words';
import { TestimonialCarousel } from '../../shared/widgets/carousel/testimonial-carousel';
import { SectionFrame } from '../../shared/ui/section-frame';

/** Section 3 of the home page: the 'Voices of Our Community' carousel (7 s, 3 stories). */
export function HomeVoices({ words: voices = HOME_VOICES }: { words?: HomeWords['voices'] }) {
  return (
    <SectionFrame aria-labelledby="home-voices-heading" spacing="roomy" width="md">
      <Stack gap="lg" align="center">
        <Title id="home-voices-heading" order={2} ta="center" c="maple.9">
          {voices.heading}
        </Title>
        <Text ta="center" maw={560}>
          {voices.lead}
        </Text>
        <TestimonialCarousel testimonials={voices.testimonials} intervalMs={TIMINGS.homeCarouselMs} label={voices.carouselLabel} text={voices.carousel} />
        <Button component={Link} to={voices.readMore.to} hrefLang={voices.readMore.hrefLang} variant="outline">
          {voices.readMore.label}
        </Button>
      </Stack>
    </SectionFrame>
  );
}
