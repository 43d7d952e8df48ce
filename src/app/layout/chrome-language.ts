import { createContext, use } from 'react';
import { CHROME_WORDS_EN, hasOwnChrome, type ChromeFirstWords, type ChromeWords } from '../../content/chrome/words';
import { SITE_LANG } from '../../content/site';
import { loadOnce, settled } from '../../shared/lib/load-once';

/**
 * The chrome's words (header, menus, footer, sticky bar, skip link, breadcrumbs' landmark) and
 * their language on the current page (decisions 0051 and 0062):
 * - English pages: the English words (`CHROME_WORDS_EN`), no `lang` on the parts.
 * - French pages: the French words (./chrome.fr-CA.ts, a chunk of its own that only French pages
 *   fetch, preloaded with the page: `withFrenchTwin`, src/app/routes.ts), no `lang` either (they
 *   are in the page's language); the footer's newsletter signs up for the French edition, in
 *   French (docs/spec/DECISIONS.md "French pages in French to the end"); the chat speaks French
 *   there (decision 0071).
 * - A page in another language (the language pages): the English words, marked `lang="en-CA"` on
 *   each part, no `dir` (on the Arabic page the chrome is mirrored with the page, and its English
 *   lines keep their own order: global.css, `unicode-bidi`).
 * The layout, which knows the route, provides it (src/app/layout/site-layout.tsx): the parts that
 * load later (the footer, the phone menu) read it here without the route registry.
 */
export interface ChromeLanguage {
  /** The attributes of each chrome part: `{ lang: 'en-CA' }` when the chrome is not in the page's language. */
  attributes: { lang?: string };
  /** The attributes of the parts that stay English: the chat on the language pages (decision 0071). */
  english: { lang?: string };
  /** The words every page shows at first load. */
  words: ChromeFirstWords;
  /** All the chrome's words when the page's language has its own (French), the later parts' included. */
  own: ChromeWords | null;
}

export const ChromeLanguageContext = createContext<ChromeLanguage>({ attributes: {}, english: {}, words: CHROME_WORDS_EN, own: null });

/** The chrome's `lang` attributes, to spread on each part. */
export function useChromeLanguage(): { lang?: string } {
  return use(ChromeLanguageContext).attributes;
}

/** The chrome's first-load words in the page's language. */
export function useChromeWords(): ChromeFirstWords {
  return use(ChromeLanguageContext).words;
}

/**
 * A later part's words (the footer's, the phone menu panel's) in the page's language: the page's
 * own when its language has chrome words (French, every key required), otherwise the English ones
 * the part brings in its own chunk.
 */
export function useChromePart<K extends 'footer' | 'drawer'>(key: K, english: ChromeWords[K]): ChromeWords[K] {
  const { own } = use(ChromeLanguageContext);
  return own ? own[key] : english;
}

const frenchChrome = loadOnce(() => import('../../content/chrome/chrome.fr-CA').then((m): ChromeWords => m.CHROME_WORDS_FR));
const englishChrome = settled<ChromeWords | null>(null);

/** Fetches the chrome's own words for a page in `lang` (the French chunk; none for English, whose words are at hand). */
export const preloadChromeWords = (lang: string | undefined): Promise<ChromeWords | null> => (hasOwnChrome(lang) ? frenchChrome.preload() : englishChrome);

/**
 * The chrome's own words for a page in `lang` (null: the English ones), read with `use()` on every
 * render (decision 0059): at once when at hand or preloaded, otherwise suspending until the French
 * words arrive.
 */
export function useOwnChromeWords(lang: string | undefined): ChromeWords | null {
  return use(preloadChromeWords(lang));
}

/** The chrome's attributes for a page in `pageLang` whose chrome speaks `words.lang`. */
export function chromeAttributes(pageLang: string | undefined, wordsLang: string): Pick<ChromeLanguage, 'attributes' | 'english'> {
  const lang = pageLang ?? SITE_LANG;
  return {
    attributes: lang === wordsLang ? {} : { lang: wordsLang },
    english: lang === SITE_LANG ? {} : { lang: SITE_LANG },
  };
}
