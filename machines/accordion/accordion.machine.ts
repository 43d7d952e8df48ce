import { assign, setup } from 'xstate';

/**
 * FAQ accordion (docs/spec/SPEC.md §4.1): single-open and collapsible. The open item is context, not a state
 * per panel: `collapsed` (nothing open) or `expanded` (one item open). Choosing the open item
 * closes it; choosing another one moves the opening there.
 */
export interface AccordionContext {
  openItem: string | null;
}

export type AccordionEvent = { type: 'TOGGLE'; item: string };

export const accordionMachine = setup({
  types: {
    context: {} as AccordionContext,
    events: {} as AccordionEvent,
  },
  guards: {
    isOpenItem: ({ context, event }) => context.openItem === event.item,
  },
  actions: {
    openItem: assign({ openItem: ({ event }) => event.item }),
    closeItem: assign({ openItem: null }),
  },
}).createMachine({
  id: 'accordion',
  context: { openItem: null },
  initial: 'collapsed',
  states: {
    collapsed: {
      on: { TOGGLE: { target: 'expanded', actions: 'openItem' } },
    },
    expanded: {
      on: {
        TOGGLE: [
          { guard: 'isOpenItem', target: 'collapsed', actions: 'closeItem' },
          { target: 'expanded', actions: 'openItem' },
        ],
      },
    },
  },
});
