import { expect, type Locator } from '@playwright/test';
import { capturedWith } from './capture';
import { axeViolations, sharedTabTest, test, waitForHydration } from './fixtures';

/**
 * Where we serve, said before a family sends (docs/spec/DECISIONS.md "Where we serve"; decision
 * 0082), in the quiz's location step and in the consultation request, in English and in French:
 * Laval, H7N 2X4 and Montréal are served on request, P3A 1A1 (Sudbury, Ontario) is not served yet,
 * L6Y 4R2 is served in Brampton. Every expected word is written here by hand. The consultation
 * request asks a place outside its city list for a postal code only, so Laval is H7N 2X4 there and
 * Montréal H2X 1Y4.
 */

const PHONE = '1-888-555-0142';

/** The answer under a field: its live region, and each line it holds. */
async function expectAnswer(region: Locator, answer: string, lines: readonly string[]) {
  await expect(region).toHaveAttribute('aria-live', 'polite');
  await expect(region).toHaveAttribute('data-answer', answer);
  await expect(region.locator('p')).toHaveText(lines as string[]);
}

const EN = {
  onRequest: (city: string) => [
    `${city}: on request`,
    `${city} is outside the 24 cities in five provinces where our caregivers work, so we serve families there on request: ` +
      `a care coordinator confirms whether a caregiver is available before care is arranged. Call us at ${PHONE}, or send us your question.`,
    'You can still finish these questions and send us your plan.',
  ],
  notServed: [
    'We do not serve postal area P3A yet',
    `Our caregivers work in 24 cities in five provinces, and in Montreal, Laval, Surrey and Halifax on request. You are welcome to call us at ${PHONE} or send us your question anyway.`,
    'You can still finish these questions and send us your plan.',
  ],
};

const FR = {
  onRequest: (city: string) => [
    `${city}\u00a0: sur demande`,
    `${city} ne fait pas partie des 24 villes de cinq provinces où travaillent nos préposés\u00a0: nous y servons les familles sur demande, ` +
      'et une coordonnatrice ou un coordonnateur des soins confirme qu’une personne est disponible avant d’organiser les soins. ' +
      `Appelez-nous au ${PHONE} ou envoyez-nous votre question.`,
    'Vous pouvez tout de même terminer ces questions et nous envoyer votre plan.',
  ],
  notServed: [
    'Nous ne servons pas encore le secteur postal P3A',
    `Nos préposés travaillent dans 24 villes de cinq provinces, et sur demande à Montréal, Laval, Surrey et Halifax. Vous pouvez tout de même nous appeler au ${PHONE} ou nous envoyer votre question.`,
    'Vous pouvez tout de même terminer ces questions et nous envoyer votre plan.',
  ],
};

sharedTabTest(
  'the quiz’s location step says where we serve as the family types: Laval, H7N 2X4 and Montréal on request, P3A 1A1 not served, L6Y 4R2 served; Next is never refused; axe clean',
  async ({ page }) => {
    await page.goto('/find-your-care-plan');
    await waitForHydration(page, { chat: false });
    const quiz = page.getByTestId('care-finder-quiz');
    const next = () => quiz.getByRole('button', { name: 'Next' }).click();
    await quiz.getByRole('button', { name: 'Start Care Finder Quiz' }).click();
    for (const choice of ['My Father', 'Bathing', '6-8', 'Diabetes']) {
      await quiz.getByText(choice, { exact: true }).click();
      await next();
    }
    await expect(quiz.getByRole('heading', { level: 2, name: 'Where will care take place?' })).toBeFocused();
    const field = quiz.getByRole('textbox', { name: /City and postal code/ });
    const answer = quiz.getByTestId('quiz-location-answer');
    // Nothing typed, nothing said; the live region is there to announce what comes.
    await expect(answer).toHaveAttribute('aria-live', 'polite');
    await expect(answer).toHaveText('');

    await field.fill('Laval');
    await expectAnswer(answer, 'on-request', EN.onRequest('Laval'));
    await expect(answer.getByRole('link', { name: `Call ${PHONE}` })).toHaveAttribute('href', 'tel:+18885550142');
    expect(await axeViolations(page)).toEqual([]);
    await field.fill('H7N 2X4');
    await expectAnswer(answer, 'on-request', EN.onRequest('Laval'));
    await field.fill('Montréal');
    await expectAnswer(answer, 'on-request', EN.onRequest('Montreal'));
    await field.fill('L6Y 4R2');
    await expectAnswer(answer, 'served', ['Yes, we serve Brampton.']);
    await expect(answer.getByRole('link')).toHaveCount(0);
    // Typed a letter at a time, 'Mont' is on its way to Montréal: nothing said yet.
    await field.fill('Mont');
    await expect(answer).toHaveText('');
    await field.fill('P3A 1A1');
    await expectAnswer(answer, 'not-served', EN.notServed);
    expect(await axeViolations(page)).toEqual([]);

    // Not served never blocks: the location given is enough.
    await next();
    await expect(quiz.getByRole('heading', { level: 2, name: 'Which languages should the caregiver speak?' })).toBeFocused();
  },
);

sharedTabTest(
  '/fr/trouver-votre-plan-de-soins: the location step answers in French (Laval, H7N 2X4 and Montréal sur demande, P3A 1A1 pas encore); axe clean',
  async ({ page }) => {
    await page.goto('/fr/trouver-votre-plan-de-soins');
    await waitForHydration(page, { chat: false });
    const quiz = page.getByTestId('care-finder-quiz');
    const next = () => quiz.getByRole('button', { name: 'Suivant' }).click();
    await quiz.getByRole('button', { name: 'Commencer le questionnaire' }).click();
    for (const choice of ['Mon père', 'Aide au bain', '6 à 8 heures', 'Diabète']) {
      await quiz.getByText(choice, { exact: true }).click();
      await next();
    }
    const field = quiz.getByRole('textbox', { name: /Ville et code postal/ });
    const answer = quiz.getByTestId('quiz-location-answer');
    await field.fill('Laval');
    await expectAnswer(answer, 'on-request', FR.onRequest('Laval'));
    await field.fill('H7N 2X4');
    await expectAnswer(answer, 'on-request', FR.onRequest('Laval'));
    await field.fill('Montréal');
    await expectAnswer(answer, 'on-request', FR.onRequest('Montréal'));
    await expect(answer.getByRole('link', { name: `Appeler le ${PHONE}` })).toHaveAttribute('href', 'tel:+18885550142');
    await field.fill('P3A 1A1');
    await expectAnswer(answer, 'not-served', FR.notServed);
    expect(await axeViolations(page)).toEqual([]);
    await field.fill('L6Y 4R2');
    await expectAnswer(answer, 'served', ['Oui, nos préposés se rendent à Brampton.']);
  },
);

sharedTabTest(
  'the consultation request says where we serve for a postal code outside its cities, and what happens next for an in-home visit there; axe clean',
  async ({ page }) => {
    await page.goto('/book-a-free-care-consultation');
    await waitForHydration(page);
    const request = page.getByTestId('consultation-request');
    const next = () => request.getByRole('button', { name: 'Next', exact: true }).click();
    await request.getByRole('radio', { name: 'My Mother' }).check();
    await request.getByRole('combobox', { name: /^City/ }).selectOption('Other');
    const postalCode = request.getByRole('textbox', { name: /^Postal code/ });
    const place = request.getByTestId('consultation-service-area');
    await expect(place).toHaveAttribute('aria-live', 'polite');
    await expect(place).toHaveText('');

    const laval = [
      'Laval: on request',
      'A care coordinator will confirm whether a caregiver and an in-home visit are possible in Laval, or will offer you a consultation by phone or video instead.',
    ];
    const notServed = [
      'We do not serve postal area P3A yet',
      `We cannot make an in-home visit there yet, but a consultation by phone or video is possible. You are also welcome to call us at ${PHONE}.`,
    ];
    await postalCode.fill('H7N 2X4');
    await expectAnswer(place, 'on-request', laval);
    await postalCode.fill('H2X 1Y4');
    await expectAnswer(place, 'on-request', [
      'Montreal: on request',
      'A care coordinator will confirm whether a caregiver and an in-home visit are possible in Montreal, or will offer you a consultation by phone or video instead.',
    ]);
    await postalCode.fill('L6Y 4R2');
    await expectAnswer(place, 'served', ['Yes, we serve Brampton.']);
    // Half a postal code says nothing yet.
    await postalCode.fill('P3A');
    await expect(place).toHaveText('');
    await postalCode.fill('P3A 1A1');
    await expectAnswer(place, 'not-served', notServed);
    expect(await axeViolations(page)).toEqual([]);

    // An in-home visit there: no visit yet, phone or video instead; a phone call says nothing more.
    await next();
    const visit = request.getByTestId('consultation-visit-note');
    await expect(visit).toHaveAttribute('aria-live', 'polite');
    await expect(visit).toHaveText('');
    await request.getByRole('radio', { name: /^In-home visit/ }).check();
    await expectAnswer(visit, 'not-served', notServed);
    expect(await axeViolations(page)).toEqual([]);
    await request.getByRole('radio', { name: /^Phone call/ }).check();
    await expect(visit).toHaveText('');

    // Back to Laval: an in-home visit there is on request.
    await request.getByRole('button', { name: 'Back', exact: true }).click();
    await postalCode.fill('H7N 2X4');
    await next();
    await request.getByRole('radio', { name: /^In-home visit/ }).check();
    await expectAnswer(visit, 'on-request', laval);
  },
);

sharedTabTest(
  '/fr/consultation-gratuite: the postal code’s answer and the in-home visit’s next step in French (H7N 2X4 sur demande, P3A 1A1 pas encore); axe clean',
  async ({ page }) => {
    await page.goto('/fr/consultation-gratuite');
    await waitForHydration(page);
    const request = page.getByTestId('consultation-request');
    await request.getByRole('radio', { name: 'Ma mère' }).check();
    await request.getByRole('combobox', { name: /^Ville/ }).selectOption('Other');
    const postalCode = request.getByRole('textbox', { name: /^Code postal/ });
    const place = request.getByTestId('consultation-service-area');
    await postalCode.fill('H7N 2X4');
    await expectAnswer(place, 'on-request', [
      'Laval\u00a0: sur demande',
      'Une coordonnatrice ou un coordonnateur des soins vous confirmera si une personne soignante et une visite à domicile sont possibles à Laval, ou vous proposera plutôt une consultation par téléphone ou par vidéo.',
    ]);
    await postalCode.fill('H2X 1Y4');
    await expect(place.locator('p').first()).toHaveText('Montréal\u00a0: sur demande');
    const notServed = [
      'Nous ne servons pas encore le secteur postal P3A',
      `Nous ne pouvons pas encore faire de visite à domicile à cet endroit, mais une consultation par téléphone ou par vidéo est possible. Vous pouvez aussi nous appeler au ${PHONE}.`,
    ];
    await postalCode.fill('P3A 1A1');
    await expectAnswer(place, 'not-served', notServed);
    expect(await axeViolations(page)).toEqual([]);
    await request.getByRole('button', { name: 'Suivant', exact: true }).click();
    await request.getByRole('radio', { name: /^Visite à domicile/ }).check();
    await expectAnswer(request.getByTestId('consultation-visit-note'), 'not-served', notServed);
    expect(await axeViolations(page)).toEqual([]);
  },
);

sharedTabTest(
  'the contact form says where we serve as the family types the place (Laval on request, P3A 1A1 not served) and posts it with its `Service area` (decision 0086); axe clean',
  async ({ page }) => {
    const phone = `905-555-${String(Date.now()).slice(-4)}`;
    await page.goto('/contact-us');
    await waitForHydration(page);
    const form = page.getByTestId('contact-form');
    const place = form.getByRole('textbox', { name: 'Where does the person needing care live? (optional)' });
    await expect(place).toHaveAccessibleDescription('A city or a postal code: we tell you right away whether we serve it.');
    const answer = form.getByTestId('contact-place-answer');
    await place.fill('Laval');
    await expectAnswer(answer, 'on-request', [...EN.onRequest('Laval').slice(0, 2), 'You can still send your message: a care coordinator will reply.']);
    await expect(answer.getByRole('link', { name: `Call ${PHONE}` })).toHaveAttribute('href', 'tel:+18885550142');
    expect(await axeViolations(page)).toEqual([]);
    await place.fill('P3A 1A1');
    await expectAnswer(answer, 'not-served', [...EN.notServed.slice(0, 2), 'You can still send your message: a care coordinator will reply.']);
    await form.getByRole('textbox', { name: 'Full name' }).fill('Marie Boucher');
    await form.getByRole('textbox', { name: 'Phone number' }).fill(phone);
    await form.getByRole('textbox', { name: /How can we help/ }).fill('My father lives near Sudbury and needs help at home.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(/\/thank-you\?from=contact-page$/);
    const [post] = await capturedWith(page, 'phone', phone);
    expect(post!.fields).toMatchObject({ City: 'P3A 1A1', 'Service area': 'Not served yet: P3A (nearest office: Brampton)', name: 'Marie Boucher' });
    // The thank-you says back what the family typed, not the office's `Service area`.
    await expect(page.getByTestId('sent-echo').getByRole('term')).toHaveText(['Name', 'Phone', 'City', 'Message', 'Language to call you in']);
  },
);

test('the chat answers where we serve: Laval, H7N 2X4 and Montréal on request, P3A 1A1 not served yet, L6Y 4R2 served', async ({ page }) => {
  const weekday = new Date('2026-11-25T10:00:00-05:00');
  await page.clock.install({ time: weekday });
  await page.clock.pauseAt(new Date(weekday.getTime() + 1_000));
  await page.goto('/contact-us');
  await waitForHydration(page);
  await page.clock.runFor(1_000);
  await page.getByRole('button', { name: 'Chat with us' }).click();
  await expect(page.getByRole('dialog', { name: 'Maple Hearth chat assistant' })).toBeVisible();
  await page.clock.runFor(500);
  const box = page.getByRole('textbox', { name: 'Your message' });
  const lastReply = page.getByTestId('chat-log').locator('[data-sender="bot"] .chat-bubble').last();
  const ask = async (words: string, reply: string) => {
    await box.fill(words);
    await box.press('Enter');
    await page.clock.runFor(1_500);
    await expect(lastReply).toContainText(reply);
  };
  const onRequest = (city: string) => `Assistant: ${EN.onRequest(city)[0]}. ${EN.onRequest(city)[1]} Ask about care in ${city}`;
  await ask('Laval', onRequest('Laval'));
  await ask('H7N 2X4', onRequest('Laval'));
  await ask('Montréal', onRequest('Montreal'));
  await ask('P3A 1A1', `Assistant: ${EN.notServed[0]}. ${EN.notServed[1]} Send us your question anyway`);
  await ask('L6Y 4R2', 'Assistant: Yes, we serve Brampton. Postal area L6Y is one of the areas around Brampton where our caregivers visit families.');
});
