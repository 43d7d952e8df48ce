/**
 * The page's only script tag. The prerendered page is complete without JavaScript, so the browser
 * paints it first and the application's code (the entry, its imports and the page's chunk) is
 * requested only after the first contentful paint: neither its download nor its evaluation stands
 * between the visitor and the first screen. The paint is watched with a PerformanceObserver, not a
 * timer, so a test that freezes the page's clock still sees the page hydrate.
 */
import { ASSETS_ELEMENT_ID } from './document-ids';

const start = () => void import('./entry-client');

const canWatchPaint = typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint');
if (!canWatchPaint || !document.getElementById(ASSETS_ELEMENT_ID)) {
  // A browser without paint timing, or the dev server's empty shell: nothing to wait for.
  start();
} else {
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length) {
      observer.disconnect();
      start();
    }
  });
  observer.observe({ type: 'paint', buffered: true });
}
