import { FRENCH_LANG } from './french-paths';
import { LANGUAGE_NAMES } from './language-names';
import { LANGUAGE_PAGE_META } from './locations/meta';
import { SITE_LANG } from './site';

/**
 * The language a family wants to be called back in (docs/spec/DECISIONS.md "Callback language"),
 * posted by every lead form under this name, apart from the languages asked of a caregiver.
 */
export const CALLBACK_LANGUAGE_FIELD = 'Callback language';

/** The field's label on English pages and on French ones (every other page asks with its call-back request). */
export const CALLBACK_LANGUAGE_LABEL = { en: 'Language to call you in', fr: 'Langue de l’appel' } as const;

/**
 * The languages a lead form offers for the call back: English, French and the five language pages'
 * (docs/spec/SPEC.md §2.1, ./locations/meta.ts), as posted (`value`, the office's English), each
 * named in itself as the header's language switch names it (`label`, ./language-names.ts, read in
 * its `lang`), so one list serves every page.
 */
export const CALLBACK_LANGUAGES: readonly { value: string; label: string; lang: string }[] = [
  { language: 'English', lang: SITE_LANG },
  { language: 'French', lang: FRENCH_LANG },
  ...LANGUAGE_PAGE_META,
].map(({ language, lang }) => ({ value: language, label: LANGUAGE_NAMES[lang]!.name, lang }));

/** The call-back language a page's forms start from: the page's own ('fr-CA' → French), English otherwise. */
export const callbackLanguageOf = (pageLang: string | undefined): string => CALLBACK_LANGUAGES.find((l) => l.lang === pageLang)?.value ?? 'English';
