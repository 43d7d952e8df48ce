import { fireEvent, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import type { formSubmissionMachine } from '../../machines/form-submission/form-submission.machine';
import { formSubmissionView } from '../../machines/form-submission/form-submission.view';
import { CONTACT_FORM, INVALID_SUMMARY, SUBMITTING_LABELS } from '../../src/content/forms';
import { ContactForm } from '../../src/features/forms/contact-form';
import { renderWithSite } from '../render';
import { describeMachineModel } from './harness';

let user: UserEvent;
const form = () => screen.getByTestId('contact-form');
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const field = (label: string) => within(form()).getByRole('textbox', { name: new RegExp(`^${escape(label)}`) });
const submitButton = () =>
  within(form()).getByRole('button', { name: new RegExp(`^(${escape(CONTACT_FORM.submitLabel)}|${escape(SUBMITTING_LABELS.sending)})$`) });
const typedName = 'Harpreet Sandhu';
const { fields } = CONTACT_FORM;

async function replace(input: HTMLElement, value: string) {
  await user.clear(input);
  if (value) await user.type(input, value);
}

async function fillEverything() {
  await replace(field(fields.name.label), typedName);
  await replace(field(fields.phone.label), '905-555-0199');
  await replace(field(fields.email.label), 'family@example.ca');
  await replace(field(fields.message.label), 'My father needs help with bathing three mornings a week.');
}

/** The button and the summary follow the model's view model: disabled while submitting, the refused fields named. */
function expectForm(model: SnapshotFrom<typeof formSubmissionMachine>) {
  const view = formSubmissionView(model, () => {});
  if (view.isSubmitting) {
    expect(submitButton()).toBeDisabled();
    expect(submitButton()).toHaveTextContent(SUBMITTING_LABELS.sending);
  } else {
    expect(submitButton()).toBeEnabled();
    expect(submitButton()).toHaveTextContent(CONTACT_FORM.submitLabel);
  }
  if (view.needsAttention) expect(screen.getByTestId('invalid-summary')).toHaveTextContent(INVALID_SUMMARY(view.invalidFields));
  else expect(screen.queryByTestId('invalid-summary')).not.toBeInTheDocument();
}

describeMachineModel({
  id: 'formSubmission',
  render: (observer) => {
    user = userEvent.setup({ delay: null });
    renderWithSite(<ContactForm />, { observer });
  },
  stateElement: form,
  events: {
    SUBMIT: async () => {
      await fillEverything();
      await user.click(submitButton());
    },
    // The browser refuses the form when the fields the event names are left empty.
    INVALID: async ({ fields: refused }) => {
      await fillEverything();
      for (const label of refused) await replace(field(label), '');
      await user.click(submitButton());
    },
    PAGE_RESTORED: () => {
      fireEvent(window, new PageTransitionEvent('pageshow', { persisted: true }));
    },
  },
  states: {
    'idle.ready': (model) => expectForm(model),
    'idle.needsAttention': (model) => {
      expectForm(model);
      expect(screen.getByTestId('invalid-summary')).not.toHaveTextContent(fields.name.label);
      // Nothing the visitor typed is lost.
      expect(field(fields.name.label)).toHaveValue(typedName);
    },
    submitting: (model) => expectForm(model),
  },
});
