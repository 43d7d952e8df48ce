import { use, type ComponentType } from 'react';
import type { PageRoute } from './route-types';

/**
 * Pages are code-split per route. The server preloads every page before rendering, and the
 * client preloads the current one before hydrating, so the first render never suspends and the
 * hydrated markup matches the prerendered HTML. Later navigations suspend until their chunk loads.
 */
const loaded = new Map<string, ComponentType>();
const pending = new Map<string, Promise<ComponentType>>();

export function preloadPage(route: PageRoute): Promise<ComponentType> {
  const ready = loaded.get(route.path);
  if (ready) return Promise.resolve(ready);
  let promise = pending.get(route.path);
  if (!promise) {
    promise = route.load().then((mod) => {
      loaded.set(route.path, mod.default);
      return mod.default;
    });
    pending.set(route.path, promise);
  }
  return promise;
}

export function RoutePage({ route }: { route: PageRoute }) {
  const Page = loaded.get(route.path) ?? use(preloadPage(route));
  // eslint-disable-next-line react-hooks/static-components -- a stable module-level cache entry, not a component made in render
  return <Page />;
}
