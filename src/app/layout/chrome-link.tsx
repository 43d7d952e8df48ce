import type { ChromeLink } from '../../content/chrome/words';
import { useChromeWords } from './chrome-language';

/**
 * The attributes of a chrome link to an English-only page from a chrome in another language
 * (decision 0062): `hrefLang="en"`, so a screen reader and a search engine know where it leads.
 */
export const chromeLinkAttributes = (link: ChromeLink): { hrefLang?: string } => (link.englishOnly ? { hrefLang: 'en' } : {});

/** A chrome link's words: its label, then "(en anglais)" when it leads to an English-only page. */
export function ChromeLinkText({ link }: { link: ChromeLink }) {
  const { englishOnlyNote } = useChromeWords();
  if (!link.englishOnly) return link.label;
  return (
    <>
      {link.label} <span className="english-only-note">{englishOnlyNote}</span>
    </>
  );
}
