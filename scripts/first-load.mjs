/* global document */
// What the bench, the route gate and the weight report measure in Chromium about a page's first
// load (decisions 0025 and 0055).
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzippedSize } from './gzipped-size.mjs';

/** Chromium's flags on these machines (their network is closed: no background requests). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** "Without interaction" lasts until the network has been quiet this long. */
export const QUIET_MS = 3_000;

/**
 * The gate (tests/e2e/route-gate.spec.ts holds every route to it): the targets, met on every
 * route since the pages' titles and descriptions load with their pages (decision 0055).
 */
export const WEIGHT_BUDGETS = {
  /**
   * JavaScript `/` fetches without interaction, gzipped: 160.2 KB since the chat says a delivery is
   * slow and when nobody can tell whether it arrived (its script's three lines, decision 0111);
   * 157.4 KB since the `site` chunk carries only
   * what the shell and the home page run and the page-module map waits for a navigation (decision
   * 0074); 162.9 KB before, 167.6 KB before decision 0055.
   */
  homeJs: 160_500,
  /**
   * JavaScript any other route, English or French, fetches without interaction, gzipped: the
   * heaviest, /fr/nous-joindre, 186.0 KB with the chat's slow and unanswered lines (decision 0111);
   * 185.7 KB since every lead form keeps its submission and the capture
   * script stops a second post (decision 0091: 183.3 KB before, to be won back with decision 0085's
   * 2-3 KB); 182.5 KB since the French pages carry the way back to French, the chat's service-area
   * words and the callback language (decision 0085; 179.4 KB before, decision 0074; 183.8 KB with
   * its own budget, decision 0073).
   */
  routeJs: 186_500,
  /**
   * Scripts and stylesheets a route fetches without interaction: the target is 20; a French page
   * with forms or the service-area search fetches 23 (/fr/emplacements: its postal areas and their
   * rule; /fr/nous-joindre: its English twin's, the French chrome, formats and the chat's French
   * words, decisions 0071, 0074 and 0085). The report names the route.
   */
  files: 23,
};
/** The targets (/ at 160 KB, every other route at 180 KB; scripts/first-load-weight.mjs reports both). */
export const TARGETS = { homeJs: 160_000, routeJs: 180_000, files: 20 };

/**
 * What a route's recorded files weigh (path -> resource type, as `recordAssets` keeps them): the
 * gzipped bytes of its scripts and of its stylesheets, read from the build in `dist`.
 */
export function weightOf(files, dist) {
  const sum = (type) =>
    gzippedBytes(
      [...files].filter(([, t]) => t === type).map(([path]) => path),
      dist,
    );
  return { js: sum('script'), css: sum('stylesheet'), files: files.size };
}

/** The gzipped bytes of the built files at these request paths (a path not in `dist`, 0). */
export function gzippedBytes(paths, dist) {
  return paths.reduce((total, path) => {
    const file = join(dist, decodeURIComponent(path));
    return total + (existsSync(file) && statSync(file).isFile() ? gzippedSize(file) : 0);
  }, 0);
}

/** Where a route's weight is over `limits` (WEIGHT_BUDGETS or TARGETS), one line each; none is a pass. */
export function overLimits(route, weight, limits) {
  const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
  const js = route === '/' ? limits.homeJs : limits.routeJs;
  const found = [];
  if (weight.js > js) found.push(`${route}: ${kb(weight.js)} of JavaScript without interaction, limit ${kb(js)}`);
  if (weight.files > limits.files) found.push(`${route}: ${weight.files} files without interaction, limit ${limits.files}`);
  return found;
}

/** Waits until the page's main content has hydrated (`<html data-hydrated>`, src/app/hydration-mark.tsx). */
export function waitForHydrated(page) {
  return page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), null, { polling: 100, timeout: 20_000 });
}

/**
 * Records the same-origin scripts and stylesheets a page requests (path -> resource type);
 * `quiet(ms)` resolves once none has been requested for `ms` (QUIET_MS unless given).
 */
export function recordAssets(page, origin) {
  const files = new Map();
  let last = Date.now();
  page.on('request', (request) => {
    const type = request.resourceType();
    if ((type === 'script' || type === 'stylesheet') && request.url().startsWith(origin)) {
      files.set(new URL(request.url()).pathname, type);
      last = Date.now();
    }
  });
  // Sleeps exactly until `ms` after the last request (again if another came meanwhile): no idle
  // overshoot of a polling step on every route the gate visits.
  const quiet = async (ms = QUIET_MS) => {
    for (let left = ms - (Date.now() - last); left > 0; left = ms - (Date.now() - last)) await new Promise((resolve) => setTimeout(resolve, left));
  };
  return { files, quiet };
}

/**
 * Opens `url` in a new page of `context` and returns the page and the scripts and stylesheets
 * (path -> resource type) it fetched with no interaction: until it has hydrated and the network has
 * then been quiet for QUIET_MS. `recorder.quiet()` waits for the network again after more steps.
 */
export async function fetchedWithoutInteraction(context, url) {
  const page = await context.newPage();
  const recorder = recordAssets(page, new URL(url).origin);
  await page.goto(url, { waitUntil: 'load' });
  await waitForHydrated(page);
  await recorder.quiet();
  return { page, files: recorder.files, quiet: recorder.quiet };
}

/**
 * Lighthouse's mobile network (its "slow 4G"): 150 ms round trips, 1.6 Mbps down, 750 Kbps up, in
 * the units of CDP's Network.emulateNetworkConditions (bytes per second).
 */
export const SLOW_4G = { name: 'slow 4G', latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

/**
 * The window in which a page looks ready and its main content is not hydrated yet: from the first
 * contentful paint to the app's `hydrated` mark (set when the page inside <main> has hydrated), on
 * a phone viewport with the CPU slowed 4x, and its phases (code requested, hydration started, the
 * shell hydrated). Milliseconds. On loopback, or on `network` (SLOW_4G) when given.
 */
export async function listeningWindow(browser, url, network) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    if (network) {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: network.latency,
        downloadThroughput: network.downloadThroughput,
        uploadThroughput: network.uploadThroughput,
      });
    }
    await page.goto(url, { waitUntil: 'load' });
    await waitForHydrated(page);
    const marks = await page.evaluate(() => {
      const at = (name) => performance.getEntriesByName(name)[0]?.startTime ?? NaN;
      return {
        paint: at('first-contentful-paint'),
        requested: at('code-requested'),
        started: at('hydration-started'),
        shell: at('shell-hydrated'),
        hydrated: at('hydrated'),
      };
    });
    return {
      windowMs: marks.hydrated - marks.paint,
      phases: { codeRequested: marks.requested - marks.paint, hydrationStarted: marks.started - marks.paint, shellHydrated: marks.shell - marks.paint },
    };
  } finally {
    await context.close();
  }
}
