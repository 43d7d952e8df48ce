import type { LanguagePage, LanguagePageWords } from './types';

/**
 * Which twin of a language page: the page in its community's language, in English, or in French
 * (the Montreal page's third twin, decision 0064: Quebec's Charter asks for French).
 */
export type LanguageTwin = 'native' | 'english' | 'french';

const english = (load: () => Promise<LanguagePage>) => async () => {
  const [page, { englishWords }] = await Promise.all([load(), import('./language-pages/english-words')]);
  return englishWords(page);
};

/**
 * Each language page's words, one file per page and language (decision 0051): the Punjabi page
 * fetches its Punjabi words and nothing of the other pages or of its English twin, and the twin
 * fetches its English record alone.
 */
const WORDS: Readonly<
  Record<string, Readonly<Record<'native' | 'english', () => Promise<LanguagePageWords>>> & { french?: () => Promise<LanguagePageWords> }>
> = {
  '/care/punjabi-in-brampton': {
    native: () => import('./language-pages/punjabi-in-brampton.pa').then((m) => m.PUNJABI_IN_BRAMPTON_PA),
    english: english(() => import('./language-pages/punjabi-in-brampton.en').then((m) => m.PUNJABI_IN_BRAMPTON_EN)),
  },
  '/care/tagalog-in-mississauga': {
    native: () => import('./language-pages/tagalog-in-mississauga.tl').then((m) => m.TAGALOG_IN_MISSISSAUGA_TL),
    english: english(() => import('./language-pages/tagalog-in-mississauga.en').then((m) => m.TAGALOG_IN_MISSISSAUGA_EN)),
  },
  '/care/hindi-in-calgary': {
    native: () => import('./language-pages/hindi-in-calgary.hi').then((m) => m.HINDI_IN_CALGARY_HI),
    english: english(() => import('./language-pages/hindi-in-calgary.en').then((m) => m.HINDI_IN_CALGARY_EN)),
  },
  '/care/mandarin-in-vancouver': {
    native: () => import('./language-pages/mandarin-in-vancouver.zh-Hans').then((m) => m.MANDARIN_IN_VANCOUVER_ZH),
    english: english(() => import('./language-pages/mandarin-in-vancouver.en').then((m) => m.MANDARIN_IN_VANCOUVER_EN)),
  },
  '/care/arabic-in-montreal': {
    native: () => import('./language-pages/arabic-in-montreal.ar').then((m) => m.ARABIC_IN_MONTREAL_AR),
    english: english(() => import('./language-pages/arabic-in-montreal.en').then((m) => m.ARABIC_IN_MONTREAL_EN)),
    french: () => import('./language-pages/arabic-in-montreal.fr-CA').then((m) => m.ARABIC_IN_MONTREAL_FR),
  },
};

/** The words of a language page (by its path in docs/spec/SPEC.md §2.1) in one of its languages. */
export function loadLanguageWords(path: string, twin: LanguageTwin): Promise<LanguagePageWords> {
  const load = WORDS[path]?.[twin];
  if (!load) throw new Error(`No words for the language page ${path}`);
  return load();
}
