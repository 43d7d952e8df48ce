import { expect, jsonLdBlocks, sharedTabTest, waitForHydration } from './fixtures';

/**
 * The FAQ and the Montreal page in French (decision 0064), as a family reading French meets them:
 * the French FAQ's accordion works as the English one does and its structured data is in French; the
 * Montreal page's three twins (Arabic, English, French) name all three in hreflang and the header's
 * switch leads from each to the right twin. What each French route must be besides (axe, the phone
 * and readers gates, its weight) the route gate holds; what the words are, the unit tests
 * (tests/unit/french-faq-locations.test.ts). Each page's head and switch are read in one evaluate.
 */
const SITE = 'https://www.maplehearth.ca';

sharedTabTest('/fr/faq: the French questions in four single-open accordions, FAQPage structured data in French, the switch to /faq', async ({ page }) => {
  await page.goto('/fr/faq');
  await waitForHydration(page);
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
    'À propos de nous',
    'Nos services',
    'Nos préposés et la confiance',
    'Coûts et démarches',
    'Vous avez encore des questions?',
  ]);
  const services = page.getByTestId('faq-our-services');
  const [first, second] = [
    services.getByRole('button', { name: 'Quels types de soins offrez-vous?' }),
    services.getByRole('button', { name: 'Les soins peuvent-ils commencer rapidement?' }),
  ];
  await first.click();
  await expect(services.getByText(/^Nous offrons des soins personnels, de la compagnie/)).toBeVisible();
  await second.click();
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(
    services.getByText('Les soins peuvent habituellement commencer dans les 48 heures suivant votre premier appel.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByTestId('faq-about')).toHaveAttribute('data-state', 'collapsed');

  const faq = (await jsonLdBlocks(page)).find((b) => b['@type'] === 'FAQPage');
  expect(faq.mainEntity).toHaveLength(24);
  expect(faq.mainEntity[0]).toEqual({
    '@type': 'Question',
    name: 'Qui est Maple Hearth Home Care?',
    acceptedAnswer: {
      '@type': 'Answer',
      text: 'Maple Hearth Home Care est une agence de soins à domicile pour aînés fondée en 2022, dont le siège social est à Brampton, en Ontario. Notre idée de départ est simple\u00a0: les aînés méritent d’être soignés chez eux, par des personnes qui comprennent leur langue, leur culture et leurs habitudes.',
    },
  });
  const contact = page.getByRole('link', { name: 'Parler à un conseiller en soins', exact: true });
  expect(await contact.evaluate((a: HTMLAnchorElement) => [a.getAttribute('href'), a.hreflang])).toEqual(['/fr/nous-joindre', '']);
  const english = page.getByTestId('language-switch').getByRole('link', { name: 'English' });
  expect(await english.evaluate((a: HTMLAnchorElement) => [a.getAttribute('href'), a.hreflang, document.documentElement.lang])).toEqual([
    '/faq',
    'en-CA',
    'fr-CA',
  ]);
});

sharedTabTest(
  'the Montreal page in Arabic, English and French: each names the three in hreflang; the switch offers the other two, French first from Arabic and English',
  async ({ page }) => {
    const trio = [
      ['fr-CA', `${SITE}/fr/soins/arabe-a-montreal`],
      ['en-CA', `${SITE}/care/arabic-in-montreal/english`],
      ['ar', `${SITE}/care/arabic-in-montreal`],
      ['x-default', `${SITE}/care/arabic-in-montreal/english`],
    ];
    const read = () =>
      page.evaluate(() => {
        return {
          lang: document.documentElement.lang,
          dir: document.documentElement.dir,
          alternates: [...document.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')].map((l) => [l.hreflang, l.href]),
          switch: [...document.querySelectorAll<HTMLAnchorElement>('[data-testid="language-switch"] a')].map((a) => [
            a.textContent,
            a.getAttribute('href'),
            a.hreflang,
          ]),
        };
      });

    await page.goto('/care/arabic-in-montreal');
    const french = ['Français', '/fr/soins/arabe-a-montreal', 'fr-CA'];
    const english = ['English', '/care/arabic-in-montreal/english', 'en-CA'];
    const arabic = ['العربية', '/care/arabic-in-montreal', 'ar'];
    expect(await read()).toEqual({ lang: 'ar', dir: 'rtl', alternates: trio, switch: [french, english] });
    await page.goto('/care/arabic-in-montreal/english');
    expect(await read()).toEqual({ lang: 'en-CA', dir: 'ltr', alternates: trio, switch: [french, arabic] });

    // A visitor follows the switch, as a link (the client's navigation), and from French back to English.
    await waitForHydration(page);
    await page.getByTestId('language-switch').getByRole('link', { name: 'Français' }).click();
    await expect(page).toHaveURL(/\/fr\/soins\/arabe-a-montreal$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Des préposés qui parlent arabe à Montréal');
    expect(await read()).toEqual({ lang: 'fr-CA', dir: 'ltr', alternates: trio, switch: [english, arabic] });
    // By keyboard, one twin's link to the next.
    await page.getByTestId('language-switch').getByRole('link', { name: 'English' }).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByTestId('language-switch').getByRole('link', { name: 'العربية' })).toBeFocused();
    await expect(page.getByTestId('language-greeting')).toHaveAttribute('lang', 'ar');
    // Its opening button leads to its own call-back request, in French (decision 0080), not to an English form.
    const ask = page.getByRole('main').getByRole('link', { name: 'Demander qu’on me rappelle' });
    expect(await ask.evaluate((a: HTMLAnchorElement) => [a.getAttribute('href'), a.hreflang])).toEqual(['#call-back', '']);
  },
);
