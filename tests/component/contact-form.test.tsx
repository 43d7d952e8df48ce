import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
});
