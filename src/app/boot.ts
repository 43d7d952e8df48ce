/**
 * The page's only script tag. The prerendered page is complete without JavaScript, so the browser
 * paints it first and the application's code is evaluated only after the first contentful paint:
 * its evaluation never stands between the visitor and the first screen. The modules themselves
 * were fetched while the HTML was parsed (the document lists them as low-priority module
 * preloads), so at the paint they are ready to run. What the visitor does meanwhile is recorded
 * and replayed (src/shared/lib/early-input.ts, decision 0025).
 *
 * The paint is noticed by whichever comes first: the first rendered frame (a frame is rendered
 * only once the page may paint: the document blocks rendering until its footer is parsed) or the
 * paint entry a PerformanceObserver delivers, which comes later but does not depend on the
 * page's clock, so a test that freezes that clock still sees the page hydrate.
 */
import { ASSETS_ELEMENT_ID } from './document-ids';

let started = false;
function start() {
  if (started) return;
  started = true;
  // The bench reads these marks: first paint -> code requested -> hydration started -> 'hydrated'.
  performance.mark('code-requested');
  void import('./entry-client');
}

/** Right after the frame being rendered has been painted: a message task, not a timer. */
function afterThisFrame() {
  const channel = new MessageChannel();
  channel.port1.onmessage = start;
  channel.port2.postMessage(null);
}

const assets = document.getElementById(ASSETS_ELEMENT_ID);
const canWatchPaint = typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint');
if (!canWatchPaint || !assets) {
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
  requestAnimationFrame(afterThisFrame);
}
