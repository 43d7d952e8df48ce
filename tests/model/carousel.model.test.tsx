import { act, fireEvent, screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import type { CarouselContext } from '../../machines/carousel.machine';
import { CAROUSEL_TEXT, HOME_TESTIMONIALS } from '../../src/content/testimonials';
import { TestimonialCarousel } from '../../src/shared/widgets/carousel/testimonial-carousel';
import { renderWithSite } from '../render';
import { mediaState, setReducedMotion } from '../setup';
import { describeMachineModel, type StepOf } from './harness';
import { CAROUSEL_INPUT, EMPTY_CAROUSEL_INPUT, carouselSignificantContext } from './carousel-model-options';

const carousel = () => screen.getByTestId('testimonial-carousel');
const button = (name: string) => within(carousel()).getByRole('button', { name });
const shownIndex = () => Number(carousel().getAttribute('data-index'));

function setTabHidden(hidden: boolean) {
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

function expectSlide(snapshot: AnyMachineSnapshot) {
  const { index } = snapshot.context as CarouselContext;
  const t = HOME_TESTIMONIALS[index]!;
  expect(shownIndex()).toBe(index);
  expect(within(carousel()).getByRole('group', { name: CAROUSEL_TEXT.slide(index + 1, 3) })).toHaveTextContent(t.content);
  expect(button(CAROUSEL_TEXT.dot(index + 1, 3))).toHaveAttribute('aria-current', 'true');
}

/** Time passes but nothing moves: the carousel is held or paused. */
function expectStill() {
  const before = shownIndex();
  act(() => vi.advanceTimersByTime(CAROUSEL_INPUT.intervalMs * 3));
  expect(shownIndex()).toBe(before);
}

describeMachineModel({
  id: 'carousel',
  input: CAROUSEL_INPUT,
  significantContext: carouselSignificantContext,
  beforePath: () => {
    vi.useFakeTimers();
    mediaState.reducedMotion = false;
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => false });
  },
  afterPath: () => vi.useRealTimers(),
  render: (observer) => {
    renderWithSite(<TestimonialCarousel testimonials={HOME_TESTIMONIALS} intervalMs={CAROUSEL_INPUT.intervalMs} label="Voices of Our Community" />, { observer });
  },
  stateElement: carousel,
  events: {
    'xstate.after.ADVANCE_DELAY.carousel.showing.rotating': () => {
      const before = shownIndex();
      act(() => vi.advanceTimersByTime(CAROUSEL_INPUT.intervalMs - 1));
      expect(shownIndex()).toBe(before);
      act(() => vi.advanceTimersByTime(1));
      expect(shownIndex()).toBe((before + 1) % 3);
    },
    NEXT: () => fireEvent.click(button(CAROUSEL_TEXT.next)),
    PREVIOUS: () => fireEvent.click(button(CAROUSEL_TEXT.previous)),
    GO_TO: (step: StepOf) => fireEvent.click(button(CAROUSEL_TEXT.dot((step.event as unknown as { index: number }).index + 1, 3))),
    PAUSE: () => fireEvent.click(button(CAROUSEL_TEXT.pause)),
    PLAY: () => fireEvent.click(button(CAROUSEL_TEXT.play)),
    POINTER_ENTER: () => fireEvent.mouseEnter(carousel()),
    POINTER_LEAVE: () => fireEvent.mouseLeave(carousel()),
    FOCUS_IN: () => {
      fireEvent.focus(button(CAROUSEL_TEXT.next));
    },
    FOCUS_OUT: () => {
      fireEvent.blur(button(CAROUSEL_TEXT.next), { relatedTarget: document.body });
    },
    TAB_HIDDEN: () => setTabHidden(true),
    TAB_VISIBLE: () => setTabHidden(false),
    REDUCED_MOTION_PREFERRED: () => act(() => setReducedMotion(true)),
  },
  states: {
    'showing.rotating': (snapshot) => {
      expectSlide(snapshot);
      expect(button(CAROUSEL_TEXT.pause)).toBeVisible();
    },
    'showing.held': (snapshot) => {
      expectSlide(snapshot);
      expectStill();
      expect(button(CAROUSEL_TEXT.pause)).toBeVisible();
    },
    'showing.paused': (snapshot) => {
      expectSlide(snapshot);
      expectStill();
      expect(button(CAROUSEL_TEXT.play)).toBeVisible();
    },
  },
});

describeMachineModel({
  id: 'carousel',
  variant: 'empty',
  input: EMPTY_CAROUSEL_INPUT,
  render: (observer) => {
    renderWithSite(<TestimonialCarousel testimonials={[]} intervalMs={EMPTY_CAROUSEL_INPUT.intervalMs} label="Client stories" />, { observer });
  },
  stateElement: carousel,
  events: {},
  states: {
    empty: () => {
      expect(carousel()).toHaveTextContent('No testimonials available at the moment.');
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
    },
  },
});
