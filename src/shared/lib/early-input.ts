/**
 * Input before hydration (docs/decisions/history/0025-listening-from-the-first-paint.md).
 *
 * The prerendered page is painted before its code runs. What the platform does by itself keeps
 * working meanwhile (links, forms that post or GET, typed text, a checked radio); what needs the
 * application (a button's click, a choice the view must hear of) is recorded by a small inline
 * script in the document's head, from the first paint, and replayed here once the part it
 * touched has hydrated: in order, each once, and never when the page has moved on.
 */

import captureScript from './early-input-capture.ts?inline-script';
import { earlyInputRecords as recorded, type EarlyInputRecord } from './early-input-record';
import { isHydratedByReact, setValueReactLastKnew } from './react-internals';

export { EARLY_INPUT_GLOBAL, type EarlyInputKind, type EarlyInputRecord } from './early-input-record';

/** A click or a key older than this when its part hydrates is dropped: the visitor has moved on. */
export const EARLY_INPUT_STALE_MS = 10_000;

export interface ReplayPlan<Target> {
  /** Apply now, in this order. */
  apply: EarlyInputRecord<Target>[];
  /** Keep for a later pass: their part has not hydrated yet (nor anything recorded after them). */
  wait: EarlyInputRecord<Target>[];
  /** Never apply: the page moved on, the target is gone, a later value replaced it, or it is stale. */
  drop: EarlyInputRecord<Target>[];
}

export interface ReplayWorld<Target> {
  path: string;
  now: number;
  isConnected: (target: Target) => boolean;
  /** The target's part has hydrated: the application listens to it. */
  isHydrated: (target: Target) => boolean;
}

/**
 * The replay rules, pure: which records apply now, which wait, which are dropped.
 * - A record of another page, of a target no longer in the document, or a click or key older than
 *   EARLY_INPUT_STALE_MS is dropped (a value is never stale: it is still what the field shows).
 * - Of several values left in one field, only the last counts.
 * - Order is kept: the first record whose part has not hydrated holds back every record after it.
 * Each record lands in exactly one list, so nothing is applied twice.
 */
export function planReplay<Target>(records: readonly EarlyInputRecord<Target>[], world: ReplayWorld<Target>): ReplayPlan<Target> {
  const plan: ReplayPlan<Target> = { apply: [], wait: [], drop: [] };
  const lastValue = new Map<Target, EarlyInputRecord<Target>>();
  for (const record of records) if (record.kind === 'value') lastValue.set(record.target, record);

  for (const record of records) {
    const gone =
      record.path !== world.path ||
      !world.isConnected(record.target) ||
      (record.kind === 'value' && lastValue.get(record.target) !== record) ||
      (record.kind !== 'value' && world.now - record.at > EARLY_INPUT_STALE_MS);
    if (gone) plan.drop.push(record);
    else if (plan.wait.length || !world.isHydrated(record.target)) plan.wait.push(record);
    else plan.apply.push(record);
  }
  return plan;
}

/**
 * The capture script, inlined in every document's head (src/app/document.tsx): the text Rolldown
 * makes of ./early-input-capture.ts (what it records, and why, is said there; how it is built,
 * vite.config.ts `inlineScript` and decision 0060). The same text in the server and the client
 * build, so the CSP's hash and the hydrated markup agree.
 */
export const EARLY_INPUT_CAPTURE_SCRIPT: string = captureScript;

/**
 * Forgets the record of `event` when React has handled it (its target has hydrated). The record is
 * found by its event, wherever it stands in the list: an event dispatched while another is
 * handled (a label's click on its field, a handler's own `click()`) is recorded after it and
 * reaches this listener first.
 */
export function forgetHandledEvent<Target>(records: EarlyInputRecord<Target>[], event: Event, isHydrated: (target: Target) => boolean): void {
  const index = records.findIndex((record) => record.event === event);
  if (index >= 0 && isHydrated(records[index]!.target)) records.splice(index, 1);
}

/**
 * Once React listens at the root (right after `hydrateRoot`), it hydrates a part synchronously
 * when a click reaches it and handles the click itself. This listener, added after React's at the
 * same node, forgets a record React has handled that way; what React could not handle (a part
 * whose code has not arrived) stays recorded for the part to replay when it hydrates.
 */
export function forgetWhatReactHandles(root: Document): void {
  const forget = (event: Event) => forgetHandledEvent(recorded(), event, isHydratedByReact);
  for (const type of ['click', 'keydown', 'input', 'change']) root.addEventListener(type, forget, true);
}

/**
 * Whether the visitor is already busy inside `element` from before it listened: focus is in it, or
 * something recorded there waits to be replayed. A part hydrated on approach opens at once then.
 */
export function visitorIsWithin(element: Element): boolean {
  return element.contains(document.activeElement) || recorded().some((record) => element.contains(record.target));
}

function setWithoutReact(element: HTMLInputElement | HTMLTextAreaElement, property: 'value' | 'checked', value: string | boolean) {
  const prototype = element instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, property)?.set?.call(element, value);
}

/**
 * Hands a field's value to the hydrated view as the visitor's own change would: React hears of a
 * change by comparing the field with the value it last knew (its value tracker, ./react-internals.ts),
 * so the field is first set silently to something else, then to the visitor's value with the event React listens
 * for (`click` for a checkbox or radio, `change` for a select, `input` for text).
 */
function applyValue(field: Element, record: EarlyInputRecord) {
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    const checked = !!record.checked;
    // A radio left unchecked needs nothing: the one left checked in its group says it all.
    if (field.type === 'radio' && !checked) return;
    setWithoutReact(field, 'checked', !checked);
    setValueReactLastKnew(field, String(!checked));
    field.click();
  } else if (field instanceof HTMLSelectElement) {
    field.value = record.value ?? '';
    field.dispatchEvent(new Event('change', { bubbles: true }));
  } else if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) {
    const value = record.value ?? '';
    setValueReactLastKnew(field, value === '' ? ' ' : '');
    setWithoutReact(field, 'value', value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/**
 * Replays what was recorded before the parts hydrated, once each; called when the root has
 * hydrated and whenever a part below the fold does. Returns what it applied (for tests).
 */
export function replayEarlyInput(): EarlyInputRecord[] {
  const records = recorded();
  if (!records.length) return [];
  const plan = planReplay(records, {
    path: window.location.pathname,
    now: performance.now(),
    isConnected: (target) => target.isConnected,
    isHydrated: isHydratedByReact,
  });
  // Emptied before anything runs: a replayed click is an event like any other, never recorded again.
  records.splice(0, records.length, ...plan.wait);
  for (const record of plan.apply) {
    if (record.kind === 'value') applyValue(record.target, record);
    else if (record.kind === 'key') record.target.dispatchEvent(new KeyboardEvent('keydown', { key: record.key, bubbles: true, cancelable: true }));
    else if (record.target instanceof HTMLElement) record.target.click();
  }
  return plan.apply;
}
