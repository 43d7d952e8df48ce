import type { SnapshotFrom } from 'xstate';
import type { FormSubmissionEvent, formSubmissionMachine } from './form-submission.machine';
import { stateName } from '../shared/state-name';

/** What a lead form needs from the form-submission machine. */
export interface FormSubmissionView {
  dataState: string;
  /** The browser is posting: the button shows its submitting label and is disabled. */
  isSubmitting: boolean;
  /** The last submit was refused: the summary names these fields. */
  needsAttention: boolean;
  invalidFields: readonly string[];
  /** The browser accepted the form and is posting it. */
  submit: () => void;
  /** The browser refused the form; these fields need attention. */
  refuse: (fields: readonly string[]) => void;
  /** The page came back from the back-forward cache. */
  pageRestored: () => void;
}

export function formSubmissionView(
  snapshot: SnapshotFrom<typeof formSubmissionMachine>,
  send: (event: FormSubmissionEvent) => void,
): FormSubmissionView {
  const needsAttention = snapshot.matches({ idle: 'needsAttention' });
  return {
    dataState: stateName(snapshot.value),
    isSubmitting: snapshot.matches('submitting'),
    needsAttention,
    // The machine forgets them as the form is sent: only a refused form holds any.
    invalidFields: snapshot.context.invalidFields,
    submit: () => send({ type: 'SUBMIT' }),
    refuse: (fields) => send({ type: 'INVALID', fields }),
    pageRestored: () => send({ type: 'PAGE_RESTORED' }),
  };
}
