import { act, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AccordionEvent } from '../../machines/accordion/accordion.machine';
import { PERSONAL_CARE_PAGE } from '../../src/content/info-pages/personal-care';
import { FaqSection } from '../../src/features/info-page/section-faq';
import { renderWithSite } from '../render';
import { MODEL_CONFIGURATIONS } from './configurations';
import { describeMachineModel, type RegisteredModelSpec, type Visit } from './harness';

/**
 * The FAQ accordion (docs/spec/SPEC.md §4.1: single-open, collapsible) on the personal care page's
 * questions (§2.6: weekends 24/7/365, a same-gender caregiver, live-in care). Which item is open
 * is worked out by hand from the visitor's clicks, never from the accordion's machine or view model.
 */

const faq = PERSONAL_CARE_PAGE.sections.find((s) => s.kind === 'faq');
if (faq?.kind !== 'faq') throw new Error('The personal care page has no FAQ section');

/** The page's three questions, in order, and the first words of each answer. */
const ITEMS = [
  { question: 'Do you provide care on weekends and holidays?', answer: /^Yes\. Personal care is available 24\/7, 365 days a year/ },
  { question: 'Can I ask for a caregiver of the same gender?', answer: /^Absolutely\. Many families prefer a same-gender caregiver/ },
  { question: 'Do you offer live-in personal care?', answer: /^Yes\. Our Advanced Support plan places a live-in caregiver/ },
] as const;

let user: UserEvent;
const accordion = () => screen.getByTestId('faq-accordion');
const control = (question: string) => within(accordion()).getByRole('button', { name: question });

/** §4.1: a click opens its item and closes any other; a click on the open item closes it. */
function openAfter(events: readonly { type: string }[]): string | null {
  let open: string | null = null;
  for (const event of events as readonly AccordionEvent[]) open = open === event.item ? null : event.item;
  return open;
}

/** Exactly the open item is expanded and its answer shown; every other one is closed. */
function expectState(visit: Visit) {
  const open = openAfter(visit.events);
  expect(accordion()).toHaveAttribute('data-state', open === null ? 'collapsed' : 'expanded');
  expect(
    within(accordion())
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(ITEMS.map((item) => item.question));
  for (const item of ITEMS) {
    const isOpen = item.question === open;
    expect(control(item.question)).toHaveAttribute('aria-expanded', String(isOpen));
    const panel = document.getElementById(control(item.question).getAttribute('aria-controls')!)!;
    expect(panel).toHaveTextContent(item.answer);
    if (isOpen) expect(panel).toBeVisible();
    else expect(panel).not.toBeVisible();
  }
}

const spec: RegisteredModelSpec<'accordion'> = {
  id: 'accordion',
  ...MODEL_CONFIGURATIONS.accordion[0]!,
  render: (observer) => {
    user = userEvent.setup({ delay: null });
    renderWithSite(<FaqSection section={faq} />, { observer });
  },
  stateElement: accordion,
  events: {
    TOGGLE: async ({ item }) => {
      await user.click(control(item));
    },
  },
  states: { collapsed: expectState, expanded: expectState },
};
try {
  describeMachineModel(spec);
} catch (error) {
  // A machine whose paths cannot be generated fails a test here: a file that fails to load runs
  // no test, and mutation testing would count that as passing.
  describe('machine accordion (model-based, real view)', () => {
    it('has paths to test', () => {
      expect(error, 'generating its paths').toBeUndefined();
    });
  });
}

describe('accordion: a journey written by hand', () => {
  // Every question, opened, moved from and closed again: the generated paths follow the machine,
  // so a transition it lost would drop out of them; this stays.
  const [weekends, sameGender, liveIn] = ITEMS.map((item) => item.question) as [string, string, string];
  const JOURNEY: readonly AccordionEvent[] = [weekends, sameGender, liveIn, liveIn, liveIn, weekends, weekends, sameGender].map((item) => ({
    type: 'TOGGLE',
    item,
  }));

  it('opens one question at a time and closes the open one', async () => {
    await act(async () => {
      await spec.render({});
    });
    const events: AccordionEvent[] = [];
    for (const event of [null, ...JOURNEY]) {
      if (event) {
        await user.click(control(event.item));
        events.push(event);
      }
      try {
        expectState({ events });
      } catch (error) {
        if (error instanceof Error) error.message += `\n\n  after: ${events.map((e) => e.item).join(' → ') || '(start)'}`;
        throw error;
      }
    }
  });
});
