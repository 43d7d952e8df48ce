import { capturedWith } from './capture';
import { expect, sharedTabTest, waitForHydration } from './fixtures';

/**
 * A contact message in French (decision 0068), as a family reading French sends one: on
 * /fr/nous-joindre a phone number that is not one (`514-555`, decision 0081) and a malformed e-mail
 * are refused in French (the browser's messages and the summary) and nothing typed is lost; once
 * corrected, the form posts the English page's field names and subject with "Page language:
 * Français" and leads to /fr/merci; « Montréal » typed as the place is answered in French and posted
 * with its `Service area`. It leads to /fr/merci, which thanks in French and says back what was sent. What each
 * French route must be besides (axe, the phone and readers gates, its weight) the route gate holds;
 * the words, tests/unit/french-contact.test.ts.
 */
sharedTabTest(
  '/fr/nous-joindre: 514-555 and a wrong e-mail refused in French with nothing lost, the exact post with its page language, thanked in French on /fr/merci',
  async ({ page }) => {
    const phone = `613-555-${String(Date.now()).slice(-4)}`;
    const typed = {
      name: 'Geneviève Lavoie',
      email: 'genevieve.lavoie-chez-moi',
      message: 'Ma mère, à Ottawa, a besoin d’aide pour les repas et la toilette.',
    };
    await page.goto('/fr/nous-joindre');
    await waitForHydration(page);
    const form = page.getByTestId('contact-form');
    await form.getByRole('textbox', { name: 'Nom complet' }).fill(typed.name);
    await form.getByRole('textbox', { name: 'Numéro de téléphone' }).fill('514-555');
    await form.getByRole('textbox', { name: 'Courriel (facultatif)' }).fill(typed.email);
    // Where care is needed, answered in French as it is typed (decision 0086).
    await form.getByRole('textbox', { name: 'Où habite la personne qui a besoin de soins? (facultatif)' }).fill('Montréal');
    const answer = form.getByTestId('contact-place-answer');
    await expect(answer).toHaveAttribute('aria-live', 'polite');
    await expect(answer).toHaveAttribute('data-answer', 'on-request');
    await expect(answer.locator('p')).toHaveText([
      'Montréal\u00a0: sur demande',
      'Montréal ne fait pas partie des 24 villes de cinq provinces où travaillent nos préposés\u00a0: nous y servons les familles sur demande, ' +
        'et une coordonnatrice ou un coordonnateur des soins confirme qu’une personne est disponible avant d’organiser les soins. ' +
        'Appelez-nous au 1-888-555-0142 ou envoyez-nous votre question.',
      'Vous pouvez tout de même envoyer votre message\u00a0: une coordonnatrice ou un coordonnateur des soins vous répondra.',
    ]);
    await form.getByRole('textbox', { name: 'Comment pouvons-nous vous aider?' }).fill(typed.message);
    await form.getByRole('button', { name: 'Envoyer le message' }).click();

    // Refused: the summary and the browser's message in French, every field as typed, nothing sent.
    await expect(form.getByTestId('invalid-summary')).toHaveText(
      'Certains renseignements sont à vérifier Veuillez vérifier ces champs\u00a0: Numéro de téléphone, Courriel (facultatif). Tout ce que vous avez écrit est encore là.',
    );
    expect(
      await form.evaluate((f: HTMLFormElement) => ({
        lang: document.documentElement.lang,
        url: location.pathname,
        messages: ['phone', 'email'].map((n) => (f.elements.namedItem(n) as HTMLInputElement).validationMessage),
        values: ['name', 'phone', 'email', 'message'].map((n) => (f.elements.namedItem(n) as HTMLInputElement).value),
        purpose: f.querySelector('a[href="/fr/politique-de-confidentialite"]')?.textContent,
      })),
    ).toEqual({
      lang: 'fr-CA',
      url: '/fr/nous-joindre',
      messages: [
        'Veuillez entrer un numéro de téléphone à 10 chiffres, par exemple 514-555-0142.',
        'Veuillez entrer une adresse courriel complète, par exemple nom@exemple.ca.',
      ],
      values: [typed.name, '514-555', typed.email, typed.message],
      purpose: 'Lire notre politique de confidentialité',
    });
    expect(await capturedWith(page, 'phone', '514-555')).toEqual([]);

    // Corrected and sent.
    const email = 'genevieve.lavoie@exemple.ca';
    await form.getByRole('textbox', { name: 'Numéro de téléphone' }).fill(phone);
    await form.getByRole('textbox', { name: 'Courriel (facultatif)' }).fill(email);
    await form.getByRole('button', { name: 'Envoyer le message' }).click();
    await expect(page).toHaveURL(/\/fr\/merci\?from=contact-page$/);
    const origin = new URL(page.url()).origin;
    const [post] = await capturedWith(page, 'phone', phone);
    expect(post!.fields).toEqual({
      _subject: 'Website Inquiry - Contact Page Inquiry',
      _next: `${origin}/fr/merci?from=contact-page`,
      _captcha: 'false',
      _template: 'table',
      'Callback language': 'French',
      _honey: '',
      'Page language': 'Français',
      name: typed.name,
      phone,
      email,
      City: 'Montréal',
      'Service area': 'On request: Montreal (Ottawa office)',
      message: typed.message,
    });

    // Thanked in French, with what was sent said back under French names.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Merci! Votre message a bien été reçu.');
    const echo = page.getByTestId('sent-echo');
    await expect(echo.getByRole('heading')).toHaveText('Ce que vous avez envoyé');
    await expect(echo.getByRole('term')).toHaveText(['Langue de la page', 'Nom', 'Téléphone', 'Courriel', 'Ville', 'Message', 'Langue de l’appel']);
    await expect(echo.getByRole('definition')).toHaveText(['Français', typed.name, phone, email, 'Montréal', typed.message, 'Français']);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr-CA');
  },
);
