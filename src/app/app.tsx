import { useEffect } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { REDIRECTS } from '../content/redirects';
import { PageHead } from './page-head';
import { PageHydrated } from './hydration-mark';
import { PageBreadcrumbs } from './layout/page-breadcrumbs';
import { SiteLayout } from './layout/site-layout';
import { metaOf, usePageModule } from './page-loader';
import type { PageMeta, PageRoute } from './route-types';
import { documentLanguage, normalizePath, notFoundRouteFor, routeForPath } from './routes';

/**
 * The document's language and direction follow the page on client navigation (the prerendered
 * HTML and hydration set them from the route: src/app/document.tsx); Mantine's DirectionProvider
 * watches `dir` on <html> and mirrors its components.
 */
function useDocumentLanguage(meta: PageMeta) {
  const { lang, dir } = documentLanguage(meta);
  useEffect(() => {
    const html = document.documentElement;
    if (html.lang !== lang) html.lang = lang;
    if (html.dir !== dir) html.dir = dir;
  }, [lang, dir]);
}

/** One route: its head (with the JSON-LD its page module adds), breadcrumbs and page. */
function RouteView({ route }: { route: PageRoute }) {
  const { pathname } = useLocation();
  const page = usePageModule(route);
  const Page = page.default;
  const meta = metaOf(route, page);
  useDocumentLanguage(meta);
  return (
    <>
      <PageHead
        path={meta.notFound ? pathname : route.path}
        meta={meta}
        pageJsonLd={typeof page.jsonLd === 'function' ? page.jsonLd(route.path) : page.jsonLd}
      />
      {meta.breadcrumbs && <PageBreadcrumbs crumbs={meta.breadcrumbs} />}
      <Page />
      <PageHydrated />
    </>
  );
}

/** A legacy path: replace history with the target, keeping the query, the hash and the state. */
function Redirect({ to }: { to: string }) {
  // Navigation state travels too: a service page's inquiry may go through /contact-senior-care-canada.
  const { search, hash, state } = useLocation();
  return <Navigate to={`${to}${search}${hash}`} replace state={state} />;
}

/**
 * The routes that can match the current address: its page (found in the registry by exact path),
 * or the legacy path it redirects from, and the not-found pages. Handing React Router these few
 * instead of all ninety makes matching on each render (hydration included) a handful of tests
 * rather than ninety compiled patterns ranked.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  const route = routeForPath(pathname);
  const redirect = route ? undefined : REDIRECTS.find((r) => r.from === normalizePath(pathname));
  const notFound = notFoundRouteFor(pathname);
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        {route && <Route path={route.path} element={<RouteView route={route} />} />}
        {redirect && <Route path={redirect.from} element={<Redirect to={redirect.to} />} />}
        {/* An unknown path: its scope's not-found page, as the host serves and the client hydrates it. */}
        <Route path="*" element={<RouteView key={notFound.path} route={notFound} />} />
      </Route>
    </Routes>
  );
}
