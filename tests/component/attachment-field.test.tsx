import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AttachmentField } from '../../src/features/forms/attachment-field';
import { renderWithSite } from '../render';

/** Decision 0091, "Nothing typed lost": a chosen file is never dropped without a word. */
describe('the attachment field', () => {
  const field = () => <AttachmentField id="job-attachment" label="Resume" description="A .pdf, .doc or .docx file, up to 10 MB." />;

  it('says the file chosen; after a reload, which no browser survives with a file, names it to choose again', async () => {
    const user = userEvent.setup();
    renderWithSite(field());
    expect(screen.getByTestId('job-attachment-chosen')).toHaveTextContent('No file selected.');
    await user.upload(screen.getByLabelText('Resume'), new File(['%PDF-1.4'], 'resume.pdf', { type: 'application/pdf' }));
    expect(screen.getByTestId('job-attachment-chosen')).toHaveTextContent('Selected file: resume.pdf (8 bytes)');

    // The page reloads: the form comes back with its draft, the file input empty.
    cleanup();
    renderWithSite(field());
    expect(screen.getByTestId('job-attachment-chosen')).toHaveTextContent(
      'You had chosen "resume.pdf", but a browser cannot keep a file when the page reloads: please choose it again.',
    );
    await user.upload(screen.getByLabelText('Resume'), new File(['%PDF-1.4'], 'resume.pdf', { type: 'application/pdf' }));
    expect(screen.getByTestId('job-attachment-chosen')).toHaveTextContent('Selected file: resume.pdf (8 bytes)');
  });
});
