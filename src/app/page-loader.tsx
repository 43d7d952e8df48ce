import { loadOncePer } from '../shared/lib/load-once';
import type { PageMeta, PageModule, PageRoute } from './route-types';

/**
 * Pages are code-split per route. The server preloads every page before rendering, and the
 * client preloads the current one before hydrating, so the first render never suspends and the
 * hydrated markup matches the prerendered HTML. Later navigations suspend until their chunk loads.
 */
const pageCode = loadOncePer(
  (route: PageRoute) => route.load(),
  (route) => route.path,
);

export function preloadPage(route: PageRoute): Promise<PageModule> {
  return pageCode(route).preload();
}

/** The route's page module: at once when loaded, otherwise it suspends until its chunk arrives. */
export function usePageModule(route: PageRoute): PageModule {
  return pageCode(route).useLoaded();
}

/** A route's whole meta: the registry's, with the title and description its page module exports. */
export function metaOf(route: PageRoute, page: PageModule): PageMeta {
  const text = typeof page.meta === 'function' ? page.meta(route.path) : page.meta;
  return { ...route.meta, ...text };
}

/** A route's whole meta, its page loaded first (the prerenderer, the sitemap and tests read it this way). */
export async function loadMeta(route: PageRoute): Promise<PageMeta> {
  return metaOf(route, await preloadPage(route));
}
