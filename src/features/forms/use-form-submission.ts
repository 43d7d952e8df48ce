import { useEffect, useEffectEvent, useState, type FormEvent } from 'react';
import { formSubmissionMachine } from '../../../machines/form-submission/form-submission.machine';
import { formSubmissionView } from '../../../machines/form-submission/form-submission.view';
import { useMachineActor, useMachineView } from '../../shared/machines/use-machine';
import { blankAnswerMessage } from './field-rules';
import type { InvalidField } from './form-notes';

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

  // The ids of the refused fields, so the summary links each name to its field.
  const [fieldIds, setFieldIds] = useState<ReadonlyMap<string, string>>(new Map());

  const formProps = {
    'data-state': view.dataState,
    onInputCapture: (event: FormEvent<HTMLFormElement>) => {
      const field = event.target;
      if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement)) return;
      // A required field of spaces only passes the browser's `required`: it is refused like an
      // empty one, with its own message, and named in the summary.
      if (field.required && !(field instanceof HTMLSelectElement)) field.setCustomValidity(blankAnswerMessage(field.value));
      // A field the refusal marked invalid says so until it is valid (for a box or radio in a group, the whole group).
      if (field.getAttribute('aria-invalid') === 'true' && field.validity.valid) markInvalid(peers(field), false);
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
  return { dataState: view.dataState, isSubmitting: view.isSubmitting, invalidFields, formProps };
}
