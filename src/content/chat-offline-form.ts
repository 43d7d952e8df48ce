import { SUBMITTING_LABELS } from './form-basics';
import { PHONE } from './site';

/**
 * The words of the chat's offline form (docs/spec/SPEC.md §4.3, §5): apart from ./chat.ts, so they
 * come with the chat panel, which loads when the visitor reaches for the chat, and not with the
 * widget every page fetches.
 */
export const CHAT_OFFLINE_FORM = {
  legend: 'Leave us a message',
  name: 'Name',
  email: 'Email',
  message: 'Message',
  /** Optional: the number an advisor calls back (checked with the forms' phone rule when given). */
  phone: 'Phone (optional)',
  phoneDescription: 'So an advisor can call you back.',
  /** The browser's message for a phone number no one could dial (docs/spec/DECISIONS.md "Phone numbers"). */
  invalidPhone: 'Please enter a 10-digit phone number, for example 905-555-0142, or leave this field empty.',
  submit: 'Send Message',
  sending: SUBMITTING_LABELS.sending,
  retry: 'Retry',
  callUs: `Call ${PHONE.display}`,
  /** The browser's message for a field holding only spaces. */
  blankField: (label: string) => `Please fill out the ${label.toLowerCase()} field.`,
} as const;
