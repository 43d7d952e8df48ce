/** The id of the prerendered document's assets block (read by the boot script and the client entry). */
export const ASSETS_ELEMENT_ID = 'document-assets';

/** The id of the page's `<main>`, the skip link's target. */
export const MAIN_ELEMENT_ID = 'main-content';

/**
 * The id of the site's footer, which follows `<main>`. The document's head asks the browser not
 * to paint before it reaches it, so a page that arrives slowly never paints half a header or half
 * a hero that then moves (docs/decisions/history/0024-no-paint-before-the-page-is-parsed.md).
 */
export const FOOTER_ELEMENT_ID = 'site-footer';

/** The attribute on `<html>` that says the page's main content has hydrated (src/app/hydration-mark.tsx; tests read it). */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';
