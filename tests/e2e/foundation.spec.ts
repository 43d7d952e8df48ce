import { NOT_FOUND } from '../../src/content/pages/not-found';
import { axeViolations, expect, sharedTabTest, waitForHydration } from './fixtures';
import { builtRoutes } from './routes';

sharedTabTest('site-level JSON-LD states the facts of docs/spec/SPEC.md §1', async ({ page }) => {
  await page.goto('/');
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const site = blocks.map((b) => JSON.parse(b)).find((b) => b['@graph']);
  const business = site['@graph'].find((n: { '@type': string }) => n['@type'] === 'LocalBusiness');
  expect(business.aggregateRating).toMatchObject({ ratingValue: 4.9, reviewCount: 88 });
  expect(business.priceRange).toBe('$$');
  expect(business.knowsLanguage).toEqual(['English', 'Punjabi', 'Hindi', 'Tagalog']);
  expect(business.foundingDate).toBe('2022');
  expect(business.address).toMatchObject({ addressLocality: 'Brampton', addressRegion: 'ON' });
  // The structured hours are the hours the footer shows (docs/spec/DECISIONS.md "Opening hours in structured data").
  expect(business.openingHoursSpecification).toEqual([
    { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:00', closes: '20:00' },
    { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday', 'Sunday'], opens: '10:00', closes: '16:00' },
  ]);
  await expect(page.locator('footer')).toContainText('Monday to Friday');
  await expect(page.locator('footer')).toContainText('8 AM - 8 PM');
  const website = site['@graph'].find((n: { '@type': string }) => n['@type'] === 'WebSite');
  expect(website.potentialAction.target.urlTemplate).toBe('https://www.maplehearth.ca/search?q={term}');
});

sharedTabTest.describe('redirects replace history', () => {
  // _redirects (host.spec.ts) sends each legacy path on at a host that reads it; at one that does
  // not, the path's own document does, in the browser. Each document is the same generated page,
  // read here for its target; one is walked in the browser.
  sharedTabTest('every legacy path has a document that sends the visitor to its page, query and all', async ({ request }) => {
    for (const { from, to } of builtRoutes.redirects) {
      const html = await (await request.get(from)).text();
      expect(html, from).toContain(`<meta http-equiv="refresh" content="0; url=${to}">`);
      expect(html, from).toContain(`<script data-to="${to}">location.replace(document.currentScript.dataset.to + location.search + location.hash)</script>`);
      expect(html, from).toContain('<meta name="robots" content="noindex">');
    }
  });

  const [first] = builtRoutes.redirects;
  sharedTabTest(`${first!.from} lands on ${first!.to} with its query, and Back skips it`, async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.goto(`${first!.from}?ref=old-link`);
    await expect(page).toHaveURL(new RegExp(`${first!.to.replace(/[/-]/g, '\\$&')}\\?ref=old-link$`));
    await page.goBack();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });

  sharedTabTest('an in-app link to a legacy path redirects without a reload and replaces history', async ({ page }) => {
    await page.goto('/no-such-page');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Join Our Caregiver Team' }).click();
    await expect(page).toHaveURL(/\/careers$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/no-such-page$/);
  });
});

sharedTabTest.describe('the not-found page', () => {
  sharedTabTest('unknown paths answer 404 with the not-found page, noindex', async ({ page, request }) => {
    const raw = await request.get('/nope');
    expect(raw.status()).toBe(404);
    const html = await raw.text();
    expect(html).toContain('<meta name="robots" content="noindex');
    expect(html).not.toContain('rel="canonical"');
    await page.goto('/senior-care-atlantis');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND.heading })).toBeVisible();
    await expect(page).toHaveTitle(builtRoutes.notFound.title);
    for (const name of ['Find Your Care Plan', 'Our Services', 'Franchise Opportunities']) {
      await expect(page.getByRole('main').getByRole('link', { name })).toBeVisible();
    }
    expect(await axeViolations(page)).toEqual([]);
  });

  sharedTabTest('an empty search raises the destructive toast and stays; a term goes to /search', async ({ page }) => {
    await page.goto('/old-page');
    await waitForHydration(page);
    const box = page.getByRole('searchbox', { name: 'Search our services' });
    await box.fill('   ');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const alert = page.getByTestId('toaster').getByRole('alert');
    await expect(alert.getByText('Search is a great idea!')).toBeVisible();
    await expect(alert.getByText('Please enter something to search for.')).toBeVisible();
    await expect(page).toHaveURL(/\/old-page$/);
    expect(await axeViolations(page)).toEqual([]);
    await box.fill('  live-in care ');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=live-in%20care$/);
  });
});

sharedTabTest('/thank-you tailors its heading to `from`', async ({ page }) => {
  await page.goto('/thank-you?from=newsletter');
  await expect(page.getByRole('heading', { level: 1, name: 'Subscribed!' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Read Our Blog' })).toHaveAttribute('href', '/blog');
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  await page.goto('/thank-you');
  await expect(page.getByRole('heading', { level: 1, name: 'Thank You! Your Message Has Been Received.' })).toBeVisible();
});

sharedTabTest('the sticky call-to-action bar appears after 300 px of scroll', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto('/');
  await waitForHydration(page);
  const bar = page.getByTestId('sticky-cta-bar');
  await expect(bar).toHaveAttribute('data-state', 'hidden');
  await page.evaluate(() => window.scrollTo(0, 250));
  await expect(bar).toHaveAttribute('data-state', 'hidden');
  await page.evaluate(() => window.scrollTo(0, 400));
  await expect(bar).toHaveAttribute('data-state', 'visible');
  await expect(bar.getByRole('link', { name: 'Get Care Now' })).toHaveAttribute('href', '/book-a-free-care-consultation');
  await expect(bar.getByRole('link', { name: /Call Us/ })).toHaveAttribute('href', 'tel:+18885550142');
  expect(await axeViolations(page)).toEqual([]);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(bar).toHaveAttribute('data-state', 'hidden');
});

sharedTabTest('header: Locations lists the first 8 cities, Languages and View All Locations', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Locations' }).click();
  const items = page.getByRole('menuitem');
  await expect(items).toHaveCount(10);
  await expect(items.first()).toHaveText('Brampton');
  await expect(items.nth(7)).toHaveText('Vaughan');
  await expect(items.nth(8)).toHaveText('Languages');
  await expect(items.last()).toHaveText('View All Locations');
  await expect(page.getByRole('link', { name: 'Book a Free Consultation' }).first()).toBeVisible();
});

sharedTabTest.describe('at a phone viewport', () => {
  sharedTabTest.use({ viewport: { width: 390, height: 844 } });

  sharedTabTest('the mobile menu opens, expands Locations, and closes when a link is chosen', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const menu = page.getByTestId('mobile-menu');
    await expect(menu).toHaveAttribute('data-state', 'closed');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toHaveAttribute('data-state', 'open.collapsed');
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    const locations = dialog.getByRole('button', { name: /Locations/ });
    await locations.click();
    await expect(menu).toHaveAttribute('data-state', 'open.expanded');
    // Read once the list has finished unfolding (mid-way, its last links are still half hidden):
    // its box holds all of it, at full opacity, and nothing is still moving (before the unfolding
    // starts, no animation runs yet either).
    await page.waitForFunction(
      (id) => {
        const list = document.getElementById(id);
        return (
          !!list &&
          list.clientHeight > 0 &&
          list.clientHeight >= list.scrollHeight &&
          getComputedStyle(list).opacity === '1' &&
          document.getAnimations().length === 0
        );
      },
      (await locations.getAttribute('aria-controls')) ?? '',
    );
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('link', { name: 'Mississauga' }).click();
    await expect(menu).toHaveAttribute('data-state', 'closed');
    await expect(page).toHaveURL(/\/senior-care-mississauga$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  sharedTabTest('the consultation button stays visible', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Free Consultation', exact: true })).toBeVisible();
  });
});

sharedTabTest('navigation scrolls to the top of the new page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto('/no-such-page');
  await waitForHydration(page);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

sharedTabTest('robots.txt and sitemap.xml list only indexable routes', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Sitemap: https://www.maplehearth.ca/sitemap.xml');
  // A noindex page must stay fetchable, or a crawler never reads its noindex.
  expect(robots).not.toMatch(/^Disallow: \S/m);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const route of builtRoutes.pages) {
    const loc = `<loc>https://www.maplehearth.ca${route.path === '/' ? '/' : route.path}</loc>`;
    if (route.noindex) expect(sitemap).not.toContain(loc);
    else expect(sitemap).toContain(loc);
  }
  expect(sitemap).not.toContain('/thank-you');
});
