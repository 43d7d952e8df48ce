import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import type { AccordionContext } from '../../machines/accordion.machine';
import { PERSONAL_CARE_PAGE } from '../../src/content/info-pages/personal-care';
import { InfoSectionView } from '../../src/features/info-page/info-sections';
import { renderWithSite } from '../render';
import { describeMachineModel, type StepOf } from './harness';

const faq = PERSONAL_CARE_PAGE.sections.find((s) => s.kind === 'faq')!;
if (faq.kind !== 'faq') throw new Error('The personal care page has an FAQ');

let user: UserEvent;
const accordion = () => screen.getByTestId('faq-accordion');
const control = (question: string) => within(accordion()).getByRole('button', { name: question });

/** Exactly the open item is expanded and its answer shown; every other one is closed. */
function expectOpen(openItem: string | null) {
  for (const item of faq.items) {
    const open = item.question === openItem;
    expect(control(item.question)).toHaveAttribute('aria-expanded', String(open));
    const answer = within(accordion()).queryByText(item.answer);
    if (open) expect(answer).toBeVisible();
    else if (answer) expect(answer).not.toBeVisible();
  }
}

describeMachineModel({
  id: 'accordion',
  significantContext: (snapshot: AnyMachineSnapshot) => (snapshot.context as AccordionContext).openItem,
  render: (observer) => {
    user = userEvent.setup();
    renderWithSite(<InfoSectionView section={faq} />, { observer });
  },
  stateElement: accordion,
  events: {
    TOGGLE: async (step: StepOf) => {
      await user.click(control((step.event as unknown as { item: string }).item));
    },
  },
  states: {
    collapsed: () => expectOpen(null),
    expanded: (_, live) => {
      const { openItem } = live.context as AccordionContext;
      expect(openItem).not.toBeNull();
      expectOpen(openItem);
    },
  },
});
