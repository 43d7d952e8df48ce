/**
 * What the capture script (./early-input-capture.ts) records and the replay (./early-input.ts)
 * reads: apart from both, because the capture script is bundled on its own into the document's
 * head and must not pull the replay in with it.
 */

/**
 * What the capture script records: a click on a control, the value a field was left with, or a
 * key that moves a slider (arrows, Home, End, Page Up and Down: a slider has no native behaviour
 * to fall back on, so the key is kept and pressed again once the slider listens).
 */
export type EarlyInputKind = 'click' | 'value' | 'key';

export interface EarlyInputRecord<Target = Element> {
  kind: EarlyInputKind;
  target: Target;
  /** The page's path when it happened: on another page it cannot apply any more. */
  path: string;
  /** `performance.now()` when it happened. */
  at: number;
  /** The event itself, so the listener after React's knows which record is this event's. */
  event?: Event;
  /** A field's value, and for a checkbox or radio whether it was left checked. */
  value?: string;
  checked?: boolean;
  /** A slider's key (`KeyboardEvent.key`). */
  key?: string;
}

/** The global the capture script fills and the replay empties. */
export const EARLY_INPUT_GLOBAL = '__earlyInput';

interface CapturedWindow {
  [EARLY_INPUT_GLOBAL]?: EarlyInputRecord[];
}

/** The records the capture script keeps on the window (none before it ran). */
export function earlyInputRecords(): EarlyInputRecord[] {
  return (window as unknown as CapturedWindow)[EARLY_INPUT_GLOBAL] ?? [];
}

/** Starts an empty list of records on the window and returns it (the capture script's first act). */
export function startEarlyInputRecords(): EarlyInputRecord[] {
  const records: EarlyInputRecord[] = [];
  (window as unknown as CapturedWindow)[EARLY_INPUT_GLOBAL] = records;
  return records;
}

/**
 * A form the browser posted before its part listened (the capture script keeps it): a second submit
 * of it is stopped there (two clicks would send two leads), and the form, once it listens, knows its
 * post is on its way. `at`: when, ms since the epoch.
 */
export interface EarlySubmit {
  form: Element;
  at: number;
}

/** The global the capture script keeps the early posts in. */
export const EARLY_SUBMITS_GLOBAL = '__earlySubmits';

interface SubmitsWindow {
  [EARLY_SUBMITS_GLOBAL]?: EarlySubmit[];
}

/** The forms posted before they listened (none before the capture script ran). */
export function earlySubmits(): EarlySubmit[] {
  return (window as unknown as SubmitsWindow)[EARLY_SUBMITS_GLOBAL] ?? [];
}

/** Starts an empty list of early posts on the window and returns it. */
export function startEarlySubmits(): EarlySubmit[] {
  const submits: EarlySubmit[] = [];
  (window as unknown as SubmitsWindow)[EARLY_SUBMITS_GLOBAL] = submits;
  return submits;
}
