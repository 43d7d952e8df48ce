import type { EventObject } from 'xstate';
import { eventLabel } from '../../../machines/tooling/graph';
import { toJson } from './lab-session';

/** An event as the lab's buttons and timeline write it: its label, then its payload as JSON. */
export function describeEvent(event: EventObject): string {
  const { type, ...payload } = event;
  const { text } = eventLabel(type);
  return Object.keys(payload).length ? `${text} ${toJson(payload)}` : text;
}

/** A path test's name without its suite: `reaches results: START → …`. */
export const shortTestName = (test: string): string => test.replace(/^.* > /, '');
