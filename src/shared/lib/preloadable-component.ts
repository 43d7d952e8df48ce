import { createElement, type ComponentType } from 'react';
import { loadOnce } from './load-once';

/**
 * A component whose code arrives later, without a flash: `preload()` starts (once) fetching it, and
 * `Component` renders it at once when it has arrived, otherwise suspends until it does. Unlike
 * `React.lazy`, a component preloaded before it is needed renders on the first try, so a part
 * prefetched on intent never shows its Suspense fallback.
 * `useArrived(wanted)` gives the component once it is there, without suspending (src/shared/lib/load-once.ts).
 */
export function preloadableComponent<P extends object>(load: () => Promise<ComponentType<P>>) {
  const code = loadOnce(load);
  function Preloadable(props: P) {
    return createElement(code.useLoaded(), props);
  }
  return { preload: code.preload, useArrived: code.useArrived, Component: Preloadable };
}
