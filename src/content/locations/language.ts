/**
 * Each language page's local illustration: /images/languages/{language}-in-{city}.svg, named after
 * the page's path in docs/spec/SPEC.md §2.1 (its English twin shows the same one). Nothing else here:
 * a page in its language loads this module and no page's words (decision 0051).
 */
export const languageImage = (page: { path: string }): string => `/images/languages/${page.path.split('/').pop()}.svg`;
