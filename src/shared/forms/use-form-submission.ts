import { useEffect, useEffectEvent, useRef, useState, type FormEvent, type MouseEvent, type RefObject } from 'react';
import { formSubmissionMachine } from '../../../machines/form-submission/form-submission.machine';
import { formSubmissionView } from '../../../machines/form-submission/form-submission.view';
import { FORM_SENDING_TIME_LIMIT_MS } from '../../content/form-basics';
import { earlySubmits } from '../lib/early-input-record';
import { useMachineActor, useMachineView } from '../machines/use-machine';
import { useFormWords } from './form-words';
import { blankAnswerMessage, browserMessage, phoneNumberMessage } from './field-rules';
import type { InvalidField } from './form-notes';
import { draftKey, SUBMISSION_ID_FIELD } from './form-keys';
import { forgetArrivedSubmissions, markSent, startNewSubmission, submissionIdOf, submissionOf } from './submission-record';

/** The label of the group a box or radio belongs to (Mantine's Checkbox.Group and Radio.Group label it by id). */
function groupLabel(element: Element): string | null | undefined {
  if (!(element instanceof HTMLInputElement) || (element.type !== 'checkbox' && element.type !== 'radio')) return undefined;
  const labelId = element.closest('[role="group"], [role="radiogroup"]')?.getAttribute('aria-labelledby');
  return labelId ? element.ownerDocument.getElementById(labelId)?.textContent : undefined;
}

/** The accessible name of a field, for the "please check" summary: a box in a group is named by its group. */
function fieldName(element: Element): string {
  const labelled = element as HTMLInputElement;
  const label = groupLabel(element) ?? labelled.labels?.[0]?.textContent ?? labelled.getAttribute('aria-label') ?? labelled.name;
  return label.replace(/\s*\*\s*$/, '').trim();
}

/** The boxes or radios of the same name in the field's form (a group is valid or invalid as one), or the field alone. */
function peers(field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement): Element[] {
  if (!(field instanceof HTMLInputElement) || (field.type !== 'checkbox' && field.type !== 'radio') || !field.form) return [field];
  return [...field.form.elements].filter((el) => (el as HTMLInputElement).name === field.name);
}

/** Sets aria-invalid on fields the browser refused (the fields are the browser's; React does not own the attribute). */
function markInvalid(fields: readonly Element[], invalid: boolean) {
  for (const field of fields) {
    if (invalid) field.setAttribute('aria-invalid', 'true');
    else field.removeAttribute('aria-invalid');
  }
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isField = (element: unknown): element is Field =>
  element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement;

const isPhoneField = (field: Field): field is HTMLInputElement => field instanceof HTMLInputElement && field.type === 'tel';

/**
 * The browser's messages in the page's language (decision 0068): on a page whose `FormWords` have
 * them (French), a field the browser refuses for a constraint of its own (empty, not an e-mail...)
 * gets the message in the page's language, set just before the browser checks the form (the submit
 * button's click) and when it refuses a field; the visitor's next keystroke in it takes it away
 * again, so the browser checks the field anew. A message another part set (a group's, a file's)
 * is left alone. English pages keep the browser's own messages: nothing is set.
 *
 * And the site's own rules, which the browser does not know, in the form's language: a required
 * field of spaces only, and a phone field (`type=tel`) whose value is not a North American number
 * (decision 0081). Set at each keystroke; a phone field's is recomputed at the submit button's
 * click too, so a value a script or a restored draft filled is checked before the browser is.
 */
function useFieldMessages() {
  const words = useFormWords();
  const ours = useRef(new WeakSet<Element>());
  const clear = (field: Field) => {
    if (!ours.current.delete(field)) return;
    field.setCustomValidity('');
  };
  const translate = (field: Field) => {
    if (!words.browser || !field.willValidate || field.validity.valid || field.validity.customError) return;
    field.setCustomValidity(browserMessage(field, words.browser));
    ours.current.add(field);
  };
  /** Sets the message of the site's own rules for the field's value ('' when it passes them), on the fields they apply to. */
  const checkOwnRules = (field: Field) => {
    const blankable = field.required && !(field instanceof HTMLSelectElement);
    if (!blankable && !isPhoneField(field)) return;
    const blank = blankable ? blankAnswerMessage(field.value, words.blankField) : '';
    field.setCustomValidity(blank || (isPhoneField(field) ? phoneNumberMessage(field.value, words.phoneNumber) : ''));
  };
  /** Just before the browser checks the form: every field's message recomputed (values a script set included). */
  const checkAll = (form: HTMLFormElement) => {
    for (const field of [...form.elements].filter(isField)) {
      clear(field);
      if (isPhoneField(field)) checkOwnRules(field);
      translate(field);
    }
  };
  return { clear, translate, checkOwnRules, checkAll };
}

/**
 * Wires a native form to the form-submission machine: a submit the browser accepted moves it to
 * submitting (the browser then posts and leaves); a refused one names the invalid fields; a post
 * unanswered within its time limit, a page restored from the back-forward cache and a form this tab
 * sent before say what is known of the post and never send it again unasked (decision 0091).
 */
export function useFormSubmission(formRef: RefObject<HTMLFormElement | null>, formId: string) {
  const actor = useMachineActor(formSubmissionMachine, { input: { sendingTimeLimitMs: FORM_SENDING_TIME_LIMIT_MS } });
  const view = useMachineView(actor, formSubmissionView);
  const messages = useFieldMessages();
  /** The form's submission's key: the form on its page, as its draft's. */
  const submissionKey = () => draftKey(formId, window.location.pathname);

  const pageRestored = useEffectEvent(() => view.pageRestored(submissionOf(submissionKey())?.arrivedAt !== undefined));
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) pageRestored();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  // What this tab knows of the form's post when it appears.
  const appeared = useEffectEvent(() => {
    const key = submissionKey();
    // The requests that arrived elsewhere are forgotten: the family has moved on.
    forgetArrivedSubmissions(`${window.location.pathname}${window.location.search}`);
    // Posted by the browser before the form listened (the capture script kept it as sent): on its way.
    const early = earlySubmits().find((submit) => submit.form === formRef.current);
    if (early) {
      view.submit(early.at);
      return;
    }
    const record = submissionOf(key);
    if (record?.sentAt === undefined) return;
    // Sent, and no thank-you page reached since (a reload while it was on its way; Back after a failed
    // post); or back on the form after its thank-you page, where the browser may have kept what was sent.
    view.sentBefore(record.sentAt, record.arrivedAt !== undefined);
  });
  useEffect(() => appeared(), []);

  // The ids of the refused fields, so the summary links each name to its field.
  const [fieldIds, setFieldIds] = useState<ReadonlyMap<string, string>>(new Map());

  const formProps = {
    'data-state': view.dataState,
    onInputCapture: (event: FormEvent<HTMLFormElement>) => {
      const field = event.target;
      if (!isField(field)) return;
      messages.clear(field);
      // A required field of spaces only passes the browser's `required`, and a phone field any
      // text: each is refused like an empty one, with its own message, and named in the summary.
      messages.checkOwnRules(field);
      // A field the refusal marked invalid says so until it is valid (for a box or radio in a group, the whole group).
      if (field.getAttribute('aria-invalid') === 'true' && field.validity.valid) markInvalid(peers(field), false);
    },
    // A click on a submit button (Enter in a field clicks it too) comes before the browser's check.
    onClickCapture: (event: MouseEvent<HTMLFormElement>) => {
      if (event.target instanceof Element && event.target.closest('button[type="submit"], input[type="submit"]')) messages.checkAll(event.currentTarget);
    },
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      if (!view.maySend) {
        // A second click while the browser is already posting would send the lead twice; a request the office has is not sent again.
        event.preventDefault();
        return;
      }
      const at = Date.now();
      // The submission's id goes with the post, and is kept with when it left: the same when the family sends it again.
      const key = submissionKey();
      const id = submissionIdOf(key);
      markSent(key, id, at);
      const idField = event.currentTarget.elements.namedItem(SUBMISSION_ID_FIELD);
      if (idField instanceof HTMLInputElement) idField.value = id;
      view.submit(at);
    },
    // `invalid` does not bubble: listen in the capture phase, once per refused submit.
    onInvalidCapture: (event: FormEvent<HTMLFormElement>) => {
      const form = event.currentTarget;
      if (isField(event.target)) messages.translate(event.target);
      const invalid = [...form.elements].filter((el) => (el as HTMLInputElement).willValidate && !(el as HTMLInputElement).validity.valid);
      if (invalid[0] !== event.target) return;
      // Each refused field is marked invalid, so a screen reader says so where the field is read
      // (decision 0045); the browser's own message is still the one it shows.
      markInvalid(invalid, true);
      const names = invalid.map(fieldName);
      setFieldIds(new Map(invalid.map((el, i) => [names[i]!, (el as HTMLElement).id] as const).filter(([, id]) => id !== '')));
      view.refuse(names);
    },
  };

  const invalidFields: InvalidField[] = view.invalidFields.map((name) => ({ name, id: fieldIds.get(name) }));
  /** A new request after one that reached the office: a new id, the machine at rest. */
  const startNew = () => {
    startNewSubmission(submissionKey());
    view.startNew();
  };
  return { dataState: view.dataState, isSubmitting: view.isSubmitting, sent: view.sent, sendsAgain: view.sendsAgain, invalidFields, formProps, startNew };
}
