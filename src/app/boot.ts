/**
 * The page's only script tag. The prerendered page is complete without JavaScript, so the browser
 * paints it first and the application's code (the entry, its imports and the page's chunk) is
 * requested only after the first contentful paint: neither its download nor its evaluation stands
 * between the visitor and the first screen. The paint is watched with a PerformanceObserver, not a
 * timer, so a test that freezes the page's clock still sees the page hydrate. At that paint every
 * module the page needs is requested at once (the prerenderer lists them in the assets block), not
 * one import level at a time; what the visitor does meanwhile is recorded and replayed
 * (src/shared/lib/early-input.ts, decision 0025).
 */
import { ASSETS_ELEMENT_ID } from './document-ids';

function start(assets: HTMLElement | null) {
  // The bench reads these marks: first paint -> code requested -> hydration started -> 'hydrated'.
  performance.mark('code-requested');
  const { modules = [] } = JSON.parse(assets?.textContent ?? '{}') as { modules?: string[] };
  const links = document.createDocumentFragment();
  for (const href of modules) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    links.append(link);
  }
  document.head.append(links);
  void import('./entry-client');
}

const assets = document.getElementById(ASSETS_ELEMENT_ID);
const canWatchPaint = typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint');
if (!canWatchPaint || !assets) {
  // A browser without paint timing, or the dev server's empty shell: nothing to wait for.
  start(assets);
} else {
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length) {
      observer.disconnect();
      start(assets);
    }
  });
  observer.observe({ type: 'paint', buffered: true });
}
