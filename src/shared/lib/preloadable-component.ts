import { createElement, useEffect, type ComponentType } from 'react';
import { loadOnce } from './load-once';

/**
 * A component whose code arrives later, without a flash: `preload()` starts (once) fetching it, and
 * `Component` renders it at once when it has arrived, otherwise suspends until it does. Unlike
 * `React.lazy`, a component preloaded before it is needed renders on the first try, so a part
 * prefetched before it is needed never shows its Suspense fallback. `usePreloadOnFirstIntent()`,
 * called by whatever will show it, fetches it at the visitor's first touch, key or focus on the
 * page: a part that only ever answers what the visitor does is not fetched for a visitor who only
 * reads, and is there by the time an answer is due.
 */
export function preloadableComponent<P extends object>(load: () => Promise<ComponentType<P>>) {
  const code = loadOnce(load);
  function Preloadable(props: P) {
    return createElement(code.useLoaded(), props);
  }
  function usePreloadOnFirstIntent() {
    useEffect(() => {
      const intents = ['pointerdown', 'keydown', 'focusin'] as const;
      const preload = () => {
        stop();
        void code.preload();
      };
      const stop = () => {
        for (const type of intents) document.removeEventListener(type, preload, true);
      };
      for (const type of intents) document.addEventListener(type, preload, { capture: true, passive: true });
      return stop;
    }, []);
  }
  return { preload: code.preload, usePreloadOnFirstIntent, Component: Preloadable };
}
