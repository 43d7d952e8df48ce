import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PUNJABI_IN_BRAMPTON_PA } from '../../src/content/locations/language-pages/punjabi-in-brampton.pa';
import { CallBackRequest } from '../../src/features/forms/call-back-request';
import { renderWithSite } from '../render';

const renderPunjabi = (route = '/care/punjabi-in-brampton') =>
  renderWithSite(<CallBackRequest words={PUNJABI_IN_BRAMPTON_PA.callBack} language="Punjabi" city="Brampton" pagePath="/care/punjabi-in-brampton" />, {
    route,
  });

const hidden = (name: string) => screen.getByTestId('call-back-form').querySelector<HTMLInputElement>(`input[type="hidden"][name="${name}"]`)?.value;

describe('a language page’s call-back request (the Punjabi page’s)', () => {
  it('asks in Punjabi: name and phone required, the best time and the language to call in chosen for the family, a note optional', () => {
    renderPunjabi();
    const form = within(screen.getByTestId('call-back-form'));
    expect(form.getByRole('textbox', { name: /^ਤੁਹਾਡਾ ਨਾਮ/ })).toBeRequired();
    expect(form.getByRole('textbox', { name: /^ਫ਼ੋਨ ਨੰਬਰ/ })).toHaveAttribute('type', 'tel');
    expect(form.getByRole('textbox', { name: /^ਫ਼ੋਨ ਨੰਬਰ/ })).toHaveAccessibleDescription('10 ਅੰਕਾਂ ਦਾ ਨੰਬਰ, ਜਿਵੇਂ 905-555-0142।');
    expect(form.getAllByRole('radio').map((r) => [(r as HTMLInputElement).name, (r as HTMLInputElement).value, (r as HTMLInputElement).checked])).toEqual([
      ['Best time to call', 'Morning', false],
      ['Best time to call', 'Afternoon', false],
      ['Best time to call', 'Evening', false],
      ['Best time to call', 'Any time', true],
      ['Callback language', 'Punjabi', true],
      ['Callback language', 'English', false],
    ]);
    expect(form.getByRole('radio', { name: 'ਸ਼ਾਮ ਨੂੰ' })).toHaveAttribute('value', 'Evening');
    expect(form.getByRole('radio', { name: 'ਅੰਗਰੇਜ਼ੀ' })).toHaveAttribute('value', 'English');
    expect(form.getByRole('textbox', { name: 'ਕੁਝ ਹੋਰ ਦੱਸਣਾ ਚਾਹੋ? (ਜ਼ਰੂਰੀ ਨਹੀਂ)' })).not.toBeRequired();
    expect(form.getByRole('button', { name: 'ਮੈਨੂੰ ਫ਼ੋਨ ਕਰੋ' })).toHaveAttribute('type', 'submit');
    // The privacy line in Punjabi, its link saying the policy is in English.
    expect(form.getByRole('link', { name: 'ਸਾਡੀ ਪਰਦੇਦਾਰੀ ਨੀਤੀ ਪੜ੍ਹੋ (ਅੰਗਰੇਜ਼ੀ ਵਿੱਚ)' })).toHaveAttribute('href', '/privacy-policy');
  });

  it('posts what the office reads in English: the subject, the way back to the page, the language, the city and the page', () => {
    renderPunjabi();
    expect(hidden('_subject')).toBe('Website Inquiry - Call Back Request');
    expect(hidden('_next')).toBe(`${window.location.origin}/care/punjabi-in-brampton?sent=call-back`);
    expect(hidden('Preferred language')).toBe('Punjabi');
    expect(hidden('City')).toBe('Brampton');
    expect(hidden('page')).toBe('/care/punjabi-in-brampton');
  });

  it('sent back with ?sent=call-back, thanks the family in Punjabi instead of asking again, its heading focused', () => {
    renderPunjabi('/care/punjabi-in-brampton?sent=call-back');
    expect(screen.queryByTestId('call-back-form')).toBeNull();
    const thanks = within(screen.getByTestId('call-back-thanks'));
    expect(thanks.getByRole('heading', { name: 'ਧੰਨਵਾਦ। ਅਸੀਂ ਤੁਹਾਨੂੰ ਫ਼ੋਨ ਕਰਾਂਗੇ।' })).toHaveFocus();
    expect(thanks.getByRole('link', { name: 'ਪਹਿਲਾਂ ਗੱਲ ਕਰਨੀ ਹੈ? ਫ਼ੋਨ ਕਰੋ 1-888-555-0142।' })).toHaveAttribute('href', 'tel:+18885550142');
    expect(thanks.getByRole('link', { name: 'ਪੰਨੇ ’ਤੇ ਵਾਪਸ ਜਾਓ' })).toHaveAttribute('href', '/care/punjabi-in-brampton');
  });
});
