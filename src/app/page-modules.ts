import type { PageModule } from './route-types';

/**
 * Every page module, each its own chunk (the machine lab is left out of the glob so a default
 * build has no lab chunk at all; src/app/routes.ts adds it only when enabled). This map of ninety
 * loaders is a chunk of its own: a prerendered page loads its own module from the address its HTML
 * names (src/app/booted-page.ts), so a visitor fetches this map only when a navigation needs
 * another page (decision 0074).
 */
export const PAGE_MODULES = import.meta.glob<PageModule>(['../pages/**/*.tsx', '!../pages/machine-lab.tsx']);

/** A page module by its source path (`src/pages/….tsx`). */
export function loadPageModule(module: string): Promise<PageModule> {
  const load = PAGE_MODULES[`../${module.slice('src/'.length)}`];
  if (!load) throw new Error(`No page module ${module}`);
  return load();
}
