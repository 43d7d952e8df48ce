import { axeViolations, expect, test, waitForHydration } from './fixtures';
import { phoneGateProblems } from './phone-gate';
import { builtRoutes } from './routes';

/**
 * The route gate: the one place that visits every route of the registry, once, at each width a
 * visitor brings (1280 px, then 390 x 844 and 360 x 740 on the same page). It owns what every page
 * must be: hydrated with its own title and one visible h1 (not the not-found page), zero axe
 * violations (WCAG 2.0-2.2 A/AA and best practices) at every width, and the phone gate
 * (./phone-gate.ts) at both phone widths: at every scroll position nothing runs off the screen and
 * nothing a visitor taps or reads is under a launcher, the call-to-action bar or the header. The
 * fixtures fail it on any console error or warning and any CSP violation. Head tags are checked
 * once, in dist/, by seo.spec.ts; feature specs test only what their features do.
 */
const NOT_FOUND_HEADING = 'Oops! That Page Isn’t Here Anymore.';

for (const route of builtRoutes.pages) {
  test(`${route.path}: its own page, no axe violation at 1280, 390 and 360 px, the phone gate at 390 x 844 and 360 x 740`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(route.path);
    await waitForHydration(page);
    await expect(page).toHaveTitle(route.title);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: NOT_FOUND_HEADING })).toHaveCount(0);
    expect(await axeViolations(page), 'at 1280 px').toEqual([]);

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('button', { name: 'Chat with us' })).toBeVisible();
    expect(await axeViolations(page), 'at 390 x 844').toEqual([]);
    expect(await phoneGateProblems(page), 'at 390 x 844').toEqual([]);
    await page.setViewportSize({ width: 360, height: 740 });
    expect(await axeViolations(page), 'at 360 x 740').toEqual([]);
    expect(await phoneGateProblems(page), 'at 360 x 740').toEqual([]);
  });
}

test.describe('at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the chat launcher is a round button that keeps its name', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const button = page.getByRole('button', { name: 'Chat with us' });
    await expect(button).toBeVisible();
    const box = await button.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(56);
    expect(Math.abs((box?.width ?? 0) - (box?.height ?? 0))).toBeLessThanOrEqual(1);
  });

  test('the gate sees a launcher floating over the page, where it stood before the dock', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: 'Chat with us' })).toBeVisible();
    expect(await phoneGateProblems(page)).toEqual([]);
    // Lifted 5rem above the screen's foot, as it was: the launcher floats over what scrolls by.
    await page.evaluate(() => document.querySelector<HTMLElement>('.chat-slot')!.style.setProperty('bottom', '5rem', 'important'));
    expect((await phoneGateProblems(page)).filter((p) => p.includes('is under chat-slot')).length).toBeGreaterThan(0);
  });
});
