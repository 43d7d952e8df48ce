import { CALLBACK_LANGUAGE_LABEL } from './callback-language';
import { SUBJECT_PREFIX } from './form-basics';
import type { FormWords } from './forms';
import { PHONE } from './site';

/**
 * The call-back request on each language page (decision 0080; docs/spec/DECISIONS.md
 * "A call-back request on each language page"): a family asks, in the page's language, to be called back. What
 * it posts is what the office reads, in English, whatever the page's language: these names and
 * values. The words the family reads are each page's own (`CallBackWords`, in its words file).
 */
export const CALL_BACK_REQUEST = {
  subject: `${SUBJECT_PREFIX}Call Back Request`,
  /** The `from` the page reads back after the post: it shows its own thank-you (`CALL_BACK_SENT_PARAM`). */
  from: 'call-back',
  /** The posted fields' names, as the office's e-mail shows them. */
  fields: {
    bestTime: 'Best time to call',
    note: 'Note',
    preferredLanguage: 'Preferred language',
    city: 'City',
    page: 'page',
  },
} as const;

/** When the family would like the call, as posted (the office reads English); each page words them. */
export const BEST_TIMES = ['Morning', 'Afternoon', 'Evening', 'Any time'] as const;
export type BestTime = (typeof BEST_TIMES)[number];

/** The query a language page is sent back to after the post (its thank-you in its language): `?sent=call-back`. */
export const CALL_BACK_SENT_PARAM = { name: 'sent', value: 'call-back' } as const;

/**
 * Every word of a language page's call-back request and its thank-you, in the page's language (the
 * section's heading and lead are the page's `cta`).
 * `languages`: how the page names the languages a family may be called back in, by their posted
 * English name ('Punjabi', 'English'), the page's own first (the default).
 */
export interface CallBackWords {
  name: string;
  phone: string;
  phoneHint: string;
  bestTime: string;
  bestTimes: Readonly<Record<BestTime, string>>;
  callbackLanguage: string;
  languages: Readonly<Record<string, string>>;
  note: string;
  submit: string;
  /**
   * The summary, purpose line, submitting label and browser messages, in the page's language; null
   * on the English and French twins, whose forms have the site's own (`useFormWords`).
   */
  form: FormWords | null;
  thanks: { heading: string; body: string; callNow: string; back: string };
}

/** The English twins' call-back request (`languages` is the page's: ./locations/language-pages/english-words.ts). */
export const CALL_BACK_WORDS_EN = {
  name: 'Your name',
  phone: 'Phone number',
  phoneHint: 'A 10-digit number, for example 905-555-0142.',
  bestTime: 'Best time to call',
  bestTimes: { Morning: 'Morning', Afternoon: 'Afternoon', Evening: 'Evening', 'Any time': 'Any time' },
  callbackLanguage: CALLBACK_LANGUAGE_LABEL.en,
  note: 'Anything we should know? (optional)',
  submit: 'Call Me Back',
  form: null,
  thanks: {
    heading: 'Thank you. We will call you back.',
    body: 'A care coordinator will call you within one business day. We have noted the language you would like the call in.',
    callNow: `Need to talk to someone sooner? Call ${PHONE.display}.`,
    back: 'Back to the page',
  },
} as const satisfies Omit<CallBackWords, 'languages'>;
