import type { BusinessHours } from '../../machines/business-hours';

/** SPEC.md 9.1: the chat advisor is Online Monday to Friday, 08:00 up to (not including) 20:00, Toronto time. */
export const CHAT_BUSINESS_HOURS: BusinessHours = {
  timeZone: 'America/Toronto',
  days: [1, 2, 3, 4, 5],
  opensAt: 8 * 60,
  closesAt: 20 * 60,
};
