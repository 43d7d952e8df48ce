import { Input, Text } from '@mantine/core';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { draftKey } from '../../shared/forms/form-keys';
import { sessionStore } from '../../shared/lib/session-store';
import { ATTACHMENT_ACCEPT, ATTACHMENT_STATUS, attachmentMessage } from './attachment-rules';

/**
 * A native file input (so the browser posts it in the multipart body) inside Mantine's input
 * wrapper. A wrong type or an oversized file gets a message next to the field and a custom
 * validity, so the browser refuses the submit and nothing is posted.
 *
 * Nothing chosen is lost silently (decision 0091): a file the browser kept (Back after a failed send)
 * is said as chosen; the file's name is kept with the form's draft (this tab only, forgotten once
 * the lead arrives), so after a reload, which no browser survives with a file, the field says
 * plainly which file to choose again.
 */
export function AttachmentField({ id, label, description }: { id: string; label: string; description: string }) {
  const [chosen, setChosen] = useState<{ name: string; size: number } | null>(null);
  const [lost, setLost] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  /** Says the input's file (or none) and refuses one that cannot be sent; returns the file. */
  const show = (input: HTMLInputElement) => {
    const file = input.files?.[0];
    const message = file ? attachmentMessage(file) : null;
    input.setCustomValidity(message ?? '');
    setChosen(file ? { name: file.name, size: file.size } : null);
    setProblem(message);
    return file;
  };

  // As the form appears: a file the browser restored is shown; one a reload lost is named.
  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    if (input.files?.[0]) {
      show(input);
      return;
    }
    const keptName = sessionStore()?.getItem(draftKey(`${id}:file`, window.location.pathname));
    if (keptName) setLost(keptName);
  }, [id]);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = show(event.currentTarget);
    setLost(null);
    try {
      const key = draftKey(`${id}:file`, window.location.pathname);
      if (file) sessionStore()?.setItem(key, file.name);
      else sessionStore()?.removeItem(key);
    } catch {
      // Storage refused: nothing to say after a reload, the field simply starts empty.
    }
  };

  return (
    <Input.Wrapper id={id} label={label} description={description} error={problem}>
      <Input
        ref={inputRef}
        component="input"
        type="file"
        id={id}
        name="attachment"
        accept={ATTACHMENT_ACCEPT}
        onChange={onChange}
        error={problem ? true : undefined}
        aria-describedby={`${id}-description ${id}-chosen${problem ? ` ${id}-error` : ''}`}
        styles={{ input: { paddingTop: 6 } }}
      />
      <Text id={`${id}-chosen`} fz="sm" mt={4} aria-live="polite" data-testid={`${id}-chosen`}>
        {chosen ? ATTACHMENT_STATUS.chosen(chosen) : lost ? ATTACHMENT_STATUS.lost(lost) : ATTACHMENT_STATUS.none}
      </Text>
    </Input.Wrapper>
  );
}
