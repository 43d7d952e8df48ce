import { createContext, use } from 'react';

/**
 * The current page's language (its BCP 47 tag; undefined for the site's English), provided by the
 * layout from the route (src/app/layout/site-layout.tsx), for the parts below it that say it in
 * what they send (src/content/lead-language.ts).
 */
export const PageLanguageContext = createContext<string | undefined>(undefined);

/** The current page's language tag (undefined: English). */
export function usePageLanguage(): string | undefined {
  return use(PageLanguageContext);
}
