import { assertEvent, assign, setup } from 'xstate';
import { ignoring } from '../shared/ignored-events';

/**
 * Every lead form (docs/spec/SPEC.md §4.2): idle until the browser accepts a submit, then submitting while
 * the browser posts natively and leaves for /thank-you. The browser's own validation runs first,
 * so an invalid form never sends SUBMIT; it sends INVALID, which keeps the form idle and names the
 * fields that need attention. A page restored from the back-forward cache returns to idle.
 */
export type FormSubmissionEvent =
  | { type: 'SUBMIT' }
  | { type: 'INVALID'; fields: readonly string[] }
  | { type: 'PAGE_RESTORED' };

export interface FormSubmissionContext {
  invalidFields: readonly string[];
}

export const formSubmissionMachine = setup({
  types: {
    context: {} as FormSubmissionContext,
    events: {} as FormSubmissionEvent,
  },
  actions: {
    rememberInvalidFields: assign({
      invalidFields: ({ event }) => {
        assertEvent(event, 'INVALID');
        return event.fields;
      },
    }),
    forgetInvalidFields: assign({ invalidFields: [] }),
  },
}).createMachine({
  id: 'formSubmission',
  context: { invalidFields: [] },
  initial: 'idle',
  states: {
    idle: {
      initial: 'ready',
      meta: { ignores: { PAGE_RESTORED: 'Only a post on its way is undone when the page comes back from the back-forward cache: a form at rest has nothing to undo.' } },
      on: {
        SUBMIT: { target: 'submitting', actions: 'forgetInvalidFields' },
        INVALID: { target: '.needsAttention', actions: 'rememberInvalidFields' },
      },
      states: {
        ready: {},
        needsAttention: {},
      },
    },
    submitting: {
      meta: {
        ignores: ignoring(['SUBMIT', 'INVALID'], 'The submit button is disabled while the post is on its way (isSubmitting): the form cannot be sent or checked again.'),
      },
      on: {
        // The fields were forgotten as the form was sent (SUBMIT): nothing to forget here.
        PAGE_RESTORED: { target: 'idle' },
      },
    },
  },
});
