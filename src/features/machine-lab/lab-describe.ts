import type { EventObject } from 'xstate';
import { eventLabel } from '../../../machines/tooling/graph';
import type { PathRecord } from '../../../machines/tooling/lab-data';
import { isClockMove, toJson, type ContextChange } from './lab-session';

/** An event as the lab's buttons and timeline write it: its label, then its payload as JSON. */
export function describeEvent(event: EventObject): string {
  if (isClockMove(event)) return `Clock moved on ${event.ms} ms`;
  const { type, ...payload } = event;
  const { text } = eventLabel(type);
  return Object.keys(payload).length ? `${text} ${toJson(payload)}` : text;
}

/** A path test's name without its suite: `reaches results: START → …`. */
export const shortTestName = (test: string): string => test.replace(/^.* > /, '');

/** How long a path's title may run in the lab's list; the full name is its details line. */
export const PATH_TITLE_MAX = 80;

/**
 * A generated path's title in the lab: its number, its variant, where it goes, its events as far
 * as they fit, and its length (`#12 away: reaches open.away.noticePending: OPEN → … (3 steps)`).
 */
export function pathTitle(path: PathRecord, index: number): string {
  const head = `#${index + 1} ${path.variant ? `${path.variant}: ` : ''}`;
  const tail = ` (${path.steps.length} ${path.steps.length === 1 ? 'step' : 'steps'})`;
  const name = shortTestName(path.test);
  const room = PATH_TITLE_MAX - head.length - tail.length;
  return `${head}${name.length > room ? `${name.slice(0, room - 1).trimEnd()}…` : name}${tail}`;
}

/** A context change in words: `messages[1]: added {…}`, `nextId: 2 → 4`, `draft: removed`. */
export function describeChange(change: ContextChange): string {
  if (change.before === undefined) return `${change.path}: added ${toJson(change.after)}`;
  if (change.after === undefined) return `${change.path}: removed (was ${toJson(change.before)})`;
  return `${change.path}: ${toJson(change.before)} → ${toJson(change.after)}`;
}

/** A path's every event, for the line under the chosen path: `START → ANSWER_WHO {"value":"My Mother"} → NEXT`. */
export function pathDetails(path: PathRecord): string {
  return path.steps.map((s) => describeEvent(s.event)).join(' → ') || '(no steps: the state the machine starts in)';
}
