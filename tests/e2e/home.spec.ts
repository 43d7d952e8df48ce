import {
  HOME_CAREGIVERS,
  HOME_COMMUNITIES,
  HOME_COMPARISON,
  HOME_FAQ,
  HOME_FEATURED_QUOTE,
  HOME_HERO,
  HOME_PRESS,
  HOME_SERVICES,
  HOME_STEPS,
  HOME_VALUES,
} from '../../src/content/pages/home';
import { HOME_VOICES } from '../../src/content/testimonials';
import { capturedWith } from './capture';
import { axeViolations, expect, jsonLdBlocks, sharedTabTest, waitForHydration } from './fixtures';

sharedTabTest('home shows its ten sections in order, the press strip and the FAQ', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const h2 = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
  const order = [
    HOME_PRESS.heading,
    HOME_SERVICES.heading,
    HOME_VOICES.heading,
    'Ready to Talk About Care?',
    HOME_STEPS.heading,
    HOME_VALUES.heading,
    HOME_CAREGIVERS.heading,
    HOME_COMMUNITIES.heading,
    HOME_COMPARISON.heading,
    HOME_FEATURED_QUOTE.heading,
    HOME_FAQ.heading,
  ];
  expect(h2.filter((h) => order.includes(h))).toEqual(order);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOME_HERO.heading);
  for (const badge of ['Vetted & Insured Caregivers', '24/7 Family Support', 'Culturally-Matched Care']) {
    await expect(page.getByText(badge, { exact: true })).toBeVisible();
  }
  await expect(page.getByTestId('press-logos').getByRole('listitem')).toHaveCount(5);
  for (const card of ['In-Home Care', 'Wellness Programs', 'Tech Support']) {
    await expect(page.getByRole('link', { name: card, exact: true })).toHaveAttribute('href', '/services');
  }
  for (const step of ['Tell Us Your Needs', 'Get Matched', 'Start Care at Home']) {
    await expect(page.getByRole('heading', { name: step })).toBeVisible();
  }
  for (const value of ['Empowerment', 'Trust', 'Innovation']) {
    await expect(page.getByRole('heading', { name: value, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('list', { name: HOME_CAREGIVERS.badgesLabel }).first().getByRole('listitem')).toHaveText([
    'Gold Certified',
    'COVID-Vaccinated',
    'Multilingual',
  ]);
  for (const city of HOME_COMMUNITIES.cities) {
    await expect(page.getByRole('link', { name: city, exact: true }).last()).toHaveAttribute('href', `/senior-care-${city.toLowerCase()}`);
  }
  await expect(page.getByText(HOME_FEATURED_QUOTE.quote)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Own a Franchise' })).toHaveAttribute('href', '/franchise');
  await expect(page.getByRole('link', { name: /free guide/ })).toHaveAttribute('href', '/free-care-guide');

  const blocks = await jsonLdBlocks(page);
  const faq = blocks.find((b) => b['@type'] === 'FAQPage');
  expect(faq.mainEntity.map((q: { name: string }) => q.name)).toEqual(HOME_FAQ.items.map((i) => i.question));
});

sharedTabTest('the comparison table says Yes and No in words, row by row', async ({ page }) => {
  await page.goto('/');
  const table = page.getByTestId('home-comparison');
  await expect(table.getByRole('rowheader')).toHaveText(HOME_COMPARISON.rows.map((r) => r.feature));
  for (const row of HOME_COMPARISON.rows) {
    await expect(table.getByRole('row', { name: new RegExp(row.feature.replace(/[/]/g, '.')) }).getByRole('cell')).toHaveText(['Yes', 'No']);
  }
});

sharedTabTest('the call-to-action band posts a CTA Section Inquiry', async ({ page }) => {
  const phone = `905-555-${String(Date.now()).slice(-4)}`;
  await page.goto('/');
  await waitForHydration(page);
  const form = page.getByTestId('home-cta-form');
  await form.getByRole('textbox', { name: 'Full name' }).fill('Neha Sharma');
  await form.getByRole('textbox', { name: 'Phone number' }).fill(phone);
  await form.getByRole('textbox', { name: /How can we help/ }).fill('Evening visits for my grandmother in Kitchener, please.');
  expect(await axeViolations(page)).toEqual([]);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page).toHaveURL(/\/thank-you\?from=home-cta$/);
  const [post] = await capturedWith(page, 'phone', phone);
  expect(post!.fields).toMatchObject({
    _subject: 'Website Inquiry - CTA Section Inquiry',
    name: 'Neha Sharma',
    phone,
    email: '',
    message: 'Evening visits for my grandmother in Kitchener, please.',
  });
});
