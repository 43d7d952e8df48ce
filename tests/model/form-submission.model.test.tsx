import { fireEvent, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { ContactForm } from '../../src/features/forms/contact-form';
import { renderWithSite } from '../render';
import { describeMachineModel } from './harness';

let user: UserEvent;
const form = () => screen.getByTestId('contact-form');
const field = (name: RegExp) => within(form()).getByRole('textbox', { name });
const submitButton = () => within(form()).getByRole('button', { name: /Send Message|Sending\.\.\./ });
const typedName = 'Harpreet Sandhu';


async function replace(input: HTMLElement, value: string) {
  await user.clear(input);
  if (value) await user.type(input, value);
}

describeMachineModel({
  id: 'formSubmission',
  render: (observer) => {
    user = userEvent.setup();
    renderWithSite(<ContactForm />, { observer });
  },
  stateElement: form,
  events: {
    SUBMIT: async () => {
      await replace(field(/Full name/), typedName);
      await replace(field(/Phone number/), '905-555-0199');
      await replace(field(/E-mail/), 'family@example.ca');
      await replace(field(/How can we help/), 'My father needs help with bathing three mornings a week.');
      await user.click(submitButton());
    },
    INVALID: async () => {
      await replace(field(/Full name/), typedName);
      await replace(field(/Phone number/), '');
      await user.click(submitButton());
    },
    PAGE_RESTORED: () => {
      fireEvent(window, new PageTransitionEvent('pageshow', { persisted: true }));
    },
  },
  states: {
    'idle.ready': () => {
      expect(submitButton()).toBeEnabled();
      expect(submitButton()).toHaveTextContent('Send Message');
      expect(screen.queryByTestId('invalid-summary')).not.toBeInTheDocument();
    },
    'idle.needsAttention': () => {
      expect(submitButton()).toBeEnabled();
      expect(screen.getByTestId('invalid-summary')).toHaveTextContent('Phone number');
      expect(screen.getByTestId('invalid-summary')).not.toHaveTextContent('Full name');
      // Nothing the visitor typed is lost.
      expect(field(/Full name/)).toHaveValue(typedName);
    },
    submitting: () => {
      expect(submitButton()).toBeDisabled();
      expect(submitButton()).toHaveTextContent('Sending...');
      expect(screen.queryByTestId('invalid-summary')).not.toBeInTheDocument();
    },
  },
});
