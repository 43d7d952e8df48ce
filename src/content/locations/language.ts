import { LANGUAGE_PAGES } from './language-pages';
import type { LanguagePage } from './types';

/** The language page at a path, if there is one. */
export const languagePageForPath = (path: string): LanguagePage | undefined => LANGUAGE_PAGES.find((p) => p.path === path);

/** Each language page's local illustration: /images/languages/{language}-in-{city}.svg. */
export const languageImage = (page: Pick<LanguagePage, 'path'>): string => `/images/languages/${page.path.split('/').pop()}.svg`;
