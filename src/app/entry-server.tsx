import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { AppRoutes } from './app';
import { Providers } from './providers';
import { Document, type DocumentAssets } from './document';
import { loadMeta, preloadPage } from './page-loader';
import { NOT_FOUND_ROUTE, NOT_FOUND_ROUTES, PAGE_ROUTES, documentLanguage, notFoundRouteFor, routeForPath } from './routes';
import { REDIRECTS } from '../content/redirects';
import { BLOG_POSTS } from '../content/blog';
import { BLOG_FEED } from '../content/pages/meta/blog-feed';
import { BRAND } from '../content/site';
import { FORM_AJAX_ENDPOINT, FORM_ENDPOINT, SITE_URL } from '../shared/config/env';
import { preloadBelowTheFold } from '../shared/ui/below-the-fold';
import { jsonLdText, siteJsonLd } from '../shared/seo/json-ld';

export { loadMeta, PAGE_ROUTES, NOT_FOUND_ROUTE, NOT_FOUND_ROUTES, REDIRECTS, BLOG_POSTS, BLOG_FEED, BRAND, SITE_URL, FORM_ENDPOINT, FORM_AJAX_ENDPOINT };

/** Loads every page module, then the below-the-fold parts they declare, so that rendering never suspends. */
export async function preloadAll(): Promise<void> {
  await Promise.all([...PAGE_ROUTES, ...NOT_FOUND_ROUTES.map((n) => n.route)].map(preloadPage));
  await preloadBelowTheFold();
}

/** Renders one URL to a complete HTML document, in its page's language and direction. */
export function renderPage(url: string, assets: DocumentAssets): string {
  const { lang, dir } = documentLanguage((routeForPath(url) ?? notFoundRouteFor(url)).meta);
  const html = renderToString(
    <Document assets={assets} lang={lang} dir={dir}>
      <StrictMode>
        <Providers>
          <StaticRouter location={url}>
            <AppRoutes />
          </StaticRouter>
        </Providers>
      </StrictMode>
    </Document>,
  );
  // The site's structured data, the same on every page, is written into the head as text: React
  // hydrating the document passes over a tag it did not render there, and the browser's code never
  // builds it (decision 0074).
  const site = `<script type="application/ld+json">${jsonLdText(siteJsonLd())}</script>`;
  // A function, not a string: in a replacement string `$$` would become `$` ("priceRange": "$$").
  return `<!DOCTYPE html>${html.replace('</head>', () => `${site}</head>`)}`;
}
