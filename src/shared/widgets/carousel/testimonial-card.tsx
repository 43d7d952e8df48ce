import { Avatar, Card, Group, Stack, Text, type CardProps } from '@mantine/core';
import { CAROUSEL_TEXT, type Testimonial } from '../../../content/testimonials';
import { initialsOf } from '../../lib/initials';
import { StarRating } from '../../ui/star-rating';

/** One testimonial: five stars, the quote, and an initials avatar with name and city or role. */
export function TestimonialCard({
  testimonial: t,
  large = false,
  ratingLabel = CAROUSEL_TEXT.rating,
  ...cardProps
}: { testimonial: Testimonial; large?: boolean; /** The stars' name, in the page's language. */ ratingLabel?: (stars: number) => string } & CardProps &
  Partial<Record<`aria-${string}` | 'role', string>>) {
  return (
    <Card withBorder padding="lg" radius="lg" h="100%" {...cardProps}>
      <Stack gap="sm">
        <StarRating value={t.rating} label={ratingLabel(t.rating)} color="maple.6" />
        <Text component="blockquote" m={0} fz={large ? 'xl' : 'md'} fs="italic">
          “{t.content}”
        </Text>
        <Group gap="sm">
          <Avatar color="hearth.8" variant="filled" radius="xl" aria-hidden="true">
            {initialsOf(t.name)}
          </Avatar>
          <div>
            <Text fw={700}>{t.name}</Text>
            <Text fz="sm" c="dimmed">
              {t.role}
            </Text>
          </div>
        </Group>
      </Stack>
    </Card>
  );
}
