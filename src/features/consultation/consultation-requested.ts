import { sessionStore } from '../../shared/lib/session-store';
import type { RequestedWindow } from './consultation-ics';

/**
 * The preferred times of the request just sent, kept in this tab (sessionStorage) for /thank-you's
 * calendar file: the post itself leaves for the form service, which sends the visitor on to
 * /thank-you?from=consultation with nothing but that parameter.
 */
const KEY = 'consultation-requested';

export function keepRequestedWindows(windows: readonly RequestedWindow[]): void {
  try {
    sessionStore()?.setItem(KEY, JSON.stringify(windows));
  } catch {
    // Storage full or refused: /thank-you then offers no file, and the request is sent all the same.
  }
}

const isWindow = (value: unknown): value is RequestedWindow =>
  typeof value === 'object' && value !== null && ['startIso', 'endIso', 'words'].every((k) => typeof (value as Record<string, unknown>)[k] === 'string');

/** The times kept by the last request sent from this tab; none when there is none or it is unreadable. */
export function requestedWindows(): RequestedWindow[] {
  try {
    const parsed: unknown = JSON.parse(sessionStore()?.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isWindow) : [];
  } catch {
    return [];
  }
}
