import { expect, sharedTabTest, waitForHydration } from './fixtures';
import { FRENCH_SERVICE_PATHS } from '../fixtures/french-service-paths';

/**
 * /services and the service pages in French (decision 0063), as a family reading French meets
 * them: /fr/services lists the ten services linking their French pages, a French page names its
 * English twin in hreflang (and is named by it), and its inquiry, which opens the English contact
 * form, says so and still names the service for the office. What each French route must be besides
 * (axe, the phone and readers gates, its weight) the route gate holds; what the words are, the
 * unit tests (tests/unit/french-services.test.ts). Each page is read in one evaluate.
 */
const SITE = 'https://www.maplehearth.ca';

sharedTabTest(
  '/fr/services lists the ten services linking their French pages; the respite page names its English twin, and its inquiry opens the English contact form naming the service',
  async ({ page }) => {
    await page.goto('/fr/services');
    const catalogue = await page.evaluate(() => ({
      lang: document.documentElement.lang,
      canonical: document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href,
      alternates: [...document.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')].map((l) => [l.hreflang, l.href]),
      h1: document.querySelector('h1')?.textContent,
      cards: [...document.querySelectorAll('[data-testid="service-cards"] > li')].map((card) => card.querySelector('h3 a')?.getAttribute('href')),
    }));
    expect(catalogue).toEqual({
      lang: 'fr-CA',
      canonical: `${SITE}/fr/services`,
      alternates: [
        ['en-CA', `${SITE}/services`],
        ['fr-CA', `${SITE}/fr/services`],
        ['x-default', `${SITE}/services`],
      ],
      h1: 'Des soins à domicile pensés pour votre famille',
      cards: FRENCH_SERVICE_PATHS,
    });

    // A visitor follows a card, as a link (the client's navigation).
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Répit pour les proches aidants', exact: true }).click();
    await expect(page).toHaveURL(/\/fr\/services\/repit$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Prenez une pause. Nous prenons le relais.');
    const respite = await page.evaluate(() => ({
      lang: document.documentElement.lang,
      alternates: [...document.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')].map((l) => [l.hreflang, l.href]),
    }));
    expect(respite).toEqual({
      lang: 'fr-CA',
      alternates: [
        ['en-CA', `${SITE}/respite-care-family-relief`],
        ['fr-CA', `${SITE}/fr/services/repit`],
        ['x-default', `${SITE}/respite-care-family-relief`],
      ],
    });
    // The rate from the calculator's table, in fr-CA style.
    await expect(page.getByTestId('service-rate').getByText(/^À partir de/)).toHaveText('À partir de 36,75\u00a0$/h dans la RGT');
    const inquiry = page.getByRole('link', { name: 'Se renseigner sur le répit' }).last();
    expect(await inquiry.evaluate((a: HTMLAnchorElement) => [a.getAttribute('href'), a.hreflang])).toEqual(['/fr/nous-joindre', '']);

    await inquiry.click();
    await expect(page).toHaveURL(/\/fr\/nous-joindre$/);
    // The French contact page (decision 0068); the office reads the service's English name (docs/spec/DECISIONS.md "Languages").
    await expect(page.getByTestId('contact-form').getByRole('textbox', { name: 'Comment pouvons-nous vous aider?' })).toHaveValue(
      // Quebec typography (decision 0083): no-break spaces inside the « ».
      'Bonjour, j’aimerais en savoir plus sur votre service «\u00a0Respite Care\u00a0» pour ma famille.',
    );
  },
);
