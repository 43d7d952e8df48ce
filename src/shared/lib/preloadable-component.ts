import { createElement, use, type ComponentType } from 'react';

/**
 * A component whose code arrives later, without a flash: `preload()` starts (once) fetching it, and
 * `Component` renders it at once when it has arrived, otherwise suspends until it does. Unlike
 * `React.lazy`, a component preloaded before it is needed renders on the first try, so a part
 * prefetched while the page was idle never shows its Suspense fallback.
 */
export function preloadableComponent<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = (): Promise<ComponentType<P>> =>
    (pending ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  function Preloadable(props: P) {
    return createElement(loaded ?? use(preload()), props);
  }
  return { preload, Component: Preloadable };
}
