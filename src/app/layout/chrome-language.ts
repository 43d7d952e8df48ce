import { createContext, use } from 'react';

/**
 * The chrome's words (header, menus, footer, sticky bar, chat) are English on every page. On a
 * page in another language (decision 0051) they are a phrase in another language, and say so:
 * `lang="en-CA"` on each part; on English pages, nothing. No `dir`: on the Arabic page the chrome
 * is mirrored with the page, and its English lines keep their own order (global.css, `unicode-bidi`).
 * The layout, which knows the route, provides it (src/app/layout/site-layout.tsx): the parts that
 * load later (the footer, the phone menu) read it here without the route registry.
 */
export const ChromeLanguageContext = createContext<{ lang?: string }>({});

export function useChromeLanguage(): { lang?: string } {
  return use(ChromeLanguageContext);
}
