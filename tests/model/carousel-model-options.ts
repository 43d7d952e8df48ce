import type { SnapshotFrom } from 'xstate';
import type { carouselMachine } from '../../machines/carousel/carousel.machine';
import { MACHINE_EXAMPLES } from '../../src/content/machine-examples';
import { TIMINGS } from '../../src/content/site';

/** The home carousel's configuration (the machine lab starts it the same way). */
export const CAROUSEL_INPUT = MACHINE_EXAMPLES.carousel.input;
export const EMPTY_CAROUSEL_INPUT = { count: 0, intervalMs: TIMINGS.testimonialCarouselMs };

/** Whether something holds the rotation: the slide index and the reason do not change which transitions exist. */
export function carouselSignificantContext({ context }: SnapshotFrom<typeof carouselMachine>): unknown {
  return context.hovered || context.focused || context.tabHidden;
}
