import { useLocation } from 'react-router-dom';
import { SITE_LANG } from '../../content/site';
import { routeForPath } from '../routes';

/**
 * The chrome's words (header, menus, footer, sticky bar, chat) are English on every page. On a
 * page in another language (decision 0051) they are a phrase in another language, and say so:
 * `lang="en-CA"` on each part; on English pages, nothing. No `dir`: on the Arabic page the chrome
 * is mirrored with the page, and its English lines keep their own order (global.css, `unicode-bidi`).
 */
export function useChromeLanguage(): { lang?: string } {
  const meta = routeForPath(useLocation().pathname)?.meta;
  return meta?.lang && meta.lang !== SITE_LANG ? { lang: SITE_LANG } : {};
}
