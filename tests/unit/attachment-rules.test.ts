import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_ATTACHMENT_BYTES, attachmentMessage, attachmentProblem, formatFileSize } from '../../src/features/forms/attachment-rules';

describe('attachment rules', () => {
  it('accepts .pdf, .doc and .docx up to exactly 10 MB, in any letter case', () => {
    for (const name of ['resume.pdf', 'CV.DOC', 'cover-letter.Docx']) {
      expect(attachmentProblem({ name, size: 1 })).toBeNull();
      expect(attachmentProblem({ name, size: MAX_ATTACHMENT_BYTES })).toBeNull();
      expect(attachmentProblem({ name, size: MAX_ATTACHMENT_BYTES + 1 })).toBe('too-large');
    }
    expect(MAX_ATTACHMENT_BYTES).toBe(10 * 1024 * 1024);
  });

  it('refuses other types, including look-alikes', () => {
    for (const name of ['photo.jpg', 'resume.pdf.exe', 'resume', 'notes.txt', 'resume.pages', 'pdf']) {
      expect(attachmentProblem({ name, size: 10 })).toBe('wrong-type');
    }
  });

  it('explains each problem with the file name and the limit', () => {
    expect(attachmentMessage({ name: 'photo.jpg', size: 10 })).toBe('"photo.jpg" is not a PDF or Word document. Please choose a .pdf, .doc or .docx file.');
    expect(attachmentMessage({ name: 'big.pdf', size: 12.5 * 1024 * 1024 })).toBe(
      '"big.pdf" is 12.5 MB; files can be at most 10 MB. Please choose a smaller file.',
    );
    expect(attachmentMessage({ name: 'ok.docx', size: 2048 })).toBeNull();
  });

  it('formats sizes for people', () => {
    expect(formatFileSize(512)).toBe('512 bytes');
    expect(formatFileSize(240 * 1024)).toBe('240 KB');
    expect(formatFileSize(3.25 * 1024 * 1024)).toBe('3.3 MB');
  });

  it('a message exists exactly when there is a problem (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('', '.pdf', '.doc', '.docx', '.PDF', '.png'), fc.nat({ max: 30 * 1024 * 1024 }), (base, ext, size) => {
        const file = { name: `${base}${ext}`, size };
        expect(attachmentMessage(file) === null).toBe(attachmentProblem(file) === null);
        if (size > MAX_ATTACHMENT_BYTES) expect(attachmentProblem(file)).not.toBeNull();
      }),
    );
  });
});
