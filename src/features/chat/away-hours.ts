import { openingHoursFor } from '../../../machines/shared/business-hours';
import { CHAT_BUSINESS_HOURS } from '../../content/chat';
import { awayHoursText } from '../../content/chat-hours';

/**
 * The advisor's line after the offline notice (docs/spec/DECISIONS.md "24/7"): the hours of the next
 * opening on Toronto's clock and on the visitor's. Loaded with the chat panel, not the first load.
 */
export const awayHoursLine = (now: Date, visitorTimeZone: string): string =>
  awayHoursText(openingHoursFor(CHAT_BUSINESS_HOURS, now, visitorTimeZone));
