import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { accordionView } from '../../machines/accordion/accordion.view';
import { PERSONAL_CARE_PAGE } from '../../src/content/info-pages/personal-care';
import { FaqSection } from '../../src/features/info-page/section-faq';
import { renderWithSite } from '../render';
import { MODEL_CONFIGURATIONS } from './configurations';
import { describeMachineModel } from './harness';

const faq = PERSONAL_CARE_PAGE.sections.find((s) => s.kind === 'faq')!;
if (faq.kind !== 'faq') throw new Error('The personal care page has no FAQ section');
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
  states: {
    collapsed: (model) => {
      expect(accordionView(model, () => {}).openItem).toBeNull();
      expectOpen(null);
    },
    // The open item is the model's: a view that opened another question fails here.
    expanded: (model) => {
      const { openItem } = accordionView(model, () => {});
      expect(openItem).not.toBeNull();
      expect(faq.items.map((i) => i.question)).toContain(openItem);
      expectOpen(openItem);
    },
  },
});
