import { test as base, expect, type Browser, type BrowserContextOptions, type CDPSession, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { HYDRATED_ATTRIBUTE } from '../../src/app/document-ids';
import { PHONES } from './phone-gate';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * What a page reports that no page may: console errors and warnings (React's among them), page
 * errors, and Content-Security-Policy violations (the host sends the policy of dist/_headers), each
 * as a line. The lists grow as the page reports; a test empties them where it starts.
 */
export async function watchPage(page: Page) {
  const heard = { consoleProblems: [] as string[], cspViolations: [] as string[] };
  listenForProblems(page, heard);
  await page.exposeFunction('__reportCspViolation', (text: string) => heard.cspViolations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation;
      report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} on ${location.pathname}`);
    });
  });
  return heard;
}

/** The console and page-error half of `watchPage` (a reused tab listens again after a test's listeners are removed). */
function listenForProblems(page: Page, heard: { consoleProblems: string[] }) {
  page.on('console', (msg) => {
    // The browser reports a document answered with 404 (the not-found page) as a console
    // error; that status is what a static host must send, so only asset 404s count.
    const documentStatus = /Failed to load resource/.test(msg.text()) && !/\/(assets|images)\//.test(msg.location().url);
    if (documentStatus) return;
    if (msg.type() === 'error' || msg.type() === 'warning') heard.consoleProblems.push(`${msg.type()}: ${msg.text()}`);
  });
  page.on('pageerror', (error) => heard.consoleProblems.push(`pageerror: ${error.message}`));
}

/** Fails the test on what `watchPage` heard: "no console error or warning on any page" is checked, not hoped for. */
export function expectNothingReported(heard: Heard): void {
  expect(heard.consoleProblems, 'console errors or warnings').toEqual([]);
  expect(heard.cspViolations, 'Content-Security-Policy violations').toEqual([]);
}

export type Heard = Awaited<ReturnType<typeof watchPage>>;

/** What each test's page has reported so far (`page` fixtures register it; `consoleProblems` reads it). */
const heardOn = new WeakMap<Page, Heard>();

/**
 * Throttling and emulation a test asks for through its fixtures, not a DevTools session of its own:
 * in the shared tab (`sharedTabTest`) `resetTab` undoes it before the next test; in `test` the
 * context it was set in ends with the test.
 */
export interface TabEmulation {
  /** Slows the page's CPU `rate` times (`Emulation.setCPUThrottlingRate`). */
  throttleCpu: (rate: number) => Promise<void>;
  /** A slow network: `latency` ms, and `kbps` down and up (`Network.emulateNetworkConditions`). */
  throttleNetwork: (conditions: { latency: number; kbps: number }) => Promise<void>;
}

/** `TabEmulation` over a page's DevTools session. */
function emulationOver(cdp: CDPSession): TabEmulation {
  return {
    throttleCpu: async (rate) => void (await cdp.send('Emulation.setCPUThrottlingRate', { rate })),
    throttleNetwork: async ({ latency, kbps }) => {
      const bytesPerSecond = (kbps * 1000) / 8;
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency, downloadThroughput: bytesPerSecond, uploadThroughput: bytesPerSecond });
    },
  };
}

/**
 * Every page test watches its page (`watchPage`) and fails on anything it reports; a test that
 * provokes a console line on purpose reads and empties `consoleProblems`. A test that asks for no
 * page (one reading dist/ or talking HTTP) gets no context and no page. Each test that asks for a
 * page gets a context of its own: what it sets there (a page clock, init scripts, permissions, a
 * DevTools session) ends with it.
 */
export const test = base.extend<{ consoleProblems: string[]; tabEmulation: TabEmulation }>({
  page: async ({ page }, provide) => {
    const heard = await watchPage(page);
    heardOn.set(page, heard);
    await provide(page);
    expectNothingReported(heard);
  },
  consoleProblems: async ({ page }, provide) => provide(heardOn.get(page)!.consoleProblems),
  tabEmulation: async ({ page }, provide) => provide(emulationOver(await page.context().newCDPSession(page))),
});

/** What a test may have added to a tab, removed before the tab serves the next test. */
const TEST_EVENTS = [
  'console',
  'pageerror',
  'request',
  'response',
  'requestfinished',
  'requestfailed',
  'dialog',
  'popup',
  'download',
  'filechooser',
  'framenavigated',
  'load',
  'domcontentloaded',
  'websocket',
  'worker',
] as const;

/**
 * A worker's tab: a context of its own with one page, watched (`watchPage`) for its whole life, and
 * a DevTools session the fixture owns (its reset undoes the throttling and emulation a test asked
 * for through `tabEmulation`).
 */
export async function openTab(browser: Browser, options: BrowserContextOptions) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const heard = await watchPage(page);
  const cdp = await context.newCDPSession(page);
  return { context, page, heard, cdp };
}

export type Tab = Awaited<ReturnType<typeof openTab>>;

/** What no CPU or network throttling looks like to Chromium (`Network.emulateNetworkConditions`). */
const UNTHROTTLED_NETWORK = { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 };

/**
 * Readies a worker's tab for the next test: the last test's page and context routes and its
 * listeners dropped (the tab's own watch listens again), CPU and network throttling undone (the
 * locale and time zone are the context's options, fixed for the tab's life: Chromium refuses a
 * second override), the site's sessionStorage and localStorage in this tab (drafts) cleared
 * whatever page the last test ended on, the tab on `about:blank` (unless `viaBlank: false`: it
 * stays on the site's page it is on) at `viewport` with no media emulation, its reports emptied.
 */
export async function resetTab({ page, heard, cdp, context }: Tab, viewport: { width: number; height: number } | null, { viaBlank = true } = {}) {
  await Promise.all([
    page.unrouteAll({ behavior: 'ignoreErrors' }),
    context.unrouteAll({ behavior: 'ignoreErrors' }),
    cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 }),
    cdp.send('Network.emulateNetworkConditions', UNTHROTTLED_NETWORK),
  ]);
  for (const event of TEST_EVENTS) page.removeAllListeners(event);
  listenForProblems(page, heard);
  if (viaBlank) {
    await page.goto('/robots.txt');
    await page.evaluate(() => (sessionStorage.clear(), localStorage.clear()));
    await page.goto('about:blank');
  } else if (page.url().startsWith('http')) {
    // Straight on from the site's last page (the route gate's next route is a new document anyway).
    await page.evaluate(() => (sessionStorage.clear(), localStorage.clear()));
  }
  if (viewport) await page.setViewportSize(viewport);
  await page.emulateMedia({ media: null, colorScheme: null, reducedMotion: null, forcedColors: null });
  heard.consoleProblems.length = 0;
  heard.cspViolations.length = 0;
}

/**
 * What a shared tab cannot undo after a test, and so refuses: each lasts for the context's or the
 * page's life and would reach every later test in the worker.
 */
const REFUSED_ON_PAGE = ['clock', 'addInitScript', 'exposeFunction', 'exposeBinding', 'setExtraHTTPHeaders', 'close'] as const;
const REFUSED_ON_CONTEXT = [
  'clock',
  'addInitScript',
  'exposeFunction',
  'exposeBinding',
  'grantPermissions',
  'newCDPSession',
  'setExtraHTTPHeaders',
  'setHTTPCredentials',
  'setGeolocation',
  'setOffline',
  'addCookies',
  'close',
] as const;

/** The message a shared tab throws when a test asks it for what it cannot undo. */
export function refusedByTheSharedTab(what: string): string {
  const throttling = what.endsWith('newCDPSession') ? ' (to slow the CPU or the network, use the `tabEmulation` fixture, which the tab undoes)' : '';
  return `sharedTabTest's tab cannot undo ${what}() for the next test in its worker${throttling}: write this test with \`test\` from tests/e2e/fixtures.ts, which gives it a context of its own.`;
}

/** `target` as a test sees it: the refused members throw `refusedByTheSharedTab`, the rest are the target's own. */
function refusing<T extends object>(target: T, owner: string, refused: readonly string[], overrides: Record<string, unknown> = {}): T {
  const refuse = (what: string) => () => {
    throw new Error(refusedByTheSharedTab(what));
  };
  return new Proxy(target, {
    get(object, property) {
      if (typeof property === 'string' && property in overrides) return overrides[property];
      if (typeof property === 'string' && refused.includes(property)) {
        // `page.clock` is an object of methods: each refuses with the method named.
        if (property === 'clock') return new Proxy({}, { get: (_, method) => refuse(`${owner}.clock.${String(method)}`) });
        return refuse(`${owner}.${property}`);
      }
      const value: unknown = Reflect.get(object, property, object);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(object) : value;
    },
  });
}

/**
 * A phone's touch screen and mobile viewport, for `tabDevice`. One object for every spec that asks:
 * Playwright tells worker options apart by the value given, so the specs share their workers.
 */
export const PHONE_TAB = { isMobile: true, hasTouch: true };

/**
 * `test` in the worker's shared tab, for the many short tests that only visit pages: one context
 * and one page per worker, which each test finds on `about:blank`, as a visitor's tab goes from
 * page to page. A new page is a new renderer process that compiles the site's code again: on two
 * cores that was most of a short test (decision 0039). Before each test the tab drops the last
 * one's routes and listeners, its sessionStorage and localStorage, its viewport, media emulation,
 * CPU and network throttling, and any other tab it opened (`resetTab`). What
 * it cannot undo it refuses, naming `test`: a page clock, init scripts, exposed functions, extra
 * headers, permissions, geolocation, offline, cookies and DevTools sessions (`refusedByTheSharedTab`);
 * throttling goes through `tabEmulation`. `page` is the tab and `context` its context. A spec may
 * ask for a phone's touch screen (`tabDevice`: its tests get a worker and a tab of their own); a
 * test that sets another context option (`test.use` of JavaScript, a locale) uses `test`.
 */
export const sharedTabTest = test.extend<
  object,
  {
    sharedTab: Tab;
    tabBaseURL: string | undefined;
    tabDevice: Pick<BrowserContextOptions, 'isMobile' | 'hasTouch'>;
    gateTab: Tab;
  }
>({
  /** The site the tab's relative addresses go to: the project's, or the lab build's for its spec. */
  tabBaseURL: [undefined, { scope: 'worker', option: true }],
  /** A phone's touch screen and mobile viewport for a spec's tab (a worker of its own serves it). */
  tabDevice: [{}, { scope: 'worker', option: true }],
  sharedTab: [
    async ({ browser, tabBaseURL, tabDevice }, provide, workerInfo) => {
      const { baseURL, viewport, userAgent, deviceScaleFactor, screen } = workerInfo.project.use;
      const tab = await openTab(browser, { baseURL: tabBaseURL ?? baseURL, viewport, userAgent, deviceScaleFactor, screen, ...tabDevice });
      await provide(tab);
      await tab.context.close();
    },
    { scope: 'worker' },
  ],
  /**
   * The route gate's tab (route-gate.spec.ts): a phone's size, and a page clock that runs as usual
   * so that the chat launcher's appear delay is skipped, not waited out. Declared here, with the
   * worker's tab, so that the gate's routes and the feature specs share their workers (a worker
   * fixture of its own would give the gate workers of its own); set up only where the gate runs.
   */
  gateTab: [
    async ({ browser }, provide, workerInfo) => {
      const tab = await openTab(browser, { baseURL: workerInfo.project.use.baseURL, viewport: PHONES[0] });
      await tab.context.clock.install();
      // axe is in every page the gate opens: its source crosses the DevTools pipe once per worker,
      // not once per route (half a megabyte each time, decision 0076).
      await tab.context.addInitScript({ content: axeSource });
      await provide(tab);
      await tab.context.close();
    },
    { scope: 'worker' },
  ],
  context: async ({ sharedTab }, provide) => provide(refusing(sharedTab.context, 'context', REFUSED_ON_CONTEXT)),
  page: async ({ sharedTab, context, viewport }, provide) => {
    await resetTab(sharedTab, viewport);
    const page = refusing(sharedTab.page, 'page', REFUSED_ON_PAGE, { context: () => context });
    heardOn.set(page, sharedTab.heard);
    await provide(page);
    for (const other of sharedTab.context.pages()) if (other !== sharedTab.page) await other.close();
    expectNothingReported(sharedTab.heard);
  },
  tabEmulation: async ({ sharedTab }, provide) => provide(emulationOver(sharedTab.cdp)),
});

export { expect };

/** Runs axe-core (WCAG 2.0, 2.1 and 2.2 A/AA rules and best practices) in the page and returns its violations. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated by the test runner, not added as an inline <script>: the site's CSP refuses those.
  // Once per document: a single-page walk (the quiz) checks many screens in one document.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: unknown,
            opts: unknown,
          ) => Promise<{ violations: Array<{ id: string; help: string; nodes: Array<{ target: unknown; failureSummary?: string }> }> }>;
        };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'] },
      // Only violations are read: axe then skips listing every node that passed.
      resultTypes: ['violations'],
    });
    return result.violations.map(
      (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => `${JSON.stringify(n.target)} ${(n as { failureSummary?: string }).failureSummary ?? ''}`).join(', ')})`,
    );
  });
  return violations;
}

/**
 * Scrolls a part below the fold into view, as a visitor would, and waits until it has hydrated
 * (src/shared/ui/below-the-fold.tsx: its code arrives when the visitor nears it).
 */
export async function reachBelowTheFold(part: Locator): Promise<void> {
  await part.scrollIntoViewIfNeeded();
  await expect(partOf(part)).toHaveAttribute('data-state', 'hydrated');
}

/** The part hydrated later that holds `element`: the innermost (the footer's newsletter form is a part inside the footer). */
export const partOf = (element: Locator): Locator => element.locator('xpath=ancestor::*[@data-below-the-fold][1]');

/**
 * Reaches for a part that hydrates on intent only (the footer's newsletter form, which posts
 * natively meanwhile): brought into view and hovered, then hydrated.
 */
export async function reachFor(part: Locator): Promise<void> {
  await part.scrollIntoViewIfNeeded();
  await part.hover();
  await expect(partOf(part)).toHaveAttribute('data-state', 'hydrated');
}

/**
 * Presses Tab until `target` holds the focus (at most `limit` presses), as a keyboard-only visitor
 * would; fails naming what the focus went through.
 */
export async function tabTo(page: Page, target: Locator, limit = 60): Promise<void> {
  const seen: string[] = [];
  for (let presses = 0; ; presses += 1) {
    const focused = () => target.evaluate((el) => ({ focused: el === document.activeElement, replaced: !el.isConnected }));
    let state = await focused();
    // A control can be replaced just as it takes the focus (the Locations trigger hands over to its
    // menu, focused): the element looked at is then gone, and the target is looked up again.
    if (state.replaced) state = await focused();
    if (state.focused) return;
    if (presses === limit) break;
    await page.keyboard.press('Tab');
    seen.push(
      await page.evaluate(() => {
        const a = document.activeElement;
        return (a?.getAttribute('aria-label') || a?.textContent || a?.tagName || '').trim().slice(0, 30);
      }),
    );
  }
  throw new Error(`Tab never reached the element; focus went through: ${seen.join(' | ')}`);
}

/**
 * Holds back every request matching `pattern` (as a slow network would) until `release()` is
 * called; then they complete as usual.
 */
export async function holdRequests(page: Page, pattern: RegExp): Promise<{ release: () => void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return { release: () => release() };
}

/**
 * Waits until the page has hydrated: the one signal every e2e test waits on, `<html data-hydrated>`
 * (HYDRATED_ATTRIBUTE, set by src/app/hydration-mark.tsx when the page's tree has hydrated), and,
 * unless `chat: false`, the chat advisor's code, which arrives after hydration (its clock starts
 * when it is there).
 */
export async function waitForHydration(page: Page, { chat = true, timeout }: { chat?: boolean; timeout?: number } = {}): Promise<void> {
  await page.waitForFunction(
    ([hydrated, chat]) => {
      if (!document.documentElement.hasAttribute(hydrated)) return false;
      const chatSlot = document.querySelector('[data-testid="chat-slot"]');
      return !chat || !chatSlot || !!chatSlot.querySelector('[data-testid="chat-widget"]');
    },
    [HYDRATED_ATTRIBUTE, chat] as const,
    { timeout },
  );
}

/** The page's JSON-LD blocks, parsed (untyped, as JSON.parse gives them: tests read what they assert). */
export async function jsonLdBlocks(page: Page) {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((t) => JSON.parse(t));
}
