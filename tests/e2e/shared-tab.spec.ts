import type { Page } from '@playwright/test';
import { expect, sharedTabTest } from './fixtures';

/**
 * The worker's shared tab (fixtures.ts `sharedTabTest`) keeps nothing of one test for the next:
 * what it can undo it undoes before each test (`resetTab`), what it cannot it refuses with a
 * message naming the fixture to use. Cheap on purpose: no page of the site is opened.
 */

/**
 * How much work the shared tab's main thread gets through beside an unthrottled page's, now, on
 * this machine: loop turns in 200 ms of wall time each, taken in turn twice (the machine's other
 * work then weighs on both alike), as a ratio. About 1 unthrottled; a CPU throttled 20x leaves
 * the tab a twentieth, a fraction of it however busy the machine.
 */
async function workBesideUnthrottled(shared: Page, unthrottled: Page): Promise<{ ratio: number; said: string }> {
  const turnsIn200ms = (page: Page) =>
    page.evaluate(() => {
      const end = performance.now() + 200;
      let turns = 0;
      while (performance.now() < end) turns += 1;
      return turns;
    });
  let sharedTurns = 0;
  let unthrottledTurns = 0;
  for (let round = 0; round < 2; round += 1) {
    unthrottledTurns += await turnsIn200ms(unthrottled);
    sharedTurns += await turnsIn200ms(shared);
  }
  const ratio = sharedTurns / unthrottledTurns;
  return { ratio, said: `${sharedTurns} loop turns in the shared tab, ${unthrottledTurns} in an unthrottled page (${ratio.toFixed(2)})` };
}

sharedTabTest.describe('throttling in the shared tab', () => {
  // The two tests in this order, in one worker: the second finds the tab the first left.
  sharedTabTest.describe.configure({ mode: 'serial' });

  /** An unthrottled page of its own, to measure the shared tab against on this machine, now. */
  let reference: Page;
  sharedTabTest.beforeAll(async ({ browser }) => {
    reference = await (await browser.newContext()).newPage();
  });
  sharedTabTest.afterAll(async () => {
    await reference.context().close();
  });

  sharedTabTest(
    'a test slows the CPU through `tabEmulation` (20x; the early-input tests ask for 6x): the tab gets through under a third of the work of an unthrottled page',
    async ({ page, tabEmulation }) => {
      await tabEmulation.throttleCpu(20);
      // Then a page, as the early-input tests open one (Chromium's throttle can take a moment to bite).
      await page.goto('/robots.txt');
      await expect
        .poll(async () => (await workBesideUnthrottled(page, reference)).ratio, {
          message: "the throttled tab's work beside an unthrottled page's",
          intervals: [0, 250, 500],
        })
        .toBeLessThan(0.3);
      // The test ends with the CPU slowed, as a failing early-input test would.
    },
  );

  sharedTabTest('the next test in the shared tab runs at full speed: the throttle did not outlive its test', async ({ page }) => {
    await page.goto('/robots.txt');
    const { ratio, said } = await workBesideUnthrottled(page, reference);
    expect(ratio, said).toBeGreaterThan(0.3);
  });
});

sharedTabTest(
  'a shared-tab test that installs a page clock, an init script, a permission or a DevTools session fails, naming the fixture to use',
  async ({ page, context }) => {
    const useTest = 'write this test with `test` from tests/e2e/fixtures.ts, which gives it a context of its own.';
    expect(() => page.clock.install()).toThrow(`sharedTabTest's tab cannot undo page.clock.install() for the next test in its worker: ${useTest}`);
    expect(() => page.clock.setFixedTime(new Date('2026-11-25T15:00:00Z'))).toThrow(
      `sharedTabTest's tab cannot undo page.clock.setFixedTime() for the next test in its worker: ${useTest}`,
    );
    expect(() => context.clock.install()).toThrow(`sharedTabTest's tab cannot undo context.clock.install() for the next test in its worker: ${useTest}`);
    expect(() => page.addInitScript(() => {})).toThrow(`sharedTabTest's tab cannot undo page.addInitScript() for the next test in its worker: ${useTest}`);
    expect(() => context.addInitScript(() => {})).toThrow(
      `sharedTabTest's tab cannot undo context.addInitScript() for the next test in its worker: ${useTest}`,
    );
    expect(() => context.grantPermissions(['clipboard-read'])).toThrow(
      `sharedTabTest's tab cannot undo context.grantPermissions() for the next test in its worker: ${useTest}`,
    );
    expect(() => context.newCDPSession(page)).toThrow(
      `sharedTabTest's tab cannot undo context.newCDPSession() for the next test in its worker (to slow the CPU or the network, use the \`tabEmulation\` fixture, which the tab undoes): ${useTest}`,
    );
    // The page's context is the `context` fixture's, refusing the same things.
    expect(page.context()).toBe(context);
    expect(() => page.context().grantPermissions(['geolocation'])).toThrow(
      `sharedTabTest's tab cannot undo context.grantPermissions() for the next test in its worker: ${useTest}`,
    );
  },
);
