import { Input, Text } from '@mantine/core';
import { useState, type ChangeEvent } from 'react';
import { ATTACHMENT_ACCEPT, attachmentMessage, formatFileSize } from './attachment-rules';

/**
 * A native file input (so the browser posts it in the multipart body) inside Mantine's input
 * wrapper. A wrong type or an oversized file gets a message next to the field and a custom
 * validity, so the browser refuses the submit and nothing is posted.
 */
export function AttachmentField({ id, label, description }: { id: string; label: string; description: string }) {
  const [chosen, setChosen] = useState<{ name: string; size: number } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    const message = file ? attachmentMessage(file) : null;
    input.setCustomValidity(message ?? '');
    setChosen(file ? { name: file.name, size: file.size } : null);
    setProblem(message);
  };

  return (
    <Input.Wrapper id={id} label={label} description={description} error={problem}>
      <Input
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
        {chosen ? `Selected file: ${chosen.name} (${formatFileSize(chosen.size)})` : 'No file selected.'}
      </Text>
    </Input.Wrapper>
  );
}
