import { Textarea, type TextareaProps } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useFormWords } from './form-words';

/** The longest message a lead form takes (a page of text): longer ones reached the office whole (issue 60). */
export const MESSAGE_MAX_LENGTH = 2000;

/**
 * A lead form's free-text box with its length limit (the browser stops typing at `maxLength`) and,
 * under it, how much is used in the page's language ("12 of 2000 characters"), part of the box's
 * description so a screen reader says it with the box, not at every keystroke. The box stays the
 * browser's own (what was typed before the page's code arrived is counted once it runs).
 */
export function CountedTextarea({ maxLength = MESSAGE_MAX_LENGTH, description, defaultValue, onChange, ...props }: TextareaProps & { maxLength?: number }) {
  const words = useFormWords();
  const box = useRef<HTMLTextAreaElement>(null);
  const [count, setCount] = useState(typeof defaultValue === 'string' ? defaultValue.length : 0);
  useEffect(() => setCount(box.current?.value.length ?? 0), [defaultValue]);
  // A box the view controls says its own value's length.
  const used = words.characters(typeof props.value === 'string' ? props.value.length : count, maxLength);
  return (
    <Textarea
      {...props}
      ref={box}
      defaultValue={defaultValue}
      maxLength={maxLength}
      description={description ? `${String(description)} ${used}` : used}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      onChange={(event) => {
        setCount(event.currentTarget.value.length);
        onChange?.(event);
      }}
    />
  );
}
