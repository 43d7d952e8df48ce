// Prerenders every route of the registry into dist/ as a complete HTML document, plus the
// not-found pages (dist/404.html, dist/blog/404.html), a redirect stub per legacy path, the blog feed, sitemap.xml and robots.txt.
// Run by `npm run build` after the client build (dist/) and the server build (dist-ssr/), with
// NODE_ENV=production: the deployed pages are rendered by React's production build (the same HTML
// as its development build, a sixth sooner). PRERENDER_ROUTES (paths, comma-separated) writes only
// those routes' documents: the e2e suite's lab build needs its lab page alone (decision 0076).
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { appChunks, staticChunks } from './manifest.mjs';
import { blogFeed } from './blog-feed.mjs';
import { contentSecurityPolicy, headerRules, headersFile, inlineScriptHashes, redirectsFile } from './deploy-config.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// BUILD_OUT_DIR: a second build (with the machine lab, for its e2e tests) beside dist/.
const dist = join(root, process.env.BUILD_OUT_DIR ?? 'dist');
const ssr = `${dist}-ssr`;
const started = performance.now();

const manifest = JSON.parse(await readFile(join(dist, '.vite', 'manifest.json'), 'utf8'));
const entry = manifest['index.html'];
if (!entry) throw new Error('dist/.vite/manifest.json has no index.html entry');

/** The stylesheets a manifest chunk brings, with those of every chunk it imports statically. */
const stylesOf = (key) => staticChunks(manifest, key).flatMap((chunk) => chunk.css ?? []);

const entryStyles = appChunks(manifest).flatMap((chunk) => chunk.css ?? []);
/**
 * A route's document links the entry's stylesheets and then its page chunk's own (components only
 * some pages use), so the prerendered page is styled before its chunk runs.
 */
function assetsFor(route) {
  if (!manifest[route.module]) throw new Error(`dist/.vite/manifest.json has no chunk for ${route.module}`);
  const styles = [...new Set([...entryStyles, ...stylesOf(route.module)])];
  // Every module the page runs before it hydrates, so the boot script can ask for all of them at
  // once instead of one import level at a time (decision 0025).
  const modules = [...new Set([...appChunks(manifest), ...staticChunks(manifest, route.module)].map((chunk) => chunk.file))].filter((f) => f !== entry.file);
  // The page's own chunk by name, so the client loads it without the map of every page's (decision 0074).
  const page = { module: route.module, file: `/${manifest[route.module].file}` };
  return { script: `/${entry.file}`, styles: styles.map((f) => `/${f}`), modules: modules.map((f) => `/${f}`), page };
}

const server = await import(pathToFileURL(join(ssr, 'entry-server.js')).href);
const { PAGE_ROUTES, NOT_FOUND_ROUTE, NOT_FOUND_ROUTES, REDIRECTS, BLOG_POSTS, BLOG_FEED, BRAND, SITE_URL, FORM_ENDPOINT, FORM_AJAX_ENDPOINT } = server;
await server.preloadAll();

const fileFor = (path) => (path === '/' ? join(dist, 'index.html') : join(dist, path.slice(1), 'index.html'));
/** Every HTML document written, for the CSP hashes of their inline scripts. */
const documents = [];
async function write(file, content) {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, content);
  if (file.endsWith('.html')) documents.push(content);
}
const escapeHtml = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const only = process.env.PRERENDER_ROUTES?.split(',').filter(Boolean);
const unknown = (only ?? []).filter((path) => !PAGE_ROUTES.some((r) => r.path === path));
if (unknown.length > 0) throw new Error(`PRERENDER_ROUTES names paths that are not routes: ${unknown.join(', ')}`);
const prerendered = only ? PAGE_ROUTES.filter((r) => only.includes(r.path)) : PAGE_ROUTES;
for (const route of prerendered) {
  await write(fileFor(route.path), server.renderPage(route.path, assetsFor(route)));
}
// A not-found page per scope (dist/404.html, dist/blog/404.html): hosts answer an unknown path
// with the nearest one up the tree, with HTTP 404.
for (const { scope, route } of NOT_FOUND_ROUTES) {
  await write(join(dist, scope.slice(1), '404.html'), server.renderPage(route.path, assetsFor(route)));
}

// A static host cannot run the client router before the first paint: each legacy path gets a
// tiny page that replaces history with its target (keeping query and hash), plus a no-script fallback.
for (const { from, to } of REDIRECTS) {
  const target = escapeHtml(to);
  await write(
    fileFor(from),
    `<!DOCTYPE html><html lang="en-CA"><head><meta charset="utf-8"><title>Redirecting…</title>` +
      `<meta name="robots" content="noindex"><link rel="canonical" href="${escapeHtml(SITE_URL + to)}">` +
      `<meta http-equiv="refresh" content="0; url=${target}">` +
      // The same script on every redirect page (the target is data), so one CSP hash admits it.
      `<script data-to="${target}">location.replace(document.currentScript.dataset.to + location.search + location.hash)</script>` +
      `</head><body><p>This page has moved to <a href="${target}">${target}</a>.</p></body></html>`,
  );
}

// The e2e suite reads the registry as built (dist/.vite is never served).
await write(
  join(dist, '.vite', 'routes.json'),
  JSON.stringify(
    {
      // The title a page shows comes with its chunk (decision 0055), in its language (decision 0051).
      pages: await Promise.all(
        PAGE_ROUTES.map(async (r) => ({
          path: r.path,
          module: r.module,
          title: (await server.loadMeta(r)).title,
          noindex: !!r.meta.noindex,
          lang: r.meta.lang ?? 'en-CA',
          dir: r.meta.dir ?? 'ltr',
          alternates: r.meta.alternates ?? [],
        })),
      ),
      notFound: { title: (await server.loadMeta(NOT_FOUND_ROUTE)).title },
      // The not-found documents, relative to dist/ (no canonical, noindex: src/app/page-head.tsx).
      notFoundDocuments: NOT_FOUND_ROUTES.map(({ scope }) => `${scope.slice(1)}404.html`),
      redirects: REDIRECTS,
    },
    null,
    2,
  ),
);

const indexable = PAGE_ROUTES.filter((r) => !r.meta.noindex);
const lastmod = new Date().toISOString().slice(0, 10);
const siteUrlOf = (path) => `${SITE_URL}${path === '/' ? '/' : path}`;
// A page with twins in other languages names each of them, itself included, as its head does
// (decision 0051): the sitemap's hreflang annotations, which search engines read like the head's.
const alternatesOf = (r) => (r.meta.alternates ?? []).map((a) => `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${siteUrlOf(a.path)}"/>`).join('');
await write(
  join(dist, 'sitemap.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n` +
    indexable.map((r) => `  <url><loc>${siteUrlOf(r.path)}</loc><lastmod>${lastmod}</lastmod>${alternatesOf(r)}</url>`).join('\n') +
    `\n</urlset>\n`,
);
// Nothing is disallowed: a crawler has to fetch the noindex pages (/thank-you, /marketing-assets)
// to read their robots meta tag; they are left out of the sitemap instead.
await write(join(dist, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${SITE_URL}/sitemap.xml\n`);

// Deploy configuration for a CDN-backed static host; the preview host applies the same _headers.
const csp = contentSecurityPolicy({ scriptHashes: inlineScriptHashes(documents), formEndpoint: FORM_ENDPOINT, ajaxEndpoint: FORM_AJAX_ENDPOINT });
await write(join(dist, '_headers'), headersFile(headerRules({ csp })));
// The blog's Atom feed, linked from the head of /blog.
await write(join(dist, BLOG_FEED.path.slice(1)), blogFeed({ posts: BLOG_POSTS, feed: BLOG_FEED, brand: BRAND, siteUrl: SITE_URL }));
await write(
  join(dist, '_redirects'),
  redirectsFile(
    REDIRECTS,
    NOT_FOUND_ROUTES.map((n) => n.scope),
  ),
);

await rm(ssr, { recursive: true, force: true });
console.log(
  `prerendered ${prerendered.length}${only ? ` of ${PAGE_ROUTES.length}` : ''} routes, ${NOT_FOUND_ROUTES.length} not-found pages, the blog feed and ${REDIRECTS.length} redirects in ${Math.round(performance.now() - started)} ms`,
);
