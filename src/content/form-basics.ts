/**
 * What every lead form shares and the chat's offline form uses too (docs/spec/SPEC.md §3 and §4.4):
 * apart from src/content/forms.ts, so the chat, which every page fetches, does not fetch every
 * form's texts with it.
 */
export const SUBJECT_PREFIX = 'Website Inquiry - ';

/**
 * How long what a family types may be (decision 0090; a 100 KB message reached the office whole): a
 * message, a page of text; a one-line field (a name, an e-mail address, a city), 200 characters,
 * set on every text input by the theme (src/app/theme.ts). The browser stops typing at the limit.
 */
export const MESSAGE_MAX_LENGTH = 2000;
export const ONE_LINE_MAX_LENGTH = 200;

/**
 * Not in docs/spec/SPEC.md §9.1: how long a lead form's post may go unanswered before the family is
 * told it may not have arrived and may send it again (decision 0091). An upload on a slow line takes
 * a while; the browser keeps posting after it. Here, with the forms, not in site.ts's `TIMINGS`,
 * which every page's first load carries.
 */
export const FORM_SENDING_TIME_LIMIT_MS = 30_000;

/** Where every lead form leads (`_next`, docs/spec/DECISIONS.md "_next"), with the form's `from`. */
export const THANK_YOU_PATH = '/thank-you';

export const SUBMITTING_LABELS = {
  sending: 'Sending...',
  submitting: 'Submitting...',
  subscribing: 'Subscribing...',
} as const;

/**
 * The job application's `from` in `_next` (/thank-you?from=job-application): /thank-you tailors its
 * heading to it, and the route registry speaks to applicants there (decision 0031).
 */
export const JOB_APPLICATION_SOURCE = 'job-application';

/** The field every lead posts where we serve under (docs/spec/DECISIONS.md "Where we serve"): the office reads it in English. */
export const SERVICE_AREA_FIELD = 'Service area';
