import { CTA_ACTION_TEXT, type CtaActionText } from '../cta';
import { clockTime } from '../clock-words';

/**
 * Every fixed word of the information page template (src/features/info-page/), in one language
 * (decision 0063): a page's own words are its content (./types.ts); these are the template's. Every
 * key is required and none has a default, so a language whose module lacks one fails the typecheck.
 */
/** The languages the information page template is written in (each has its words module and its rate's). */
export type InfoPageLanguage = 'en-CA' | 'fr-CA';

export interface InfoPageWords {
  /** BCP 47 tag of these words: which rate words a service page fetches on reach. */
  lang: InfoPageLanguage;
  /** The name a screen reader gives a quote's region: 'Words from Catherine'. */
  quoteLabel: (name: string) => string;
  /** The hidden start of a numbered step's heading: 'Step 1: '. */
  stepLabel: (n: number) => string;
  /** A time of day of a schedule, from minutes after midnight: '6:30 PM'. */
  clockTime: (minutesOfDay: number) => string;
  /** A schedule entry's heading: '9:00 AM: Morning Check-In'. */
  scheduleEntry: (time: string, title: string) => string;
  /** The phone, mail and messaging buttons. */
  actions: CtaActionText;
}

/** The template's words in English (en-CA). */
export const INFO_PAGE_WORDS = {
  lang: 'en-CA',
  quoteLabel: (name) => `Words from ${name}`,
  stepLabel: (n) => `Step ${n}: `,
  clockTime,
  scheduleEntry: (time, title) => `${time}: ${title}`,
  actions: CTA_ACTION_TEXT,
} as const satisfies InfoPageWords;
