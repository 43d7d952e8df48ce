import { assertEvent, assign, setup } from 'xstate';
import { ignoring } from '../shared/ignored-events';

/**
 * Every lead form (docs/spec/SPEC.md §4.2): idle until the browser accepts a submit, then submitting while
 * the browser posts natively and leaves for /thank-you. The browser's own validation runs first,
 * so an invalid form never sends SUBMIT; it sends INVALID, which keeps the form idle and names the
 * fields that need attention.
 *
 * One lead per submission (docs/spec/DECISIONS.md "One lead per submission", decision 0091): a
 * post with no answer within its time limit is said to be unanswered, and the family may send it
 * again, knowing it may have arrived; a form the family comes back to after sending it (Back,
 * from the back-forward cache or not; a reload while it was on its way) says when it was sent and
 * whether it reached the office, and is never sent again without the family choosing to.
 */
export type FormSubmissionEvent =
  /** The browser accepted the form and posts it; `at`: when (ms since the epoch). */
  | { type: 'SUBMIT'; at: number }
  | { type: 'INVALID'; fields: readonly string[] }
  /** The page came back from the back-forward cache; `reachedOffice`: its thank-you page was reached since. */
  | { type: 'PAGE_RESTORED'; reachedOffice: boolean }
  /** The form appears and this tab sent it before, at `at` (a reload while it was on its way; Back after it was sent). */
  | { type: 'SENT_BEFORE'; at: number; reachedOffice: boolean }
  /** The family starts a new request after one that reached the office. */
  | { type: 'START_NEW' };

export interface FormSubmissionContext {
  invalidFields: readonly string[];
  /** When the last post of this form left (ms since the epoch); null before any. */
  sentAt: number | null;
  /** How long a post may go unanswered before the family is told (ms). */
  sendingTimeLimitMs: number;
}

export interface FormSubmissionInput {
  sendingTimeLimitMs: number;
}

export const formSubmissionMachine = setup({
  types: {
    context: {} as FormSubmissionContext,
    events: {} as FormSubmissionEvent,
    input: {} as FormSubmissionInput,
  },
  guards: {
    /** The form's thank-you page was reached after the post: the office has the lead. */
    reachedTheOffice: ({ event }) => (event.type === 'PAGE_RESTORED' || event.type === 'SENT_BEFORE') && event.reachedOffice,
  },
  delays: {
    SENDING_TIME_LIMIT: ({ context }) => context.sendingTimeLimitMs,
  },
  actions: {
    rememberInvalidFields: assign({
      invalidFields: ({ event }) => {
        assertEvent(event, 'INVALID');
        return event.fields;
      },
    }),
    forgetInvalidFields: assign({ invalidFields: [] }),
    rememberWhenSent: assign({
      sentAt: ({ event }) => {
        assertEvent(event, ['SUBMIT', 'SENT_BEFORE']);
        return event.at;
      },
    }),
    forgetTheLastPost: assign({ sentAt: null, invalidFields: [] }),
  },
}).createMachine({
  id: 'formSubmission',
  context: ({ input }) => ({ invalidFields: [], sentAt: null, sendingTimeLimitMs: input.sendingTimeLimitMs }),
  initial: 'idle',
  states: {
    idle: {
      initial: 'ready',
      meta: {
        ignores: {
          PAGE_RESTORED: 'Only a post on its way is undone when the page comes back from the back-forward cache: a form at rest has nothing to undo.',
          START_NEW: 'A form at rest is a new request already.',
        },
      },
      on: {
        SUBMIT: { target: 'submitting', actions: ['forgetInvalidFields', 'rememberWhenSent'] },
        INVALID: { target: '.needsAttention', actions: 'rememberInvalidFields' },
        SENT_BEFORE: [
          { guard: 'reachedTheOffice', target: 'sentBefore.reachedOffice', actions: 'rememberWhenSent' },
          { target: 'sentBefore.unconfirmed', actions: 'rememberWhenSent' },
        ],
      },
      states: {
        ready: {},
        needsAttention: {},
      },
    },
    submitting: {
      meta: {
        ignores: {
          ...ignoring(
            ['SUBMIT', 'INVALID'],
            'The submit button is disabled while the post is on its way (isSubmitting): the form cannot be sent or checked again.',
          ),
          ...ignoring(['SENT_BEFORE', 'START_NEW'], 'Only a form that appears hears of a post sent before, and only one that reached the office starts anew.'),
        },
      },
      after: { SENDING_TIME_LIMIT: 'noAnswer' },
      on: {
        // The fields were forgotten as the form was sent (SUBMIT): nothing to forget here.
        PAGE_RESTORED: [{ guard: 'reachedTheOffice', target: 'sentBefore.reachedOffice' }, { target: 'sentBefore.unconfirmed' }],
      },
    },
    noAnswer: {
      meta: {
        ignores: ignoring(
          ['SENT_BEFORE', 'START_NEW'],
          'Only a form that appears hears of a post sent before, and only one that reached the office starts anew.',
        ),
      },
      on: {
        // Sending again is the family's choice: the button says so (Send It Again) and the words above it say the first may have arrived.
        SUBMIT: { target: 'submitting', actions: ['forgetInvalidFields', 'rememberWhenSent'] },
        // Refused while the notice stands: the notice stays, the summary names the fields.
        INVALID: { actions: 'rememberInvalidFields' },
        PAGE_RESTORED: [{ guard: 'reachedTheOffice', target: 'sentBefore.reachedOffice' }, { target: 'sentBefore.unconfirmed' }],
      },
    },
    sentBefore: {
      meta: {
        ignores: ignoring(
          ['PAGE_RESTORED', 'SENT_BEFORE'],
          'What the form says of the post sent before was decided when it appeared; a page that comes back again has nothing more to say.',
        ),
      },
      initial: 'unconfirmed',
      states: {
        unconfirmed: {
          meta: { ignores: { START_NEW: 'Nothing says the office has this request: the family sends it again or calls, and starts nothing new.' } },
          on: {
            // The family's choice, as in noAnswer.
            SUBMIT: { target: '#formSubmission.submitting', actions: ['forgetInvalidFields', 'rememberWhenSent'] },
            INVALID: { actions: 'rememberInvalidFields' },
          },
        },
        reachedOffice: {
          meta: {
            ignores: ignoring(['SUBMIT', 'INVALID'], 'The office has this request: the form offers a new one, not a second post of it (the form is not sent).'),
          },
          on: {
            START_NEW: { target: '#formSubmission.idle', actions: 'forgetTheLastPost' },
          },
        },
      },
    },
  },
});
