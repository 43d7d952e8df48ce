import type { Page } from '@playwright/test';
import { expect, sharedTabTest, waitForHydration } from './fixtures';

/**
 * The French journey's first pages (decision 0062), as a family in Ottawa or Montreal meets them:
 * the document in fr-CA, hreflang both ways, the chrome, the footer newsletter and the chat in French,
 * and the header's switch to the same page in the other language. Expectations written by hand.
 */

const SITE = 'https://www.maplehearth.ca';

/** What a crawler and a screen reader read first, in one round trip. */
const seen = (page: Page) =>
  page.evaluate(() => {
    const attribute = (selector: string, name: string) => document.querySelector(selector)?.getAttribute(name) ?? null;
    const link = document.querySelector<HTMLAnchorElement>('header [data-testid="language-switch"] a');
    return {
      lang: document.documentElement.lang,
      alternates: [...document.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')].map((l) => `${l.hreflang} ${l.href}`),
      switchTo: link && {
        href: link.getAttribute('href'),
        hreflang: link.hreflang,
        lang: link.lang,
        text: link.textContent,
        nav: link.closest('nav')?.getAttribute('aria-label'),
      },
      skipLink: document.querySelector('.skip-link')?.textContent,
      h1: document.querySelector('h1')?.textContent,
      chrome: {
        header: attribute('header', 'lang'),
        footer: attribute('footer', 'lang'),
        chat: attribute('[data-testid="chat-slot"]', 'lang'),
        newsletter: attribute('[data-testid="footer-newsletter"]', 'lang'),
      },
      careers: [...document.querySelectorAll<HTMLAnchorElement>('footer a[href="/careers"]')].map((a) => `${a.textContent} ${a.hreflang}`),
      // The footer's last landmark, its legal links.
      legal: [...([...document.querySelectorAll('footer nav')].at(-1)?.querySelectorAll('a') ?? [])].map((a) => a.getAttribute('href')),
    };
  });

const HOME_ALTERNATES = [`en-CA ${SITE}/`, `fr-CA ${SITE}/fr`, `x-default ${SITE}/`];

sharedTabTest(
  '/fr is French (lang, hreflang to / and back, the chrome and the chat in French), and the header switch goes / ↔ /fr and /fr/politique-de-confidentialite ↔ /privacy-policy',
  async ({ page }) => {
    await page.goto('/fr');
    await waitForHydration(page);
    expect(await seen(page)).toEqual({
      lang: 'fr-CA',
      alternates: HOME_ALTERNATES,
      switchTo: { href: '/', hreflang: 'en-CA', lang: 'en-CA', text: 'English', nav: 'Langue' },
      skipLink: 'Passer au contenu principal',
      h1: 'Des soins bienveillants pour les aînés, là où vous êtes.',
      chrome: { header: null, footer: null, chat: null, newsletter: null },
      careers: ['Carrières (en anglais) en'],
      legal: ['/fr/politique-de-confidentialite', '/fr/conditions-d-utilisation', '/fr/accessibilite'],
    });

    await page.getByRole('navigation', { name: 'Langue' }).getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Compassionate Senior Care, Right Where You Are.');
    // The footer comes anew in English (its French HTML is not hydrated with English words).
    await expect(page.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name: 'Privacy Policy' })).toBeAttached();
    expect(await seen(page)).toEqual({
      lang: 'en-CA',
      alternates: HOME_ALTERNATES,
      switchTo: { href: '/fr', hreflang: 'fr-CA', lang: 'fr-CA', text: 'Français', nav: 'Language' },
      skipLink: 'Skip to main content',
      h1: 'Compassionate Senior Care, Right Where You Are.',
      chrome: { header: null, footer: null, chat: null, newsletter: null },
      careers: ['Careers '],
      legal: ['/privacy-policy', '/terms-of-use', '/accessibility'],
    });
    await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Français' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Des soins bienveillants pour les aînés, là où vous êtes.');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');

    // From the French footer to the French privacy policy, then its English twin by the switch and back.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Politique de confidentialité', exact: true }).click();
    await expect(page).toHaveURL(/\/fr\/politique-de-confidentialite$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Politique de confidentialité');
    await expect(page).toHaveTitle('Politique de confidentialité | Maple Hearth Home Care');
    await page.getByRole('navigation', { name: 'Langue' }).getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
    await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Français' }).click();
    await expect(page).toHaveURL(/\/fr\/politique-de-confidentialite$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Politique de confidentialité');
  },
);
