import { CITY_PROFILES, MAP_EMBED_ORIGIN } from '../../src/content/locations';
import { LANGUAGE_PAGES } from '../../src/content/locations/language-pages';
import { LANGUAGE_PAGE_META, MISSISSAUGA_ON_META } from '../../src/content/locations/meta';
import { CITY_PAGE_TEXT, LOCATIONS_PAGE } from '../../src/content/pages/locations';
import { LOCATIONS_META } from '../../src/content/pages/meta';
import { NOT_FOUND } from '../../src/content/pages/not-found';
import { axeViolations, expect, jsonLdBlocks, test as testInItsOwnContext, waitForHydration, warmTest as test } from './fixtures';

/** Step 12: the city pages, the language pages and /locations, as a family searching for care nearby sees them. */

/**
 * What each page shows is read as the host serves it, before any script runs (JavaScript off, so a
 * page costs its HTML and CSS, not a hydration): it is what a visitor sees at the first paint, and
 * hydration must keep it (a mismatch is a console error, which the route gate fails on).
 */
test.describe('as served, before any script runs', () => {
  // Its own context: JavaScript is turned off for a context.
  testInItsOwnContext.use({ javaScriptEnabled: false });

  testInItsOwnContext('every city page shows its own city in the h1 and its own title, services, neighbourhoods and JSON-LD', async ({ page }) => {
    for (const profile of CITY_PROFILES) {
      await page.goto(profile.path);
      await expect(page, profile.path).toHaveTitle(profile.metaTitle);
      await expect(page.getByRole('heading', { level: 1 }), profile.path).toHaveText(profile.hero.headline);
      await expect(page.getByRole('heading', { level: 1 }), profile.path).toContainText(profile.city);
      await expect(page.getByTestId('city-neighbourhoods').getByRole('listitem'), profile.path).toHaveText([...profile.neighbourhoods]);
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' }), profile.path).toContainText(`Locations›${profile.city}`);
      const blocks = await jsonLdBlocks(page);
      const business = blocks.find((b) => b['@type'] === 'MedicalBusiness');
      expect(business?.telephone, profile.path).toBe(profile.phone.e164);
      expect((business?.areaServed as { name: string }).name, profile.path).toBe(profile.city);
      expect(blocks.filter((b) => b['@type'] === 'Review'), profile.path).toHaveLength(2);
      expect(blocks.some((b) => b['@type'] === 'BreadcrumbList'), profile.path).toBe(true);
    }
  });

  testInItsOwnContext('Brampton and Mississauga show their coordinator with the direct line and e-mail; Toronto does not', async ({ page }) => {
    for (const city of ['Brampton', 'Mississauga']) {
      const profile = CITY_PROFILES.find((p) => p.city === city)!;
      await page.goto(profile.path);
      const card = page.getByTestId('city-coordinator');
      await expect(card).toContainText(profile.coordinator!.name);
      await expect(card.getByRole('link', { name: profile.phone.display })).toHaveAttribute('href', profile.phone.href);
      await expect(card.getByRole('link', { name: `${city.toLowerCase()}@maplehearth.ca` })).toHaveAttribute('href', `mailto:${city.toLowerCase()}@maplehearth.ca`);
    }
    await page.goto('/senior-care-toronto');
    await expect(page.getByTestId('city-coordinator')).toHaveCount(0);
  });

  testInItsOwnContext('each language page: the greeting in its language with its lang and direction, and the city in the h1', async ({ page }) => {
    for (const language of LANGUAGE_PAGES) {
      await page.goto(language.path);
      await expect(page, language.path).toHaveTitle(LANGUAGE_PAGE_META.find((m) => m.path === language.path)!.title);
      await expect(page.getByRole('heading', { level: 1 }), language.path).toContainText(language.city);
      const greeting = page.getByTestId('language-greeting');
      await expect(greeting, language.path).toHaveText(language.greeting);
      await expect(greeting, language.path).toHaveAttribute('lang', language.lang);
      await expect(greeting, language.path).toHaveAttribute('dir', language.dir);
      await expect(page.getByRole('img', { name: language.heroImageAlt }), language.path).toBeVisible();
      await expect(page.getByRole('region', { name: /^Ask for a/ }).getByRole('link', { name: 'Contact Us' }), language.path).toHaveAttribute('href', `/contact-us?language=${encodeURIComponent(language.language)}&city=${encodeURIComponent(language.city)}`);
    }
  });

  testInItsOwnContext('/senior-care-mississauga-on is its own page, canonical to itself', async ({ page }) => {
    await page.goto('/senior-care-mississauga-on');
    await expect(page).toHaveTitle(MISSISSAUGA_ON_META.title);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/senior-care-mississauga-on$/);
  });

  testInItsOwnContext('a city the site has no page for is the not-found page, with HTTP 404', async ({ page }) => {
    const response = await page.goto('/senior-care-moose-jaw');
    expect(response!.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND.heading);
  });
});

test('the map is contacted only when the visitor asks for it', async ({ page }) => {
  const thirdParty: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['127.0.0.1', 'localhost'].includes(url.hostname)) thirdParty.push(request.url());
  });
  // The frame's answer does not matter here: nothing leaves the test machine.
  await page.route('https://www.google.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<p>map</p>' }));
  const response = await page.goto('/senior-care-calgary');
  // The policy frames that one origin, and nothing else.
  expect(response!.headers()['content-security-policy']).toContain(`frame-src ${MAP_EMBED_ORIGIN};`);
  await waitForHydration(page);
  const map = page.getByTestId('city-map');
  await map.scrollIntoViewIfNeeded();
  await expect(map).toHaveAttribute('data-state', 'placeholder');
  expect(thirdParty).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
  await map.getByRole('button', { name: CITY_PAGE_TEXT.map.show }).click();
  const frame = page.locator('iframe[title="Map of Calgary"]');
  await expect(frame).toHaveAttribute('src', /^https:\/\/www\.google\.com\/maps\?q=Calgary/);
  await expect(frame).toHaveAttribute('loading', 'lazy');
  await expect.poll(() => thirdParty.length).toBeGreaterThan(0);
});

test('/locations: every city by province, a filter that folds accents and case, kept in the URL through reload', async ({ page }) => {
  await page.goto('/locations');
  await waitForHydration(page);
  await expect(page).toHaveTitle(LOCATIONS_META.title);
  const directory = page.getByTestId('locations-directory');
  await expect(directory.getByRole('link')).toHaveCount(CITY_PROFILES.length);
  await expect(directory.getByRole('heading', { level: 3 })).toHaveText(['Ontario', 'British Columbia', 'Alberta', 'Manitoba', 'Saskatchewan']);
  await expect(page.getByTestId('locations-offices').getByRole('listitem')).toHaveCount(3);
  await expect(page.getByTestId('locations-languages').getByRole('link')).toHaveCount(5);

  const box = page.getByRole('searchbox', { name: LOCATIONS_PAGE.filter.label });
  await box.fill('SASKATCHEWAN');
  await expect(directory.getByRole('link')).toHaveText(['Saskatoon', 'Regina']);
  await expect(page).toHaveURL(/\/locations\?q=SASKATCHEWAN$/);
  await expect(page.getByTestId('locations-count')).toHaveText(LOCATIONS_PAGE.filter.count(2, 24));
  await page.reload();
  await waitForHydration(page);
  await expect(directory.getByRole('link')).toHaveText(['Saskatoon', 'Regina']);

  await box.fill('Montréal');
  await expect(page.getByTestId('locations-empty')).toContainText(LOCATIONS_PAGE.filter.emptyTitle);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByTestId('locations-empty').getByRole('button', { name: LOCATIONS_PAGE.filter.reset }).click();
  await expect(directory.getByRole('link')).toHaveCount(24);
  await expect(page).toHaveURL(/\/locations$/);
});

test('the Locations dropdown shows 8 cities and View All Locations', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('button', { name: /Locations/ }).first().click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveCount(9);
  await expect(menu.getByRole('menuitem').last()).toHaveText(/View All Locations/);
  await menu.getByRole('menuitem', { name: CITY_PROFILES[0]!.city }).click();
  await expect(page).toHaveURL(/\/senior-care-brampton$/);
});
