/**
 * The titles and descriptions of the location pages, apart from their content: the route
 * registry, which every page loads, needs these and nothing else, so the pages' own content
 * (src/content/locations/*.ts) stays in their chunks.
 */

export type { LocationMeta } from './city-meta';

/**
 * A language page as the route registry knows it: its path (the page in its language), language,
 * direction, city and English label. Every other word, the title and description of both twins
 * included, comes with the page's chunk (decision 0051).
 */
export interface LanguagePageMeta {
  path: string;
  /** BCP 47 of the page's language (its <html lang> and hreflang). */
  lang: string;
  dir: 'ltr' | 'rtl';
  /** The city, as CITIES names it (Montreal is not in the list: served on request). */
  city: string;
  /** The page's name in English, on /locations and the city page. */
  label: string;
  /** The language's name in English, as the office reads it in an inquiry from the page ('Languages: Punjabi'). */
  language: string;
}

/** The five language-and-city pages (docs/spec/SPEC.md §2.1), in the order /locations lists them. */
/** The id of a language page's call-back section (./../call-back.ts), which its opening button and the chat lead to. */
export const CALL_BACK_SECTION_ID = 'call-back';

export const LANGUAGE_PAGE_META = [
  {
    path: '/care/punjabi-in-brampton',
    lang: 'pa',
    language: 'Punjabi',
    dir: 'ltr',
    city: 'Brampton',
    label: 'Punjabi-Speaking Caregivers in Brampton',
  },
  {
    path: '/care/tagalog-in-mississauga',
    lang: 'tl',
    language: 'Tagalog',
    dir: 'ltr',
    city: 'Mississauga',
    label: 'Tagalog Caregivers in Mississauga',
  },
  {
    path: '/care/hindi-in-calgary',
    lang: 'hi',
    language: 'Hindi',
    dir: 'ltr',
    city: 'Calgary',
    label: 'Hindi-Speaking Caregivers in Calgary',
  },
  {
    path: '/care/mandarin-in-vancouver',
    lang: 'zh-Hans',
    language: 'Mandarin',
    dir: 'ltr',
    city: 'Vancouver',
    label: 'Mandarin Caregivers in Vancouver',
  },
  {
    path: '/care/arabic-in-montreal',
    lang: 'ar',
    language: 'Arabic',
    dir: 'rtl',
    city: 'Montreal',
    label: 'Arabic-Speaking Caregivers in Montreal',
  },
] as const satisfies readonly LanguagePageMeta[];

/**
 * Where a language page's English twin lives (decision 0051): the spec's path is the page in its
 * community's language, the promise families share; its English twin is beside it.
 */
export const englishTwinPath = (path: string): string => `${path}/english`;
