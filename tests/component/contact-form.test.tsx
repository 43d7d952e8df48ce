import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { ContactFormType } from '../../src/content/forms';
import { ContactForm } from '../../src/features/forms/contact-form';
import { renderWithSite } from '../render';

const hidden = (name: string) => screen.getByTestId('contact-form').querySelector(`input[name="${name}"]`) as HTMLInputElement;

describe('contact form', () => {
  const cases: Array<[ContactFormType | undefined, string, string]> = [
    [undefined, 'Website Inquiry - General Inquiry', 'general'],
    ['CTA Section Inquiry', 'Website Inquiry - CTA Section Inquiry', 'home-cta'],
    ['Contact Page Inquiry', 'Website Inquiry - Contact Page Inquiry', 'contact-page'],
    ['Franchise Info Kit Request', 'Website Inquiry - Franchise Info Kit Request', 'franchise-info-kit'],
    ['Partnership Inquiry', 'Website Inquiry - Partnership Inquiry', 'partnership'],
  ];
  for (const [formType, subject, from] of cases) {
    it(`posts "${subject}" with _next to /thank-you?from=${from}`, () => {
      renderWithSite(<ContactForm formType={formType} />);
      expect(hidden('_subject').value).toBe(subject);
      expect(hidden('_next').value).toBe(`${window.location.origin}/thank-you?from=${from}`);
      expect(hidden('_captcha').value).toBe('false');
      expect(hidden('_template').value).toBe('table');
      expect(hidden('_honey')).toHaveAttribute('tabindex', '-1');
      expect(hidden('_honey')).toHaveAttribute('autocomplete', 'off');
      expect(hidden('_honey').value).toBe('');
    });
  }

  it('limits what a family can type: 200 characters on each one-line field, 2000 in the message', () => {
    renderWithSite(<ContactForm />);
    for (const name of ['Full name', /Phone number/, /E-mail/]) {
      expect(screen.getByRole('textbox', { name })).toHaveAttribute('maxlength', '200');
    }
    expect(screen.getByRole('textbox', { name: /How can we help/ })).toHaveAttribute('maxlength', '2000');
  });

  it('marks name, phone and message required; e-mail optional but typed as e-mail; message 4 rows', () => {
    renderWithSite(<ContactForm />);
    expect(screen.getByRole('textbox', { name: 'Full name' })).toBeRequired();
    expect(screen.getByRole('textbox', { name: /Phone number/ })).toHaveAttribute('type', 'tel');
    expect(screen.getByRole('textbox', { name: /Phone number/ })).toBeRequired();
    expect(screen.getByRole('textbox', { name: /E-mail/ })).not.toBeRequired();
    expect(screen.getByRole('textbox', { name: /E-mail/ })).toHaveAttribute('type', 'email');
    expect(screen.getByRole('textbox', { name: /How can we help/ })).toHaveAttribute('rows', '4');
    expect(screen.getByRole('link', { name: 'Read our privacy policy' })).toHaveAttribute('href', '/privacy-policy');
  });

  it('takes a message of at most 2000 characters and says how much is used, with the box', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithSite(<ContactForm />);
    const message = screen.getByRole('textbox', { name: /How can we help/ });
    expect(message).toHaveAttribute('maxlength', '2000');
    expect(message).toHaveAccessibleDescription('0 of 2000 characters');
    await user.type(message, 'Weekday mornings for my mother.');
    expect(message).toHaveAccessibleDescription('31 of 2000 characters');
  });

  describe('its phone number (docs/spec/DECISIONS.md "Phone numbers", decision 0081)', () => {
    // What the browser would post: tests/setup.ts stops the post itself (jsdom cannot navigate).
    const posted: FormData[] = [];
    const keepPost = (event: SubmitEvent) => posted.push(new FormData(event.target as HTMLFormElement));
    afterEach(() => {
      window.removeEventListener('submit', keepPost);
      posted.length = 0;
    });

    it('refuses 514-555 with a message that says what is expected, names it in the summary and posts nothing; then a 10-digit number posts', async () => {
      window.addEventListener('submit', keepPost);
      const user = userEvent.setup({ delay: null });
      renderWithSite(<ContactForm />);
      const form = screen.getByTestId('contact-form');
      const phone = screen.getByRole('textbox', { name: /Phone number/ }) as HTMLInputElement;
      await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Amrit Gill');
      await user.type(phone, '514-555');
      await user.type(screen.getByRole('textbox', { name: /How can we help/ }), 'Weekday mornings for my mother.');
      await user.click(screen.getByRole('button', { name: 'Send Message' }));

      expect(phone.validationMessage).toBe('Please enter a 10-digit phone number, for example 905-555-0142.');
      expect(phone).toHaveAttribute('aria-invalid', 'true');
      expect(form).toHaveAttribute('data-state', 'idle.needsAttention');
      expect(screen.getByTestId('invalid-summary')).toHaveTextContent('Please check this field: Phone number. Everything you typed is still here.');
      expect(posted).toEqual([]);
      expect(phone).toHaveValue('514-555');
      expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveValue('Amrit Gill');

      await user.type(phone, '-0142');
      expect(phone.validationMessage).toBe('');
      expect(phone).not.toHaveAttribute('aria-invalid');
      await user.click(screen.getByRole('button', { name: 'Send Message' }));
      expect(posted.map((body) => body.get('phone'))).toEqual(['514-555-0142']);
      expect(within(form).getByRole('button', { name: 'Sending...' })).toBeDisabled();
    });

    it('checks a number a script filled (a restored draft, autofill) when Send is pressed: 905-555 refused, +1 905 555 0142 posted', async () => {
      window.addEventListener('submit', keepPost);
      const user = userEvent.setup({ delay: null });
      renderWithSite(<ContactForm />);
      const phone = screen.getByRole('textbox', { name: /Phone number/ }) as HTMLInputElement;
      await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Amrit Gill');
      await user.type(screen.getByRole('textbox', { name: /How can we help/ }), 'Weekday mornings for my mother.');
      // Set as a script sets it: no input event.
      phone.value = '905-555';
      await user.click(screen.getByRole('button', { name: 'Send Message' }));
      expect(phone.validationMessage).toBe('Please enter a 10-digit phone number, for example 905-555-0142.');
      expect(screen.getByTestId('invalid-summary')).toHaveTextContent('Please check this field: Phone number.');
      expect(posted).toEqual([]);

      phone.value = '+1 905 555 0142';
      await user.click(screen.getByRole('button', { name: 'Send Message' }));
      expect(posted.map((body) => body.get('phone'))).toEqual(['+1 905 555 0142']);
    });
  });
});
