import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CarouselEvent } from '../../machines/carousel/carousel.machine';
import { TestimonialCarousel } from '../../src/shared/widgets/carousel/testimonial-carousel';
import { CAROUSEL_AUTHORS, CAROUSEL_TESTIMONIALS } from '../fixtures/carousel-testimonials';
import { renderWithSite } from '../render';
import { mediaState, setReducedMotion } from '../setup';
import { MODEL_CONFIGURATIONS } from './configurations';
import { describeMachineModel, passTime, type Visit } from './harness';
import { modelPathsOf } from './model-paths';

/** docs/spec/SPEC.md §4.1 and §9.1: the home carousel, 3 testimonials, one every 7000 ms, wrapping both ways. */
const SLIDES = 3;
const INTERVAL_MS = 7000;

/** What the visitor (and the clock) left the carousel as, worked out by hand from the events. */
interface CarouselFacts {
  /** 0-based: the slide shown. */
  index: number;
  /** Paused by the visitor's Pause or by a preference for reduced motion (docs/spec/DECISIONS.md "Carousels"); only Play starts it. */
  paused: boolean;
  hovered: boolean;
  focused: boolean;
  tabHidden: boolean;
  /** The last move was the visitor's (then it is announced); the clock's moves are not. */
  movedByVisitor: boolean;
}

const START: CarouselFacts = { index: 0, paused: false, hovered: false, focused: false, tabHidden: false, movedByVisitor: false };
const wrap = (index: number) => (index + SLIDES) % SLIDES;

function carouselAfter(events: Visit['events']): CarouselFacts {
  let facts = START;
  for (const event of events as readonly (CarouselEvent | { type: `xstate.after.${string}` })[]) {
    switch (event.type) {
      case 'NEXT':
        facts = { ...facts, index: wrap(facts.index + 1), movedByVisitor: true };
        break;
      case 'PREVIOUS':
        facts = { ...facts, index: wrap(facts.index - 1), movedByVisitor: true };
        break;
      case 'GO_TO':
        facts = { ...facts, index: event.index, movedByVisitor: true };
        break;
      case 'PAUSE':
      case 'REDUCED_MOTION_PREFERRED':
        facts = { ...facts, paused: true };
        break;
      case 'PLAY':
        facts = { ...facts, paused: false };
        break;
      case 'POINTER_ENTER':
      case 'POINTER_LEAVE':
        facts = { ...facts, hovered: event.type === 'POINTER_ENTER' };
        break;
      case 'FOCUS_IN':
      case 'FOCUS_OUT':
        facts = { ...facts, focused: event.type === 'FOCUS_IN' };
        break;
      case 'TAB_HIDDEN':
      case 'TAB_VISIBLE':
        facts = { ...facts, tabHidden: event.type === 'TAB_HIDDEN' };
        break;
      default:
        // Its interval is up: the next slide, not announced.
        facts = { ...facts, index: wrap(facts.index + 1), movedByVisitor: false };
    }
  }
  return facts;
}

/** Paused, held (hovered, focused or the tab hidden), or rotating: `data-state` must say the same. */
function stateOf(facts: CarouselFacts): string {
  if (facts.paused) return 'showing.paused';
  return facts.hovered || facts.focused || facts.tabHidden ? 'showing.held' : 'showing.rotating';
}
const stateAfter = (events: Visit['events']) => stateOf(carouselAfter(events));

/**
 * Whether the last event started the 7000 ms countdown afresh: the carousel began to rotate (it
 * was held, paused or just shown), or it moved (the visitor's move restarts the countdown).
 */
function countdownRestarted(events: Visit['events']): boolean {
  if (events.length === 0) return true;
  const last = events.at(-1)!.type;
  return (
    stateAfter(events.slice(0, -1)) !== 'showing.rotating' || last === 'NEXT' || last === 'PREVIOUS' || last === 'GO_TO' || last.startsWith('xstate.after.')
  );
}

/**
 * Every move docs/spec/SPEC.md §4.1 and docs/spec/DECISIONS.md "Carousels" give the visitor, as `<state before>
 * --EVENT--> <state after>`: the paths are generated from the machine, so a transition it lost
 * would simply not be walked; this list says what they must walk.
 */
const REQUIRED_MOVES = [
  /^showing\.rotating --xstate\.after\.\w+\.carousel\.showing\.rotating--> showing\.rotating$/,
  /^showing\.rotating --NEXT--> showing\.rotating$/,
  /^showing\.rotating --PREVIOUS--> showing\.rotating$/,
  /^showing\.rotating --GO_TO--> showing\.rotating$/,
  /^showing\.(held|paused) --NEXT--> showing\.\1$/,
  /^showing\.(held|paused) --PREVIOUS--> showing\.\1$/,
  /^showing\.(held|paused) --GO_TO--> showing\.\1$/,
  /^showing\.rotating --PAUSE--> showing\.paused$/,
  /^showing\.held --PAUSE--> showing\.paused$/,
  /^showing\.rotating --REDUCED_MOTION_PREFERRED--> showing\.paused$/,
  /^showing\.held --REDUCED_MOTION_PREFERRED--> showing\.paused$/,
  /^showing\.paused --PLAY--> showing\.rotating$/,
  /^showing\.rotating --POINTER_ENTER--> showing\.held$/,
  /^showing\.held --POINTER_LEAVE--> showing\.rotating$/,
  /^showing\.rotating --TAB_HIDDEN--> showing\.held$/,
  /^showing\.held --TAB_VISIBLE--> showing\.rotating$/,
  /^showing\.\w+ --FOCUS_IN--> showing\.\w+$/,
  /^showing\.\w+ --FOCUS_OUT--> showing\.\w+$/,
];

/** How long the countdown on screen has run (fake clock ms since it last started). */
let waited = 0;
const carousel = () => screen.getByTestId('testimonial-carousel');
const button = (name: string) => within(carousel()).getByRole('button', { name });
const slide = () => within(carousel()).getByRole('group', { name: /^\d of 3$/ });

/** The slide shown is `index`'s: "n of 3", its author and words, its dot current. */
function expectSlide(index: number) {
  const shown = slide();
  expect(shown).toHaveAccessibleName(`${index + 1} of 3`);
  expect(shown).toHaveTextContent(CAROUSEL_AUTHORS[index]!);
  expect(shown).toHaveTextContent(CAROUSEL_TESTIMONIALS[index]!.content);
  for (let n = 1; n <= SLIDES; n += 1) {
    const dot = button(`Show testimonial ${n} of 3`);
    if (n === index + 1) expect(dot).toHaveAttribute('aria-current', 'true');
    else expect(dot).not.toHaveAttribute('aria-current');
  }
}

async function expectCarousel({ events }: Visit) {
  const facts = carouselAfter(events);
  const state = stateOf(facts);
  expect(carousel()).toHaveAttribute('data-state', state);
  expectSlide(facts.index);
  // A move by the visitor is announced politely; the clock's are not (they would interrupt reading).
  expect(slide().parentElement).toHaveAttribute('aria-live', facts.movedByVisitor ? 'polite' : 'off');
  // The control offers Play only when paused (WCAG 2.2.2).
  const [offered, notOffered] =
    state === 'showing.paused' ? ['Start automatic rotation', 'Pause automatic rotation'] : ['Pause automatic rotation', 'Start automatic rotation'];
  expect(button(offered)).toBeVisible();
  expect(within(carousel()).queryByRole('button', { name: notOffered })).not.toBeInTheDocument();
  if (state !== 'showing.rotating') {
    // Held or paused: three intervals pass and nothing moves.
    await passTime(21_000);
    expectSlide(facts.index);
  } else if (countdownRestarted(events)) {
    // Rotating: the slide stays 6999 ms (the next is 1 ms away: the clock's own step moves it).
    await passTime(6999);
    waited = 6999;
    expectSlide(facts.index);
  }
}

function setTabHidden(hidden: boolean) {
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

const visitorActs = {
  NEXT: () => fireEvent.click(button('Next testimonial')),
  PREVIOUS: () => fireEvent.click(button('Previous testimonial')),
  GO_TO: ({ index }: { index: number }) => fireEvent.click(button(`Show testimonial ${index + 1} of 3`)),
  PAUSE: () => fireEvent.click(button('Pause automatic rotation')),
  PLAY: () => fireEvent.click(button('Start automatic rotation')),
  POINTER_ENTER: () => fireEvent.mouseEnter(carousel()),
  POINTER_LEAVE: () => fireEvent.mouseLeave(carousel()),
  FOCUS_IN: () => fireEvent.focus(button('Next testimonial')),
  FOCUS_OUT: () => fireEvent.blur(button('Next testimonial'), { relatedTarget: document.body }),
  TAB_HIDDEN: () => setTabHidden(true),
  TAB_VISIBLE: () => setTabHidden(false),
  REDUCED_MOTION_PREFERRED: () => act(() => setReducedMotion(true)),
};

function startClean() {
  vi.useFakeTimers();
  mediaState.reducedMotion = false;
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => false });
  waited = 0;
}

const renderHomeCarousel = (observer?: NonNullable<Parameters<typeof renderWithSite>[1]>['observer']) =>
  renderWithSite(<TestimonialCarousel testimonials={CAROUSEL_TESTIMONIALS} intervalMs={7000} label="Voices of Our Community" />, { observer });

// Building the paths runs the machine: a machine that throws there fails a test here, where
// Stryker's Vitest runner sees it (a file that fails while collecting its tests reports no failure).
try {
  describeMachineModel({
    id: 'carousel',
    ...MODEL_CONFIGURATIONS.carousel[0]!,
    beforePath: startClean,
    afterPath: () => vi.useRealTimers(),
    render: (observer) => {
      renderHomeCarousel(observer);
    },
    stateElement: carousel,
    events: {
      ...visitorActs,
      'xstate.after.ADVANCE_DELAY.carousel.showing.rotating': async (_, { events }) => {
        const { index } = carouselAfter(events);
        // 7000 ms after the countdown started: not a millisecond before.
        await passTime(INTERVAL_MS - 1 - waited);
        expectSlide(index);
        await passTime(1);
      },
    },
    states: {
      'showing.rotating': expectCarousel,
      'showing.held': expectCarousel,
      'showing.paused': expectCarousel,
    },
  });

  describeMachineModel({
    id: 'carousel',
    ...MODEL_CONFIGURATIONS.carousel[1]!,
    beforePath: startClean,
    afterPath: () => vi.useRealTimers(),
    render: (observer) => {
      // The other carousel (docs/spec/SPEC.md §9.1: 6000 ms), with no testimonials.
      renderWithSite(<TestimonialCarousel testimonials={[]} intervalMs={6000} label="Client stories" />, { observer });
    },
    stateElement: carousel,
    events: {},
    states: {
      empty: async () => {
        expect(carousel()).toHaveTextContent('No testimonials available at the moment.');
        expect(screen.queryByRole('button')).not.toBeInTheDocument();
        await passTime(18_000);
        expect(carousel()).toHaveAttribute('data-state', 'empty');
        expect(screen.queryByRole('group')).not.toBeInTheDocument();
      },
    },
  });
} catch (error) {
  it("builds the carousel's model paths", () => {
    expect(() => {
      throw error;
    }).not.toThrow();
  });
}

describe('carousel: its model paths walk every move docs/spec/SPEC.md §4.1 and the decisions give the visitor', () => {
  it('moves three ways, rotates, pauses and plays, and holds while hovered, focused or hidden', () => {
    const walked = modelPathsOf('carousel', undefined).paths.flatMap(({ steps }) =>
      steps.map((step, i) => {
        const before = steps.slice(0, i).map((s) => s.event);
        return `${stateAfter(before)} --${step.event.type}--> ${stateAfter([...before, step.event])}`;
      }),
    );
    expect(REQUIRED_MOVES.filter((move) => !walked.some((w) => move.test(w))).map(String)).toEqual([]);
  });
});

describe('carousel: what its covering paths take only once', () => {
  it('left alone, it moves on every 7000 ms and wraps from the last slide to the first', async () => {
    startClean();
    try {
      renderHomeCarousel();
      for (const index of [1, 2, 0, 1]) {
        await passTime(6999);
        expectSlide(wrap(index - 1));
        await passTime(1);
        expectSlide(index);
      }
    } finally {
      vi.useRealTimers();
    }
  });

  it('holds while focused and rotates again 7000 ms after the focus leaves', async () => {
    startClean();
    try {
      renderHomeCarousel();
      visitorActs.FOCUS_IN();
      expect(carousel()).toHaveAttribute('data-state', 'showing.held');
      await passTime(21_000);
      expectSlide(0);
      visitorActs.FOCUS_OUT();
      expect(carousel()).toHaveAttribute('data-state', 'showing.rotating');
      await passTime(6999);
      expectSlide(0);
      await passTime(1);
      expectSlide(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('played while the pointer is on it, it stays held until the pointer leaves', async () => {
    startClean();
    try {
      renderHomeCarousel();
      visitorActs.PAUSE();
      visitorActs.POINTER_ENTER();
      visitorActs.PLAY();
      expect(carousel()).toHaveAttribute('data-state', 'showing.held');
      await passTime(21_000);
      expectSlide(0);
      visitorActs.POINTER_LEAVE();
      await passTime(7000);
      expectSlide(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a visitor who prefers reduced motion gets no rotation from the start', async () => {
    startClean();
    mediaState.reducedMotion = true;
    try {
      renderHomeCarousel();
      expect(carousel()).toHaveAttribute('data-state', 'showing.paused');
      expect(button('Start automatic rotation')).toBeVisible();
      await passTime(21_000);
      expectSlide(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
