import { capturedWith } from './capture';
import { axeViolations, expect, sharedTabTest, waitForHydration } from './fixtures';

/**
 * The care-finder quiz in French (decision 0067): a family answers in French, an empty step says
 * so in French, the plan shows in French with its price as Canadian French writes it, and the
 * request posts what the English page posts (English field names, subject and values) plus its
 * page language. Expected words and fields are written here by hand.
 */
sharedTabTest(
  '/fr/trouver-votre-plan-de-soins: the quiz in French to its plan and its request, which posts the English fields and its language',
  async ({ page }) => {
    const phone = `613-555-${String(Date.now()).slice(-4)}`;
    await page.goto('/fr/trouver-votre-plan-de-soins');
    await waitForHydration(page, { chat: false });
    const quiz = page.getByTestId('care-finder-quiz');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trouver votre plan de soins');
    await quiz.getByRole('button', { name: 'Commencer le questionnaire' }).click();

    // An empty step: Next refuses, in French.
    await expect(quiz.getByText('Étape 1 de 8')).toBeVisible();
    await quiz.getByRole('button', { name: 'Suivant' }).click();
    const alert = page.getByTestId('toaster').getByRole('alert');
    await expect(alert).toContainText('Renseignements incomplets');
    await expect(alert).toContainText('Veuillez remplir les champs obligatoires pour continuer.');
    await expect(quiz).toHaveAttribute('data-state', 'whoNeedsCare');

    const choose = (name: string) => quiz.getByText(name, { exact: true }).click();
    const next = () => quiz.getByRole('button', { name: 'Suivant' }).click();
    await choose('Mon père');
    await next();
    await expect(quiz.getByRole('heading', { level: 2, name: 'De quel type d’aide votre proche a-t-il besoin?' })).toBeFocused();
    await choose('Aide au bain');
    await choose('Préparation des repas');
    await next();
    await choose('6 à 8 heures');
    await next();
    await choose('Diabète');
    await next();
    await quiz.getByRole('textbox', { name: /Ville et code postal/ }).fill('Ottawa, K1P 5G4');
    await next();
    // French is chosen first on the French page; the family adds English.
    await choose('Anglais');
    await next();
    await next();
    await quiz.getByRole('textbox', { name: /^Nom complet/ }).fill('Josée Tremblay');
    await quiz.getByRole('textbox', { name: /^Courriel/ }).fill('josee@example.ca');
    await quiz.getByRole('textbox', { name: /^Numéro de téléphone/ }).fill(phone);
    await quiz.getByRole('button', { name: 'Voir mon plan' }).click();

    await expect(quiz).toHaveAttribute('data-state', 'results');
    await expect(quiz.getByTestId('plan-name')).toHaveText('Soins personnels avec un préposé bilingue');
    await expect(quiz.getByTestId('plan-price')).toHaveText('320\u00a0$ par jour (estimation)');
    const onScreen = await quiz.getByTestId('quiz-results').evaluate((results) => ({
      basis: results.querySelector('[data-testid="plan-price-basis"] p')?.textContent,
      asked: [...results.querySelectorAll('[data-testid="plan-choices"] li')].map((li) => li.textContent),
      facts: [...results.querySelectorAll('dt')].map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`),
    }));
    expect(onScreen).toEqual({
      basis: 'Soit 40,00\u00a0$ l’heure pour 8 heures par jour.',
      asked: ['L’aide au bain', 'La préparation des repas'],
      facts: [
        'Soins pour: Mon père',
        'Horaire: 8 heures par jour (6 à 8 heures)',
        'Début: Dès que vous serez prêts',
        'Langues: Français, Anglais',
        'Lieu: Ottawa, K1P 5G4',
        'Problème de santé: Diabète',
      ],
    });

    const send = quiz.getByTestId('care-plan-form');
    await expect(send.getByRole('heading', { name: 'Envoyez votre plan à un conseiller en soins' })).toBeVisible();
    expect(await capturedWith(page, 'phone', phone)).toEqual([]);
    await send.getByRole('button', { name: 'Envoyer mon plan à un conseiller en soins' }).click();
    await expect.poll(async () => (await capturedWith(page, 'phone', phone)).length).toBe(1);
    const [post] = await capturedWith(page, 'phone', phone);
    expect(post!.fields).toEqual({
      _subject: 'Website Inquiry - Care Plan Request',
      // The French thank-you page (decision 0068).
      _next: `${new URL(page.url()).origin}/fr/merci?from=care-plan`,
      _captcha: 'false',
      _template: 'table',
      'Callback language': 'French',
      _honey: '',
      name: 'Josée Tremblay',
      email: 'josee@example.ca',
      phone,
      'Who needs care': 'My Father',
      'Support needed': 'Bathing, Meal Prep',
      'Hours of care per day': '6-8',
      'Medical condition': 'Diabetes',
      Location: 'Ottawa, K1P 5G4',
      'Service area': 'Served: Ottawa (Ottawa office)',
      Languages: 'French, English',
      'Preferred start date': 'Not given',
      'Recommended plan': 'Personal Care with a Bilingual Caregiver',
      'Plan hours': '8 hours/day',
      'Estimated price per day (CAD)': '320',
      'Page language': 'Français',
    });
  },
);

sharedTabTest(
  'the language switch keeps the quiz’s place: step 5 with Laval typed, in English, then « Étape 5 de 8 » in French with every answer kept (decision 0087)',
  async ({ page }) => {
    await page.goto('/find-your-care-plan');
    await waitForHydration(page, { chat: false });
    const quiz = page.getByTestId('care-finder-quiz');
    await quiz.getByRole('button', { name: 'Start Care Finder Quiz' }).click();
    for (const choice of ['My Mother', 'Bathing', '2-4', 'Stroke Recovery']) {
      await quiz.getByText(choice, { exact: true }).click();
      await quiz.getByRole('button', { name: 'Next' }).click();
    }
    await quiz.getByRole('textbox', { name: /City and postal code/ }).fill('Laval, H7N 2X4');
    await page.getByTestId('language-switch').getByRole('link', { name: 'Français' }).click();
    await expect(page).toHaveURL(/\/fr\/trouver-votre-plan-de-soins$/);
    await waitForHydration(page, { chat: false });
    await expect(quiz).toHaveAttribute('data-state', 'location');
    await expect(quiz.getByText('Étape 5 de 8')).toBeVisible();
    await expect(quiz.getByRole('textbox', { name: /Ville et code postal/ })).toHaveValue('Laval, H7N 2X4');
    await expect(quiz.getByTestId('quiz-location-answer').locator('p').first()).toHaveText('Laval\u00a0: sur demande');
    // Back, in French: the answers given in English, said in French.
    await quiz.getByRole('button', { name: 'Retour' }).click();
    await expect(quiz.getByRole('radio', { name: 'Rétablissement après un AVC' })).toBeChecked();
    expect(await axeViolations(page)).toEqual([]);
  },
);
