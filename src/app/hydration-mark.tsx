import { useEffect } from 'react';
import { replayEarlyInput } from '../shared/lib/early-input';

/** The attribute on `<html>` that says the document has hydrated (tests read it). */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/**
 * Rendered last in the hydrated tree: its effect runs when the root has hydrated. It marks the
 * document (`data-hydrated` on `<html>`, a `hydrated` performance mark the bench reads), then
 * replays what the visitor did before (decision 0025), outside React's commit.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
    performance.mark('hydrated');
    queueMicrotask(replayEarlyInput);
  }, []);
  return null;
}
