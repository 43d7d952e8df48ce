import { CARE_COST_RATES, CARE_TYPE_LABELS, REGION_LABELS } from '../../src/content/calculators';
import { CARE_COST_PAGE } from '../../src/content/pages/care-cost-calculator';
import { FRANCHISE_PAGE } from '../../src/content/pages/franchise';
import { CARE_COST_META, FRANCHISE_META } from '../../src/content/pages/meta';
import { THANK_YOU_BY_SOURCE } from '../../src/content/pages/thank-you';
import { capturedWith } from './capture';
import { axeViolations, expect, jsonLdBlocks, sharedTabTest, test, waitForHydration } from './fixtures';
import type { Page } from '@playwright/test';

/** The two calculators, as a family and a franchise prospect use them. */

const form = CARE_COST_PAGE.form;
const figures = (page: Page) => [page.getByTestId('care-cost-hourly'), page.getByTestId('care-cost-weekly'), page.getByTestId('care-cost-monthly')];
async function expectEstimate(page: Page, hourly: string, weekly: string, monthly: string) {
  const [h, w, m] = figures(page);
  await expect(h!).toHaveText(hourly);
  await expect(w!).toHaveText(weekly);
  await expect(m!).toHaveText(monthly);
}

sharedTabTest.describe('/care-cost-calculator', () => {
  sharedTabTest('defaults, the slider by keyboard, a typed value, the choices, the URL query through a reload, and Reset', async ({ page }) => {
    await page.goto('/care-cost-calculator');
    await waitForHydration(page);
    await expect(page).toHaveTitle(CARE_COST_META.title);
    expect((await jsonLdBlocks(page)).some((block) => block['@type'] === 'WebApplication')).toBe(true);
    await expect(page.getByRole('radio', { name: new RegExp(`^${CARE_TYPE_LABELS['personal-care']}`) })).toBeChecked();
    await expect(page.getByRole('combobox', { name: form.region })).toHaveValue('gta');
    await expectEstimate(page, '$36.75', '$735.00', '$3,182.55');
    await expect(page.getByRole('button', { name: form.reset })).toBeDisabled();

    const slider = page.getByRole('slider', { name: form.hours });
    await slider.focus();
    const scrolled = await page.evaluate(() => window.scrollY);
    await page.keyboard.press('ArrowRight');
    await expect(slider).toHaveAttribute('aria-valuenow', '21');
    await expect(page.getByRole('textbox', { name: form.hours })).toHaveValue('21');
    await expectEstimate(page, '$36.75', '$771.75', '$3,341.68');
    await expect(page).toHaveURL(/\?type=personal-care&hours=21&region=gta$/);
    // Replacing the query keeps the visitor where they are.
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    await expect(page.getByTestId('care-cost-announcement')).toHaveText(
      CARE_COST_PAGE.results.announcement('Personal Care', 21, 'Greater Toronto Area', '$36.75', '$771.75', '$3,341.68'),
    );

    const box = page.getByRole('textbox', { name: form.hours });
    await box.fill('40');
    await expect(slider).toHaveAttribute('aria-valuenow', '40');
    await page.getByRole('radio', { name: new RegExp(`^${CARE_TYPE_LABELS.companionship}`) }).check();
    await page.getByRole('combobox', { name: form.region }).selectOption({ label: REGION_LABELS.vancouver });
    // 32 x 1.10 = 35.20; x 40 = 1,408.00; x 4.33 = 6,096.64.
    await expectEstimate(page, '$35.20', '$1,408.00', '$6,096.64');
    await expect(page).toHaveURL(/\?type=companionship&hours=40&region=vancouver$/);

    await page.reload();
    await waitForHydration(page);
    await expectEstimate(page, '$35.20', '$1,408.00', '$6,096.64');
    await expect(page.getByRole('radio', { name: new RegExp(`^${CARE_TYPE_LABELS.companionship}`) })).toBeChecked();
    await expect(page.getByRole('combobox', { name: form.region })).toHaveValue('vancouver');

    await page.getByRole('button', { name: form.reset }).click();
    await expectEstimate(page, '$36.75', '$735.00', '$3,182.55');
    await expect(page).toHaveURL(/\?type=personal-care&hours=20&region=gta$/);
    await expect(page.getByRole('button', { name: form.reset })).toBeDisabled();
  });

  sharedTabTest('hours outside 4-168 are refused with a message; what was typed stays and the estimate keeps the last valid hours', async ({ page }) => {
    await page.goto('/care-cost-calculator?type=specialized&hours=30&region=ottawa');
    await waitForHydration(page);
    // 38 x 0.98 = 37.24; x 30 = 1,117.20; x 4.33 = 4,837.48 (4,837.476 rounded once).
    await expectEstimate(page, '$37.24', '$1,117.20', '$4,837.48');
    const box = page.getByRole('textbox', { name: form.hours });
    await box.fill('200');
    const message = form.hoursRefused(CARE_COST_RATES.hours.min, CARE_COST_RATES.hours.max, 30);
    await expect(page.getByTestId('care-hours-error')).toHaveText(message);
    await expect(box).toHaveValue('200');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('care-cost-announcement')).toHaveText(message);
    await expectEstimate(page, '$37.24', '$1,117.20', '$4,837.48');
    await expect(page.getByTestId('care-cost-calculator')).toHaveAttribute('data-state', 'hours.refused');
    expect(await axeViolations(page)).toEqual([]);
    await box.fill('3');
    await expect(page.getByTestId('care-hours-error')).toHaveText(message);
    await box.fill('168');
    await expect(page.getByTestId('care-hours-error')).toHaveCount(0);
    await expect(page.getByTestId('care-cost-calculator')).toHaveAttribute('data-state', 'hours.accepted');

    // A link with hours out of range opens on the defaults, with the refusal shown.
    await page.goto('/care-cost-calculator?hours=500');
    await waitForHydration(page);
    await expect(page.getByTestId('care-hours-error')).toHaveText(form.hoursRefused(4, 168, 20));
    await expect(page.getByRole('textbox', { name: form.hours })).toHaveValue('500');
    await expectEstimate(page, '$36.75', '$735.00', '$3,182.55');
  });

  // Its own context: the clipboard permission is granted to a context.
  test("'Copy link to this estimate' puts the estimate's address on the clipboard and toasts", async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await page.goto('/care-cost-calculator?type=companionship&hours=12&region=calgary');
    await waitForHydration(page);
    await page.getByRole('button', { name: CARE_COST_PAGE.results.copyLink }).click();
    await expect(page.getByTestId('toaster').getByText(CARE_COST_PAGE.results.copied.title!)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/care-cost-calculator?type=companionship&hours=12&region=calgary`);
  });

  sharedTabTest('the calls to action lead to the consultation and the care finder', async ({ page }) => {
    await page.goto('/care-cost-calculator');
    const band = page.getByRole('region', { name: CARE_COST_PAGE.cta.heading });
    await expect(band.getByRole('link', { name: 'Book a Free Care Consultation' })).toHaveAttribute('href', '/book-a-free-care-consultation');
    await expect(band.getByRole('link', { name: 'Find Your Care Plan' })).toHaveAttribute('href', '/find-your-care-plan');
    await expect(page.getByTestId('estimate-note')).toContainText(CARE_COST_PAGE.estimateNote.title);
  });
});

const calc = FRANCHISE_PAGE.calculator;

sharedTabTest.describe('/franchise', () => {
  sharedTabTest('the earnings calculator: defaults, sliders by keyboard, a loss in words, a refused value, Reset', async ({ page }) => {
    await page.goto('/franchise');
    await waitForHydration(page);
    await expect(page).toHaveTitle(FRANCHISE_META.title);
    const benefits = page.getByRole('region', { name: FRANCHISE_PAGE.benefits.heading });
    await expect(benefits.getByRole('heading', { level: 3 })).toHaveText(FRANCHISE_PAGE.benefits.items.map((item) => item.title));
    // docs/spec/DECISIONS.md "No financial performance claims": the page says where real figures come from.
    await expect(page.getByRole('region', { name: FRANCHISE_PAGE.figures.heading })).toContainText(FRANCHISE_PAGE.figures.text);
    const net = page.getByTestId('net-amount');
    await expect(page.getByTestId('earnings-revenue').getByTestId('amount')).toHaveText('$728,000');
    await expect(net).toHaveText('$52,760');
    await expect(page.getByTestId('earnings-net')).toContainText(calc.netProfit);

    const clients = page.getByRole('slider', { name: calc.clients });
    await clients.focus();
    await page.keyboard.press('End');
    await expect(clients).toHaveAttribute('aria-valuenow', '100');
    const hours = page.getByRole('slider', { name: calc.hours });
    await hours.focus();
    await page.keyboard.press('End');
    await expect(page.getByTestId('earnings-revenue').getByTestId('amount')).toHaveText('$11,648,000');
    await expect(net).toHaveText('$1,519,160');

    await page.getByRole('textbox', { name: calc.clients }).fill('0');
    await expect(net).toHaveText('-$45,000');
    await expect(page.getByTestId('earnings-net')).toContainText(calc.netLoss);
    await expect(page.getByTestId('earnings-net')).toHaveAttribute('data-loss', 'true');
    await expect(page.getByText(calc.lossNote)).toBeVisible();
    await expect(page.getByTestId('earnings-costOfCare').getByTestId('amount')).toHaveText('$0');

    await page.getByRole('textbox', { name: calc.hours }).fill('90');
    const message = calc.refused(calc.hours, 0, 80, calc.hoursValue(80));
    await expect(page.getByTestId('franchise-hours-error')).toHaveText(message);
    await expect(page.getByRole('textbox', { name: calc.hours })).toHaveValue('90');
    await expect(hours).toHaveAttribute('aria-valuenow', '80');
    await expect(page.getByTestId('earnings-announcement')).toContainText(message);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: calc.reset }).click();
    await expect(net).toHaveText('$52,760');
    await expect(page.getByTestId('franchise-hours-error')).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: calc.hours })).toHaveValue('20');
    await expect(page.getByTestId('earnings-disclaimer')).toHaveText(calc.disclaimer);
  });

  sharedTabTest("'Request More Info' scrolls to the info kit form and moves focus to its heading", async ({ page }) => {
    await page.goto('/franchise');
    await waitForHydration(page);
    await page.getByRole('link', { name: FRANCHISE_PAGE.hero.requestInfo }).click();
    await expect(page).toHaveURL(/\/franchise#franchise-inquiry$/);
    const heading = page.getByRole('heading', { name: FRANCHISE_PAGE.inquiry.heading });
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
    await expect(page.getByRole('link', { name: FRANCHISE_PAGE.hero.apply.label }).first()).toHaveAttribute('href', '/franchise/apply');
  });

  sharedTabTest("the info kit form posts 'Website Inquiry - Franchise Info Kit Request' with the region and lands on its thank-you", async ({ page }) => {
    const phone = `905-555-${String(Date.now()).slice(-4)}`;
    await page.goto('/franchise#franchise-inquiry');
    await waitForHydration(page);
    const infoKit = page.getByTestId('franchise-info-kit-form');
    await infoKit.getByRole('textbox', { name: 'Full name' }).fill('Daniel Okafor');
    await infoKit.getByRole('textbox', { name: FRANCHISE_PAGE.inquiry.region }).fill('Waterloo Region');
    await infoKit.getByRole('textbox', { name: 'Phone number' }).fill(phone);
    await infoKit
      .getByRole('textbox', { name: /How can we help/ })
      .fill('I ran a physiotherapy clinic for ten years and want to bring home care to Kitchener.');
    // The kit is sent by e-mail: without an address the form is refused, naming the field, nothing lost.
    const email = infoKit.getByRole('textbox', { name: 'E-mail' });
    await expect(email).toHaveAccessibleDescription('The info kit is sent to this address.');
    await infoKit.getByRole('button', { name: 'Send Message' }).click();
    await expect(infoKit.getByTestId('invalid-summary')).toContainText('Please check this field: E-mail.');
    await expect(infoKit.getByRole('textbox', { name: 'Full name' })).toHaveValue('Daniel Okafor');
    expect(await capturedWith(page, 'phone', phone)).toEqual([]);
    await email.fill('daniel.okafor@example.ca');
    await infoKit.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(/\/thank-you\?from=franchise-info-kit$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(THANK_YOU_BY_SOURCE['franchise-info-kit']!.heading);
    const [post] = await capturedWith(page, 'phone', phone);
    const origin = new URL(page.url()).origin;
    expect(post!.fields).toEqual({
      _subject: 'Website Inquiry - Franchise Info Kit Request',
      _next: `${origin}/thank-you?from=franchise-info-kit`,
      _captcha: 'false',
      _template: 'table',
      'Callback language': 'English',
      _honey: '',
      name: 'Daniel Okafor',
      'Preferred Region': 'Waterloo Region',
      phone,
      email: 'daniel.okafor@example.ca',
      message: 'I ran a physiotherapy clinic for ten years and want to bring home care to Kitchener.',
    });
  });

  sharedTabTest("the chat's franchise link and /franchise-opportunity land on /franchise", async ({ page }) => {
    await page.goto('/franchise-opportunity');
    await expect(page).toHaveURL(/\/franchise$/);
    await expect(page).toHaveTitle(FRANCHISE_META.title);
  });
});
