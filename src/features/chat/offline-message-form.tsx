import { MESSAGE_MAX_LENGTH } from '../../content/form-basics';
import { Anchor, Button, Stack, TextInput, Textarea } from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import type { OfflineMessage } from '../../../machines/chat/chat.machine';
import { blankOfflineFields, isCallbackNumber } from '../../../machines/chat/chat.rules';
import type { ChatOfflineFormWords } from '../../content/chat-words';
import { PHONE } from '../../content/site';
import { FormPurpose } from '../../shared/forms/form-purpose';
import { Honeypot, honeypotValue } from './honeypot';

const EMPTY: OfflineMessage = { name: '', email: '', message: '', phone: '' };

/**
 * The chat's inline contact form outside business hours (docs/spec/SPEC.md §4.3, §5): name, e-mail and
 * message, all required, checked by the browser, and an optional phone number so an advisor can
 * call back. A field of spaces only is refused with the browser's own message, and so is a phone
 * number with fewer than seven digits (the forms' phone rule, machines/shared/contact-rules.ts). The machine decides and sends: while it sends, the button reads
 * 'Sending...' and the fields are read-only; after a failed send every field is still here,
 * the button reads 'Retry' and the phone number is one tap away.
 */
export function OfflineMessageForm({
  panelRef,
  onSubmit,
  sending,
  failed,
  words: CHAT_OFFLINE_FORM,
}: {
  /** The form's words in the page's language (decision 0071). */
  words: ChatOfflineFormWords;
  panelRef: RefObject<HTMLDivElement | null>;
  /** The message, and the value of this form's honeypot field ('' from people). */
  onSubmit: (message: OfflineMessage, honey: string) => void;
  sending: boolean;
  failed: boolean;
}) {
  const [values, setValues] = useState<OfflineMessage>(EMPTY);
  const nameRef = useRef<HTMLInputElement>(null);

  // The form appears a moment after the panel opened: a keyboard user still on the panel lands in it.
  useEffect(() => {
    if (document.activeElement === panelRef.current) nameRef.current?.focus();
  }, [panelRef]);

  const set = (field: keyof OfflineMessage) => (event: { currentTarget: HTMLInputElement | HTMLTextAreaElement }) => {
    event.currentTarget.setCustomValidity('');
    const value = event.currentTarget.value;
    setValues((v) => ({ ...v, [field]: value }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    // The machine accepts a complete message and refuses any other (its isOfflineFormComplete guard).
    onSubmit(values, honeypotValue(form));
    // `required` accepts spaces: a blank field gets the browser's own message, as an empty one does.
    const [blank] = blankOfflineFields(values);
    const problem: { field: keyof OfflineMessage; message: string } | null = blank
      ? { field: blank, message: CHAT_OFFLINE_FORM.blankField(CHAT_OFFLINE_FORM[blank]) }
      : // `type=tel` accepts anything: a number no one could dial is refused the same way.
        !isCallbackNumber(values.phone)
        ? { field: 'phone', message: CHAT_OFFLINE_FORM.invalidPhone }
        : null;
    const element = problem && (form.elements.namedItem(problem.field) as HTMLInputElement | HTMLTextAreaElement | null);
    if (problem && element) {
      element.setCustomValidity(problem.message);
      element.reportValidity();
    }
  };

  return (
    <form onSubmit={submit} aria-label={CHAT_OFFLINE_FORM.legend} className="chat-offline-form" data-testid="chat-offline-form">
      <Stack gap="xs" px="md" pb="sm">
        <TextInput
          ref={nameRef}
          name="name"
          label={CHAT_OFFLINE_FORM.name}
          required
          autoComplete="name"
          value={values.name}
          onChange={set('name')}
          readOnly={sending}
          size="sm"
        />
        <TextInput
          name="email"
          type="email"
          label={CHAT_OFFLINE_FORM.email}
          required
          autoComplete="email"
          value={values.email}
          onChange={set('email')}
          readOnly={sending}
          size="sm"
        />
        <TextInput
          name="phone"
          type="tel"
          label={CHAT_OFFLINE_FORM.phone}
          description={CHAT_OFFLINE_FORM.phoneDescription}
          autoComplete="tel"
          value={values.phone}
          onChange={set('phone')}
          readOnly={sending}
          size="sm"
        />
        <Textarea
          name="message"
          label={CHAT_OFFLINE_FORM.message}
          required
          minRows={3}
          rows={3}
          maxLength={MESSAGE_MAX_LENGTH}
          value={values.message}
          onChange={set('message')}
          readOnly={sending}
          size="sm"
        />
        <FormPurpose />
        <Honeypot />
        <Button type="submit" size="sm" loading={false} aria-disabled={sending || undefined} data-sending={sending || undefined}>
          {sending ? CHAT_OFFLINE_FORM.sending : failed ? CHAT_OFFLINE_FORM.retry : CHAT_OFFLINE_FORM.submit}
        </Button>
        {failed && (
          <Anchor href={PHONE.href} size="sm" fw={700} underline="always" ta="center">
            {CHAT_OFFLINE_FORM.callUs}
          </Anchor>
        )}
      </Stack>
    </form>
  );
}
