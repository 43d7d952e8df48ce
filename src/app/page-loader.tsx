import { use } from 'react';
import type { PageModule, PageRoute } from './route-types';

/**
 * Pages are code-split per route. The server preloads every page before rendering, and the
 * client preloads the current one before hydrating, so the first render never suspends and the
 * hydrated markup matches the prerendered HTML. Later navigations suspend until their chunk loads.
 */
const loaded = new Map<string, PageModule>();
const pending = new Map<string, Promise<PageModule>>();

export function preloadPage(route: PageRoute): Promise<PageModule> {
  const ready = loaded.get(route.path);
  if (ready) return Promise.resolve(ready);
  let promise = pending.get(route.path);
  if (!promise) {
    promise = route.load().then((mod) => {
      loaded.set(route.path, mod);
      return mod;
    });
    pending.set(route.path, promise);
  }
  return promise;
}

/** The route's page module: at once when loaded, otherwise it suspends until its chunk arrives. */
export function usePageModule(route: PageRoute): PageModule {
  return loaded.get(route.path) ?? use(preloadPage(route));
}
