import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { TIMINGS } from '../../content/site';
import { HOME_TESTIMONIALS, HOME_VOICES } from '../../content/testimonials';
import { TestimonialCarousel } from '../../shared/widgets/carousel/testimonial-carousel';
import { SectionFrame } from '../../shared/ui/section-frame';

/** Section 3 of the home page: the 'Voices of Our Community' carousel (7 s, 3 stories). */
export function HomeVoices() {
  return (
    <SectionFrame aria-labelledby="home-voices-heading" spacing="roomy" width="md">
      <Stack gap="lg" align="center">
        <Title id="home-voices-heading" order={2} ta="center" c="maple.9">
          {HOME_VOICES.heading}
        </Title>
        <Text ta="center" maw={560}>
          {HOME_VOICES.lead}
        </Text>
        <TestimonialCarousel testimonials={HOME_TESTIMONIALS} intervalMs={TIMINGS.homeCarouselMs} label={HOME_VOICES.carouselLabel} />
        <Button component={Link} to={HOME_VOICES.readMore.to} variant="outline">
          {HOME_VOICES.readMore.label}
        </Button>
      </Stack>
    </SectionFrame>
  );
}

