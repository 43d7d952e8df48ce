import { readFileSync } from 'node:fs';
import { FOOTER_ELEMENT_ID } from '../../src/app/document-ids';
import { CHAT_OPEN_BUTTON } from '../../src/content/chat-script';
import { HOME_FAQ } from '../../src/content/pages/home';
import { expect, holdRequests, partOf, reachBelowTheFold, reachFor, test, waitForHydration } from './fixtures';
import { builtPageFile, builtRoutes } from './routes';

/**
 * The lean first load, seen from the browser: what `/` fetches before anyone scrolls, what
 * arrives later and when, and that nothing moves while it does (CLS 0).
 */

/** Code that only the parts below the fold need, which `/` must not fetch before the visitor nears them. */
const BELOW_THE_FOLD = /\/assets\/(home-voices|home-closing|footer|contact-form|testimonial-carousel|faq-accordion)-[\w-]+\.js$/;

declare global {
  interface Window {
    layoutShift: number;
  }
}

test('/ fetches no below-the-fold code until the visitor nears it, the chat panel and the Locations menu only on intent, renders the menu at first reach, and shifts nothing', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  // Every layout shift not caused by input, from the first paint on.
  await page.addInitScript(() => {
    window.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) window.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });

  await page.goto('/');
  await waitForHydration(page);
  // The chat button appears after 1 s; the panel's and the Locations menu's code wait for the visitor's intent.
  await expect(page.getByRole('button', { name: CHAT_OPEN_BUTTON })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((s) => /\/assets\/(chat-panel|locations-menu)-/.test(s))).toEqual([]);
  await page.getByRole('button', { name: CHAT_OPEN_BUTTON }).hover();
  await expect.poll(() => scripts.some((s) => /\/assets\/chat-panel-/.test(s))).toBe(true);
  expect(scripts.filter((s) => BELOW_THE_FOLD.test(s))).toEqual([]);
  // Eleven home sections after the hero, the footer and its newsletter form; from the carousel on,
  // all far below the first screen.
  const parts = page.locator('[data-below-the-fold]');
  await expect(parts).toHaveCount(13);
  for (let i = 2; i < 13; i += 1) await expect(parts.nth(i)).toHaveAttribute('data-state', 'waiting');

  // Scrolling down: each part hydrates as it nears.
  const faq = page.getByTestId('home-faq-accordion');
  await reachBelowTheFold(faq);
  expect(scripts.some((s) => /\/assets\/home-closing-/.test(s))).toBe(true);
  // The footer hydrates as it nears; its newsletter form (it posts natively) only when reached for.
  const newsletter = page.getByTestId('footer-newsletter-form');
  await newsletter.scrollIntoViewIfNeeded();
  await expect(partOf(newsletter)).toHaveAttribute('data-state', 'waiting');
  expect(scripts.some((s) => /\/assets\/footer-newsletter-form-/.test(s))).toBe(false);
  await reachFor(newsletter);

  // The sticky bar has appeared (scrolled past 300 px), the chat button too: nothing moved.
  await expect(page.getByRole('link', { name: 'Get Care Now' })).toBeVisible();
  expect(await page.evaluate(() => window.layoutShift)).toBe(0);

  // The hydrated parts work: the FAQ opens a question. (Measured after the shifts on purpose: the
  // panel's opening is the visitor's own doing, but on a loaded machine its 200 ms animation can
  // outlast the 500 ms after a click that the browser excuses, and its last frames would count.)
  const question = faq.getByRole('button', { name: HOME_FAQ.items[0]!.question });
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');

  // The look-alike trigger stays until the visitor reaches for it: the menu's code (Popover,
  // floating-ui) is fetched and rendered only then, not while the page settles.
  await page.evaluate(() => window.scrollTo(0, 0));
  const locations = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Locations' });
  await expect(locations).not.toHaveAttribute('id');
  await locations.hover();
  await expect(locations).toHaveAttribute('id', /.+/); // Mantine's menu trigger
  await expect(page.getByRole('menu')).toBeVisible();
});

test('the Locations trigger hands over to the menu in place: focused, and open when asked', async ({ page }) => {
  // The menu's code is held back until the visitor has focused the look-alike trigger.
  const menuCode = await holdRequests(page, /\/assets\/locations-menu-[\w-]+\.js$/);
  await page.goto('/');
  await waitForHydration(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  const trigger = nav.getByRole('button', { name: 'Locations' });
  await trigger.focus();
  await expect(trigger).not.toHaveAttribute('id'); // still the look-alike
  menuCode.release();
  // The menu's trigger (Mantine gives it an id) replaces the look-alike and keeps the focus.
  await expect(trigger).toHaveAttribute('id', /.+/);
  await expect(trigger).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  await expect(page.getByRole('menuitem').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(trigger).toBeFocused();
});

test('the footer’s newsletter form hydrates when the pointer came onto it while the footer’s own code was still on its way', async ({ page }) => {
  // A loaded machine (CI's two cores under three workers): the footer's code arrives after the
  // visitor has scrolled to the form and rested the pointer on it. Its one pointerover came before
  // the form's part listened, and none comes again while the pointer stays; the form still hydrates.
  const footerCode = await holdRequests(page, /\/assets\/footer-[\w-]+\.js$/);
  await page.goto('/fr');
  await waitForHydration(page);
  const newsletter = page.getByTestId('footer-newsletter-form');
  const footer = page.locator('[data-below-the-fold]').filter({ has: page.locator('footer') });
  await newsletter.scrollIntoViewIfNeeded();
  await newsletter.hover();
  await expect(footer).toHaveAttribute('data-state', 'waiting');
  footerCode.release();
  await expect(footer).toHaveAttribute('data-state', 'hydrated');
  await expect(partOf(newsletter)).toHaveAttribute('data-state', 'hydrated');
});

test('a navigation from a page whose footer is still waiting to hydrate completes at once', async ({ page }) => {
  await page.goto('/services');
  await waitForHydration(page);
  await expect(page.locator('[data-below-the-fold]').filter({ has: page.locator('footer') })).toHaveAttribute('data-state', 'waiting');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Careers' }).click();
  await expect(page).toHaveURL(/\/careers$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Do Work That Matters, Close to Home');
});

test('no prerendered page paints before its header and content are parsed: the head waits for the footer that follows them', () => {
  // Painted while its HTML was still arriving (a slow phone), `/` once showed the header's links
  // where its buttons were still to come; they then jumped 500 px (a layout shift of 0.013).
  for (const { path } of builtRoutes.pages) {
    const html = readFileSync(builtPageFile(path), 'utf8');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head, path).toContain(`<link rel="expect" href="#${FOOTER_ELEMENT_ID}" blocking="render"/>`);
    const footers = [...html.matchAll(new RegExp(`<footer[^>]* id="${FOOTER_ELEMENT_ID}"`, 'g'))];
    expect(footers.length, `${path} has one footer`).toBe(1);
    expect(footers[0]!.index, `${path}: the footer follows </main>`).toBeGreaterThan(html.indexOf('</main>'));
  }
});
