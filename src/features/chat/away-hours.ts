import { openUntil } from '../../../machines/shared/business-hours';
import { openingHoursFor } from '../../../machines/shared/opening-hours';
import { CHAT_BUSINESS_HOURS, PHONE_LINE_HOURS } from '../../content/chat';
import { awayHoursText } from '../../content/chat-panel-words';
import type { ChatHoursWords } from '../../content/chat-words';

/**
 * The advisor's line after the offline notice (docs/spec/DECISIONS.md "24/7"): the hours of the next
 * opening on Toronto's clock and on the visitor's, in the page's language's words (English unless given), after the phone line's closing time when it is open now (decision 0047). Loaded with the chat panel, not the first load.
 */
export const awayHoursLine = (now: Date, visitorTimeZone: string, words: ChatHoursWords['awayHoursText'] = awayHoursText): string =>
  words(openingHoursFor(CHAT_BUSINESS_HOURS, now, visitorTimeZone), openUntil(now, PHONE_LINE_HOURS));
