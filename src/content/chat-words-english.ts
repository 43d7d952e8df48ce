import { CHAT_PANEL_WORDS } from './chat-panel-words';
import { CHAT_OPEN_BUTTON, CHAT_SCRIPT } from './chat-script';
import type { ChatWords } from './chat-words';
import { SITE_LANG } from './site';

/**
 * All the chat's words in English, as one `ChatWords`: what the French ones must match. No page
 * imports this module: English pages read the script from ./chat-script.ts (a chunk of its own) and
 * the panel's words from ./chat-panel-words.ts (in the panel's chunk), which reads nothing of the
 * script, so that a French page that opens the chat does not fetch the English script (decisions
 * 0071 and 0074).
 */
export const CHAT_WORDS_EN = { lang: SITE_LANG, openButton: CHAT_OPEN_BUTTON, script: CHAT_SCRIPT, panel: CHAT_PANEL_WORDS } as const satisfies ChatWords;
