import { FAQ_PAGE } from '../../src/content/pages/faq';
import { ACCESSIBILITY_STATEMENT, PRIVACY_POLICY, TERMS_OF_USE } from '../../src/content/pages/legal';
import { expect, jsonLdBlocks, sharedTabTest, waitForHydration } from './fixtures';

sharedTabTest('/faq: four groups, each a single-open accordion, and FAQPage structured data', async ({ page }) => {
  await page.goto('/faq');
  await waitForHydration(page);
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toContainText(['About', 'Our Services', 'Caregivers & Trust', 'Pricing & Process']);
  for (const group of FAQ_PAGE.groups) {
    const accordion = page.getByTestId(`faq-${group.id}`);
    await expect(accordion.getByRole('button')).toHaveCount(group.items.length);
  }
  const services = page.getByTestId('faq-our-services');
  const [a, b] = [services.getByRole('button').nth(0), services.getByRole('button').nth(1)];
  await a.click();
  await expect(services.getByText(FAQ_PAGE.groups[1]!.items[0]!.answer)).toBeVisible();
  await b.click();
  await expect(a).toHaveAttribute('aria-expanded', 'false');
  await expect(b).toHaveAttribute('aria-expanded', 'true');
  // Another group keeps its own state.
  await expect(page.getByTestId('faq-about')).toHaveAttribute('data-state', 'collapsed');

  const blocks = await jsonLdBlocks(page);
  const faq = blocks.find((b) => b['@type'] === 'FAQPage');
  expect(faq.mainEntity).toHaveLength(FAQ_PAGE.groups.reduce((n, g) => n + g.items.length, 0));
});

sharedTabTest('a topic link scrolls smoothly to its group and updates the hash', async ({ page }) => {
  await page.goto('/faq');
  await waitForHydration(page);
  await page.getByRole('navigation', { name: 'Question topics' }).getByRole('link', { name: 'Pricing & Process' }).click();
  await expect(page).toHaveURL(/\/faq#pricing-and-process$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Pricing & Process' })).toBeInViewport();
  const top = await page.getByRole('heading', { level: 2, name: 'Pricing & Process' }).evaluate((el) => el.getBoundingClientRect().top);
  const header = await page.locator('header').evaluate((el) => el.getBoundingClientRect().bottom);
  expect(top).toBeGreaterThanOrEqual(header); // not hidden under the sticky header
});

sharedTabTest('privacy and terms are dated the day of the build; the accessibility statement September 11, 2025', async ({ page }) => {
  const built = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(new Date());
  for (const [path, doc] of [
    ['/privacy-policy', PRIVACY_POLICY],
    ['/terms-of-use', TERMS_OF_USE],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(doc.heading);
    // The build ran moments ago (in Toronto): today's or, around midnight, yesterday's date.
    await expect(page.getByTestId('legal-date')).toHaveText(/^Last updated: [A-Z][a-z]+ \d{1,2}, \d{4}$/);
    const shown = (await page.getByTestId('legal-date').textContent())!.replace('Last updated: ', '');
    expect(Math.abs(Date.parse(shown) - Date.parse(built))).toBeLessThanOrEqual(24 * 3600 * 1000);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    for (const section of doc.sections) await expect(page.locator(`section#${section.id}`)).toBeAttached();
  }
  await page.goto('/accessibility');
  await expect(page.getByTestId('legal-date')).toHaveText('Dated September 11, 2025');
  await expect(page.getByRole('main')).toContainText('partially conforms');
  await expect(page.getByRole('main')).toContainText('WCAG 2.1 level AA');
  await expect(page.getByRole('main')).toContainText('within 2 business days');
  expect(ACCESSIBILITY_STATEMENT.dated).toBe('September 11, 2025');
});
