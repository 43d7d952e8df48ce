import { Textarea, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import {
  CONTACT_FORM,
  DEFAULT_CONTACT_FORM_TYPE,
  SUBJECT_PREFIX,
  SUBMITTING_LABELS,
  THANK_YOU_SOURCE,
  type ContactFormType,
} from '../../content/forms';
import { LeadForm } from './lead-form';

export interface ContactFormProps {
  formType?: ContactFormType;
  /** Prefills the message, e.g. from the `serviceInquiry` navigation state on /contact-us. */
  initialMessage?: string;
  /** Distinguishes several forms on one page (ids and labels stay unique). */
  idPrefix?: string;
  /** Fields a variant adds after the name (the partnership inquiry's organization and type). */
  extraFields?: ReactNode;
  /** Replaces the families' hint in the message box (partners write about other things). */
  messagePlaceholder?: string;
}

/**
 * The contact form (docs/spec/SPEC.md §3, §5, §7): name, phone and message required, e-mail optional but
 * valid if given. Posts natively to the form-forwarding service.
 */
export function ContactForm({
  formType = DEFAULT_CONTACT_FORM_TYPE,
  initialMessage = '',
  idPrefix = 'contact',
  extraFields,
  messagePlaceholder = CONTACT_FORM.fields.message.placeholder,
}: ContactFormProps) {
  const f = CONTACT_FORM.fields;
  return (
    <LeadForm
      testId={`${idPrefix}-form`}
      subject={`${SUBJECT_PREFIX}${formType}`}
      from={THANK_YOU_SOURCE[formType]}
      submitLabel={CONTACT_FORM.submitLabel}
      submittingLabel={SUBMITTING_LABELS.sending}
      buttonProps={{ fullWidth: true }}
    >
      <TextInput id={`${idPrefix}-name`} name="name" label={f.name.label} autoComplete={f.name.autoComplete} required />
      {extraFields}
      <TextInput
        id={`${idPrefix}-phone`}
        name="phone"
        type="tel"
        label={f.phone.label}
        description={f.phone.description}
        autoComplete={f.phone.autoComplete}
        required
      />
      <TextInput id={`${idPrefix}-email`} name="email" type="email" label={f.email.label} autoComplete={f.email.autoComplete} />
      <Textarea
        id={`${idPrefix}-message`}
        name="message"
        label={f.message.label}
        placeholder={messagePlaceholder}
        rows={4}
        defaultValue={initialMessage}
        required
      />
    </LeadForm>
  );
}
