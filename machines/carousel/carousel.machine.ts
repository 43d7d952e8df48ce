import { assertEvent, assign, not, setup } from 'xstate';
import { ignoring } from '../shared/ignored-events';

/**
 * One carousel machine for every carousel (docs/spec/SPEC.md §4.1, docs/spec/DECISIONS.md "Carousels"): an index over
 * `count` items that auto-advances every `intervalMs`, wraps both ways, and jumps to a dot. It is
 * held (no auto-advance) while hovered, focused or the tab is hidden; the visitor can pause and
 * play; a visitor who prefers reduced motion gets no auto-advance. With no items it is empty.
 */
export interface CarouselContext {
  count: number;
  intervalMs: number;
  index: number;
  /** Why auto-advance is held right now. */
  hovered: boolean;
  focused: boolean;
  tabHidden: boolean;
  /** Whether the last move came from the visitor (the view announces only those). */
  movedByVisitor: boolean;
}

export type CarouselEvent =
  | { type: 'NEXT' }
  | { type: 'PREVIOUS' }
  | { type: 'GO_TO'; index: number }
  | { type: 'PAUSE' }
  | { type: 'PLAY' }
  | { type: 'POINTER_ENTER' }
  | { type: 'POINTER_LEAVE' }
  | { type: 'FOCUS_IN' }
  | { type: 'FOCUS_OUT' }
  | { type: 'TAB_HIDDEN' }
  | { type: 'TAB_VISIBLE' }
  | { type: 'REDUCED_MOTION_PREFERRED' };

const wrap = (index: number, count: number) => ((index % count) + count) % count;

export const carouselMachine = setup({
  types: {
    context: {} as CarouselContext,
    events: {} as CarouselEvent,
    input: {} as { count: number; intervalMs: number },
  },
  guards: {
    hasNoItems: ({ context }) => context.count === 0,
    isHeld: ({ context }) => context.hovered || context.focused || context.tabHidden,
  },
  actions: {
    autoAdvance: assign({ index: ({ context }) => wrap(context.index + 1, context.count), movedByVisitor: false }),
    showNext: assign({ index: ({ context }) => wrap(context.index + 1, context.count), movedByVisitor: true }),
    showPrevious: assign({ index: ({ context }) => wrap(context.index - 1, context.count), movedByVisitor: true }),
    showChosen: assign({
      index: ({ context, event }) => {
        assertEvent(event, 'GO_TO');
        return wrap(event.index, context.count);
      },
      movedByVisitor: true,
    }),
    holdForPointer: assign({ hovered: true }),
    releasePointer: assign({ hovered: false }),
    holdForFocus: assign({ focused: true }),
    releaseFocus: assign({ focused: false }),
    holdForHiddenTab: assign({ tabHidden: true }),
    releaseHiddenTab: assign({ tabHidden: false }),
  },
  delays: {
    ADVANCE_DELAY: ({ context }) => context.intervalMs,
  },
}).createMachine({
  id: 'carousel',
  context: ({ input }) => ({
    count: input.count,
    intervalMs: input.intervalMs,
    index: 0,
    hovered: false,
    focused: false,
    tabHidden: false,
    movedByVisitor: false,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'hasNoItems', target: 'empty' }, { target: 'showing' }],
    },
    // Nothing to show or move: a carousel without items stays empty (machines/tooling/properties.ts).
    empty: {
      meta: {
        endsHere: 'A carousel with no items has nothing to show or move.',
        ignores: ignoring(
          [
            'NEXT',
            'PREVIOUS',
            'GO_TO',
            'PAUSE',
            'POINTER_ENTER',
            'POINTER_LEAVE',
            'FOCUS_IN',
            'FOCUS_OUT',
            'TAB_HIDDEN',
            'TAB_VISIBLE',
            'REDUCED_MOTION_PREFERRED',
          ],
          'An empty carousel shows its empty notice only: no slide, no control, nothing that moves or could be held.',
        ),
      },
    },
    showing: {
      initial: 'rotating',
      on: {
        NEXT: { actions: 'showNext' },
        PREVIOUS: { actions: 'showPrevious' },
        GO_TO: { actions: 'showChosen' },
        POINTER_ENTER: { actions: 'holdForPointer' },
        POINTER_LEAVE: { actions: 'releasePointer' },
        FOCUS_IN: { actions: 'holdForFocus' },
        FOCUS_OUT: { actions: 'releaseFocus' },
        TAB_HIDDEN: { actions: 'holdForHiddenTab' },
        TAB_VISIBLE: { actions: 'releaseHiddenTab' },
      },
      states: {
        rotating: {
          always: { guard: 'isHeld', target: 'held' },
          after: { ADVANCE_DELAY: { target: 'rotating', reenter: true, actions: 'autoAdvance' } },
          on: {
            // A move by the visitor restarts the countdown.
            NEXT: { target: 'rotating', reenter: true, actions: 'showNext' },
            PREVIOUS: { target: 'rotating', reenter: true, actions: 'showPrevious' },
            GO_TO: { target: 'rotating', reenter: true, actions: 'showChosen' },
            PAUSE: 'paused',
            REDUCED_MOTION_PREFERRED: 'paused',
          },
        },
        held: {
          always: { guard: not('isHeld'), target: 'rotating' },
          on: { PAUSE: 'paused', REDUCED_MOTION_PREFERRED: 'paused' },
        },
        paused: {
          meta: { ignores: { REDUCED_MOTION_PREFERRED: 'Already still: only the visitor’s own Play starts it again.' } },
          on: { PLAY: 'rotating' },
        },
      },
    },
  },
});
