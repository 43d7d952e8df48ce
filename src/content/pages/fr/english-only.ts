import { frenchPathOf } from '../../french-paths';

/** Said after a link to a page that exists only in English, on a French page (decision 0052). */
export const ENGLISH_ONLY_NOTE = '(en anglais)';

/**
 * A French page's link to an English page: to its French twin when it has one (src/content/french-paths.ts),
 * otherwise to the English page, its label ending "(en anglais)" and `hrefLang: 'en'`, as the chrome's
 * links do (src/content/chrome/chrome.fr-CA.ts). When the twin is written, the link follows.
 */
export function frenchLink(label: string, englishPath: string): { label: string; to: string; hrefLang?: string } {
  const [path = englishPath, query] = englishPath.split(/(?=[?#])/);
  const french = frenchPathOf(path);
  return french ? { label, to: `${french}${query ?? ''}` } : { label: `${label} ${ENGLISH_ONLY_NOTE}`, to: englishPath, hrefLang: 'en' };
}
