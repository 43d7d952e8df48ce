/**
 * Where the tab keeps what its lead forms need across loads, apart from everything else so the
 * early-input capture script (src/shared/lib/early-input-capture.ts) can read it without the forms'
 * code: each form's draft (./lead-draft.ts), by the form on its page, and the submissions
 * (./submission-record.ts, decision 0091), by the same key.
 */
export const DRAFT_PREFIX = 'lead-draft:';

/** The draft's key, and the submission's: the form on its page (two forms on one page keep two). */
export const draftKey = (formId: string, pathname: string) => `${DRAFT_PREFIX}${pathname}#${formId}`;

/** The page a draft's or submission's key names. */
export const formPageOf = (key: string): string => key.slice(DRAFT_PREFIX.length, key.lastIndexOf('#'));

/** The one sessionStorage entry of the tab's submissions. */
export const SUBMISSIONS_KEY = 'maple-hearth:submissions';

/** The field every lead posts its submission's id under (decision 0091). */
export const SUBMISSION_ID_FIELD = 'Submission id';

/** The one sessionStorage entry of the last post's fields and submission, for its thank-you page (./lead-draft.ts). */
export const SENT_KEY = 'maple-hearth:last-sent';
