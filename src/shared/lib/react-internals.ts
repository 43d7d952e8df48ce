/**
 * The one place that reads React DOM's internals (docs/decisions/history/0060-react-internals-fenced.md).
 *
 * Input before hydration (./early-input.ts and its capture script, ./early-input-capture.ts) must
 * know whether React has hydrated an element, and must hand a field's value to React as the
 * visitor's own change. React DOM offers no API for either, so both read what React DOM puts on
 * the DOM nodes it owns: names outside its documented API, which a release may change without
 * notice. package.json pins react-dom's exact version; after an upgrade the canaries fail first,
 * naming this file: tests/unit/react-internals.test.ts (react-dom in jsdom) and the route gate's
 * check on the built site (tests/e2e/route-gate.spec.ts). Nothing else in the repository uses
 * these names (tests/e2e/fixtures.ts waits for `<html data-hydrated>`, never for React's marks).
 */

/**
 * `__reactProps$<random key>`: the props React DOM keeps on every element it has rendered or
 * hydrated (react-dom-client's `internalPropsKey`, checked on react-dom 19.3.1). Its presence is
 * the one sign, element by element, that React listens to it. Without it the capture script
 * records events React already handles (done twice), and the replay waits for parts that have
 * hydrated (never done).
 */
export const REACT_PROPS_KEY_PREFIX = '__reactProps$';

/** React has hydrated (or rendered) this element: it carries React DOM's `__reactProps$…` key. */
export function isHydratedByReact(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith(REACT_PROPS_KEY_PREFIX));
}

/**
 * `_valueTracker`: the value React DOM last knew for an input or textarea it owns, a `checked`
 * ('true' or 'false') for a checkbox or radio (react-dom-client's `trackValueOnNode` and
 * `updateValueIfChanged`, checked on react-dom 19.3.1). React calls `onChange` only when the
 * field's value differs from its tracker's. Without it a value typed before hydration is handed to
 * React unheard: the field shows the visitor's text and the view's machine never learns it.
 */
export const REACT_VALUE_TRACKER_KEY = '_valueTracker';

interface ValueTracker {
  setValue: (value: string) => void;
}

/** React DOM's value tracker of a field, when it has one (a field React owns). */
function valueTracker(field: HTMLInputElement | HTMLTextAreaElement): ValueTracker | undefined {
  const tracker: unknown = Reflect.get(field, REACT_VALUE_TRACKER_KEY);
  return tracker && typeof tracker === 'object' && 'setValue' in tracker && typeof tracker.setValue === 'function' ? (tracker as ValueTracker) : undefined;
}

/**
 * Makes React believe the field last held `value` (for a checkbox or radio: 'true' or 'false'),
 * so the next event React listens for is heard as a change. Returns whether the field had a
 * tracker (false: React does not own it, or an upgrade renamed the tracker).
 */
export function setValueReactLastKnew(field: HTMLInputElement | HTMLTextAreaElement, value: string): boolean {
  const tracker = valueTracker(field);
  tracker?.setValue(value);
  return tracker !== undefined;
}

/** Whether React DOM tracks this field's value (for the canaries). */
export function hasReactValueTracker(field: HTMLInputElement | HTMLTextAreaElement): boolean {
  return valueTracker(field) !== undefined;
}
