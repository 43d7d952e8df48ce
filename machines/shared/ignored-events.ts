/**
 * Helpers for a state's `meta.ignores` (machines/tooling/properties.ts, decision 0057): the events
 * its view can send that the state does not handle on purpose, each with the reason (the lab shows
 * them in its state list).
 */

/** Several events ignored for one reason. */
export const ignoring = (events: readonly string[], reason: string): Record<string, string> => Object.fromEntries(events.map((event) => [event, reason]));

/**
 * A step-by-step form whose controls each live on their own steps: in step `here`, every event
 * that only other steps' controls send, with the step that sends it.
 */
export function otherStepsControls<TStep extends string>(controls: Readonly<Record<TStep, readonly string[]>>, here: TStep): Record<string, string> {
  const mine = new Set(controls[here]);
  const ignores: Record<string, string> = {};
  for (const [step, events] of Object.entries(controls) as [TStep, readonly string[]][]) {
    for (const event of events) {
      if (!mine.has(event) && !(event in ignores)) ignores[event] = `Sent by a control of the ${step} step; this step does not show it.`;
    }
  }
  return ignores;
}
