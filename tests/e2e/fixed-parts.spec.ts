import { axeViolations, expect, test, waitForHydration } from './fixtures';
import { phoneGateProblems } from './phone-gate';
import { builtRoutes } from './routes';

/**
 * Every route at phone width: zero axe violations (WCAG 2.0-2.2 A/AA), and the phone gate
 * (./phone-gate.ts): at 390 x 844 and 360 x 740, at every scroll position, nothing runs off the
 * screen and nothing a visitor taps or reads is under a launcher, the call-to-action bar or the
 * header. The chat launcher is a compact round button that keeps its name.
 */
test.use({ viewport: { width: 390, height: 844 } });

test('at phone width the chat launcher is a round button that keeps its name', async ({ page }) => {
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

for (const route of builtRoutes.pages) {
  test(`${route.path}: no axe violation and the phone gate passes, at 390 x 844 and at 360 x 740`, async ({ page }) => {
    await page.goto(route.path);
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: 'Chat with us' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    expect(await phoneGateProblems(page), 'at 390 x 844').toEqual([]);
    await page.setViewportSize({ width: 360, height: 740 });
    expect(await axeViolations(page)).toEqual([]);
    expect(await phoneGateProblems(page), 'at 360 x 740').toEqual([]);
  });
}
