import { act, fireEvent, screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import type { carouselMachine } from '../../machines/carousel/carousel.machine';
import { carouselView } from '../../machines/carousel/carousel.view';
import { CAROUSEL_TEXT, HOME_TESTIMONIALS } from '../../src/content/testimonials';
import { TestimonialCarousel } from '../../src/shared/widgets/carousel/testimonial-carousel';
import { renderWithSite } from '../render';
import { mediaState, setReducedMotion } from '../setup';
import { MODEL_CONFIGURATIONS } from './configurations';
import { describeMachineModel } from './harness';
import { CAROUSEL_INPUT, EMPTY_CAROUSEL_INPUT } from './carousel-model-options';

const carousel = () => screen.getByTestId('testimonial-carousel');
const button = (name: string) => within(carousel()).getByRole('button', { name });
const shownIndex = () => Number(carousel().getAttribute('data-index'));

function setTabHidden(hidden: boolean) {
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

const viewOf = (model: SnapshotFrom<typeof carouselMachine>) => carouselView(model, () => {});

/** The slide on screen is the model's, and the control offers Play exactly when the model is paused. */
function expectSlide(model: SnapshotFrom<typeof carouselMachine>) {
  const { activeIndex, slideNumber, count, isPaused } = viewOf(model);
  expect(count).toBe(HOME_TESTIMONIALS.length);
  expect(shownIndex()).toBe(activeIndex);
  expect(within(carousel()).getByRole('group', { name: CAROUSEL_TEXT.slide(slideNumber, count) })).toHaveTextContent(
    HOME_TESTIMONIALS[activeIndex]!.content,
  );
  expect(button(CAROUSEL_TEXT.dot(slideNumber, count))).toHaveAttribute('aria-current', 'true');
  expect(button(isPaused ? CAROUSEL_TEXT.play : CAROUSEL_TEXT.pause)).toBeVisible();
  expect(within(carousel()).queryByRole('button', { name: isPaused ? CAROUSEL_TEXT.pause : CAROUSEL_TEXT.play })).not.toBeInTheDocument();
}

/** Time passes but nothing moves: the carousel is held or paused. */
function expectStill() {
  const before = shownIndex();
  act(() => vi.advanceTimersByTime(CAROUSEL_INPUT.intervalMs * 3));
  expect(shownIndex()).toBe(before);
}

describeMachineModel({
  id: 'carousel',
  ...MODEL_CONFIGURATIONS.carousel[0]!,
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
    'xstate.after.ADVANCE_DELAY.carousel.showing.rotating': (_, model) => {
      const { activeIndex, count } = viewOf(model);
      act(() => vi.advanceTimersByTime(CAROUSEL_INPUT.intervalMs - 1));
      expect(shownIndex()).toBe(activeIndex);
      act(() => vi.advanceTimersByTime(1));
      expect(shownIndex()).toBe((activeIndex + 1) % count);
    },
    NEXT: () => fireEvent.click(button(CAROUSEL_TEXT.next)),
    PREVIOUS: () => fireEvent.click(button(CAROUSEL_TEXT.previous)),
    GO_TO: ({ index }) => fireEvent.click(button(CAROUSEL_TEXT.dot(index + 1, HOME_TESTIMONIALS.length))),
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
    'showing.rotating': (model) => {
      expectSlide(model);
      // Time moves it on: one interval later the next slide shows.
      const before = shownIndex();
      act(() => vi.advanceTimersByTime(CAROUSEL_INPUT.intervalMs));
      expect(shownIndex()).toBe((before + 1) % HOME_TESTIMONIALS.length);
      act(() => vi.advanceTimersByTime(CAROUSEL_INPUT.intervalMs * (HOME_TESTIMONIALS.length - 1)));
    },
    'showing.held': (model) => {
      expectSlide(model);
      expectStill();
    },
    'showing.paused': (model) => {
      expectSlide(model);
      expectStill();
    },
  },
});

describeMachineModel({
  id: 'carousel',
  ...MODEL_CONFIGURATIONS.carousel[1]!,
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
