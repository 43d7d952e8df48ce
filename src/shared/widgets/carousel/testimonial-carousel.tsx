import { ActionIcon, Box, Button, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useEffect, useEffectEvent, type FocusEvent } from 'react';
import { carouselMachine } from '../../../../machines/carousel/carousel.machine';
import { carouselView } from '../../../../machines/carousel/carousel.view';
import { useMachineActor, useMachineView } from '../../machines/use-machine';
import { CAROUSEL_TEXT, type CarouselText, type Testimonial } from '../../../content/testimonials';
import { TestimonialCard } from './testimonial-card';

/**
 * The accessible carousel pattern over the carousel machine: a labelled region, slides announced
 * politely only when the visitor moves them, labelled dot buttons, a visible pause/play control.
 */
export function TestimonialCarousel({
  testimonials,
  intervalMs,
  label,
  text = CAROUSEL_TEXT,
}: {
  testimonials: readonly Testimonial[];
  intervalMs: number;
  label: string;
  /** Its words, in the page's language. */ text?: CarouselText;
}) {
  const actor = useMachineActor(carouselMachine, { input: { count: testimonials.length, intervalMs } });
  const view = useMachineView(actor, carouselView);
  // The listeners live as long as the carousel; they act through the latest view.
  const reducedMotionPreferred = useEffectEvent(() => view.reducedMotionPreferred());
  const tabVisibilityChanged = useEffectEvent((hidden: boolean) => view.tabVisibilityChanged(hidden));

  useEffect(() => {
    // Read after hydration (the prerendered HTML cannot know it), and follow later changes.
    const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)');
    const onMotionChange = (event: { matches: boolean }) => {
      if (event.matches) reducedMotionPreferred();
    };
    if (reducedMotion) {
      onMotionChange(reducedMotion);
      reducedMotion.addEventListener('change', onMotionChange);
    }
    const onVisibility = () => tabVisibilityChanged(document.hidden);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      reducedMotion?.removeEventListener('change', onMotionChange);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, []);

  if (view.isEmpty) {
    return (
      <Text ta="center" c="dimmed" data-testid="testimonial-carousel" data-state={view.dataState}>
        {text.empty}
      </Text>
    );
  }

  const index = view.activeIndex;
  const total = view.count;
  const current = testimonials[index]!;
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) view.focusOut();
  };

  return (
    <Box
      component="section"
      aria-roledescription={text.carouselRole}
      aria-label={label}
      data-testid="testimonial-carousel"
      data-state={view.dataState}
      data-index={index}
      onMouseEnter={view.pointerEnter}
      onMouseLeave={view.pointerLeave}
      onFocus={view.focusIn}
      onBlur={onBlur}
    >
      <Stack gap="md" align="center">
        <div aria-live={view.announcesMove ? 'polite' : 'off'} aria-atomic="true" style={{ width: '100%' }}>
          <TestimonialCard
            testimonial={current}
            padding="xl"
            role="group"
            aria-roledescription={text.slideRole}
            ratingLabel={text.rating}
            aria-label={text.slide(view.slideNumber, total)}
            key={index}
          />
        </div>
        <Group gap="sm" justify="center">
          <ActionIcon variant="outline" size="lg" radius="xl" aria-label={text.previous} onClick={view.previous}>
            <span aria-hidden="true">‹</span>
          </ActionIcon>
          <Group gap={6} role="group" aria-label={text.dots}>
            {testimonials.map((t, i) => (
              <UnstyledButton
                key={t.name}
                className="carousel-dot"
                aria-label={text.dot(i + 1, total)}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => view.goTo(i)}
                w={18}
                h={18}
                bg={i === index ? 'maple.8' : 'gray.6'}
                style={{ borderRadius: '50%' }}
              />
            ))}
          </Group>
          <ActionIcon variant="outline" size="lg" radius="xl" aria-label={text.next} onClick={view.next}>
            <span aria-hidden="true">›</span>
          </ActionIcon>
          <Button variant="subtle" size="compact-sm" onClick={view.togglePlay}>
            {view.isPaused ? text.play : text.pause}
          </Button>
        </Group>
      </Stack>
    </Box>
  );
}
