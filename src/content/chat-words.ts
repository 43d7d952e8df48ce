import type { ChatScript } from '../../machines/chat/chat.machine';
import type { HandoverProblem } from '../../machines/chat/chat.rules';
import type { ChatStatus } from '../../machines/shared/business-hours';
import type { OpeningHoursView } from '../../machines/shared/opening-hours';

/**
 * Every word the chat advisor shows, in one language (decision 0071), in the modules its loading
 * needs: the launcher's (./chat-launcher.ts, every page), each language's button and script
 * (./chat-script.ts, ./chat.fr-CA.ts), each language's panel words (./chat-panel-words.ts,
 * ./chat-panel.fr-CA.ts, with the panel's chunk) and topics (./chat-topics.ts,
 * ./chat-topics.fr-CA.ts, with its understanding). English as a whole (tests/fixtures/chat-words-english.ts)
 * and French both satisfy it, so a missing French word fails the typecheck. Types only: no words here.
 *
 * What the chat POSTS stays English whatever the page's language (the subjects, the field names
 * and the transcript's labels, ./chat.ts `CHAT_TEXT`): the office reads English (decision 0066).
 */

/** A toast's words. */
export interface ChatToastWords {
  title: string;
  description: string;
  variant?: 'destructive';
}

/** What the launcher starts its machine with on every page: the button and the whole script. */
export interface ChatLauncherWords {
  /** The BCP 47 tag of these words. */
  lang: string;
  /** The floating button's label. */
  openButton: string;
  /** The advisor's script (the machine's input): greeting, suggestions, questions, notices, confirmations. */
  script: ChatScript;
}

/** The panel's interface: header, conversation, composer and the toasts. */
export interface ChatPanelText {
  panelTitle: string;
  /** docs/spec/DECISIONS.md "The chat is an automated assistant": said in the header, Online or Away. */
  whatItIs: string;
  close: string;
  status: Readonly<Record<ChatStatus, string>>;
  conversationLabel: string;
  suggestionsLabel: string;
  typing: string;
  you: string;
  advisor: string;
  inputLabel: string;
  inputPlaceholder: string;
  inputPlaceholderAway: string;
  send: string;
  handoverFailedToast: ChatToastWords;
  handedOverToast: ChatToastWords;
  sendFailedToast: ChatToastWords;
  messageReceivedToast: ChatToastWords;
}

/** The advisor's hours while Away (docs/spec/DECISIONS.md "24/7", "Chat business hours"). */
export interface ChatHoursWords {
  /** The header's hint while Away: when the coordinators are back. */
  awayStatusHint: string;
  /** The header's hint while Away and the phone line is open (closes at minutes after midnight, Toronto). */
  phoneOpenHint: (closesAt: number) => string;
  /** The advisor's line after the offline notice, on the office's clock and the visitor's. */
  awayHoursText: (hours: OpeningHoursView, phoneOpenUntil: number | null) => string;
}

/** The offline message form's words (docs/spec/SPEC.md §4.3, §5). */
export interface ChatOfflineFormWords {
  legend: string;
  name: string;
  email: string;
  message: string;
  phone: string;
  phoneDescription: string;
  invalidPhone: string;
  submit: string;
  sending: string;
  retry: string;
  callUs: string;
  /** The browser's message for a required field holding only spaces, by the field's label. */
  blankField: (label: string) => string;
}

/** The handover form's words (decision 0047). */
export interface ChatHandoverFormWords {
  legend: string;
  open: string;
  lead: string;
  name: string;
  phone: string;
  email: string;
  city: string;
  note: string;
  submit: string;
  sending: string;
  retry: string;
  callUs: string;
  problems: Readonly<Record<HandoverProblem, string>>;
  fromConversation: string;
}

/** What comes with the panel: its interface, the hours' words and the two forms. */
export interface ChatPanelWords {
  text: ChatPanelText;
  hours: ChatHoursWords;
  offlineForm: ChatOfflineFormWords;
  handoverForm: ChatHandoverFormWords;
}

/** All the chat's words in one language. */
export interface ChatWords extends ChatLauncherWords {
  panel: ChatPanelWords;
}
