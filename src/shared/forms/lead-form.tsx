import { Button, Stack, Textarea, type ButtonProps, type TextareaProps } from '@mantine/core';
import { Fragment, useEffect, useRef, useState, type ReactNode } from 'react';
import { FORM_ENDPOINT } from '../config/env';
import { MESSAGE_MAX_LENGTH } from '../../content/form-basics';
import { CallbackLanguageField } from './callback-language-field';
import { InvalidSummary } from './form-notes';
import { loadOnce } from '../lib/load-once';
import { FormPurpose } from './form-purpose';
import { useFormWords } from './form-words';
import { FormHiddenFields } from './hidden-fields';
import { draftKey } from './form-keys';
import { keepSentFields, useLeadDraft } from './lead-draft';
import { cleanTypedText } from './plain-text';
import { useFormSubmission } from './use-form-submission';

/** What a form says of a post it sent before, and its button's words then: their code and words come once a form has sent something (decision 0091). */
const sentParts = loadOnce(() => import('./sent-notice'));
/** Fetches them, offline too: a failed fetch (the post was sent offline) is tried again on the next send or when the form has something to say. */
const preloadSentParts = () => sentParts.preload().catch(() => undefined);

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
 * with its submitting label, what the form knows of a request it sent before (decision 0091), the
 * purpose line with the privacy link, and a draft of what was typed, kept until /thank-you
 * (./lead-draft.ts).
 */
export function LeadForm(props: LeadFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const { isSubmitting, sent, sendsAgain, invalidFields, formProps, startNew } = useFormSubmission(formRef, props.testId);
  useLeadDraft(formRef, props.testId);
  // A new request starts from the form's own defaults: its fields are made anew.
  const [generation, setGeneration] = useState(0);
  const startNewRequest = () => {
    startNew();
    setGeneration((g) => g + 1);
  };
  useEffect(() => {
    if (generation > 0) formRef.current?.querySelector<HTMLElement>('input:not([type="hidden"]):not([tabindex="-1"]), textarea, select')?.focus();
  }, [generation]);
  const reachedOffice = sent?.notice === 'reachedOffice';
  // Never suspending nor throwing: a form whose notice cannot load still sends.
  const parts = sentParts.useArrived(sent !== null);
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
        // What is sent, for /thank-you to say back (this visit only), and which submission it is.
        keepSentFields(event.currentTarget, props.from, draftKey(props.testId, window.location.pathname));
        // Said if the post goes unanswered, or on Back (fetched when the form has something to say, if offline now).
        if (navigator.onLine) void preloadSentParts();
        props.onSend?.();
      }}
    >
      <FormHiddenFields subject={props.subject} from={props.from} extra={props.extraHidden} next={props.nextPath} />
      <Stack gap="sm">
        {props.header}
        <InvalidSummary fields={invalidFields} />
        <Fragment key={generation}>
          {props.children}
          {props.asksCallbackLanguage && <CallbackLanguageField id={`${props.testId}-callback-language`} />}
        </Fragment>
        <div aria-live="polite">{sent && parts && <parts.SentNotice sent={sent} />}</div>
        {/* Two buttons, never one changed into the other: a click on Start a New Request would
            otherwise end on a submit button and send the new, empty form. */}
        {reachedOffice ? (
          // Shown with its words: a moment after the notice's code arrives.
          parts && (
            <Button key="start-new" type="button" size="md" w="fit-content" variant="outline" onClick={startNewRequest} {...props.buttonProps}>
              <parts.SentLabel which="startNew" />
            </Button>
          )
        ) : (
          <Button key="send" type="submit" size="md" w="fit-content" disabled={isSubmitting} {...props.buttonProps}>
            {isSubmitting ? props.submittingLabel : sendsAgain && parts ? <parts.SentLabel which="sendAgain" /> : props.submitLabel}
          </Button>
        )}
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
