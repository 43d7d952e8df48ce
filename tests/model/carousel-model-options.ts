import type { AnyMachineSnapshot } from 'xstate';
import type { CarouselContext } from '../../machines/carousel.machine';

export const CAROUSEL_INPUT = { count: 3, intervalMs: 7000 };

/** Whether something holds the rotation: the slide index and the reason do not change which transitions exist. */
export function carouselSignificantContext(snapshot: AnyMachineSnapshot): unknown {
  const c = snapshot.context as CarouselContext;
  return c.hovered || c.focused || c.tabHidden;
}
