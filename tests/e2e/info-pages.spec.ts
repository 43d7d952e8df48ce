import type { Page } from '@playwright/test';
import { COMPANIONSHIP_PAGE } from '../../src/content/info-pages/companionship';
import { DEMENTIA_PAGE } from '../../src/content/info-pages/dementia';
import { END_OF_LIFE_PAGE } from '../../src/content/info-pages/end-of-life';
import { FALL_PREVENTION_PAGE } from '../../src/content/info-pages/fall-prevention';
import { HOUSEKEEPING_PAGE } from '../../src/content/info-pages/housekeeping';
import { LIVE_IN_PAGE } from '../../src/content/info-pages/live-in';
import { MEAL_PREP_PAGE } from '../../src/content/info-pages/meal-prep';
import { PERSONAL_CARE_PAGE } from '../../src/content/info-pages/personal-care';
import { RESPITE_PAGE } from '../../src/content/info-pages/respite';
import { TOP_QUALITY_CARE_PAGE } from '../../src/content/info-pages/top-quality-care';
import { TRANSPORTATION_PAGE } from '../../src/content/info-pages/transportation';
import type { InfoPageContent, ServicePageContent } from '../../src/content/info-pages/types';
import { WHAT_IS_HOME_CARE_PAGE } from '../../src/content/info-pages/what-is-home-care';
import { CONTACT_PAGE } from '../../src/content/pages/contact';
import { SERVICES, serviceByType } from '../../src/content/services';
import { INFO_EMAIL, INFO_MAILTO, PHONE } from '../../src/content/site';
import { expect, jsonLdBlocks, sharedTabTest, test, waitForHydration } from './fixtures';

const SERVICE_PAGES: readonly ServicePageContent[] = [
  PERSONAL_CARE_PAGE,
  COMPANIONSHIP_PAGE,
  LIVE_IN_PAGE,
  RESPITE_PAGE,
  HOUSEKEEPING_PAGE,
  DEMENTIA_PAGE,
  END_OF_LIFE_PAGE,
  MEAL_PREP_PAGE,
  TRANSPORTATION_PAGE,
  FALL_PREVENTION_PAGE,
];

/** Every section of a page's content is on screen with its heading, and the CTA closes it. */
async function expectSections(page: Page, content: InfoPageContent) {
  await expect(page.getByRole('heading', { level: 1, name: content.hero.heading })).toBeVisible();
  for (const section of content.sections) {
    const region = page.locator(`section#${section.id}`);
    await expect(region).toBeVisible();
    if (section.kind !== 'quote') await expect(region.getByRole('heading', { level: 2, name: section.heading })).toBeVisible();
    else await expect(region).toContainText(section.quote);
  }
  await expect(page.getByRole('heading', { level: 2, name: content.cta.heading })).toBeVisible();
}

sharedTabTest.describe('the ten service pages', () => {
  sharedTabTest('/services shows ten cards, each linking to its page, with every serviceType in its JSON-LD', async ({ page }) => {
    await page.goto('/services');
    await waitForHydration(page);
    const cards = page.getByTestId('service-cards').getByRole('listitem');
    await expect(cards).toHaveCount(10);
    for (const service of SERVICES) {
      await expect(page.getByRole('link', { name: service.title, exact: true })).toHaveAttribute('href', service.path);
    }
    const list = (await jsonLdBlocks(page)).find((b) => b['@type'] === 'ItemList') as { itemListElement: Array<{ item: { serviceType: string } }> };
    expect(list.itemListElement.map((e) => e.item.serviceType)).toEqual([
      'PersonalCare',
      'CompanionshipCare',
      'DementiaCare',
      'RespiteCare',
      'LiveInCare',
      'PalliativeCare',
      'MealPreparation',
      'Housekeeping',
      'Transportation',
      'ChronicIllnessSupport',
    ]);
  });

  /**
   * What each page shows is read as the host serves it, before any script runs (JavaScript off: a
   * page costs its HTML and CSS, not a hydration), as in locations.spec.ts.
   */
  sharedTabTest.describe('as served, before any script runs', () => {
    // Its own context: JavaScript is turned off for a context.
    test.use({ javaScriptEnabled: false });

    test('each service page: its sections, breadcrumbs, Service JSON-LD and a call to action asking about its service', async ({ page }) => {
      for (const content of SERVICE_PAGES) {
        const service = serviceByType(content.serviceType);
        await page.goto(service.path);
        await expectSections(page, content);

        const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
        await expect(crumbs.getByRole('link', { name: 'Home' }), service.path).toHaveAttribute('href', '/');
        await expect(crumbs.getByRole('link', { name: 'Services' }), service.path).toHaveAttribute('href', '/services');
        await expect(crumbs.getByText(service.title), service.path).toHaveAttribute('aria-current', 'page');

        const blocks = await jsonLdBlocks(page);
        const trail = blocks.find((b) => b['@type'] === 'BreadcrumbList') as { itemListElement: Array<{ name: string; item: string }> };
        expect(
          trail.itemListElement.map((i) => i.name),
          service.path,
        ).toEqual(['Home', 'Services', service.title]);
        expect(trail.itemListElement[2]!.item, service.path).toBe(`https://www.maplehearth.ca${service.path}`);
        expect(
          blocks.find((b) => b['@type'] === 'Service'),
          service.path,
        ).toMatchObject({ name: service.title, serviceType: service.serviceType });

        const inquiry = content.cta.actions[0]!;
        expect(inquiry.kind, service.path).toBe('serviceInquiry');
        await expect(page.getByRole('link', { name: (inquiry as { label: string }).label }).last(), service.path).toHaveAttribute('href', '/contact-us');
      }
    });
  });

  // One component serves every page's inquiry with the page's service; walked once.
  const inquiryPage = SERVICE_PAGES[0]!;
  const inquiryService = serviceByType(inquiryPage.serviceType);
  sharedTabTest(`${inquiryService.path}: the inquiry opens /contact-us with the service named in the message`, async ({ page }) => {
    await page.goto(inquiryService.path);
    await waitForHydration(page);
    const inquiry = inquiryPage.cta.actions[0] as { label: string };
    await page.getByRole('link', { name: inquiry.label }).last().click();
    await expect(page).toHaveURL(/\/contact-us$/);
    await expect(page.getByTestId('contact-form').getByRole('textbox', { name: /How can we help/ })).toHaveValue(
      CONTACT_PAGE.serviceInquiryMessage(inquiryService.title),
    );
  });

  sharedTabTest('personal care: six services, three plans and a single-open FAQ', async ({ page }) => {
    await page.goto('/personal-care-services');
    await waitForHydration(page);
    const included = page.locator('section#included-services').getByRole('listitem');
    await expect(included).toHaveCount(6);
    for (const name of ['Bathing', 'Grooming', 'Toileting', 'Dressing', 'Mobility & Transfers', 'Companionship']) {
      await expect(page.locator('section#included-services').getByRole('heading', { name, exact: true })).toBeVisible();
    }
    const plans = page.locator('section#plans');
    for (const [name, duration] of [
      ['Light Hygiene', '2 hours/day'],
      ['Post-Hospital Recovery', '4 hours/day'],
      ['Advanced Support', '24-hour live-in'],
    ]) {
      const card = plans.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
      await expect(card).toContainText(duration!);
    }
    const faq = page.locator('section#faq');
    const [first, second] = [faq.getByRole('button').nth(0), faq.getByRole('button').nth(1)];
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByTestId('faq-accordion')).toHaveAttribute('data-state', 'expanded');
    await second.focus();
    await page.keyboard.press('Enter');
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByTestId('faq-accordion')).toHaveAttribute('data-state', 'collapsed');
    await expect(page.getByRole('link', { name: /Chat on WhatsApp/ }).last()).toHaveAttribute(
      'href',
      new RegExp(`^https://wa\\.me/${PHONE.e164.slice(1)}\\?text=`),
    );
    await expect(page.getByRole('link', { name: `Call ${PHONE.display}` }).last()).toHaveAttribute('href', PHONE.href);
    await expect(page.getByRole('link', { name: `Email ${INFO_EMAIL}` })).toHaveAttribute('href', INFO_MAILTO);
  });

  sharedTabTest('live-in: the comparison reads as a table, row by row', async ({ page }) => {
    await page.goto('/24-7-live-in-care');
    await waitForHydration(page);
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText(['Aspect', 'Live-in', '24/7 rotating shifts']);
    await expect(table.getByRole('row', { name: /Number of caregivers/ })).toContainText('1-2 per day');
    await expect(table.getByRole('row', { name: /Number of caregivers/ })).toContainText('2-3 per 24 hours');
    await expect(table.getByRole('rowheader')).toHaveText(['Number of caregivers', 'Sleeping overnight', 'Cost', 'Best for']);
  });

  sharedTabTest('figures and lists as the spec gives them', async ({ page }) => {
    await page.goto('/companionship-care-services');
    await expect(page.getByText(/45% more likely/)).toBeVisible();
    await page.goto('/senior-housekeeping-safety-services');
    await expect(page.getByRole('heading', { name: /45%/ })).toBeVisible();
    await expect(page.locator('section#more-services').getByRole('listitem')).toHaveText([
      'Personal hygiene help',
      'Overnight supervision',
      'Fall prevention',
      'Medication reminders',
      'Emergency readiness',
      'Nutrition monitoring',
    ]);
    await page.goto('/senior-meal-preparation-nutrition');
    await expect(page.locator('section#diets').getByRole('listitem')).toHaveText([
      'Diabetic-Friendly',
      'Low-Sodium/Cardiac',
      'Gluten-Free',
      'Vegetarian/Vegan',
      'South Asian',
      'Caribbean',
      'East Asian',
      'Mediterranean',
    ]);
    await page.goto('/senior-fall-prevention');
    await expect(page.getByRole('link', { name: 'Read: How to Prevent Falls at Home' })).toHaveAttribute('href', '/blog/how-to-prevent-falls-at-home');
  });
});

sharedTabTest.describe('the explainers', () => {
  for (const [path, content] of [
    ['/what-is-home-care', WHAT_IS_HOME_CARE_PAGE],
    ['/top-quality-care', TOP_QUALITY_CARE_PAGE],
  ] as const) {
    sharedTabTest(`${path} shows its sections and links to /get-started and /contact`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      await expectSections(page, content);
      await expect(page.locator('a[href="/get-started"]').first()).toBeVisible();
      await expect(page.locator('a[href="/contact"]').first()).toBeVisible();
      await page.locator('a[href="/get-started"]').first().click();
      await expect(page).toHaveURL(/\/contact-us$/);
    });
  }
});
