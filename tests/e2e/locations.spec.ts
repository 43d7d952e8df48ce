import { CITY_PROFILES, MAP_EMBED_ORIGIN } from '../../src/content/locations';
import { MISSISSAUGA_ON_META } from '../../src/content/locations/mississauga-on-meta';
import { CITY_PAGE_TEXT, LOCATIONS_PAGE } from '../../src/content/pages/locations';
import { LOCATIONS_META } from '../../src/content/pages/meta';
import { NOT_FOUND } from '../../src/content/pages/not-found';
import { axeViolations, expect, jsonLdBlocks, sharedTabTest, test, waitForHydration } from './fixtures';

/** The city pages, the language pages and /locations, as a family searching for care nearby sees them. */

const SITE = 'https://www.maplehearth.ca';

/**
 * The five language pages (decision 0051), each at the spec's path in its language and in English
 * at `/english` beside it, as a reader of each sees them: written out here, not read from the content.
 * Montreal's page has a third twin in French (decision 0064), which its two others offer in their switch.
 */
const LANGUAGE_TWINS = [
  {
    path: '/care/punjabi-in-brampton',
    lang: 'pa',
    dir: 'ltr',
    h1: 'ਬਰੈਂਪਟਨ ਵਿੱਚ ਪੰਜਾਬੀ ਬੋਲਣ ਵਾਲੇ ਕੇਅਰਗਿਵਰ',
    englishH1: 'Punjabi-Speaking Caregivers in Brampton',
    greeting: 'ਸਤ ਸ੍ਰੀ ਅਕਾਲ',
    switchName: 'ਪੰਜਾਬੀ',
  },
  {
    path: '/care/tagalog-in-mississauga',
    lang: 'tl',
    dir: 'ltr',
    h1: 'Mga Caregiver na Nagsasalita ng Tagalog sa Mississauga',
    englishH1: 'Tagalog-Speaking Caregivers in Mississauga',
    greeting: 'Mabuhay! Kumusta po kayo?',
    switchName: 'Tagalog',
  },
  {
    path: '/care/hindi-in-calgary',
    lang: 'hi',
    dir: 'ltr',
    h1: 'कैलगरी में हिंदी बोलने वाले केयरगिवर',
    englishH1: 'Hindi-Speaking Caregivers in Calgary',
    greeting: 'नमस्ते',
    switchName: 'हिन्दी',
  },
  {
    path: '/care/mandarin-in-vancouver',
    lang: 'zh-Hans',
    dir: 'ltr',
    h1: '温哥华讲普通话的居家护理员',
    englishH1: 'Mandarin-Speaking Caregivers in Vancouver',
    greeting: '您好',
    switchName: '中文',
  },
  {
    path: '/care/arabic-in-montreal',
    lang: 'ar',
    dir: 'rtl',
    h1: 'مقدّمو رعاية يتحدثون العربية في مونتريال',
    englishH1: 'Arabic-Speaking Caregivers in Montreal',
    greeting: 'السلام عليكم',
    switchName: 'العربية',
    french: '/fr/soins/arabe-a-montreal',
  },
] as const;

/**
 * What each page shows is read as the host serves it, before any script runs (JavaScript off, so a
 * page costs its HTML and CSS, not a hydration): it is what a visitor sees at the first paint, and
 * hydration must keep it (a mismatch is a console error, which the route gate fails on).
 */
sharedTabTest.describe('as served, before any script runs', () => {
  // Its own context: JavaScript is turned off for a context.
  test.use({ javaScriptEnabled: false });

  test('every city page shows its own city in the h1 and its own title, services, neighbourhoods and JSON-LD', async ({ page }) => {
    for (const profile of CITY_PROFILES) {
      await page.goto(profile.path);
      await expect(page, profile.path).toHaveTitle(profile.metaTitle);
      await expect(page.getByRole('heading', { level: 1 }), profile.path).toHaveText(profile.hero.headline);
      await expect(page.getByRole('heading', { level: 1 }), profile.path).toContainText(profile.city);
      await expect(page.getByTestId('city-neighbourhoods').getByRole('listitem'), profile.path).toHaveText([...profile.neighbourhoods]);
      // The postal areas we serve around the city, named on its page (decision 0082).
      await expect(page.getByTestId('city-postal-areas'), profile.path).toHaveText(
        new RegExp(`^Postal areas we serve around ${profile.city}: [A-Z]\\d[A-Z](, [A-Z]\\d[A-Z])*\\.$`),
      );
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' }), profile.path).toContainText(`Locations›${profile.city}`);
      const blocks = await jsonLdBlocks(page);
      const business = blocks.find((b) => b['@type'] === 'MedicalBusiness');
      expect(business?.telephone, profile.path).toBe(profile.phone.e164);
      expect((business?.areaServed as { name: string }).name, profile.path).toBe(profile.city);
      expect(
        blocks.filter((b) => b['@type'] === 'Review'),
        profile.path,
      ).toHaveLength(2);
      expect(
        blocks.some((b) => b['@type'] === 'BreadcrumbList'),
        profile.path,
      ).toBe(true);
    }
  });

  test('Brampton and Mississauga show their coordinator with the direct line and e-mail; Toronto does not', async ({ page }) => {
    for (const city of ['Brampton', 'Mississauga']) {
      const profile = CITY_PROFILES.find((p) => p.city === city)!;
      await page.goto(profile.path);
      if (city === 'Brampton')
        await expect(page.getByTestId('city-postal-areas')).toHaveText(
          'Postal areas we serve around Brampton: L6P, L6R, L6S, L6T, L6V, L6W, L6X, L6Y, L6Z, L7A.',
        );
      const card = page.getByTestId('city-coordinator');
      await expect(card).toContainText(profile.coordinator!.name);
      await expect(card.getByRole('link', { name: profile.phone.display })).toHaveAttribute('href', profile.phone.href);
      await expect(card.getByRole('link', { name: `${city.toLowerCase()}@maplehearth.ca` })).toHaveAttribute(
        'href',
        `mailto:${city.toLowerCase()}@maplehearth.ca`,
      );
    }
    await page.goto('/senior-care-toronto');
    await expect(page.getByTestId('city-coordinator')).toHaveCount(0);
  });

  test('each language page and its English twin: lang and dir on <html>, its own h1 and greeting, hreflang to both twins on each, the switch to the other, the request on the page', async ({
    page,
  }) => {
    for (const twins of LANGUAGE_TWINS) {
      const english = `${twins.path}/english`;
      const french = 'french' in twins ? twins.french : undefined;
      const pair = [
        { hreflang: twins.lang, href: `${SITE}${twins.path}` },
        { hreflang: 'en-CA', href: `${SITE}${english}` },
        { hreflang: 'x-default', href: `${SITE}${english}` },
      ];
      const alternates = french ? [{ hreflang: 'fr-CA', href: `${SITE}${french}` }, pair[1], pair[0], pair[2]] : pair;
      const toFrench = french && { href: french, hreflang: 'fr-CA', lang: 'fr-CA', text: 'Français' };
      for (const [path, expected] of [
        [
          twins.path,
          {
            lang: twins.lang,
            dir: twins.dir,
            h1: twins.h1,
            canonical: `${SITE}${twins.path}`,
            greetingLang: null,
            switchTo: toFrench ?? { href: english, hreflang: 'en-CA', lang: 'en-CA', text: 'English' },
          },
        ],
        [
          english,
          {
            lang: 'en-CA',
            dir: 'ltr',
            h1: twins.englishH1,
            canonical: `${SITE}${english}`,
            greetingLang: twins.lang,
            switchTo: toFrench ?? { href: twins.path, hreflang: twins.lang, lang: twins.lang, text: twins.switchName },
          },
        ],
      ] as const) {
        await page.goto(path);
        // One round trip reads what a crawler and a screen reader read first.
        const seen = await page.evaluate(() => {
          const html = document.documentElement;
          const link = document.querySelector<HTMLAnchorElement>('header [data-testid="language-switch"] a');
          const greeting = document.querySelector('[data-testid="language-greeting"]');
          return {
            lang: html.lang,
            dir: html.dir,
            h1: document.querySelector('h1')?.textContent,
            canonical: document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href,
            alternates: [...document.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')].map((l) => ({ hreflang: l.hreflang, href: l.href })),
            greeting: greeting?.textContent,
            greetingLang: greeting?.getAttribute('lang') ?? null,
            switchTo: link && { href: link.getAttribute('href'), hreflang: link.hreflang, lang: link.lang, text: link.textContent },
            // The way to contact: the opening button to the request on the page, in its language; no English form.
            contact: [...document.querySelectorAll<HTMLAnchorElement>('main a[href="#call-back"], main a[href^="/contact-us"]')].map((a) =>
              a.getAttribute('href'),
            ),
            callBackForm: document.querySelectorAll('#call-back [data-testid="call-back-form"]').length,
            chrome: [document.querySelector('header'), document.querySelector('footer')].map((part) => part?.getAttribute('lang') ?? null),
          };
        });
        const chrome = expected.lang === 'en-CA' ? [null, null] : ['en-CA', 'en-CA'];
        expect(seen, path).toEqual({ ...expected, alternates, greeting: twins.greeting, contact: ['#call-back'], callBackForm: 1, chrome });
      }
    }
  });

  test('a city page with a language page links it, named in its language; the footer lists the languages', async ({ page }) => {
    await page.goto('/senior-care-brampton');
    const line = page.getByTestId('city-language-page');
    await expect(line.getByRole('link', { name: 'Punjabi-Speaking Caregivers in Brampton' })).toHaveAttribute('href', '/care/punjabi-in-brampton');
    await expect(line.getByRole('link')).toHaveAttribute('hreflang', 'pa');
    await expect(line.locator('[lang="pa"]')).toHaveText('ਪੰਜਾਬੀ');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Languages' })).toHaveAttribute('href', '/locations#languages');
    await page.goto('/senior-care-toronto');
    await expect(page.getByTestId('city-language-page')).toHaveCount(0);
  });

  test('/senior-care-mississauga-on is its own page, canonical to itself', async ({ page }) => {
    await page.goto('/senior-care-mississauga-on');
    await expect(page).toHaveTitle(MISSISSAUGA_ON_META.title);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/senior-care-mississauga-on$/);
  });

  test('a city the site has no page for is the not-found page, with HTTP 404', async ({ page }) => {
    const response = await page.goto('/senior-care-moose-jaw');
    expect(response!.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND.heading);
  });
});

sharedTabTest('the map is contacted only when the visitor asks for it', async ({ page }) => {
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

sharedTabTest('/locations: every city by province, a filter that folds accents and case, kept in the URL through reload', async ({ page }) => {
  await page.goto('/locations');
  await waitForHydration(page);
  await expect(page).toHaveTitle(LOCATIONS_META.title);
  const directory = page.getByTestId('locations-directory');
  await expect(directory.getByRole('link')).toHaveCount(CITY_PROFILES.length);
  await expect(directory.getByRole('heading', { level: 3 })).toHaveText(['Ontario', 'British Columbia', 'Alberta', 'Manitoba', 'Saskatchewan']);
  await expect(page.getByTestId('locations-offices').getByRole('listitem')).toHaveCount(3);
  // Each language page, and its English twin beside it; Montreal's French twin too (decision 0064).
  await expect(page.getByTestId('locations-languages').getByRole('link')).toHaveCount(11);

  const box = page.getByRole('searchbox', { name: LOCATIONS_PAGE.filter.label });
  await box.fill('SASKATCHEWAN');
  await expect(directory.getByRole('link')).toHaveText(['Saskatoon', 'Regina']);
  await expect(page).toHaveURL(/\/locations\?q=SASKATCHEWAN$/);
  await expect(page.getByTestId('locations-count')).toHaveText(LOCATIONS_PAGE.filter.count(2, 24));
  await page.reload();
  await waitForHydration(page);
  await expect(directory.getByRole('link')).toHaveText(['Saskatoon', 'Regina']);
  await page.getByRole('button', { name: LOCATIONS_PAGE.filter.reset }).click();
  await expect(directory.getByRole('link')).toHaveCount(24);
  await expect(page).toHaveURL(/\/locations$/);
});

/**
 * Where we serve, said before a family sends (docs/spec/DECISIONS.md "Where we serve"; decision
 * 0082): what /locations and /fr/emplacements answer to a family in Laval, in Montréal and in
 * Sudbury, and to a served postal code, each answer written here by hand.
 */
const SERVICE_AREA_SEARCHES = [
  {
    path: '/locations',
    box: 'Find your city or postal code',
    contact: '/contact-us',
    answers: [
      { typed: 'Laval', answer: 'on-request', heading: 'Laval: on request', ask: 'Ask about care in Laval', call: 'Call 1-888-555-0142' },
      { typed: 'H7N 2X4', answer: 'on-request', heading: 'Laval: on request', ask: 'Ask about care in Laval', call: 'Call 1-888-555-0142' },
      { typed: 'Montréal', answer: 'on-request', heading: 'Montreal: on request', ask: 'Ask about care in Montreal', call: 'Call 1-888-555-0142' },
      {
        typed: 'P3A 1A1',
        answer: 'not-served',
        heading: 'We do not serve postal area P3A yet',
        ask: 'Send us your question anyway',
        call: 'Call 1-888-555-0142',
      },
      { typed: 'L6Y 4R2', answer: 'served', heading: 'Yes, we serve Brampton', cities: [['Brampton', '/senior-care-brampton']] },
    ],
  },
  {
    path: '/fr/emplacements',
    box: 'Trouver votre ville ou votre code postal',
    contact: '/fr/nous-joindre',
    answers: [
      {
        typed: 'Laval',
        answer: 'on-request',
        heading: 'Laval\u00a0: sur demande',
        ask: 'Poser une question sur les soins à Laval',
        call: 'Appeler le 1-888-555-0142',
      },
      {
        typed: 'H7N 2X4',
        answer: 'on-request',
        heading: 'Laval\u00a0: sur demande',
        ask: 'Poser une question sur les soins à Laval',
        call: 'Appeler le 1-888-555-0142',
      },
      {
        typed: 'Montréal',
        answer: 'on-request',
        heading: 'Montréal\u00a0: sur demande',
        ask: 'Poser une question sur les soins à Montréal',
        call: 'Appeler le 1-888-555-0142',
      },
      {
        typed: 'P3A 1A1',
        answer: 'not-served',
        heading: 'Nous ne servons pas encore le secteur postal P3A',
        ask: 'Nous envoyer votre question quand même',
        call: 'Appeler le 1-888-555-0142',
      },
      { typed: 'K2P 1L4', answer: 'served', heading: 'Oui, nos préposés se rendent à Ottawa', cities: [['Ottawa', '/fr/soins-aux-aines-ottawa']] },
    ],
  },
] as const;

for (const search of SERVICE_AREA_SEARCHES) {
  sharedTabTest(
    `${search.path}: Laval, H7N 2X4 and Montréal are served on request, an Ontario postal code outside the list is not served, a served one lists its city; each answer announced`,
    async ({ page }) => {
      await page.goto(search.path);
      await waitForHydration(page);
      const box = page.getByRole('searchbox', { name: search.box });
      const answer = page.getByTestId('locations-answer');
      for (const expected of search.answers) {
        await box.fill(expected.typed);
        await expect(answer, expected.typed).toHaveAttribute('data-answer', expected.answer);
        // Two answers in a row can share their kind (Laval, then Montréal): wait for this one's heading.
        await expect(answer.locator('h3'), expected.typed).toHaveText(expected.heading);
        // One round trip: the heading, the live region, the answer's links and the cities listed.
        const seen = await page.evaluate(() => {
          const card = document.querySelector('[data-testid="locations-answer"]')!;
          const live = document.querySelector('[data-testid="locations-count"]')!;
          const links = (root: Element) => [...root.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
          return {
            heading: card.querySelector('h3')?.textContent,
            live: { polite: live.getAttribute('aria-live'), startsWithHeading: live.textContent!.startsWith(`${card.querySelector('h3')?.textContent}. `) },
            actions: links(card),
            cities: [...document.querySelectorAll('[data-testid="locations-directory"] section a')].map((a) => [a.textContent, a.getAttribute('href')]),
          };
        });
        expect(seen, expected.typed).toEqual({
          heading: expected.heading,
          live: { polite: 'polite', startsWithHeading: true },
          actions:
            'ask' in expected
              ? [
                  [expected.call, 'tel:+18885550142'],
                  [expected.ask, search.contact],
                ]
              : [],
          cities: 'cities' in expected ? expected.cities : [],
        });
      }
      expect(await axeViolations(page)).toEqual([]);
    },
  );
}

sharedTabTest('the Locations dropdown shows 8 cities, Languages and View All Locations', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await waitForHydration(page);
  await page
    .getByRole('button', { name: /Locations/ })
    .first()
    .click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveCount(10);
  await expect(menu.getByRole('menuitem', { name: 'Languages' })).toHaveAttribute('href', '/locations#languages');
  await expect(menu.getByRole('menuitem').last()).toHaveText(/View All Locations/);
  await menu.getByRole('menuitem', { name: CITY_PROFILES[0]!.city }).click();
  await expect(page).toHaveURL(/\/senior-care-brampton$/);
});

sharedTabTest(
  'the Arabic page is mirrored (its words start at the right, the logo at the right), and its switch goes to the French twin (decision 0064) and back, <html> following',
  async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/care/arabic-in-montreal');
    await waitForHydration(page);
    // One round trip: the document's language, and where the heading's words and the logo stand.
    const layout = () =>
      page.evaluate(() => {
        const h1 = document.querySelector('h1')!;
        const words = document.createRange();
        words.selectNodeContents(h1);
        const logo = document.querySelector('header a')!.getBoundingClientRect();
        return {
          lang: document.documentElement.lang,
          dir: document.documentElement.dir,
          direction: getComputedStyle(h1).direction,
          wordsStartAtRight: Math.abs(words.getBoundingClientRect().right - h1.getBoundingClientRect().right) < 2,
          logoAtRight: logo.left > innerWidth / 2,
        };
      });
    expect(await layout()).toEqual({ lang: 'ar', dir: 'rtl', direction: 'rtl', wordsStartAtRight: true, logoAtRight: true });

    await page.getByTestId('language-switch').getByRole('link', { name: 'Français' }).click();
    await expect(page).toHaveURL(/\/fr\/soins\/arabe-a-montreal$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Des préposés qui parlent arabe à Montréal');
    expect(await layout()).toEqual({ lang: 'fr-CA', dir: 'ltr', direction: 'ltr', wordsStartAtRight: false, logoAtRight: false });

    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('مقدّمو رعاية يتحدثون العربية في مونتريال');
    expect(await layout()).toEqual({ lang: 'ar', dir: 'rtl', direction: 'rtl', wordsStartAtRight: true, logoAtRight: true });
    await expect(page).toHaveTitle('مقدّمو رعاية يتحدثون العربية في مونتريال | Maple Hearth Home Care');
  },
);

sharedTabTest('the Punjabi page fetches its own words and no other language page’s, nor its English twin’s', async ({ page }) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) scripts.push(response.text());
  });
  await page.goto('/care/punjabi-in-brampton');
  await waitForHydration(page);
  const fetched = (await Promise.all(scripts)).join('\n');
  const has = (words: string) => fetched.includes(words);
  expect(has('ਬਰੈਂਪਟਨ ਵਿੱਚ ਪੰਜਾਬੀ ਬੋਲਣ ਵਾਲੇ ਕੇਅਰਗਿਵਰ')).toBe(true);
  // The other pages' headings in their languages, and a phrase of each English lead, this page's
  // included (the registry's English labels, which /locations shows, are on every page by design).
  const elsewhere = [
    ...LANGUAGE_TWINS.filter((t) => t.lang !== 'pa').map((t) => t.h1),
    'understand Sikh and Punjabi traditions',
    'help lolos and lolas in Mississauga',
    'festivals, fasts and home-cooked meals',
    'care that honours family, familiar food',
    'faith, food and family ties',
  ];
  expect(elsewhere.filter(has)).toEqual([]);
});
