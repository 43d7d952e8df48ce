import type { SnapshotFrom } from 'xstate';
import type { FormSubmissionEvent, formSubmissionMachine } from './form-submission.machine';
import { stateName } from '../shared/state-name';

/** What the form says of a post already sent (decision 0091). */
export type SentNotice =
  /** The post has had no answer within its time limit: it may still arrive. */
  | 'noAnswer'
  /** Sent before this page appeared (or came back), and nothing says it reached the office. */
  | 'unconfirmed'
  /** Sent before, and its thank-you page was reached: the office has it. */
  | 'reachedOffice';

/** What a lead form needs from the form-submission machine. */
export interface FormSubmissionView {
  dataState: string;
  /** The browser is posting: the button shows its submitting label and is disabled. */
  isSubmitting: boolean;
  /** The last submit was refused: the summary names these fields. */
  needsAttention: boolean;
  invalidFields: readonly string[];
  /** What the form says of the post sent before, and when it left (ms since the epoch); null when it says nothing. */
  sent: { notice: SentNotice; at: number } | null;
  /** The submit button sends the request again, and says so: the first may have arrived. */
  sendsAgain: boolean;
  /** The form may be posted now (not while a post is on its way, nor once the office has it). */
  maySend: boolean;
  /** The browser accepted the form and is posting it, at `at`. */
  submit: (at: number) => void;
  /** The browser refused the form; these fields need attention. */
  refuse: (fields: readonly string[]) => void;
  /** The page came back from the back-forward cache; `reachedOffice`: its thank-you page was reached since. */
  pageRestored: (reachedOffice: boolean) => void;
  /** The form appears, and this tab sent it at `at`. */
  sentBefore: (at: number, reachedOffice: boolean) => void;
  /** A new request, after one that reached the office. */
  startNew: () => void;
}

export function formSubmissionView(snapshot: SnapshotFrom<typeof formSubmissionMachine>, send: (event: FormSubmissionEvent) => void): FormSubmissionView {
  const needsAttention = snapshot.matches({ idle: 'needsAttention' });
  const isSubmitting = snapshot.matches('submitting');
  const notice: SentNotice | null = snapshot.matches('noAnswer')
    ? 'noAnswer'
    : snapshot.matches({ sentBefore: 'unconfirmed' })
      ? 'unconfirmed'
      : snapshot.matches({ sentBefore: 'reachedOffice' })
        ? 'reachedOffice'
        : null;
  const { sentAt } = snapshot.context;
  return {
    dataState: stateName(snapshot.value),
    isSubmitting,
    needsAttention,
    // The machine forgets them as the form is sent: only a refused form holds any.
    invalidFields: snapshot.context.invalidFields,
    sent: notice && sentAt !== null ? { notice, at: sentAt } : null,
    sendsAgain: notice === 'noAnswer' || notice === 'unconfirmed',
    maySend: !isSubmitting && notice !== 'reachedOffice',
    submit: (at) => send({ type: 'SUBMIT', at }),
    refuse: (fields) => send({ type: 'INVALID', fields }),
    pageRestored: (reachedOffice) => send({ type: 'PAGE_RESTORED', reachedOffice }),
    sentBefore: (at, reachedOffice) => send({ type: 'SENT_BEFORE', at, reachedOffice }),
    startNew: () => send({ type: 'START_NEW' }),
  };
}
