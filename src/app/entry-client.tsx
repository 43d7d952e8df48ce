import './mantine-styles';
import './global.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './app';
import { Providers } from './providers';
import { Document, type DocumentAssets } from './document';
import { ASSETS_ELEMENT_ID } from './document-ids';
import { preloadPage } from './page-loader';
import { forgetWhatReactHandles } from '../shared/lib/early-input';
import { documentLanguage, normalizePath, notFoundRouteFor, routeForPath } from './routes';

// One rule for trailing slashes on every route: /blog/a-post/ is /blog/a-post. The host serves the
// same prerendered page under both; the address is made the page's own before anything reads it,
// so the header, the language switch and the page hydrate what was prerendered (a trailing slash
// made them differ: React error #418, the article blanked).
const canonicalPath = normalizePath(window.location.pathname);
if (canonicalPath !== window.location.pathname) {
  window.history.replaceState(window.history.state, '', `${canonicalPath}${window.location.search}${window.location.hash}`);
}

// An unknown path hydrates the not-found page of its scope (/blog/… has its own).
const { pathname } = window.location;
const route = routeForPath(pathname) ?? notFoundRouteFor(pathname);
const { lang, dir } = documentLanguage(route.meta);

const app = (
  <StrictMode>
    <Providers>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  </StrictMode>
);

async function start() {
  const assetsElement = document.getElementById(ASSETS_ELEMENT_ID);
  await preloadPage(route);
  if (assetsElement) {
    // A prerendered page: hydrate the whole document it was rendered as.
    const assets = JSON.parse(assetsElement.textContent ?? '{}') as DocumentAssets;
    // As a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread in one long task (the page is already painted and readable meanwhile).
    performance.mark('hydration-started');
    startTransition(() => {
      hydrateRoot(
        document,
        <Document assets={assets} lang={lang} dir={dir}>
          {app}
        </Document>,
      );
    });
    // React listens at the document now: what it handles itself is not replayed.
    forgetWhatReactHandles(document);
  } else {
    // The Vite dev server serves index.html: render the app into #root.
    createRoot(document.getElementById('root')!).render(app);
  }
}

void start();
