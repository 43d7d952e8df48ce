import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { capturedWith } from './capture';
import { axeViolations, expect, reachFor, sharedTabTest, test, waitForHydration } from './fixtures';
import { htmlFilesUnder } from '../../scripts/built-html.mjs';

/**
 * docs/spec/DECISIONS.md "French pages in French to the end" (decision 0083), on the built site: an
 * unknown path under /fr answers 404 with the French not-found page; the footer newsletter on a
 * French page signs up for the French edition and is thanked in French; the quiz names a contact
 * field filled but wrong, in French; the French pages' HTML says 'heure de l'Est', never 'heure de
 * Toronto'; an English page reached from a French page offers the way back in one French line,
 * and an English page with a twin offers it to a browser preferring French. Expected words and
 * fields are written here by hand; the words themselves: tests/unit/french-typography.test.ts,
 * tests/component/french-to-the-end.test.tsx.
 */
const NBSP = '\u00a0';

sharedTabTest('an unknown path under /fr: HTTP 404 and the not-found page in French, fr-CA, its links to French pages, axe clean', async ({ page }) => {
  const response = await page.goto('/fr/services/soins-qui-n-existent-pas');
  expect(response!.status()).toBe(404);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oups! Cette page n’est plus ici.');
  expect(
    await page.evaluate(() => ({
      lang: document.documentElement.lang,
      title: document.title,
      robots: document.querySelector('meta[name="robots"]')?.getAttribute('content'),
      quick: [...document.querySelectorAll('main nav a')].map((a) => `${a.textContent} ${a.getAttribute('href')}`),
      skip: document.querySelector('.skip-link')?.textContent,
    })),
  ).toEqual({
    lang: 'fr-CA',
    title: 'Page introuvable | Maple Hearth Home Care',
    robots: 'noindex, follow',
    quick: [
      'Trouver votre plan de soins /fr/trouver-votre-plan-de-soins',
      'Demander une consultation gratuite /fr/consultation-gratuite',
      'Nos services /fr/services',
      'Calculateur du coût des soins /fr/calculateur-du-cout-des-soins',
      'Foire aux questions /fr/faq',
    ],
    skip: 'Passer au contenu principal',
  });
  expect(await axeViolations(page)).toEqual([]);
});

sharedTabTest('the footer newsletter on /fr signs up for the French edition, in French, and /fr/merci thanks in French', async ({ page }) => {
  const email = `infolettre-${Date.now()}@exemple.ca`;
  await page.goto('/fr');
  await waitForHydration(page);
  const form = page.getByTestId('footer-newsletter-form');
  await reachFor(form);
  await expect(form.getByRole('heading', { level: 2 })).toHaveText('Des conseils pour les proches aidants, par courriel');
  await form.getByRole('textbox', { name: 'Adresse courriel' }).fill(email);
  await form.getByRole('checkbox', { name: /^Oui, je veux recevoir par courriel les conseils/ }).check();
  await form.getByRole('button', { name: 'S’abonner' }).click();
  await expect(page).toHaveURL(/\/fr\/merci\?from=newsletter$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inscription confirmée!');

  const [post] = await capturedWith(page, 'email', email);
  const origin = new URL(page.url()).origin;
  expect(post!.fields).toEqual({
    _subject: 'Website Inquiry - Newsletter Subscription',
    _next: `${origin}/fr/merci?from=newsletter`,
    _captcha: 'false',
    _template: 'table',
    _autoresponse: `Merci de votre abonnement aux conseils pour les proches aidants de Maple Hearth Home Care. Votre guide gratuit, en anglais, «${NBSP}10 Questions to Ask Before Hiring a Caregiver${NBSP}», est ici${NBSP}: https://www.maplehearth.ca/guides/10-questions-before-hiring-a-caregiver (vous pouvez l’imprimer à partir de cette page). Vous pouvez vous désabonner en tout temps en répondant à ce courriel ou en écrivant à info@maplehearth.ca.`,
    'Newsletter language': 'Français',
    'Page language': 'Français',
    _honey: '',
    email,
    consent: 'yes',
  });
  const echo = page.getByTestId('sent-echo');
  await expect(echo.getByRole('term')).toHaveText(['Langue de l’infolettre', 'Langue de la page', 'Courriel', 'Consentement']);
  await expect(echo.getByRole('definition')).toHaveText(['Français', 'Français', email, 'Oui']);
});

sharedTabTest('/fr/trouver-votre-plan-de-soins: an e-mail and a phone number filled but wrong are named, with why, in French', async ({ page }) => {
  await page.goto('/fr/trouver-votre-plan-de-soins');
  await waitForHydration(page, { chat: false });
  const quiz = page.getByTestId('care-finder-quiz');
  await quiz.getByRole('button', { name: 'Commencer le questionnaire' }).click();
  const choose = (name: string) => quiz.getByText(name, { exact: true }).click();
  const next = () => quiz.getByRole('button', { name: 'Suivant' }).click();
  await choose('Ma mère');
  await next();
  await choose('Compagnie');
  await next();
  await choose('2 à 4 heures');
  await next();
  await next();
  await quiz.getByRole('textbox', { name: /Ville et code postal/ }).fill('Ottawa, K1P 5G4');
  await next();
  await next();
  await next();
  await quiz.getByRole('textbox', { name: /^Nom complet/ }).fill('Marie Tremblay');
  await quiz.getByRole('textbox', { name: /^Courriel/ }).fill('marie@');
  await quiz.getByRole('textbox', { name: /^Numéro de téléphone/ }).fill('514-555');
  await quiz.getByRole('button', { name: 'Voir mon plan' }).click();
  const alert = page.getByTestId('toaster').getByRole('alert');
  await expect(alert).toContainText('Coordonnées à vérifier');
  expect(await alert.textContent()).toContain(
    `Courriel${NBSP}: cette adresse courriel est incomplète. Veuillez l’écrire comme nom@exemple.ca. Numéro de téléphone${NBSP}: ce n’est pas un numéro de téléphone à 10 chiffres. Veuillez l’écrire comme 514-555-0142.`,
  );
  await expect(alert).not.toContainText('Veuillez remplir');
  await expect(quiz).toHaveAttribute('data-state', 'contact');
  await expect(quiz.getByRole('textbox', { name: /^Courriel/ })).toHaveAttribute('aria-invalid', 'true');
  await expect(quiz.getByRole('textbox', { name: /^Numéro de téléphone/ })).toHaveAttribute('aria-invalid', 'true');
});

sharedTabTest('the French pages as built say the office’s clock is Eastern time, never Toronto’s', () => {
  const dist = join(process.cwd(), 'dist');
  const french = htmlFilesUnder(dist).filter((file) => file.startsWith('fr/'));
  expect(french.length).toBeGreaterThan(20);
  const leftovers = french.filter((file) => /heure de Toronto|Toronto time|\d h à Toronto/.test(readFileSync(join(dist, file), 'utf8')));
  expect(leftovers).toEqual([]);
  expect(readFileSync(join(dist, 'fr', 'merci', 'index.html'), 'utf8')).toContain('(heure de l’Est)');
});

sharedTabTest('an English-only page reached from a French page offers, in French, the way back to it', async ({ page }) => {
  await page.goto('/fr/nous-joindre');
  await waitForHydration(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Carrières (en anglais)' }).click();
  await expect(page).toHaveURL(/\/careers$/);
  const line = page.getByTestId('french-way-back');
  await expect(line).toHaveText(`Cette page est en anglais. Retour à la version française${NBSP}: Nous joindre`, { useInnerText: true });
  expect(
    await line.evaluate((el) => ({ lang: el.getAttribute('lang'), first: el.parentElement?.tagName === 'MAIN' && el === el.parentElement.firstElementChild })),
  ).toEqual({ lang: 'fr-CA', first: true });
  expect(await axeViolations(page)).toEqual([]);
  // A reload keeps the way back.
  await page.reload();
  await waitForHydration(page);
  await expect(line.getByRole('link', { name: 'Nous joindre' })).toHaveAttribute('href', '/fr/nous-joindre');
  await line.getByRole('link', { name: 'Nous joindre' }).click();
  await expect(page).toHaveURL(/\/fr\/nous-joindre$/);
  await expect(line).toHaveCount(0);
});

test.describe('a browser preferring French', () => {
  test.use({ locale: 'fr-CA' });

  test('an English page with a French twin offers it in one French line, closable, and stays English', async ({ page }) => {
    await page.goto('/contact-us');
    await waitForHydration(page);
    const line = page.getByTestId('french-way-back');
    await expect(line).toHaveText(`Cette page existe aussi en français${NBSP}: lire la version française`, { useInnerText: true });
    await expect(line.getByRole('link', { name: 'lire la version française' })).toHaveAttribute('href', '/fr/nous-joindre');
    await expect(page).toHaveURL(/\/contact-us$/);
    await line.getByRole('button', { name: 'Masquer ce message' }).click();
    await expect(line).toHaveCount(0);
    // Closed for the visit: the next English page with a twin does not offer it again.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services' }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(line).toHaveCount(0);
  });
});
