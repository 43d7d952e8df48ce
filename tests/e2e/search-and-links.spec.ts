import { SEARCH_ITEMS, SEARCH_PAGE } from '../../src/content/pages/search';
import { SEARCH_DETAIL_REDIRECTS } from '../../src/content/redirects';
import { CHAT_SCRIPT } from '../../src/content/chat-script';
import { LOCATIONS_MENU, LOCATIONS_PATH } from '../../src/content/navigation';
import { builtRoutes } from './routes';
import { axeViolations, expect, sharedTabTest, waitForHydration } from './fixtures';

const results = (page: import('@playwright/test').Page) => page.getByTestId('search-results');
const searchBox = (page: import('@playwright/test').Page) => page.getByRole('searchbox', { name: SEARCH_PAGE.inputLabel });

sharedTabTest.describe('/search', () => {
  sharedTabTest("finds 'dementia' in titles and descriptions, whatever its case, and a result opens its page", async ({ page }) => {
    await page.goto('/search?q=DeMentia');
    await waitForHydration(page);
    await expect(results(page).getByRole('heading', { level: 2 })).toHaveText('2 results for “DeMentia”');
    await expect(results(page).getByRole('heading', { level: 3 })).toHaveText(["Alzheimer's & Dementia Care", 'Understanding Dementia Care Options']);
    await expect(searchBox(page)).toHaveValue('DeMentia');
    expect(await axeViolations(page)).toEqual([]);

    await results(page).getByRole('link', { name: "Alzheimer's & Dementia Care", exact: true }).click();
    await expect(page).toHaveURL(/\/dementia-care-brampton$/); // through /services/alzheimers-dementia-care
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  sharedTabTest("'xyz' shows the no-match message and 'View All Services'; a blank term clears q", async ({ page }) => {
    await page.goto('/search');
    await waitForHydration(page);
    await expect(results(page).getByRole('listitem')).toHaveCount(SEARCH_ITEMS.length);

    await searchBox(page).fill('xyz');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/\/search\?q=xyz$/);
    await expect(results(page)).toContainText(SEARCH_PAGE.noMatch);
    expect(await axeViolations(page)).toEqual([]);

    await searchBox(page).fill('   ');
    await page.getByRole('button', { name: SEARCH_PAGE.submit, exact: true }).click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(results(page).getByRole('listitem')).toHaveCount(SEARCH_ITEMS.length);

    await page.goto('/search?q=xyz');
    await results(page).getByRole('link', { name: SEARCH_PAGE.viewAllServices.label }).click();
    await expect(page).toHaveURL(/\/services$/);
  });

  sharedTabTest('a search term in the box survives the trip: Back returns to the previous results', async ({ page }) => {
    await page.goto('/search?q=meal');
    await waitForHydration(page);
    await expect(results(page).getByRole('heading', { level: 3 })).toHaveText(['Meal Prep & Home Support']);
    await searchBox(page).fill('transport');
    await searchBox(page).press('Enter');
    await expect(results(page).getByRole('heading', { level: 3 })).toHaveText(['Transportation']);
    await page.goBack();
    await expect(page).toHaveURL(/q=meal$/);
    await expect(searchBox(page)).toHaveValue('meal');
  });
});

sharedTabTest('a crawl of every internal link from / (and of the chat and Locations menu links) reaches no not-found page', async ({ request }) => {
  sharedTabTest.setTimeout(120_000);
  // Links that only appear on interaction start the crawl beside /: the chat's link buttons and
  // the header's Locations menu (rendered at the first hover, so not in the prerendered header).
  // A reply's link is written [words](/path) (docs/spec/SPEC.md §4.3).
  const chatLinks = CHAT_SCRIPT.suggestions.flatMap((s) => [...s.reply.matchAll(/\]\((\/[^)\s]*)\)/g)].map((m) => m[1]!));
  expect(chatLinks.length, 'the chat script has link buttons').toBeGreaterThan(0);
  const seeds = ['/', ...chatLinks, ...LOCATIONS_MENU.map((link) => link.to), LOCATIONS_PATH];
  const seen = new Set<string>(seeds);
  const queue = [...seen];
  const broken: string[] = [];
  const reached: string[] = [];
  while (queue.length) {
    const path = queue.shift()!;
    const response = await request.get(path);
    if (response.status() === 404) {
      broken.push(path);
      continue;
    }
    expect(response.status(), path).toBe(200);
    reached.push(path);
    const html = await response.text();
    for (const [, href] of html.matchAll(/href="([^"]+)"/g)) {
      if (!href!.startsWith('/') || href!.startsWith('//') || /^\/(assets|images)\/|\.(svg|css|js|png|ico)$/.test(href!)) continue;
      const target = new URL(href!, 'http://site').pathname.replace(/\/+$/, '') || '/';
      if (!seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  }
  sharedTabTest.info().annotations.push({ type: 'crawl', description: `${reached.length} pages reached` });
  expect(broken).toEqual([]);
  // Every indexable page of the registry is reachable by links from the home page.
  const unreached = builtRoutes.pages.filter((r) => !r.noindex && !reached.includes(r.path)).map((r) => r.path);
  expect(unreached).toEqual([]);
});

sharedTabTest('every search result leads to a page (the detail paths resolve through redirects)', async ({ page }) => {
  for (const item of SEARCH_ITEMS) {
    const response = await page.goto(item.detailsPath);
    expect(response?.status(), item.detailsPath).toBe(200);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: 'Oops! That Page Isn’t Here Anymore.' })).toHaveCount(0);
    const redirect = SEARCH_DETAIL_REDIRECTS.find((r) => r.from === item.detailsPath);
    if (redirect) await expect(page).toHaveURL(new RegExp(`${redirect.to}$`));
  }
});
