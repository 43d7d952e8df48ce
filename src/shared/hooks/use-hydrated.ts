import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while rendering on the server and during hydration, true afterwards. Values that only the
 * browser knows (the query string on a prerendered page, the visitor's clock) wait for it, so the
 * first client render matches the prerendered HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
