/**
 * The language a family wants to be called back in (docs/spec/DECISIONS.md "Callback language"),
 * posted by every lead form under this name, apart from the languages asked of a caregiver.
 */
export const CALLBACK_LANGUAGE_FIELD = 'Callback language';

/** The field's label on English pages and on French ones (every other page asks with its call-back request). */
export const CALLBACK_LANGUAGE_LABEL = { en: 'Language to call you in', fr: 'Langue de l’appel' } as const;

/**
 * The languages a lead form offers for the call back: English, French and the five language pages'
 * (docs/spec/SPEC.md §2.1), as posted (`value`, the office's English), each named in itself (`label`,
 * read in its `lang`), so one list serves every page. `lang`: the BCP 47 tag of pages in it.
 */
export const CALLBACK_LANGUAGES = [
  { value: 'English', label: 'English', lang: 'en' },
  { value: 'French', label: 'Français', lang: 'fr' },
  { value: 'Punjabi', label: 'ਪੰਜਾਬੀ', lang: 'pa' },
  { value: 'Tagalog', label: 'Tagalog', lang: 'tl' },
  { value: 'Hindi', label: 'हिन्दी', lang: 'hi' },
  { value: 'Mandarin', label: '普通话', lang: 'zh' },
  { value: 'Arabic', label: 'العربية', lang: 'ar' },
] as const;

/** The call-back language a page's forms start from: the page's own ('fr-CA' → French), English otherwise. */
export const callbackLanguageOf = (pageLang: string | undefined): string =>
  CALLBACK_LANGUAGES.find((l) => pageLang !== undefined && (pageLang === l.lang || pageLang.startsWith(`${l.lang}-`)))?.value ?? 'English';
