import { useSelector } from '@xstate/react';
import { useEffect, type FormEvent } from 'react';
import { formSubmissionMachine } from '../../../machines/form-submission.machine';
import { stateName } from '../../../machines/state-name';
import { useMachineActor } from '../../shared/machines/use-machine';

/** The accessible name of a field, for the "please check" summary. */
function fieldName(element: Element): string {
  const labelled = element as HTMLInputElement;
  const label = labelled.labels?.[0]?.textContent ?? labelled.getAttribute('aria-label') ?? labelled.name;
  return label.replace(/\s*\*\s*$/, '').trim();
}

/**
 * Wires a native form to the form-submission machine: a submit the browser accepted moves it to
 * submitting (the browser then posts and leaves); a refused one names the invalid fields; a page
 * restored from the back-forward cache returns it to idle.
 */
export function useFormSubmission() {
  const actor = useMachineActor(formSubmissionMachine);
  const state = useSelector(actor, (s) => stateName(s.value));
  const submitting = useSelector(actor, (s) => s.matches('submitting'));
  const invalidFields = useSelector(actor, (s) => s.context.invalidFields);

  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) actor.send({ type: 'PAGE_RESTORED' });
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [actor]);

  const formProps = {
    'data-state': state,
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      if (submitting) {
        // A second click while the browser is already posting would send the lead twice.
        event.preventDefault();
        return;
      }
      actor.send({ type: 'SUBMIT' });
    },
    // `invalid` does not bubble: listen in the capture phase, once per refused submit.
    onInvalidCapture: (event: FormEvent<HTMLFormElement>) => {
      const form = event.currentTarget;
      const invalid = [...form.elements].filter(
        (el) => (el as HTMLInputElement).willValidate && !(el as HTMLInputElement).validity.valid,
      );
      if (invalid[0] === event.target) actor.send({ type: 'INVALID', fields: invalid.map(fieldName) });
    },
  };

  return { state, submitting, invalidFields, formProps, actor };
}
