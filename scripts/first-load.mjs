/* global document */
// What the bench and the size gate measure in Chromium about a page's first load (step 16).

/** Chromium's flags on these machines (their network is closed: no background requests). */
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** "Without interaction" lasts until the network has been quiet this long. */
export const QUIET_MS = 3_000;

/** Waits until the page's main content has hydrated (`<html data-hydrated>`, src/app/hydration-mark.tsx). */
export function waitForHydrated(page) {
  return page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), null, { polling: 100, timeout: 20_000 });
}

/**
 * Records the same-origin scripts and stylesheets a page requests (path -> resource type);
 * `quiet()` resolves once none has been requested for QUIET_MS.
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
  const quiet = async () => {
    while (Date.now() - last < QUIET_MS) await new Promise((resolve) => setTimeout(resolve, 200));
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
 * The window in which a page looks ready and its main content is not hydrated yet: from the first
 * contentful paint to the app's `hydrated` mark (set when the page inside <main> has hydrated), on
 * a phone viewport with the CPU slowed 4x, and its phases (code requested, hydration started, the
 * shell hydrated). Milliseconds.
 */
export async function listeningWindow(browser, url) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(url, { waitUntil: 'load' });
    await waitForHydrated(page);
    const marks = await page.evaluate(() => {
      const at = (name) => performance.getEntriesByName(name)[0]?.startTime ?? NaN;
      return { paint: at('first-contentful-paint'), requested: at('code-requested'), started: at('hydration-started'), shell: at('shell-hydrated'), hydrated: at('hydrated') };
    });
    return {
      windowMs: marks.hydrated - marks.paint,
      phases: { codeRequested: marks.requested - marks.paint, hydrationStarted: marks.started - marks.paint, shellHydrated: marks.shell - marks.paint },
    };
  } finally {
    await context.close();
  }
}
