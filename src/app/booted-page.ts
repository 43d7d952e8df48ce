import type { DocumentAssets } from './document';
import { ASSETS_ELEMENT_ID } from './document-ids';
import type { PageModule } from './route-types';

let booted: DocumentAssets['page'] | null | undefined;

/**
 * The page module a prerendered document was rendered from, imported from the address its assets
 * block names (scripts/prerender.mjs), when `module` is that page's; otherwise undefined, and the
 * caller loads it from the map of every page's module (src/app/page-modules.ts). So the first
 * page needs no map at all (decision 0074). The server, the dev server and the tests have no such
 * block.
 */
export function bootedPage(module: string): Promise<PageModule> | undefined {
  if (booted === undefined) {
    const text = typeof document === 'undefined' ? undefined : document.getElementById(ASSETS_ELEMENT_ID)?.textContent;
    booted = text ? ((JSON.parse(text) as DocumentAssets).page ?? null) : null;
  }
  if (booted?.module !== module) return undefined;
  // The chunk's address as built: Vite has nothing to resolve here.
  return import(/* @vite-ignore */ booted.file) as Promise<PageModule>;
}
