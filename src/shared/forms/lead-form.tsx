import { Button, Stack, Textarea, type ButtonProps, type TextareaProps } from '@mantine/core';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { FORM_ENDPOINT } from '../config/env';
import { MESSAGE_MAX_LENGTH } from '../../content/form-basics';
import { CallbackLanguageField } from './callback-language-field';
import { InvalidSummary } from './form-notes';
import { FormPurpose } from './form-purpose';
import { useFormWords } from './form-words';
import { FormHiddenFields } from './hidden-fields';
import { keepSentFields, useLeadDraft } from './lead-draft';
import { cleanTypedText } from './plain-text';
import { useFormSubmission } from './use-form-submission';

export interface LeadFormProps {
  testId: string;
  subject: string;
  /** The `from` parameter /thank-you (and /fr/merci) reads. */
  from: string;
  submitLabel: string;
  /** 'Sending...', 'Submitting...' or 'Subscribing...' (docs/spec/SPEC.md §4.2). */
  submittingLabel: string;
  /** Uploads need a multipart body. */
  multipart?: boolean;
  extraHidden?: Record<string, string>;
  /** A family's lead: asks the language to call them back in, after the form's own fields (docs/spec/DECISIONS.md "Callback language"). */
  asksCallbackLanguage?: boolean;
  /** Where the service sends the visitor back (a path with its query) when it is not /thank-you: the page thanks them itself. */
  nextPath?: string;
  /** Rendered above the invalid-fields summary (e.g. the footer newsletter's heading). */
  header?: ReactNode;
  labelledBy?: string;
  inverted?: boolean;
  /** Asked before the browser sends the post: false keeps it (the form says why). */
  mayBeSent?: () => boolean;
  /** Called when the browser sends the post (the submit was accepted and not a repeat). */
  onSend?: () => void;
  buttonProps?: ButtonProps;
  children: ReactNode;
}

/**
 * The frame every lead form shares: a native POST to the form-forwarding service with the
 * hidden fields, the form-submission machine, the invalid-fields summary, the submit button
 * with its submitting label, the purpose line with the privacy link, and a draft of what was
 * typed, kept until /thank-you (./lead-draft.ts).
 */
export function LeadForm(props: LeadFormProps) {
  const { isSubmitting, invalidFields, formProps } = useFormSubmission();
  const formRef = useRef<HTMLFormElement>(null);
  useLeadDraft(formRef, props.testId);
  return (
    <form
      ref={formRef}
      action={FORM_ENDPOINT}
      method="POST"
      encType={props.multipart ? 'multipart/form-data' : undefined}
      data-testid={props.testId}
      aria-labelledby={props.labelledBy}
      {...formProps}
      onSubmit={(event) => {
        if (props.mayBeSent && !props.mayBeSent()) {
          event.preventDefault();
          return;
        }
        formProps.onSubmit(event);
        if (event.defaultPrevented) return;
        // No control characters reach the office (the browser builds the post after this handler).
        cleanTypedText(event.currentTarget);
        // What is sent, for /thank-you to say back (this visit only).
        keepSentFields(event.currentTarget, props.from);
        props.onSend?.();
      }}
    >
      <FormHiddenFields subject={props.subject} from={props.from} extra={props.extraHidden} next={props.nextPath} />
      <Stack gap="sm">
        {props.header}
        <InvalidSummary fields={invalidFields} />
        {props.children}
        {props.asksCallbackLanguage && <CallbackLanguageField id={`${props.testId}-callback-language`} />}
        <Button type="submit" size="md" w="fit-content" disabled={isSubmitting} {...props.buttonProps}>
          {isSubmitting ? props.submittingLabel : props.submitLabel}
        </Button>
        <FormPurpose inverted={props.inverted} />
      </Stack>
    </form>
  );
}


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
