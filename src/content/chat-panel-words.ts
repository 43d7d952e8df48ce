import { CHAT_OPEN_BUTTON, CHAT_SCRIPT, CHAT_TEXT } from './chat';
import { CHAT_HANDOVER_FORM } from './chat-handover';
import { AWAY_STATUS_HINT, awayHoursText, phoneOpenHint } from './chat-hours';
import { CHAT_OFFLINE_FORM } from './chat-offline-form';
import type { ChatPanelWords, ChatWords } from './chat-words';
import { SITE_LANG } from './site';

/**
 * The chat panel's words in English, as one `ChatPanelWords` (decision 0071): the panel's chunk
 * brings them; a French page gives the panel the French ones instead (./chat.fr-CA.ts).
 */
export const CHAT_PANEL_WORDS = {
  text: CHAT_TEXT,
  hours: { awayStatusHint: AWAY_STATUS_HINT, phoneOpenHint, awayHoursText },
  offlineForm: CHAT_OFFLINE_FORM,
  handoverForm: CHAT_HANDOVER_FORM,
} as const satisfies ChatPanelWords;

/**
 * All the chat's words in English, as one `ChatWords`: what the French ones must match. The widget
 * itself reads the launcher's part from ./chat-launcher.ts, so English pages fetch this with the
 * panel only.
 */
export const CHAT_WORDS_EN = { lang: SITE_LANG, openButton: CHAT_OPEN_BUTTON, script: CHAT_SCRIPT, panel: CHAT_PANEL_WORDS } as const satisfies ChatWords;
