import { Alert, Text, TextInput } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';
import { CONTACT_FORM, DEFAULT_CONTACT_FORM_TYPE, SUBJECT_PREFIX, THANK_YOU_SOURCE, type ContactFormType } from '../../content/forms';
import type { ContactFormWords } from '../../content/pages/contact';
import { useFormWords } from '../../shared/forms/form-words';
import type { ContactPrefill } from '../../shared/forms/visit-prefill';
import { CountedTextarea, LeadForm } from '../../shared/forms/lead-form';
import { PlaceField } from '../../shared/forms/place-field';
import { PHONE_FIELD } from '../../shared/forms/phone-field';

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
  /**
   * What this visit told the site (decision 0048, ./visit-prefill.ts `contactPrefill`): the
   * values to start from by posted name, and the line that says where they came from. The
   * languages and city get fields of their own; the others fill the form's fields left empty.
   */
  fromVisit?: ContactPrefill | null;
  /** The labels, help texts and button in the page's language (the English ones by default); what posts stays the same. */
  words?: ContactFormWords;
  /** A family's form: asks where care is needed and says whether it is served (decision 0086). */
  asksPlace?: boolean;
  /** A form whose answer goes by e-mail (the franchise info kit): the address is required, under these words. */
  requiredEmail?: { label: string; description: string };
}

/** Fills the form's empty fields from the visit: a field the visitor (or a kept draft) already filled keeps its value. */
function useFilledFromVisit(fieldset: { current: HTMLElement | null }, values: Record<string, string> | undefined) {
  useEffect(() => {
    const form = fieldset.current?.closest('form');
    if (!form || !values) return;
    for (const [name, value] of Object.entries(values)) {
      const field = form.elements.namedItem(name);
      if ((field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && field.value === '' && value) field.value = value;
    }
  }, [fieldset, values]);
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
  words = CONTACT_FORM,
  messagePlaceholder = words.fields.message.placeholder,
  fromVisit,
  asksPlace = false,
  requiredEmail,
}: ContactFormProps) {
  const f = words.fields;
  const auto = CONTACT_FORM.fields;
  const { submitting } = useFormWords();
  const v = fromVisit?.fields;
  const visitRef = useRef<HTMLDivElement>(null);
  useFilledFromVisit(visitRef, fromVisit?.values);
  return (
    <LeadForm
      testId={`${idPrefix}-form`}
      subject={`${SUBJECT_PREFIX}${formType}`}
      from={THANK_YOU_SOURCE[formType]}
      submitLabel={words.submitLabel}
      submittingLabel={submitting.sending}
      buttonProps={{ fullWidth: true }}
      asksCallbackLanguage
    >
      {fromVisit && v && (
        <div ref={visitRef} data-testid={`${idPrefix}-from-visit`}>
          <Alert variant="outline" color="hearth.9" radius="md" role="note" mb="sm" styles={{ message: { color: 'var(--mantine-color-text)' } }}>
            <Text fw={600}>{fromVisit.line}</Text>
            <Text size="sm">{fromVisit.editable}</Text>
          </Alert>
          <TextInput id={`${idPrefix}-languages`} name={v.languages.name} label={v.languages.label} defaultValue={fromVisit.values[v.languages.name]} />
        </div>
      )}
      <TextInput id={`${idPrefix}-name`} name="name" label={f.name.label} autoComplete={auto.name.autoComplete} required />
      {extraFields}
      <TextInput
        id={`${idPrefix}-phone`}
        name="phone"
        {...PHONE_FIELD}
        label={f.phone.label}
        description={f.phone.description}
        autoComplete={auto.phone.autoComplete}
        required
      />
      <TextInput
        id={`${idPrefix}-email`}
        name="email"
        type="email"
        label={requiredEmail?.label ?? f.email.label}
        description={requiredEmail?.description}
        autoComplete={auto.email.autoComplete}
        required={requiredEmail !== undefined}
      />
      {asksPlace && (
        <PlaceField
          id={`${idPrefix}-place`}
          name={auto.place.name}
          label={f.place.label}
          description={f.place.description}
          defaultValue={fromVisit?.values[auto.place.name]}
          loadWords={words.loadPlaceAnswer}
        />
      )}
      <CountedTextarea
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
