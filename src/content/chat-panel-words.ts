import { CHAT_TEXT } from './chat';
import { CHAT_HANDOVER_FORM } from './chat-handover';
import { AWAY_STATUS_HINT, awayHoursText, phoneOpenHint } from './chat-hours';
import { CHAT_OFFLINE_FORM } from './chat-offline-form';
import type { ChatPanelWords } from './chat-words';

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
