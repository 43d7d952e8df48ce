import type { AnyMachineSnapshot } from 'xstate';
import type { CarouselContext } from '../../machines/carousel.machine';
import { TIMINGS } from '../../src/content/site';
import { HOME_TESTIMONIALS } from '../../src/content/testimonials';

/** The home carousel's configuration. */
export const CAROUSEL_INPUT = { count: HOME_TESTIMONIALS.length, intervalMs: TIMINGS.homeCarouselMs };
export const EMPTY_CAROUSEL_INPUT = { count: 0, intervalMs: TIMINGS.testimonialCarouselMs };

/** Whether something holds the rotation: the slide index and the reason do not change which transitions exist. */
export function carouselSignificantContext(snapshot: AnyMachineSnapshot): unknown {
  const c = snapshot.context as CarouselContext;
  return c.hovered || c.focused || c.tabHidden;
}
