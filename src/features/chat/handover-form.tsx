import { MESSAGE_MAX_LENGTH } from '../../content/form-basics';
import { Anchor, Button, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { handoverProblem, type HandoverProblem, type HandoverRequest } from '../../../machines/chat/chat.rules';
import type { ChatHandoverFormWords } from '../../content/chat-words';
import { FormPurpose } from '../../shared/forms/form-purpose';
import { Honeypot, honeypotValue } from './honeypot';
import { PHONE } from '../../content/site';

/** The field that carries each problem's message. */
const PROBLEM_FIELD: Record<HandoverProblem, keyof HandoverRequest> = { name: 'name', contact: 'phone', phone: 'phone', email: 'email' };

/**
 * "Send this conversation to a care coordinator" (decision 0047,
 * docs/spec/DECISIONS.md "The chat is an automated assistant"): a name, a phone number or an e-mail
 * address (one is enough), the city and a note (optional), and the privacy line. It starts empty,
 * or with what the visitor typed into it last time (`prefill`, a send that failed), never with
 * words typed into the conversation (decision 0089), every field editable. As the offline
 * form does: the machine decides and sends; the browser names the field to fix; while it sends the
 * fields are read-only and the button reads 'Sending...'; after a failed send every field is still
 * here, the button reads 'Retry' and the phone number is one tap away.
 */
export function HandoverForm({
  prefill,
  onSubmit,
  sending,
  failed,
  words: CHAT_HANDOVER_FORM,
}: {
  /** The form's words in the page's language (decision 0071). */
  words: ChatHandoverFormWords;
  prefill: HandoverRequest;
  /** The request, and the value of this form's honeypot field ('' from people). */
  onSubmit: (request: HandoverRequest, honey: string) => void;
  sending: boolean;
  failed: boolean;
}) {
  const [values, setValues] = useState<HandoverRequest>(prefill);
  const nameRef = useRef<HTMLInputElement>(null);
  const carried = Object.values(prefill).some((value) => value !== '');

  // The form replaces the button that opened it: focus goes to its first field, not the page.
  useEffect(() => {
    nameRef.current?.focus();
  }, []);

  const set = (field: keyof HandoverRequest) => (event: { currentTarget: HTMLInputElement | HTMLTextAreaElement }) => {
    const form = event.currentTarget.form;
    // A message given for one field may be about another (a missing contact sits on the phone field).
    for (const name of ['name', 'phone', 'email'] as const) (form?.elements.namedItem(name) as HTMLInputElement | null)?.setCustomValidity('');
    const value = event.currentTarget.value;
    setValues((v) => ({ ...v, [field]: value }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    // The machine accepts a complete handover and refuses any other (its isHandoverComplete guard).
    onSubmit(values, honeypotValue(form));
    const problem = handoverProblem(values);
    const element = problem && (form.elements.namedItem(PROBLEM_FIELD[problem]) as HTMLInputElement | null);
    if (problem && element) {
      element.setCustomValidity(CHAT_HANDOVER_FORM.problems[problem]);
      element.reportValidity();
    }
  };

  return (
    <form onSubmit={submit} aria-label={CHAT_HANDOVER_FORM.legend} className="chat-handover-form" data-testid="chat-handover-form">
      <Stack gap="xs" px="md" pb="sm">
        <Text size="sm">{CHAT_HANDOVER_FORM.lead}</Text>
        {carried && (
          <Text size="sm" fw={700}>
            {CHAT_HANDOVER_FORM.fromConversation}
          </Text>
        )}
        <TextInput
          ref={nameRef}
          name="name"
          label={CHAT_HANDOVER_FORM.name}
          required
          autoComplete="name"
          value={values.name}
          onChange={set('name')}
          readOnly={sending}
          size="sm"
        />
        <TextInput
          name="phone"
          type="tel"
          label={CHAT_HANDOVER_FORM.phone}
          autoComplete="tel"
          value={values.phone}
          onChange={set('phone')}
          readOnly={sending}
          size="sm"
        />
        <TextInput
          name="email"
          type="email"
          label={CHAT_HANDOVER_FORM.email}
          autoComplete="email"
          value={values.email}
          onChange={set('email')}
          readOnly={sending}
          size="sm"
        />
        <TextInput
          name="city"
          label={CHAT_HANDOVER_FORM.city}
          autoComplete="address-level2"
          value={values.city}
          onChange={set('city')}
          readOnly={sending}
          size="sm"
        />
        <Textarea
          name="note"
          label={CHAT_HANDOVER_FORM.note}
          minRows={2}
          rows={2}
          maxLength={MESSAGE_MAX_LENGTH}
          value={values.note}
          onChange={set('note')}
          readOnly={sending}
          size="sm"
        />
        <Honeypot />
        <FormPurpose />
        <Button type="submit" size="sm" aria-disabled={sending || undefined} data-sending={sending || undefined}>
          {sending ? CHAT_HANDOVER_FORM.sending : failed ? CHAT_HANDOVER_FORM.retry : CHAT_HANDOVER_FORM.submit}
        </Button>
        {failed && (
          <Anchor href={PHONE.href} size="sm" fw={700} underline="always" ta="center">
            {CHAT_HANDOVER_FORM.callUs}
          </Anchor>
        )}
      </Stack>
    </form>
  );
}
