import { HANDOVER_LABEL } from './chat';
import { SUBMITTING_LABELS } from './form-basics';
import { PHONE } from './site';

/**
 * The words of the chat's handover form (decision 0047,
 * docs/spec/DECISIONS.md "The chat is an automated assistant"): apart from ./chat.ts, so they come with the chat
 * panel's chunk, as the offline form's do.
 */
export const CHAT_HANDOVER_FORM = {
  /** The form's name and the button that opens it. */
  legend: HANDOVER_LABEL,
  open: HANDOVER_LABEL,
  lead: 'A care coordinator receives this whole conversation with your details and contacts you. A phone number or an e-mail address is enough.',
  name: 'Name',
  phone: 'Phone',
  email: 'Email',
  city: 'City (optional)',
  note: 'Anything to add (optional)',
  submit: 'Send to a care coordinator',
  sending: SUBMITTING_LABELS.sending,
  retry: 'Retry',
  callUs: `Call ${PHONE.display}`,
  /** The browser's messages for what the form refuses (the first problem, on its field). */
  problems: {
    name: 'Please fill out the name field.',
    contact: 'Please give a phone number or an e-mail address, so a care coordinator can reach you.',
    phone: 'Please enter a 10-digit phone number, for example 905-555-0142, or leave this field empty.',
    email: 'Please enter an e-mail address, or leave this field empty.',
  },
  /** The form shown again with what the visitor typed into it before (a send that failed). */
  fromConversation: 'What you typed before is still here: change anything you like.',
} as const;
