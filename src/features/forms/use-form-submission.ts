import { useEffect, useEffectEvent, type FormEvent } from 'react';
import { formSubmissionMachine } from '../../../machines/form-submission/form-submission.machine';
import { formSubmissionView } from '../../../machines/form-submission/form-submission.view';
import { useMachineActor, useMachineView } from '../../shared/machines/use-machine';
import { blankAnswerMessage } from './field-rules';

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

/**
 * Wires a native form to the form-submission machine: a submit the browser accepted moves it to
 * submitting (the browser then posts and leaves); a refused one names the invalid fields; a page
 * restored from the back-forward cache returns it to idle.
 */
export function useFormSubmission() {
  const actor = useMachineActor(formSubmissionMachine);
  const view = useMachineView(actor, formSubmissionView);

  const pageRestored = useEffectEvent(() => view.pageRestored());
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) pageRestored();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const formProps = {
    'data-state': view.dataState,
    // A required field of spaces only passes the browser's `required`: it is refused like an
    // empty one, with its own message, and named in the summary.
    onInputCapture: (event: FormEvent<HTMLFormElement>) => {
      const field = event.target;
      if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) || !field.required) return;
      field.setCustomValidity(blankAnswerMessage(field.value));
    },
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      if (view.isSubmitting) {
        // A second click while the browser is already posting would send the lead twice.
        event.preventDefault();
        return;
      }
      view.submit();
    },
    // `invalid` does not bubble: listen in the capture phase, once per refused submit.
    onInvalidCapture: (event: FormEvent<HTMLFormElement>) => {
      const form = event.currentTarget;
      const invalid = [...form.elements].filter(
        (el) => (el as HTMLInputElement).willValidate && !(el as HTMLInputElement).validity.valid,
      );
      if (invalid[0] === event.target) view.refuse(invalid.map(fieldName));
    },
  };

  return { dataState: view.dataState, isSubmitting: view.isSubmitting, invalidFields: view.invalidFields, formProps };
}
