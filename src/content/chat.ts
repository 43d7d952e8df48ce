import { SUBJECT_PREFIX } from './form-basics';
import { COORDINATOR_HOURS_TEXT } from './chat-launcher';
import { BRAND_SHORT, PHONE } from './site';

/**
 * The chat's words: the launcher's machine input (./chat-launcher.ts, re-exported here) and the
 * panel's interface, which comes with the panel's chunk. The English script and the button's label
 * are ./chat-script.ts's, a chunk of their own: nothing here reads them, so a French page that
 * opens the chat does not fetch them.
 */
export { CHAT_BUSINESS_HOURS, CHAT_LINK_PATHS, CHAT_TIMINGS, COORDINATOR_HOURS_TEXT, HANDOVER_LABEL, PHONE_LINE_HOURS } from './chat-launcher';

/** Words of the chat widget's own interface. */
export const CHAT_TEXT = {
  panelTitle: `${BRAND_SHORT} chat assistant`,
  /** docs/spec/DECISIONS.md "The chat is an automated assistant": said in the header, Online or Away. */
  whatItIs: 'An automated assistant; a care coordinator reads what you send them.',
  close: 'Close chat',
  status: { Online: 'Online', Away: 'Away' },
  conversationLabel: 'Conversation with the chat assistant',
  suggestionsLabel: 'Suggested questions',
  typing: 'The assistant is typing…',
  you: 'You',
  advisor: 'Assistant',
  inputLabel: 'Your message',
  inputPlaceholder: 'Type your message…',
  inputPlaceholderAway: 'Chat is offline right now',
  send: 'Send',
  /** docs/spec/DECISIONS.md "Leads are never dropped": the offline message reaches the mailbox with this subject. */
  offlineSubject: `${SUBJECT_PREFIX}Chat Offline Message`,
  /** docs/spec/DECISIONS.md "The chat is an automated assistant": the conversation reaches the mailbox with this subject. */
  handoverSubject: `${SUBJECT_PREFIX}Chat Conversation`,
  /**
   * The transcript's names for who said what, and how an answer from the site's words is noted:
   * the topic, not the site's text the office already knows (decision 0089).
   */
  transcriptLabels: { bot: 'Assistant', user: 'Visitor', answered: (topic: string) => `answered from the site: ${topic}` },
  /** A follow-up after the handover: its messages go to the same conversation (decision 0089). */
  followUpLabel: 'Follow-up',
  handoverFailedToast: {
    title: 'Conversation Not Sent',
    description: `We could not send your conversation. It is still in the form: press Retry, or call us at ${PHONE.display}.`,
    variant: 'destructive',
  },
  handedOverToast: {
    title: 'Conversation Sent',
    description: `A care coordinator will contact you within office hours (${COORDINATOR_HOURS_TEXT}).`,
  },
  /** When the offline message could not be sent (refused, unreachable or too slow). */
  sendFailedToast: {
    title: 'Message Not Sent',
    description: `We could not send your message. It is still in the form: press Retry, or call us at ${PHONE.display}.`,
    variant: 'destructive',
  },
  /** docs/spec/SPEC.md §8: the toast when the offline form is sent. */
  messageReceivedToast: {
    title: 'Message Received!',
    description: "Thank you. We'll get back to you within one business day.",
  },
} as const;
