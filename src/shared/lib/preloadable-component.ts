import { createElement, useEffect, type ComponentType } from 'react';
import { loadOnce } from './load-once';
import { whenIdle } from './when-idle';

/**
 * A component whose code arrives later, without a flash: `preload()` starts (once) fetching it, and
 * `Component` renders it at once when it has arrived, otherwise suspends until it does. Unlike
 * `React.lazy`, a component preloaded before it is needed renders on the first try, so a part
 * prefetched while the page was idle never shows its Suspense fallback. `usePreloadWhenIdle()`,
 * called by whatever will show it, fetches it once the page has loaded and the main thread is idle.
 * `useArrived(wanted)` gives the component once it is there, without suspending (src/shared/lib/load-once.ts).
 */
export function preloadableComponent<P extends object>(load: () => Promise<ComponentType<P>>) {
  const code = loadOnce(load);
  function Preloadable(props: P) {
    return createElement(code.useLoaded(), props);
  }
  function usePreloadWhenIdle() {
    useEffect(() => whenIdle(() => void code.preload()), []);
  }
  return { preload: code.preload, usePreloadWhenIdle, useArrived: code.useArrived, Component: Preloadable };
}
