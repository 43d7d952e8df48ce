/**
 * What every lead form shares and the chat's offline form uses too (docs/spec/SPEC.md §3 and §4.4):
 * apart from src/content/forms.ts, so the chat, which every page fetches, does not fetch every
 * form's texts with it.
 */
export const SUBJECT_PREFIX = 'Website Inquiry - ';

export const SUBMITTING_LABELS = {
  sending: 'Sending...',
  submitting: 'Submitting...',
  subscribing: 'Subscribing...',
} as const;
