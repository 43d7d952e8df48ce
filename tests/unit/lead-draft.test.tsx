import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ContactForm } from '../../src/features/forms/contact-form';
import { DRAFT_PREFIX, draftKey } from '../../src/shared/forms/form-keys';
import { applyDraft, clearLeadDrafts, keepSentFields, readDraft, readSentFields, sentSubmission } from '../../src/shared/forms/lead-draft';
import { renderWithSite } from '../render';

function sampleForm() {
  render(
    <form data-testid="f">
      <input type="hidden" name="_subject" defaultValue="Website Inquiry" />
      <input type="text" name="_honey" defaultValue="" />
      <input name="name" aria-label="Name" />
      <textarea name="message" aria-label="Message" />
      <input type="radio" name="Availability" value="Full-time" aria-label="Full-time" defaultChecked />
      <input type="radio" name="Availability" value="Part-time" aria-label="Part-time" />
      <input type="checkbox" name="consent" value="yes" aria-label="Consent" />
      <input type="file" name="resume" aria-label="Resume" />
    </form>,
  );
  return screen.getByTestId('f') as HTMLFormElement;
}

afterEach(() => sessionStorage.clear());

describe('lead drafts', () => {
  it('keeps what was typed and chosen, never hidden fields, the honeypot or files', async () => {
    const user = userEvent.setup({ delay: null });
    const form = sampleForm();
    await user.type(screen.getByLabelText('Name'), 'Amrit Gill 🙂 שלום');
    await user.type(screen.getByLabelText('Message'), 'Weekday visits, please.');
    await user.click(screen.getByLabelText('Part-time'));
    await user.click(screen.getByLabelText('Consent'));
    expect(readDraft(form)).toEqual({ name: 'Amrit Gill 🙂 שלום', message: 'Weekday visits, please.', Availability: ['Part-time'], consent: ['yes'] });
  });

  it('fills a fresh form from a draft, choices included', () => {
    const form = sampleForm();
    applyDraft(form, { name: 'Maria Santos', message: 'Call after 5 PM.', Availability: ['Part-time'], consent: ['yes'], _subject: 'x' });
    expect(screen.getByLabelText('Name')).toHaveValue('Maria Santos');
    expect(screen.getByLabelText('Message')).toHaveValue('Call after 5 PM.');
    expect(screen.getByLabelText('Part-time')).toBeChecked();
    expect(screen.getByLabelText('Full-time')).not.toBeChecked();
    expect(screen.getByLabelText('Consent')).toBeChecked();
    expect(form.querySelector<HTMLInputElement>('[name="_subject"]')?.value).toBe('Website Inquiry');
  });

  it("keeps boxes that post through their group's hidden field under the group's name (data-draft-name)", async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <form data-testid="g">
        <input type="hidden" name="Languages spoken" defaultValue="" />
        <input type="checkbox" value="Punjabi" data-draft-name="Languages spoken" aria-label="Punjabi" />
        <input type="checkbox" value="Hindi" data-draft-name="Languages spoken" aria-label="Hindi" />
      </form>,
    );
    const form = screen.getByTestId('g') as HTMLFormElement;
    await user.click(screen.getByLabelText('Hindi'));
    expect(readDraft(form)).toEqual({ 'Languages spoken': ['Hindi'] });
    await user.click(screen.getByLabelText('Hindi'));
    applyDraft(form, { 'Languages spoken': ['Punjabi', 'Hindi'] });
    expect(screen.getByLabelText('Punjabi')).toBeChecked();
    expect(screen.getByLabelText('Hindi')).toBeChecked();
  });

  it('a lead form comes back as typed when the visitor returns, until /thank-you clears the drafts', async () => {
    const user = userEvent.setup({ delay: null });
    const first = renderWithSite(<ContactForm idPrefix="draft" />);
    await user.type(screen.getByLabelText(/^Full name/), 'Harpreet Sandhu');
    await user.type(screen.getByLabelText(/^How can we help\?/), 'My mother needs help with meals.');
    first.unmount();
    expect(sessionStorage.getItem(draftKey('draft-form', window.location.pathname))).toContain('Harpreet Sandhu');

    const second = renderWithSite(<ContactForm idPrefix="draft" />);
    expect(screen.getByLabelText(/^Full name/)).toHaveValue('Harpreet Sandhu');
    expect(screen.getByLabelText(/^How can we help\?/)).toHaveValue('My mother needs help with meals.');
    second.unmount();

    sessionStorage.setItem('other-key', 'kept');
    clearLeadDrafts();
    expect(Object.keys(sessionStorage).filter((k) => k.startsWith(DRAFT_PREFIX))).toEqual([]);
    expect(sessionStorage.getItem('other-key')).toBe('kept');
    renderWithSite(<ContactForm idPrefix="draft" />);
    expect(screen.getByLabelText(/^Full name/)).toHaveValue('');
  });
});

describe('what was sent, for /thank-you to say back', () => {
  afterEach(() => sessionStorage.clear());

  it('keeps the posted fields but the hidden _ ones, the submission id and empty ones, with the submission, for the thank-you page of that form only', () => {
    render(
      <form data-testid="sent">
        <input type="hidden" name="_subject" defaultValue="Website Inquiry - Job Application" />
        <input type="text" name="_honey" defaultValue="" />
        <input type="text" name="name" defaultValue=" Maria Santos " />
        <input type="text" name="Certifications" defaultValue="" />
        <input type="hidden" name="Availability" defaultValue="Mornings, Weekends" />
        <input type="hidden" name="Submission id" defaultValue="6f1c2a9e-0d4b-4c8e-9a53-2b7e5d1f8c40" />
      </form>,
    );
    keepSentFields(screen.getByTestId('sent') as HTMLFormElement, 'job-application', 'lead-draft:/careers#job-application-form');
    expect(sentSubmission('job-application')).toBe('lead-draft:/careers#job-application-form');
    expect(sentSubmission('consultation')).toBeNull();
    expect(readSentFields('job-application')).toEqual([
      ['name', 'Maria Santos'],
      ['Availability', 'Mornings, Weekends'],
    ]);
    expect(readSentFields('consultation')).toBeNull();
    sessionStorage.setItem('maple-hearth:last-sent', '{"from":"job-application","fields":[["name",3]]}');
    expect(readSentFields('job-application')).toBeNull();
  });
});
