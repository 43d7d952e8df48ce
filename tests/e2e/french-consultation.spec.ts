import { capturedWith } from './capture';
import { expect, test, waitForHydration } from './fixtures';

/**
 * /fr/consultation-gratuite (decision 0069): a family in Newfoundland asks for a consultation in
 * French. The calendar speaks French (its month, its weekdays, why a day offers nothing), each time
 * on both clocks in fr-CA style ("11 h 30"), and the post is the English page's, word for word,
 * with the page's language beside it. Every expectation is written here by hand.
 */

/** Friday, March 5, 2027, 7:30 PM in Toronto (EST, UTC-5): every window of the day has begun. */
const FRIDAY_EVENING = new Date('2027-03-06T00:30:00.000Z');
/** The no-break space French puts before a colon. */
const NBSP = '\u00a0';

// St. John's (UTC-3:30 until March 14, 2027) is an hour and a half ahead of Toronto.
test.use({ timezoneId: 'America/St_Johns' });

test('a request in French from the first step to its post: French calendar and times, the English page’s payload with Page language: Français', async ({
  page,
}) => {
  const email = `consultation-fr-${Date.now()}@example.ca`;
  await page.clock.setFixedTime(FRIDAY_EVENING);
  await page.goto('/fr/consultation-gratuite');
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Demandez une consultation gratuite sur les soins');
  const request = page.getByTestId('consultation-request');
  const next = request.getByRole('button', { name: 'Suivant', exact: true });

  // Who and where: refused in French, then answered with French labels.
  await expect(request.getByText('Étape 1 sur 5')).toBeVisible();
  await next.click();
  await expect(request.getByTestId('consultation-refusal')).toHaveText(
    'Veuillez indiquer qui a besoin de soins et choisir une ville (ou Autre, avec un code postal).',
  );
  await request.getByRole('radio', { name: 'Ma mère' }).check();
  await request.getByRole('combobox', { name: /^Ville/ }).selectOption('Brampton');
  await next.click();

  await expect(request).toHaveAttribute('data-state', 'kind');
  await request.getByRole('radio', { name: /^Appel téléphonique/ }).check();
  await next.click();

  // The calendar in French: March 2027, Sunday first, Friday's times passed, Saturday open at 10 h.
  await expect(request).toHaveAttribute('data-state', 'times');
  const calendar = request.getByRole('group', { name: 'Choisissez un jour' });
  await expect(calendar).toContainText('mars 2027');
  await expect(calendar.locator('thead')).toHaveText('dilumamejevesa');
  await expect(calendar.getByRole('button', { name: `vendredi 5 mars 2027${NBSP}: Les plages d’aujourd’hui sont passées` })).toBeDisabled();
  await expect(calendar.getByRole('button', { pressed: true })).toHaveAccessibleName(`samedi 6 mars 2027${NBSP}: 6 plages`);
  await expect(calendar.getByRole('button', { name: `vendredi 19 mars 2027${NBSP}: Non offert` })).toBeDisabled();
  await expect(request.getByRole('group', { name: 'Plages du samedi 6 mars 2027' }).getByRole('checkbox').first()).toHaveAccessibleName(
    '11 h 30 à votre heure · 10 h, heure de l’Est',
  );
  await request.getByRole('checkbox', { name: '11 h 30 à votre heure · 10 h, heure de l’Est' }).check();
  await calendar.getByRole('button', { name: `lundi 8 mars 2027${NBSP}: 12 plages` }).click();
  await request.getByRole('checkbox', { name: '15 h 30 à votre heure · 14 h, heure de l’Est' }).check();
  await expect(request.getByTestId('consultation-chosen')).toContainText('2 sur 3 choisies');
  await next.click();

  await expect(request).toHaveAttribute('data-state', 'contact');
  await request.getByRole('button', { name: 'Vérifier ma demande' }).click();
  await expect(request.getByTestId('consultation-refusal')).toHaveText(
    'Veuillez indiquer votre nom complet, un numéro de téléphone à 10 chiffres (par exemple 514-555-0142) et une adresse courriel valide.',
  );
  await request.getByRole('textbox', { name: /^Nom complet/ }).fill('Geneviève Tremblay');
  await request.getByRole('textbox', { name: /^Numéro de téléphone/ }).fill('709-555-0142');
  await request.getByRole('textbox', { name: /^Courriel/ }).fill(email);
  await request.getByRole('textbox', { name: /^Autre chose à nous dire/ }).fill('Maman préfère le français.');
  await request.getByRole('button', { name: 'Vérifier ma demande' }).click();

  // The review in French: the choices as shown, the times in words on both clocks.
  await expect(request).toHaveAttribute('data-state', 'review');
  await expect(request.getByTestId('consultation-review-whoAndWhere')).toContainText('Ma mère');
  await expect(request.getByTestId('consultation-review-kind')).toContainText('Appel téléphonique');
  await expect(request.getByTestId('consultation-review-times').getByRole('definition')).toHaveText([
    'samedi 6 mars 2027, de 10 h à 11 h, heure de l’Est (11 h 30 à votre heure · 10 h, heure de l’Est)',
    'lundi 8 mars 2027, de 14 h à 15 h, heure de l’Est (15 h 30 à votre heure · 14 h, heure de l’Est)',
  ]);
  await expect(request.getByTestId('consultation-confirm-notice')).toHaveText(
    `Ceci est une demande, pas une réservation${NBSP}: un coordonnateur des soins vous appellera dans un délai d’un jour ouvrable pour confirmer l’un de ces moments.`,
  );
  await request.getByRole('button', { name: 'Envoyer ma demande' }).click();
  // Sent: the form service sends the family on to the French thank-you page, which offers the calendar file in French.
  await expect(page).toHaveURL(/\/fr\/merci\?from=consultation$/);
  await expect(page.getByRole('button', { name: 'Télécharger les moments (.ics)' })).toBeVisible();

  const [post] = await capturedWith(page, 'email', email);
  const { origin } = new URL(page.url());
  expect(post!.fields).toEqual({
    _subject: 'Website Inquiry - Consultation Request',
    _next: `${origin}/fr/merci?from=consultation`,
    _captcha: 'false',
    _template: 'table',
    'Callback language': 'French',
    _honey: '',
    'Page language': 'Français',
    name: 'Geneviève Tremblay',
    email,
    phone: '709-555-0142',
    'Who needs care': 'My Mother',
    City: 'Brampton',
    'Service area': 'Served: Brampton (Brampton office)',
    Languages: 'Not given',
    'Kind of consultation': 'Phone call',
    'Preferred time 1': 'Saturday, March 6, 2027, 10:00 AM to 11:00 AM Toronto time',
    'Preferred time 1 (ISO 8601)': '2027-03-06T10:00:00-05:00/2027-03-06T11:00:00-05:00',
    'Preferred time 2': 'Monday, March 8, 2027, 2:00 PM to 3:00 PM Toronto time',
    'Preferred time 2 (ISO 8601)': '2027-03-08T14:00:00-05:00/2027-03-08T15:00:00-05:00',
    Note: 'Maman préfère le français.',
    'Newsletter consent': 'No',
  });
});

test('a chosen time that lapses while the page is open is named in French and let go; Next works with the other', async ({ page }) => {
  // Monday, March 8, 2027, 1:59 PM in Toronto (3:29 PM in St. John's), the clock running: 16 h is the first time on offer until 2:00 PM.
  await page.clock.install({ time: new Date('2027-03-08T18:59:00.000Z') });
  await page.goto('/fr/consultation-gratuite');
  await waitForHydration(page);
  const request = page.getByTestId('consultation-request');
  const next = request.getByRole('button', { name: 'Suivant', exact: true });
  await request.getByRole('radio', { name: 'Ma mère' }).check();
  await request.getByRole('combobox', { name: /^Ville/ }).selectOption('Brampton');
  await next.click();
  await request.getByRole('radio', { name: /^Appel téléphonique/ }).check();
  await next.click();
  await expect(request).toHaveAttribute('data-state', 'times');
  await request.getByRole('checkbox', { name: '17 h 30 à votre heure · 16 h, heure de l’Est' }).check();
  await request.getByRole('checkbox', { name: '18 h 30 à votre heure · 17 h, heure de l’Est' }).check();
  await page.clock.runFor('00:02:00');
  await expect(request.getByTestId('consultation-no-longer-offered')).toHaveText(
    'La plage de 16 h, heure de l’Est, du lundi 8 mars 2027 n’est plus disponible; choisissez-en une autre.',
  );
  await expect(request.getByRole('checkbox', { name: '17 h 30 à votre heure · 16 h, heure de l’Est' })).toHaveCount(0);
  await next.click();
  await expect(request).toHaveAttribute('data-state', 'contact');
  await expect(request.getByTestId('consultation-no-longer-offered')).toBeVisible();
});
