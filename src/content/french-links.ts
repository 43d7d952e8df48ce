import { FRENCH_PATHS, frenchPathOf, type EnglishTwinPath } from './french-paths';

/** What a French page says after a link to a page that is in English only. */
export const ENGLISH_ONLY_NOTE = '(en anglais)';

/**
 * A link from a French page to the page an English path names: its French twin when there is one,
 * otherwise the English page, said so in its words ("(en anglais)") and with `hrefLang: 'en'`
 * (docs/spec/DECISIONS.md "Languages": pages that stay English are linked as English).
 */
export function frenchLink(label: string, englishPath: string): { label: string; to: string; hrefLang?: string } {
  const [path = englishPath, hash] = englishPath.split('#');
  const french = frenchPathOf(path);
  if (french) return { label, to: hash === undefined ? french : `${french}#${hash}` };
  return { label: `${label} ${ENGLISH_ONLY_NOTE}`, to: englishPath, hrefLang: 'en' };
}

/** The English twin's path of a French page, or undefined when it has none. */
export const englishPathOf = (frenchPath: string): string | undefined =>
  (Object.keys(FRENCH_PATHS) as EnglishTwinPath[]).find((english) => FRENCH_PATHS[english] === frenchPath);
