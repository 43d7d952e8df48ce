import { CHAT_PANEL_WORDS } from './chat-panel-words';
import { CHAT_OPEN_BUTTON, CHAT_SCRIPT } from './chat-script';
import type { ChatWords } from './chat-words';
import { SITE_LANG } from './site';

/**
 * All the chat's words in English, as one `ChatWords`: what the French ones must match. No page
 * imports this module: the launcher reads the English script from ./chat-script.ts and the panel
 * its words from ./chat-panel-words.ts, each a chunk of its own, so that a French page that opens
 * the chat fetches neither (decisions 0071 and 0074).
 */
export const CHAT_WORDS_EN = { lang: SITE_LANG, openButton: CHAT_OPEN_BUTTON, script: CHAT_SCRIPT, panel: CHAT_PANEL_WORDS } as const satisfies ChatWords;
