import { axeViolations, expect, test, waitForHydration } from './fixtures';
import { builtRoutes } from './routes';

/**
 * Every route at phone width: zero axe violations (WCAG 2.0-2.2 A/AA), and nothing hidden under fixed parts: the chat launcher is a compact round button
 * (named "Chat with us"), and every page keeps room at its end, so that when a visitor has
 * scrolled to the bottom no link, button or field sits under the sticky call-to-action bar or
 * the chat button.
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

for (const route of builtRoutes.pages) {
  test(`${route.path}: no axe violation at phone width, and scrolled to the end nothing focusable sits under the sticky bar or the chat button`, async ({ page }) => {
    await page.goto(route.path);
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: 'Chat with us' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const tall = await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight + 300);
    if (tall) await expect(page.getByTestId('sticky-cta-bar')).toHaveAttribute('data-state', 'visible');
    // Let below-the-fold parts that hydrate on approach settle, then measure once more at the end.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const covered = await page.evaluate(() => {
      // The fixed parts: the call-to-action bar, the chat launcher, the contact page's messaging button.
      const fixed = [...document.querySelectorAll<HTMLElement>('.sticky-cta-bar, .chat-button, .floating-message-button')]
        .map((el) => ({ el, rect: el.getBoundingClientRect() }))
        .filter(({ rect }) => rect.width > 0 && rect.height > 0);
      const focusable = document.querySelectorAll<HTMLElement>('a[href], button, input:not([type="hidden"]), select, textarea, [tabindex]:not([tabindex="-1"])');
      const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      return [...focusable]
        .filter((el) => !fixed.some((f) => f.el.contains(el)) && !el.closest('[data-testid="chat-widget"], .toast-region'))
        .map((el) => ({ el, rect: el.getBoundingClientRect() }))
        .filter(({ el, rect }) => rect.width > 0 && rect.height > 0 && rect.bottom > 0 && rect.top < window.innerHeight && getComputedStyle(el).visibility !== 'hidden')
        .filter(({ rect }) => fixed.some((f) => overlaps(rect, f.rect)))
        .map(({ el }) => `${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 40)}"`)
        // Nor do the fixed parts cover each other.
        .concat(fixed.flatMap((a, i) => fixed.slice(i + 1).filter((b) => overlaps(a.rect, b.rect)).map((b) => `${a.el.className} over ${b.el.className}`)));
    });
    expect(covered, 'focusable elements under the fixed parts').toEqual([]);
  });
}
