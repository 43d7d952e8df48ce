import { TIMINGS } from '../../src/content/site';
import { expect, reachBelowTheFold, test, waitForHydration } from './fixtures';
import { builtRoutes } from './routes';

/**
 * No leaked timers or actors: a visitor who opens the chat, lets the carousels turn and walks
 * through 30 pages inside the app leaves nothing running behind. The page's timers are counted
 * (setTimeout and setInterval wrapped before the app loads); a machine left running by a page
 * that is gone keeps a timer pending (a carousel re-arms its advance delay forever), so the
 * timers pending on the same quiet page before and after the walk must be the same, and none may
 * carry a carousel's interval once no carousel is on screen. (A carousel left running is caught:
 * its advance delay stays armed.)
 */
test('30 in-app navigations with the chat open and carousels running leave no machine timers behind', async ({ page }) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => {
    const live = new Map<number, number>();
    const { setTimeout: set, clearTimeout: clear, setInterval: every, clearInterval: stop } = window;
    window.setTimeout = ((handler: TimerHandler, ms?: number, ...args: unknown[]) => {
      const id: number = set(
        (...a: unknown[]) => {
          live.delete(id);
          if (typeof handler === 'function') handler(...a);
        },
        ms,
        ...args,
      );
      live.set(id, ms ?? 0);
      return id;
    }) as typeof window.setTimeout;
    window.clearTimeout = ((id?: number) => {
      if (id !== undefined) live.delete(id);
      clear(id);
    }) as typeof window.clearTimeout;
    window.setInterval = ((handler: TimerHandler, ms?: number, ...args: unknown[]) => {
      const id: number = every(handler, ms, ...args);
      live.set(id, -(ms ?? 0));
      return id;
    }) as typeof window.setInterval;
    window.clearInterval = ((id?: number) => {
      if (id !== undefined) live.delete(id);
      stop(id);
    }) as typeof window.clearInterval;
    (window as unknown as { __liveTimers: () => number[] }).__liveTimers = () => [...live.values()];
  });
  const liveTimers = () => page.evaluate(() => (window as unknown as { __liveTimers: () => number[] }).__liveTimers());
  const footer = page.locator('footer');
  /**
   * An in-app navigation through a footer link (the footer hydrates as it is approached), taken
   * from the keyboard: the open chat panel covers the footer's corner, as it does for a visitor.
   */
  const visit = async (path: string) => {
    const link = footer.locator(`a[href="${path}"]`).first();
    await reachBelowTheFold(link);
    await link.focus();
    await expect(link).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${path.replace(/[/]/g, '\\/')}$`));
    // The new page is on screen (its title is set as it renders), not the last one still leaving:
    // otherwise the carousel check below can find the previous page's carousel.
    const route = builtRoutes.pages.find((r) => r.path === path);
    expect(route, `${path} is a route of the registry`).toBeDefined();
    await expect(page).toHaveTitle(route!.title);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  };

  await page.goto('/privacy-policy');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Chat with us' }).click();
  await expect(page.getByRole('dialog', { name: /chat assistant/ })).toBeVisible();
  // The greeting arrives; the chat then waits for the visitor with no timer of its own.
  await expect(page.getByText(/welcome to Maple Hearth/)).toBeVisible();
  await page.mouse.move(0, 0);
  const quietBefore = (await liveTimers()).sort();

  const paths = await footer.locator('a[href^="/"]:not([href*="#"])').evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href') ?? ''))]);
  const carouselIntervals: number[] = [TIMINGS.homeCarouselMs, TIMINGS.testimonialCarouselMs];
  let carouselPages = 0;
  const walk = ['/about-us', '/why-us', '/testimonials', ...paths.filter((p) => p !== '/privacy-policy')];
  for (let i = 0; i < 30; i += 1) {
    const path = walk[i % walk.length]!;
    await visit(path);
    // Pages with a carousel: bring it into view (it hydrates there) and see it turning.
    const carousel = page.locator('[data-testid="testimonial-carousel"][data-state^="showing"]');
    if (
      await page.evaluate(
        () =>
          !!document.querySelector('[data-testid="testimonial-carousel"]')?.scrollIntoView({ block: 'center' }) ||
          !!document.querySelector('[data-testid="testimonial-carousel"]'),
      )
    ) {
      await expect(carousel.first()).toBeVisible();
      // Turning: its advance delay is armed (what the check below would find if it were left running).
      await expect.poll(async () => (await liveTimers()).some((ms) => carouselIntervals.includes(ms))).toBe(true);
      carouselPages += 1;
    }
  }
  await visit('/privacy-policy');
  await expect(page.getByRole('dialog', { name: /chat assistant/ })).toBeVisible();
  await page.mouse.move(0, 0);
  const quietAfter = (await liveTimers()).sort();

  expect(carouselPages, 'pages with a turning carousel on the walk').toBeGreaterThanOrEqual(3);
  expect(
    quietAfter.filter((ms) => carouselIntervals.includes(ms)),
    'carousel timers pending after leaving every carousel',
  ).toEqual([]);
  // Nothing pending after the walk that was not pending on the same quiet page before it (a
  // one-off timer of the first load may have ended since).
  const extra = [...quietAfter];
  for (const ms of quietBefore) {
    const at = extra.indexOf(ms);
    if (at >= 0) extra.splice(at, 1);
  }
  expect(extra, 'timers pending after the walk that were not before it').toEqual([]);
});
