import type { Page } from '@playwright/test';
import { recordAssets } from '../../scripts/first-load.mjs';
import { capturedWith, controlAjax, releaseAjax } from './capture';
import { axeViolations, expect, test, waitForHydration } from './fixtures';

/**
 * The chat advisor in French on a French page (decision 0071), as a family in Ottawa meets it: it
 * greets in French, answers a question typed in French from its script, and, when the family comes
 * back on Saturday, takes an after-hours message in French that the office receives with its
 * subject and field names in English and the page's language beside them. One page, the page's
 * clock fixed and paused as in chat.spec.ts. Expectations written by hand.
 */

/** Wednesday 25 November 2026, 10:00 in Toronto (Online); Saturday 28 November, 11:00 (Away). */
const WEEKDAY_MORNING = new Date('2026-11-25T10:00:00-05:00');
const SATURDAY_MORNING = new Date('2026-11-28T11:00:00-05:00');
const NBSP = '\u00a0';

const chatButton = (page: Page) => page.getByRole('button', { name: 'Clavardez avec nous' });
const panel = (page: Page) => page.getByRole('dialog', { name: 'Assistant de clavardage Maple Hearth' });
const log = (page: Page) => page.getByTestId('chat-log');

test('/fr: the chat greets in French, answers a French question from its script, and takes an after-hours message posted with "Page language: Français"', async ({
  page,
  baseURL,
}) => {
  await page.clock.install({ time: WEEKDAY_MORNING });
  await page.clock.pauseAt(new Date(WEEKDAY_MORNING.getTime() + 1_000));
  const fetched = recordAssets(page, new URL(baseURL!).origin);
  await page.goto('/fr');
  await waitForHydration(page);
  // In the page's language: no English mark on the chat.
  expect(await page.getByTestId('chat-slot').getAttribute('lang')).toBeNull();

  await page.clock.runFor(1_000); // the button appears after 1 s
  await chatButton(page).click();
  await expect(panel(page)).toBeVisible(); // opened once the panel's code is there
  // The panel's code and its French words, and nothing of the English script (its chunk, chat-script-*.js).
  const paths = [...fetched.files.keys()];
  expect(paths.filter((path) => /\/chat-panel\.fr-CA-[^/]+\.js$/.test(path))).toHaveLength(1);
  expect(paths.filter((path) => /\/chat-script-[^/]+\.js$/.test(path))).toEqual([]);
  await page.clock.runFor(500); // the greeting delay
  await expect(log(page)).toContainText('Bonjour et bienvenue chez Maple Hearth! Je suis un assistant automatisé. Comment puis-je vous aider aujourd’hui?');
  await expect(panel(page).getByTestId('chat-status')).toHaveText('En ligne');
  await expect(panel(page).getByTestId('chat-what-it-is')).toHaveText(
    'Un assistant automatisé; notre équipe de coordination des soins lit ce que vous lui envoyez.',
  );
  await expect(log(page).getByRole('group', { name: 'Questions suggérées' }).getByRole('button')).toHaveText([
    'Trouver une personne soignante',
    'Travailler comme personne soignante',
    'Renseignements sur la franchise',
    'Question générale',
  ]);

  // « Combien ça coûte? »: the French FAQ's answer and a link to the French calculator, then the
  // name and city question in French (decision 0089); the French understanding came with the panel.
  expect([...fetched.files.keys()].filter((path) => /\/chat-understanding\.fr-[^/]+\.js$/.test(path))).toHaveLength(1);
  expect([...fetched.files.keys()].filter((path) => /\/chat-understanding\.en-[^/]+\.js$/.test(path))).toEqual([]);
  const box = page.getByRole('textbox', { name: 'Votre message' });
  await box.fill('Combien ça coûte?');
  await expect(page.getByRole('button', { name: 'Envoyer', exact: true })).toBeEnabled();
  await box.press('Enter');
  await expect(page.getByTestId('chat-typing')).toHaveText('L’assistant écrit…');
  await page.clock.runFor(1_500);
  await expect(log(page)).toContainText('Chaque plan de soins est chiffré après la consultation gratuite');
  await expect(log(page)).toContainText(
    'Pour vous mettre en contact avec la bonne personne de notre équipe de coordination des soins, pourriez-vous me dire votre nom et la ville où les soins sont nécessaires?',
  );
  await expect(log(page).getByRole('button', { name: 'Calculateur du coût des soins' })).toBeVisible();
  // « Est-ce que vous servez Laval? »: on request, said in French, with the French contact page.
  await box.fill('Est-ce que vous servez Laval?');
  await box.press('Enter');
  await page.clock.runFor(1_500);
  await expect(log(page)).toContainText(`Laval${NBSP}: sur demande.`);
  await expect(log(page).getByRole('button', { name: 'Poser une question sur les soins à Laval' })).toBeVisible();
  await expect(panel(page).getByRole('button', { name: 'Envoyer cette conversation à notre équipe de coordination des soins' })).toBeVisible();

  // Saturday morning the family opens the chat again: Away, the phone line open until 16 h.
  await page.keyboard.press('Escape');
  await expect(panel(page)).toBeHidden();
  await page.clock.setSystemTime(SATURDAY_MORNING);
  await chatButton(page).click();
  await expect(panel(page)).toBeVisible();
  await page.clock.runFor(500);
  await expect(log(page)).toContainText('Rebonjour! Votre conversation est toujours là.');
  await expect(panel(page).getByTestId('chat-status')).toHaveText('Hors ligne');
  await expect(panel(page).getByTestId('chat-hours-hint')).toHaveText(`Ligne téléphonique ouverte aujourd’hui jusqu’à 16 h${NBSP}: 1-888-555-0142`);
  await page.clock.runFor(1_000); // the offline notice's delay
  await expect(log(page)).toContainText('Nous sommes hors ligne pour le moment. Laissez-nous vos coordonnées et nous vous répondrons d’ici un jour ouvrable.');
  await expect(log(page)).toContainText(
    `Notre ligne téléphonique est ouverte aujourd’hui jusqu’à 16 h, heure de l’Est${NBSP}: appelez le 1-888-555-0142 pour parler dès maintenant à notre équipe de coordination des soins.`,
  );
  await expect(box).toHaveAttribute('placeholder', 'Le clavardage est hors ligne pour le moment');

  const form = page.getByRole('form', { name: 'Laissez-nous un message' });
  await page.clock.resume(); // axe schedules timers of its own; nothing of the chat waits on the clock from here
  expect(await axeViolations(page)).toEqual([]);
  const name = `Élise Tremblay ${Date.now()}`;
  await form.getByRole('textbox', { name: 'Nom' }).fill(name);
  await form.getByRole('textbox', { name: 'Courriel' }).fill('elise.tremblay@example.ca');
  await form.getByRole('textbox', { name: 'Message' }).fill('Mon père a besoin d’aide pour ses repas la fin de semaine. Rappelez-moi après 18 h.');
  // A call-back number no one could dial is refused in French.
  const phone = form.getByRole('textbox', { name: 'Téléphone (facultatif)' });
  await phone.fill('après 18 h');
  await form.getByRole('button', { name: 'Envoyer le message' }).click();
  expect(await phone.evaluate((input: HTMLInputElement) => input.validationMessage)).toBe(
    'Veuillez entrer un numéro de téléphone à 10 chiffres, par exemple 514-555-0142, ou laisser ce champ vide.',
  );
  await phone.fill('613 555-0199');
  await form.getByRole('button', { name: 'Envoyer le message' }).click();

  await expect(form).toBeHidden();
  await expect(log(page)).toContainText('Merci! Nous avons bien reçu votre message et nous communiquerons avec vous bientôt.');
  await expect(page.getByTestId('toaster')).toContainText('Message reçu!');
  // The office reads English: the subject and the field names as from an English page; the page's language beside them.
  expect(await capturedWith(page, 'name', name)).toEqual([
    {
      path: '/ajax/submit',
      contentType: 'application/json',
      status: 200,
      files: {},
      fields: {
        name,
        email: 'elise.tremblay@example.ca',
        message: 'Mon père a besoin d’aide pour ses repas la fin de semaine. Rappelez-moi après 18 h.',
        phone: '613 555-0199',
        _subject: 'Website Inquiry - Chat Offline Message',
        page: new URL('/fr', page.url()).href,
        'Page language': 'Français',
        _honey: '',
      },
    },
  ]);
});

test('/fr: a message the office answers after 20 s is said slow at 15 s, in French, cannot be sent twice, and is confirmed late: one lead', async ({
  page,
}) => {
  await page.clock.install({ time: SATURDAY_MORNING });
  await page.clock.pauseAt(new Date(SATURDAY_MORNING.getTime() + 1_000));
  await page.goto('/fr');
  await waitForHydration(page);
  await page.clock.runFor(1_000);
  await chatButton(page).click();
  await expect(panel(page)).toBeVisible();
  await page.clock.runFor(1_500); // the greeting, then the offline notice
  const form = page.getByRole('form', { name: 'Laissez-nous un message' });
  const name = `Élise Tremblay ${Date.now()}`;
  await controlAjax(page, name, 'hold');
  await form.getByRole('textbox', { name: 'Nom' }).fill(name);
  await form.getByRole('textbox', { name: 'Courriel' }).fill('elise.tremblay@example.ca');
  await form.getByRole('textbox', { name: 'Message' }).fill('Mon père a besoin d’aide pour ses repas la fin de semaine.');
  await form.getByRole('button', { name: 'Envoyer le message' }).click();
  await expect.poll(async () => (await capturedWith(page, 'name', name)).length).toBe(1);
  await page.clock.runFor(15_000);
  await expect(log(page)).toContainText(
    `L’envoi prend plus de temps que d’habitude. Il peut encore nous parvenir${NBSP}: je vous le dirai ici dès qu’il arrive, ou appelez-nous au 1-888-555-0142.`,
  );
  await expect(form.getByRole('button', { name: 'Réessayer' })).toHaveCount(0);
  await expect(page.getByTestId('toaster')).toBeEmpty();
  await page.clock.runFor(5_000);
  await releaseAjax(page, name);
  await expect(log(page)).toContainText('Merci! Nous avons bien reçu votre message et nous communiquerons avec vous bientôt.');
  await expect(page.getByTestId('toaster')).toContainText('Message reçu!');
  expect((await capturedWith(page, 'name', name)).map((post) => post.status)).toEqual([200]);
});

test('/fr: « Combien ça coûte? » is answered with the link to the French calculator, which the chat follows and closes', async ({ page }) => {
  await page.clock.install({ time: WEEKDAY_MORNING });
  await page.clock.pauseAt(new Date(WEEKDAY_MORNING.getTime() + 1_000));
  await page.goto('/fr');
  await waitForHydration(page);
  await page.clock.runFor(1_000);
  await chatButton(page).click();
  await expect(panel(page)).toBeVisible();
  await page.clock.runFor(500);
  const box = page.getByRole('textbox', { name: 'Votre message' });
  await box.fill('Combien ça coûte?');
  await box.press('Enter');
  await page.clock.runFor(1_500);
  await log(page).getByRole('button', { name: 'Calculateur du coût des soins' }).click();
  await expect(page).toHaveURL(/\/fr\/calculateur-du-cout-des-soins$/);
  await expect(panel(page)).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
