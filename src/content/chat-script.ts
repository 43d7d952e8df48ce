import type { ChatScript, SuggestionId } from '../../machines/chat/chat.machine';
import { CHAT_LINK_PATHS, CHAT_SUGGESTIONS, COORDINATOR_HOURS_TEXT, HANDOVER_LABEL } from './chat-launcher';
import type { ChatLauncherWords } from './chat-words';
import { BRAND_SHORT, PHONE, SITE_LANG } from './site';
import { CALL_BACK_SECTION_ID, LANGUAGE_PAGE_META } from './locations/meta';

/**
 * The chat's English words on the English pages (the language pages' included): the launcher's
 * label and the advisor's script. A chunk of its own beside the launcher's, so a French page,
 * which has its own (./chat.fr-CA.ts), fetches none of them (decision 0074).
 */

/** The launcher's one word on every page. */
export const CHAT_OPEN_BUTTON = 'Chat with us';

/** The suggestions' words (docs/spec/SPEC.md §4.3): the button's text and the canned reply. */
const SUGGESTIONS: Readonly<Record<SuggestionId, { text: string; reply: string }>> = {
  findCaregiver: {
    text: 'Find a Caregiver',
    // The city typed next is answered by the service-area rule (docs/spec/DECISIONS.md "Where we serve", decision 0089).
    reply: `We'd be glad to help you find the right caregiver. Which city or town does your loved one live in? I'll tell you whether our caregivers work there. When you are ready to talk it through, you can [Request a Free Consultation](${CHAT_LINK_PATHS.consultation}) and a care coordinator will call you.`,
  },
  joinAsCaregiver: {
    text: 'Join as a Caregiver',
    reply: `Wonderful! We're always looking for compassionate caregivers. You can see our open roles and apply on our [Careers page](${CHAT_LINK_PATHS.careers}).`,
  },
  franchiseInfo: {
    text: 'Franchise Info',
    reply: `Thank you for your interest in owning a ${BRAND_SHORT} franchise. Our [Franchise Opportunity page](${CHAT_LINK_PATHS.franchise}) explains the model, the support we give and how to apply.`,
  },
  generalQuestion: {
    text: 'General Question',
    reply: "Of course! What's on your mind? Type your question below and I'll do my best to help.",
  },
};

/**
 * The advisor's whole script (docs/spec/SPEC.md §4.3 and §8): these are its only words. `[label](/path)` in a reply becomes a button that navigates and closes the chat.
 */
export const CHAT_SCRIPT: ChatScript = {
  // docs/spec/DECISIONS.md "The chat is an automated assistant": it says what it is (decision 0047).
  greeting: `Hello, and welcome to ${BRAND_SHORT}! I'm an automated assistant. How can I help you today?`,
  suggestions: CHAT_SUGGESTIONS.map((s) => ({ ...s, ...SUGGESTIONS[s.id] })),
  // docs/spec/SPEC.md §4.3 4, asked once, and how it combines with the answers (docs/spec/DECISIONS.md "The chat answers the family's question", decision 0089).
  askNameAndCity: 'So we can connect you with the right care coordinator, could you tell me your name and the city or town where care is needed?',
  askName: 'So we can connect you with the right care coordinator, could you tell me your name?',
  handoverPrompt: `Thank you, that helps. A care coordinator can take it from here: press "${HANDOVER_LABEL}" and they will contact you.`,
  cannotAnswer: `I'm sorry, I can't answer that here. A care coordinator can: send them this conversation with "${HANDOVER_LABEL}", or call us at ${PHONE.display}.`,
  passedOn: 'I have passed this on to the care coordinator who has your conversation.',
  followUpFailed: `Sorry, your last message did not reach the care coordinator. It will go with your next message, or call us at ${PHONE.display}.`,
  welcomeBack: 'Welcome back. Your conversation is still here.',
  handoverConfirmation: `Thank you! A care coordinator has your conversation and will contact you within office hours (${COORDINATOR_HOURS_TEXT}).`,
  handoverSendFailed: `Sorry, your conversation was not sent. Everything you wrote is still in the form: press Retry, or call us at ${PHONE.display}.`,
  offlineNotice: "We're currently offline. Please leave your contact info and we'll respond within 1 business day.",
  offlineConfirmation: "Thank you! We've received your message and will be in touch soon.",
  offlineSendFailed: `Sorry, your message was not sent. Everything you wrote is still in the form: press Retry, or call us at ${PHONE.display}.`,
  stillSending: `This is taking longer than usual. It may still reach us: I will tell you here as soon as it does, or you can call us at ${PHONE.display}.`,
  noAnswer: `We still have no answer, so I cannot tell whether it reached us. To be sure, call us at ${PHONE.display}, or press Retry to send it again.`,
  followUpNoAnswer: `I cannot tell whether your last message reached the care coordinator. It will go again with your next message, or call us at ${PHONE.display}.`,
};

/** What the chat's launcher starts with on the English pages: the button and the script (the panel's words come with the panel). */
export const CHAT_LAUNCHER_WORDS_EN = { lang: SITE_LANG, openButton: CHAT_OPEN_BUTTON, script: CHAT_SCRIPT } as const satisfies ChatLauncherWords;

/**
 * On a language page the chat speaks English (its slot marked so) and says it at once, with the
 * way to be called back in the page's language: the page's own call-back request (decision 0088).
 */
export const languagePageNote = (page: { language: string; path: string }): string =>
  `I answer in English and French. To talk with a care coordinator in ${page.language}, ask for a call back on this page: [Request a call back in ${page.language}](${page.path}#${CALL_BACK_SECTION_ID})`;

/** The English chat's words for a page in `pageLang`: on a language page, its greeting says what it answers in (`languagePageNote`). */
export function chatLauncherWordsFor(pageLang: string | undefined): ChatLauncherWords {
  const page = LANGUAGE_PAGE_META.find((p) => p.lang === pageLang);
  if (!page) return CHAT_LAUNCHER_WORDS_EN;
  return { ...CHAT_LAUNCHER_WORDS_EN, script: { ...CHAT_SCRIPT, greeting: `${CHAT_SCRIPT.greeting} ${languagePageNote(page)}` } };
}
