/**
 * What a lead says about the page it was sent from (decision 0066): the office reads every lead in
 * English, so a post from a page in another language carries that language as one more field, named
 * and valued so that a reader of English sees it ("Page language: Français"). Posts from English
 * pages carry nothing more.
 */

/** The field's name, as the form-forwarding service's table shows it. */
export const PAGE_LANGUAGE_FIELD = 'Page language';

/** The value for each page language other than the site's, by BCP 47 tag: its own name, and the English one when its script is not Latin. */
export const LEAD_LANGUAGE_NAMES: Readonly<Record<string, string>> = {
  'fr-CA': 'Français',
  pa: 'Punjabi (ਪੰਜਾਬੀ)',
  tl: 'Tagalog',
  hi: 'Hindi (हिन्दी)',
  'zh-Hans': 'Mandarin (中文)',
  ar: 'Arabic (العربية)',
};

/** The extra field of a lead sent from a page in `lang`: none for English pages (or an unknown tag). */
export function pageLanguageField(lang: string | undefined): Record<string, string> {
  const name = lang && Object.hasOwn(LEAD_LANGUAGE_NAMES, lang) ? LEAD_LANGUAGE_NAMES[lang] : undefined;
  return name ? { [PAGE_LANGUAGE_FIELD]: name } : {};
}
