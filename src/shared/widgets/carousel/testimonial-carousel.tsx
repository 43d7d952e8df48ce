import { ActionIcon, Box, Button, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { useEffect, type FocusEvent } from 'react';
import { carouselMachine } from '../../../../machines/carousel.machine';
import { stateName } from '../../../../machines/state-name';
import { useMachineActor } from '../../machines/use-machine';
import { CAROUSEL_TEXT, type Testimonial } from '../../../content/testimonials';
import { TestimonialCard } from './testimonial-card';

/**
 * The accessible carousel pattern over the carousel machine: a labelled region, slides announced
 * politely only when the visitor moves them, labelled dot buttons, a visible pause/play control.
 */
export function TestimonialCarousel({ testimonials, intervalMs, label }: { testimonials: readonly Testimonial[]; intervalMs: number; label: string }) {
  const actor = useMachineActor(carouselMachine, { input: { count: testimonials.length, intervalMs } });
  const state = useSelector(actor, (s) => stateName(s.value));
  const index = useSelector(actor, (s) => s.context.index);
  const movedByVisitor = useSelector(actor, (s) => s.context.movedByVisitor);
  const paused = state === 'showing.paused';

  useEffect(() => {
    // Read after hydration (the prerendered HTML cannot know it), and follow later changes.
    const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)');
    const onMotionChange = (event: { matches: boolean }) => {
      if (event.matches) actor.send({ type: 'REDUCED_MOTION_PREFERRED' });
    };
    if (reducedMotion) {
      onMotionChange(reducedMotion);
      reducedMotion.addEventListener('change', onMotionChange);
    }
    const onVisibility = () => actor.send({ type: document.hidden ? 'TAB_HIDDEN' : 'TAB_VISIBLE' });
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      reducedMotion?.removeEventListener('change', onMotionChange);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [actor]);

  if (testimonials.length === 0) {
    return (
      <Text ta="center" c="dimmed" data-testid="testimonial-carousel" data-state={state}>
        {CAROUSEL_TEXT.empty}
      </Text>
    );
  }

  const total = testimonials.length;
  const current = testimonials[index]!;
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) actor.send({ type: 'FOCUS_OUT' });
  };

  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label={label}
      data-testid="testimonial-carousel"
      data-state={state}
      data-index={index}
      onMouseEnter={() => actor.send({ type: 'POINTER_ENTER' })}
      onMouseLeave={() => actor.send({ type: 'POINTER_LEAVE' })}
      onFocus={() => actor.send({ type: 'FOCUS_IN' })}
      onBlur={onBlur}
    >
      <Stack gap="md" align="center">
        <div aria-live={movedByVisitor ? 'polite' : 'off'} aria-atomic="true" style={{ width: '100%' }}>
          <TestimonialCard
            testimonial={current}
            padding="xl"
            role="group"
            aria-roledescription="slide"
            aria-label={CAROUSEL_TEXT.slide(index + 1, total)}
            key={index}
          />
        </div>
        <Group gap="sm" justify="center">
          <ActionIcon variant="outline" size="lg" radius="xl" aria-label={CAROUSEL_TEXT.previous} onClick={() => actor.send({ type: 'PREVIOUS' })}>
            <span aria-hidden="true">‹</span>
          </ActionIcon>
          <Group gap={6} role="group" aria-label="Choose a testimonial">
            {testimonials.map((t, i) => (
              <UnstyledButton
                key={t.name}
                aria-label={CAROUSEL_TEXT.dot(i + 1, total)}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => actor.send({ type: 'GO_TO', index: i })}
                w={18}
                h={18}
                bg={i === index ? 'maple.8' : 'gray.6'}
                style={{ borderRadius: '50%' }}
              />
            ))}
          </Group>
          <ActionIcon variant="outline" size="lg" radius="xl" aria-label={CAROUSEL_TEXT.next} onClick={() => actor.send({ type: 'NEXT' })}>
            <span aria-hidden="true">›</span>
          </ActionIcon>
          <Button variant="subtle" size="compact-sm" onClick={() => actor.send({ type: paused ? 'PLAY' : 'PAUSE' })}>
            {paused ? CAROUSEL_TEXT.play : CAROUSEL_TEXT.pause}
          </Button>
        </Group>
      </Stack>
    </Box>
  );
}
