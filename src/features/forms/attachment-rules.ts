import { UPLOAD_ACCEPTED_EXTENSIONS, LIMITS } from '../../content/site';

/** docs/spec/DECISIONS.md "Uploads": .pdf, .doc or .docx, at most 10 MB, checked before anything is posted. */
export const MAX_ATTACHMENT_BYTES = LIMITS.uploadMaxMegabytes * 1024 * 1024;
export const ATTACHMENT_ACCEPT = UPLOAD_ACCEPTED_EXTENSIONS.join(',');

export type AttachmentProblem = 'wrong-type' | 'too-large';

export interface AttachmentLike {
  name: string;
  size: number;
}

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export function attachmentProblem(file: AttachmentLike): AttachmentProblem | null {
  const name = file.name.toLowerCase();
  if (!UPLOAD_ACCEPTED_EXTENSIONS.some((ext) => name.endsWith(ext))) return 'wrong-type';
  if (file.size > MAX_ATTACHMENT_BYTES) return 'too-large';
  return null;
}

/** What the field says of the file (docs/spec/SPEC.md §5): the one chosen, none, or one a reload lost (decision 0091). */
export const ATTACHMENT_STATUS = {
  chosen: (file: AttachmentLike) => `Selected file: ${file.name} (${formatFileSize(file.size)})`,
  none: 'No file selected.',
  lost: (name: string) => `You had chosen "${name}", but a browser cannot keep a file when the page reloads: please choose it again.`,
} as const;

/** A clear, specific message for the field, or null when the file can be sent. */
export function attachmentMessage(file: AttachmentLike): string | null {
  switch (attachmentProblem(file)) {
    case 'wrong-type':
      return `"${file.name}" is not a PDF or Word document. Please choose a .pdf, .doc or .docx file.`;
    case 'too-large':
      return `"${file.name}" is ${formatFileSize(file.size)}; files can be at most ${LIMITS.uploadMaxMegabytes} MB. Please choose a smaller file.`;
    default:
      return null;
  }
}
