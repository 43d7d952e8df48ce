import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppRoutes } from '../../src/app/app';
import { preloadPage } from '../../src/app/page-loader';
import { Providers } from '../../src/app/providers';
import { notFoundRouteFor, routeForPath } from '../../src/app/routes';
import { FooterNewsletterForm } from '../../src/features/forms/footer-newsletter-form';
import { CareFinderQuiz } from '../../src/features/quiz/care-finder-quiz';
import { QUIZ_WORDS_FR } from '../../src/content/pages/fr/quiz';
import { PageLanguageContext } from '../../src/shared/lib/page-language';
import { preloadBelowTheFold } from '../../src/shared/ui/below-the-fold';
import { forgetFrenchJourney } from '../../src/app/layout/french-way-back';
import { renderWithSite } from '../render';

/**
 * docs/spec/DECISIONS.md "French pages in French to the end": an unknown path under /fr shows the
 * not-found page in French, in a French document and chrome; the footer's newsletter on a French
 * page signs up for the French edition, in French; the quiz names a contact field filled but wrong,
 * and why, in French; an English page seen from French offers the way back in one French line.
 * Every expected word written by hand.
 */
const NBSP = '\u00a0';
const hidden = (form: HTMLElement, name: string) => form.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value;

/** The site at `path`, as the client renders it once the route's code and the parts below the fold are in. */
async function renderSiteAt(path: string) {
  await Promise.all([preloadPage(routeForPath(path) ?? notFoundRouteFor(path)), preloadBelowTheFold()]);
  await act(async () => {
    render(
      <Providers>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
        </MemoryRouter>
      </Providers>,
    );
  });
}

afterEach(() => {
  document.documentElement.lang = 'en-CA';
});

describe('the footer newsletter on a French page (/fr/nous-joindre)', () => {
  beforeEach(async () => {
    await renderSiteAt('/fr/nous-joindre');
  });

  it('has the footer newsletter in French: heading, text, label, consent naming the sender, button and privacy line', () => {
    const form = screen.getByTestId('footer-newsletter-form');
    expect(within(form).getByRole('heading', { level: 2 })).toHaveTextContent('Des conseils pour les proches aidants, par courriel');
    expect(form).toHaveTextContent('Des conseils pratiques pour les familles qui prennent soin d’un aîné, chaque semaine ou toutes les deux semaines.');
    expect(within(form).getByRole('textbox', { name: /^Adresse courriel/ })).toHaveAttribute('type', 'email');
    expect(within(form).getByRole('checkbox')).toHaveAccessibleName(
      'Oui, je veux recevoir par courriel les conseils et les nouvelles pour les proches aidants de Maple Hearth Home Care, Brampton (Ontario), info@maplehearth.ca. Je peux retirer mon consentement en tout temps au moyen du lien de désabonnement de chaque courriel ou en écrivant à info@maplehearth.ca.',
    );
    expect(within(form).getByRole('button', { name: 'S’abonner' })).toBeInTheDocument();
    expect(within(form).getByRole('link', { name: 'Lire notre politique de confidentialité' })).toHaveAttribute('href', '/fr/politique-de-confidentialite');
    expect(screen.getByTestId('footer-newsletter')).not.toHaveAttribute('lang');
  });

  it('signs up for the French edition: Newsletter language: Français, the reply in French, back to /fr/merci', () => {
    const form = screen.getByTestId('footer-newsletter-form');
    expect(hidden(form, 'Newsletter language')).toBe('Français');
    expect(hidden(form, 'Page language')).toBe('Français');
    expect(hidden(form, '_subject')).toBe('Website Inquiry - Newsletter Subscription');
    expect(hidden(form, '_next')).toBe(`${window.location.origin}/fr/merci?from=newsletter`);
    expect(hidden(form, '_autoresponse')).toBe(
      `Merci de votre abonnement aux conseils pour les proches aidants de Maple Hearth Home Care. Votre guide gratuit, en anglais, «${NBSP}10 Questions to Ask Before Hiring a Caregiver${NBSP}», est ici${NBSP}: https://www.maplehearth.ca/guides/10-questions-before-hiring-a-caregiver (vous pouvez l’imprimer à partir de cette page). Vous pouvez vous désabonner en tout temps en répondant à ce courriel ou en écrivant à info@maplehearth.ca.`,
    );
  });

  it('refuses an empty address in French', () => {
    const form = screen.getByTestId('footer-newsletter-form') as HTMLFormElement;
    const email = within(form).getByRole('textbox', { name: /^Adresse courriel/ }) as HTMLInputElement;
    act(() => {
      fireEvent.click(within(form).getByRole('button', { name: 'S’abonner' }));
      form.reportValidity();
    });
    expect(email.validationMessage).toBe('Veuillez remplir ce champ.');
    expect(within(form).getByTestId('invalid-summary')).toHaveTextContent(
      /^Certains renseignements sont à vérifier Veuillez vérifier ces champs\s: Adresse courriel, /,
    );
  });
});

describe('the footer newsletter elsewhere', () => {
  it('on an English page: the English edition, as docs/spec/SPEC.md §5 has it, with no language field', () => {
    renderWithSite(<FooterNewsletterForm />);
    const form = screen.getByTestId('footer-newsletter-form');
    expect(within(form).getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /^E-mail address/ })).toBeInTheDocument();
    expect(hidden(form, 'Newsletter language')).toBeUndefined();
    expect(hidden(form, '_next')).toBe(`${window.location.origin}/thank-you?from=newsletter`);
  });

  it('on a language page: the English edition, said in the post (Newsletter language: English)', () => {
    renderWithSite(
      <PageLanguageContext value="pa">
        <FooterNewsletterForm />
      </PageLanguageContext>,
    );
    const form = screen.getByTestId('footer-newsletter-form');
    expect(within(form).getByRole('link', { name: 'Read our privacy policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(hidden(form, 'Newsletter language')).toBe('English');
    expect(hidden(form, 'Page language')).toBe('Punjabi (ਪੰਜਾਬੀ)');
  });
});

describe('an unknown path under /fr', () => {
  beforeEach(async () => {
    await renderSiteAt('/fr/services/soins-inexistants');
  });

  it('shows the not-found page in French, in a document in fr-CA, its links to French pages', () => {
    expect(document.documentElement.lang).toBe('fr-CA');
    const page = screen.getByTestId('not-found-page');
    expect(within(page).getByRole('heading', { level: 1 })).toHaveTextContent('Oups! Cette page n’est plus ici.');
    expect(page).toHaveTextContent('Erreur 404');
    expect(page).toHaveTextContent(
      'Le lien est peut-être périmé, ou la page a changé d’adresse pendant que nous grandissions. Voici de quoi trouver l’information sur les soins dont vous avez besoin, en français.',
    );
    // No English search on the French page: its index and results are English.
    expect(within(page).queryByRole('search')).toBeNull();
    const quick = within(page).getByRole('navigation', { name: 'Les pages les plus consultées' });
    expect(
      within(quick)
        .getAllByRole('link')
        .map((a) => `${a.textContent} ${a.getAttribute('href')}`),
    ).toEqual([
      'Trouver votre plan de soins /fr/trouver-votre-plan-de-soins',
      'Demander une consultation gratuite /fr/consultation-gratuite',
      'Nos services /fr/services',
      'Calculateur du coût des soins /fr/calculateur-du-cout-des-soins',
      'Foire aux questions /fr/faq',
    ]);
    const tiles = within(page).getByRole('region', { name: 'Ou commencez par l’une de ces pages' });
    expect(
      within(tiles)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/fr', '/fr/services/soins-personnels', '/fr/services/soins-de-la-demence', '/fr/emplacements', '/fr/nous-joindre']);
    expect(within(page).getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/fr');
    expect(within(page).getByRole('link', { name: 'Nous joindre' })).toHaveAttribute('href', '/fr/nous-joindre');
    // The chrome around it is French too.
    expect(screen.getByRole('link', { name: 'Passer au contenu principal' })).toBeInTheDocument();
  });
});

describe('/fr/trouver-votre-plan-de-soins: a contact field filled but wrong', () => {
  it('See My Plan names the field and why, in French, and marks it: « marie@ », then « 514-555 »', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithSite(<CareFinderQuiz words={QUIZ_WORDS_FR} logAnswers={() => {}} />, { route: '/fr/trouver-votre-plan-de-soins' });
    const quiz = screen.getByTestId('care-finder-quiz');
    const next = () => user.click(within(quiz).getByRole('button', { name: 'Suivant' }));
    await user.click(within(quiz).getByRole('button', { name: 'Commencer le questionnaire' }));
    await user.click(await within(quiz).findByRole('radio', { name: 'Ma mère' }));
    await next();
    await user.click(within(quiz).getByRole('checkbox', { name: 'Compagnie' }));
    await next();
    await user.click(within(quiz).getByRole('radio', { name: '2 à 4 heures' }));
    await next();
    await next();
    await user.type(within(quiz).getByRole('textbox', { name: /^Ville et code postal/ }), 'Ottawa, K1P 5G4');
    await next();
    await next();
    await next();
    const field = (name: RegExp) => within(quiz).getByRole('textbox', { name });
    await user.type(field(/^Nom complet/), 'Marie Tremblay');
    await user.type(field(/^Courriel/), 'marie@');
    await user.type(field(/^Numéro de téléphone/), '514-555');
    await user.click(within(quiz).getByRole('button', { name: 'Voir mon plan' }));

    const alert = within(screen.getByTestId('toaster')).getByRole('alert');
    expect(alert).toHaveTextContent('Coordonnées à vérifier');
    expect(alert.textContent).toContain(
      `Courriel${NBSP}: cette adresse courriel est incomplète. Veuillez l’écrire comme nom@exemple.ca. Numéro de téléphone${NBSP}: ce n’est pas un numéro de téléphone à 10 chiffres. Veuillez l’écrire comme 514-555-0142.`,
    );
    expect(alert).not.toHaveTextContent('Veuillez remplir');
    expect(field(/^Nom complet/)).not.toHaveAttribute('aria-invalid');
    expect(field(/^Courriel/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^Numéro de téléphone/)).toHaveAttribute('aria-invalid', 'true');

    await user.type(field(/^Courriel/), 'exemple.ca');
    await user.click(within(quiz).getByRole('button', { name: 'Voir mon plan' }));
    const again = within(screen.getByTestId('toaster')).getByRole('alert');
    expect(again).toHaveTextContent('Coordonnées à vérifier');
    expect(again).not.toHaveTextContent('Courriel');
    expect(again.textContent).toContain(`Numéro de téléphone${NBSP}: ce n’est pas un numéro de téléphone à 10 chiffres. Veuillez l’écrire comme 514-555-0142.`);
    expect(field(/^Courriel/)).not.toHaveAttribute('aria-invalid');

    await user.type(field(/^Numéro de téléphone/), '-0142');
    await user.click(within(quiz).getByRole('button', { name: 'Voir mon plan' }));
    expect(await within(quiz).findByRole('heading', { level: 2, name: 'Votre plan de soins recommandé' })).toBeInTheDocument();
  });
});

describe('an English page seen from French', () => {
  beforeEach(() => {
    forgetFrenchJourney();
    window.sessionStorage.clear();
  });
  afterEach(() => {
    Object.defineProperty(window.navigator, 'languages', { value: ['en-US', 'en'], configurable: true });
    Object.defineProperty(document, 'referrer', { value: '', configurable: true });
    forgetFrenchJourney();
    window.sessionStorage.clear();
  });

  it('an English-only page reached from a French page says so in French and leads back to it', async () => {
    const user = userEvent.setup({ delay: null });
    await preloadPage(routeForPath('/careers')!);
    await renderSiteAt('/fr/nous-joindre');
    expect(screen.queryByTestId('french-way-back')).toBeNull();
    const footer = screen.getByRole('contentinfo');
    await user.click(within(footer).getByRole('link', { name: 'Carrières (en anglais)' }));
    const line = await screen.findByTestId('french-way-back');
    expect(line).toHaveAttribute('lang', 'fr-CA');
    expect(line).toHaveAttribute('data-kind', 'back');
    expect(line.textContent).toBe(`Cette page est en anglais. Retour à la version française${NBSP}: Nous joindre`);
    const back = within(line).getByRole('link', { name: 'Nous joindre' });
    expect(back).toHaveAttribute('href', '/fr/nous-joindre');
    expect(back).toHaveAttribute('hreflang', 'fr-CA');
    // The line is the first thing in the page's main content.
    expect(screen.getByRole('main').firstElementChild).toBe(line);
    await user.click(back);
    expect(await screen.findByRole('heading', { level: 1, name: 'Joindre Maple Hearth Home Care' })).toBeInTheDocument();
    expect(screen.queryByTestId('french-way-back')).toBeNull();
  });

  it('an English-only page opened from a French page of the site (a new tab) leads back to it', async () => {
    Object.defineProperty(document, 'referrer', { value: `${window.location.origin}/fr/faq`, configurable: true });
    await renderSiteAt('/careers');
    const line = await screen.findByTestId('french-way-back');
    expect(line.textContent).toBe(`Cette page est en anglais. Retour à la version française${NBSP}: la page d’où vous venez`);
    expect(within(line).getByRole('link', { name: 'la page d’où vous venez' })).toHaveAttribute('href', '/fr/faq');
  });

  it('an English page with a French twin, to a browser preferring French: the twin offered in one French line, closable, never a redirect', async () => {
    const user = userEvent.setup({ delay: null });
    Object.defineProperty(window.navigator, 'languages', { value: ['fr-CA', 'fr', 'en'], configurable: true });
    await renderSiteAt('/contact-us');
    const line = await screen.findByTestId('french-way-back');
    expect(line).toHaveAttribute('data-kind', 'twin');
    expect(line.textContent).toBe(`Cette page existe aussi en français${NBSP}: lire la version française`);
    expect(within(line).getByRole('link', { name: 'lire la version française' })).toHaveAttribute('href', '/fr/nous-joindre');
    // Still the English page.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Contact Maple Hearth Home Care');
    await user.click(within(line).getByRole('button', { name: 'Masquer ce message' }));
    expect(screen.queryByTestId('french-way-back')).toBeNull();
  });

  it('no line for a browser preferring English, on a page with a twin or without', async () => {
    await renderSiteAt('/contact-us');
    await act(async () => {});
    expect(screen.queryByTestId('french-way-back')).toBeNull();
  });
});
