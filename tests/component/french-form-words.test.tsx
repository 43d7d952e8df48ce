import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { ContactForm } from '../../src/features/forms/contact-form';
import { PageLanguageContext } from '../../src/shared/lib/page-language';
import { preloadFormWords } from '../../src/shared/forms/form-words-loader';
import { renderWithSite } from '../render';

/**
 * The words every lead form shares follow the page's language (decision 0068): on a French page the
 * purpose line, the refused form's summary, the browser's message and the phone number's are
 * French and `_next` leads to /fr/merci. (The English pages' forms: tests/component/contact-form.test.tsx;
 * the footer newsletter's edition by page: tests/component/french-to-the-end.test.tsx.)
 */
const inFrench = (ui: React.ReactElement) => renderWithSite(<PageLanguageContext value="fr-CA">{ui}</PageLanguageContext>);
const hidden = (form: HTMLElement, name: string) => form.querySelector(`input[name="${name}"]`) as HTMLInputElement;

beforeAll(async () => {
  // As a French route's loader does before the page renders.
  await preloadFormWords('fr-CA');
});

describe('a lead form on a French page', () => {
  it('says its purpose in French, with the French privacy policy, and leads to /fr/merci', () => {
    inFrench(<ContactForm formType="Contact Page Inquiry" />);
    const form = screen.getByTestId('contact-form');
    expect(within(form).getByRole('link', { name: 'Lire notre politique de confidentialité' })).toHaveAttribute('href', '/fr/politique-de-confidentialite');
    expect(hidden(form, '_next').value).toBe(`${window.location.origin}/fr/merci?from=contact-page`);
    expect(hidden(form, 'Page language').value).toBe('Français');
  });

  it('says how much of the message is used in French (2000 characters at most)', () => {
    inFrench(<ContactForm />);
    const message = screen.getByRole('textbox', { name: /How can we help/ });
    expect(message).toHaveAttribute('maxlength', '2000');
    expect(message).toHaveAccessibleDescription('0 sur 2000 caractères');
  });

  it('refuses an empty field with the browser’s message and the summary in French', () => {
    inFrench(<ContactForm formType="Contact Page Inquiry" />);
    const form = screen.getByTestId('contact-form') as HTMLFormElement;
    const name = within(form).getByRole('textbox', { name: /Full name/ }) as HTMLInputElement;
    act(() => {
      fireEvent.click(within(form).getByRole('button'));
      form.reportValidity();
    });
    expect(name.validationMessage).toBe('Veuillez remplir ce champ.');
    expect(screen.getByTestId('invalid-summary')).toHaveTextContent(
      /^Certains renseignements sont à vérifier Veuillez vérifier ces champs\s: Full name, Phone number, How can we help\? Tout ce que vous avez écrit est encore là\.$/,
    );
    // The next keystroke takes the French message away: the browser checks the field anew.
    fireEvent.input(name, { target: { value: 'Geneviève' } });
    expect(name.validationMessage).toBe('');
  });

  it('refuses 514-555 in the phone field with the French message and posts nothing; 514-555-0142 posts (decision 0081)', async () => {
    const posted: FormData[] = [];
    const keepPost = (event: SubmitEvent) => posted.push(new FormData(event.target as HTMLFormElement));
    window.addEventListener('submit', keepPost);
    try {
      const user = userEvent.setup({ delay: null });
      inFrench(<ContactForm formType="Contact Page Inquiry" />);
      const form = screen.getByTestId('contact-form');
      const phone = within(form).getByRole('textbox', { name: /Phone number/ }) as HTMLInputElement;
      await user.type(within(form).getByRole('textbox', { name: /Full name/ }), 'Geneviève Tremblay');
      await user.type(phone, '514-555');
      await user.type(within(form).getByRole('textbox', { name: /How can we help/ }), 'Des soins le matin pour ma mère.');
      await user.click(within(form).getByRole('button'));
      expect(phone.validationMessage).toBe('Veuillez entrer un numéro de téléphone à 10 chiffres, par exemple 514-555-0142.');
      expect(screen.getByTestId('invalid-summary')).toHaveTextContent(
        /^Certains renseignements sont à vérifier Veuillez vérifier ce champ\s: Phone number\. Tout ce que vous avez écrit est encore là\.$/,
      );
      expect(posted).toEqual([]);
      expect(phone).toHaveValue('514-555');

      await user.type(phone, '-0142');
      await user.click(within(form).getByRole('button'));
      expect(posted.map((body) => body.get('phone'))).toEqual(['514-555-0142']);
    } finally {
      window.removeEventListener('submit', keepPost);
    }
  });
});
