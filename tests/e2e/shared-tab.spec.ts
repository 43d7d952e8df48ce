import type { Page } from '@playwright/test';
import { expect, sharedTabTest } from './fixtures';

/**
 * The worker's shared tab (fixtures.ts `sharedTabTest`) keeps nothing of one test for the next:
 * what it can undo it undoes before each test (`resetTab`), what it cannot it refuses with a
 * message naming the fixture to use. Cheap on purpose: no page of the site is opened.
 */

/**
 * How much work a page's main thread gets through in 150 ms of wall time: loop turns, best of
 * two runs (the first also warms the loop up; the best is the one the machine's other work least
 * interrupted). A CPU throttled 6x leaves the page about a sixth of them.
 */
async function loopTurns(page: Page): Promise<number> {
  return page.evaluate(() => {
    const turnsIn = (ms: number) => {
      const end = performance.now() + ms;
      let turns = 0;
      while (performance.now() < end) turns += 1;
      return turns;
    };
    return Math.max(turnsIn(150), turnsIn(150));
  });
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

  sharedTabTest('a test slows the CPU 6x through `tabEmulation`, as the early-input tests do: the tab gets through under half the work of an unthrottled page', async ({ page, tabEmulation }) => {
    await tabEmulation.throttleCpu(6);
    const unthrottled = await loopTurns(reference);
    const shared = await loopTurns(page);
    expect(shared / unthrottled, `${shared} loop turns in the throttled tab, ${unthrottled} in an unthrottled page`).toBeLessThan(0.5);
    // The test ends with the CPU slowed, as a failing early-input test would.
  });

  sharedTabTest('the next test in the shared tab runs at full speed: the throttle did not outlive its test', async ({ page }) => {
    const unthrottled = await loopTurns(reference);
    const shared = await loopTurns(page);
    expect(shared / unthrottled, `${shared} loop turns in the shared tab, ${unthrottled} in an unthrottled page`).toBeGreaterThan(0.5);
  });
});

sharedTabTest('a shared-tab test that installs a page clock, an init script, a permission or a DevTools session fails, naming the fixture to use', async ({ page, context }) => {
  const useTest = 'write this test with `test` from tests/e2e/fixtures.ts, which gives it a context of its own.';
  expect(() => page.clock.install()).toThrow(`sharedTabTest's tab cannot undo page.clock.install() for the next test in its worker: ${useTest}`);
  expect(() => page.clock.setFixedTime(new Date('2026-11-25T15:00:00Z'))).toThrow(`sharedTabTest's tab cannot undo page.clock.setFixedTime() for the next test in its worker: ${useTest}`);
  expect(() => context.clock.install()).toThrow(`sharedTabTest's tab cannot undo context.clock.install() for the next test in its worker: ${useTest}`);
  expect(() => page.addInitScript(() => {})).toThrow(`sharedTabTest's tab cannot undo page.addInitScript() for the next test in its worker: ${useTest}`);
  expect(() => context.addInitScript(() => {})).toThrow(`sharedTabTest's tab cannot undo context.addInitScript() for the next test in its worker: ${useTest}`);
  expect(() => context.grantPermissions(['clipboard-read'])).toThrow(`sharedTabTest's tab cannot undo context.grantPermissions() for the next test in its worker: ${useTest}`);
  expect(() => context.newCDPSession(page)).toThrow(
    `sharedTabTest's tab cannot undo context.newCDPSession() for the next test in its worker (to slow the CPU or the network, use the \`tabEmulation\` fixture, which the tab undoes): ${useTest}`,
  );
  // The page's context is the `context` fixture's, refusing the same things.
  expect(page.context()).toBe(context);
  expect(() => page.context().grantPermissions(['geolocation'])).toThrow(`sharedTabTest's tab cannot undo context.grantPermissions() for the next test in its worker: ${useTest}`);
});
