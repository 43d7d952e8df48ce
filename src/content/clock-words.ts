/**
 * Clock times and zones in the site's words, for any clock the site speaks of: the advisor's
 * hours (src/content/chat-hours.ts) and the consultation windows (src/content/consultation.ts).
 * Apart from both so that neither page's code brings the other's.
 */

/** '5:00 AM', '12:30 PM' from minutes after midnight: written here, not by Intl, so no locale's spaces or marks creep in. */
export function clockTime(minutesOfDay: number): string {
  const hour = Math.floor(minutesOfDay / 60) % 24;
  const minute = minutesOfDay % 60;
  return `${hour % 12 === 0 ? 12 : hour % 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** Short weekday names, Monday first (index = ISO weekday - 1). */
export const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

/** 'Toronto' from 'America/Toronto'. */
export const zoneCity = (timeZone: string): string => (timeZone.split('/').at(-1) ?? timeZone).replace(/_/g, ' ');
