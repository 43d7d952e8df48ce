/**
 * Clock times and zones in the site's words, for any clock the site speaks of: the advisor's
 * hours (src/content/chat-panel-words.ts) and the consultation windows (src/content/consultation.ts).
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

/** 'Mon–Fri' for a run of ISO weekdays (also across Sunday: 'Sun–Thu'), else 'Mon, Wed'. */
export function weekdaysText(days: readonly number[]): string {
  const set = new Set(days);
  const next = (d: number) => (d % 7) + 1;
  const first = days.find((d) => !set.has(((d + 5) % 7) + 1));
  if (first === undefined) return `${WEEKDAYS[0]}–${WEEKDAYS[6]}`;
  const run = [first];
  while (set.has(next(run.at(-1)!)) && run.length < set.size) run.push(next(run.at(-1)!));
  if (run.length !== set.size) return days.map((d) => WEEKDAYS[d - 1]).join(', ');
  return run.length === 1 ? WEEKDAYS[first - 1]! : `${WEEKDAYS[first - 1]}–${WEEKDAYS[run.at(-1)! - 1]}`;
}
