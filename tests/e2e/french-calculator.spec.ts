import { expect, sharedTabTest, waitForHydration } from './fixtures';

/**
 * The care cost calculator in French (decision 0070), as a family reading French uses it with the
 * keyboard: a case entered (the care type with the arrow keys, the hours typed, the region with the
 * arrow keys), its estimate read in Canadian French money ("37,24 $", "4 837,48 $"), then hours typed in
 * words refused in French with the typed value kept and the estimate unchanged. Expectations are
 * written by hand; the words' franc check and the route's twins are the unit tests'
 * (tests/unit/french-calculator.test.ts), axe and the gates the route gate's. Read in one evaluate.
 */

const NBSP = '\u00a0';

sharedTabTest(
  '/fr/calculateur-du-cout-des-soins: a case entered by keyboard gives its estimate in French money; hours typed in words are refused in French, the typed value kept',
  async ({ page }) => {
    await page.goto('/fr/calculateur-du-cout-des-soins');
    await waitForHydration(page);

    // Specialized care: from personal care (checked), the next radio by arrow key.
    await page.getByRole('radio', { name: /^Soins personnels/ }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', { name: /^Soins spécialisés \(démence, PSSP\)/ })).toBeChecked();
    // 30 hours, typed.
    const box = page.getByRole('textbox', { name: 'Heures de soins par semaine' });
    await box.focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('30');
    // The Ottawa region: three options down from the Greater Toronto Area.
    const region = page.getByRole('combobox', { name: 'Région' });
    await region.focus();
    for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowDown');
    await expect(region).toHaveValue('ottawa');

    // 38 x 0.98 = 37.24 an hour; x 30 = 1,117.20 a week; x 4.33 = 4,837.476 a month.
    const read = () =>
      page.evaluate(() => {
        const text = (id: string) => document.querySelector(`[data-testid="${id}"]`)?.textContent ?? null;
        const field = document.querySelector<HTMLInputElement>('#care-hours-box');
        return {
          lang: document.documentElement.lang,
          figures: [text('care-cost-hourly'), text('care-cost-weekly'), text('care-cost-monthly')],
          units: [...document.querySelectorAll('[data-testid="care-cost-figures"] dd')].map((dd) => dd.lastElementChild?.textContent),
          announcement: text('care-cost-announcement'),
          box: field?.value,
          invalid: field?.getAttribute('aria-invalid'),
          error: text('care-hours-error'),
          query: location.search,
        };
      });
    await expect(page.getByTestId('care-cost-monthly')).toHaveText(`4${NBSP}837,48${NBSP}$`);
    expect(await read()).toEqual({
      lang: 'fr-CA',
      figures: [`37,24${NBSP}$`, `1${NBSP}117,20${NBSP}$`, `4${NBSP}837,48${NBSP}$`],
      units: ['de l’heure', 'par semaine pour 30 heures', 'par mois (coût par semaine × 4,33 semaines)'],
      announcement: `Estimation pour Soins spécialisés (démence, PSSP), 30 heures par semaine, Région d’Ottawa${NBSP}: 37,24${NBSP}$ de l’heure, 1${NBSP}117,20${NBSP}$ par semaine, 4${NBSP}837,48${NBSP}$ par mois.`,
      box: '30',
      invalid: null,
      error: null,
      query: '?type=specialized&hours=30&region=ottawa',
    });

    // "trente" in words: refused in French, the box keeps it, the estimate stays on 30 hours.
    await box.focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('trente');
    const refusal = 'Le nombre d’heures par semaine doit être un nombre entier de 4 à 168. L’estimation reste calculée sur 30 heures.';
    await expect(page.getByTestId('care-hours-error')).toHaveText(refusal);
    expect(await read()).toMatchObject({
      figures: [`37,24${NBSP}$`, `1${NBSP}117,20${NBSP}$`, `4${NBSP}837,48${NBSP}$`],
      announcement: refusal,
      box: 'trente',
      invalid: 'true',
    });
  },
);

sharedTabTest('the language switch keeps the estimate: 30 hours of specialized care in the Ottawa region, in English, then in French', async ({ page }) => {
  await page.goto('/care-cost-calculator?type=specialized&hours=30&region=ottawa');
  await waitForHydration(page);
  // 38 x 0.98 = 37.24 an hour; x 30 = 1,117.20 a week; x 4.33 = 4,837.476 a month.
  await expect(page.getByTestId('care-cost-monthly')).toHaveText('$4,837.48');
  await page.getByTestId('language-switch').getByRole('link', { name: 'Français' }).click();
  await expect(page).toHaveURL(/\/fr\/calculateur-du-cout-des-soins\?type=specialized&hours=30&region=ottawa$/);
  await waitForHydration(page);
  await expect(page.getByTestId('care-cost-monthly')).toHaveText(`4${NBSP}837,48${NBSP}$`);
  await expect(page.getByRole('textbox', { name: 'Heures de soins par semaine' })).toHaveValue('30');
  await expect(page.getByRole('combobox', { name: 'Région' })).toHaveValue('ottawa');
});
