// The deploy configuration a CDN-backed static host reads (Netlify and Cloudflare Pages share
// these formats), generated from the build: `_headers` (security headers on every path, one-year
// immutable caching for hashed assets) and `_redirects` (every legacy and search-detail path as
// a real HTTP 301). scripts/serve.mjs applies the same `_headers`, so preview and production send
// the same headers. See decision 0011.
import { createHash } from 'node:crypto';

/** Inline scripts the browser executes (JSON-LD and JSON data blocks are not executed). */
const EXECUTABLE_INLINE_SCRIPT = /<script(?![^>]*\bsrc=)(?![^>]*\btype="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g;

/** The sha256 source of each distinct inline executable script in the given HTML documents. */
export function inlineScriptHashes(documents) {
  const hashes = new Set();
  for (const html of documents) {
    for (const [, body] of html.matchAll(EXECUTABLE_INLINE_SCRIPT)) {
      hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
    }
  }
  return [...hashes].sort();
}

/**
 * The site's Content-Security-Policy: scripts from the site itself (inline ones by hash only),
 * forms to the site and the form-forwarding service, requests to the site and the service's AJAX
 * endpoint (the chat's offline message), no plugins, no framing, no <base> tricks.
 * Styles allow inline ones: Mantine sets style attributes and writes its CSS variables inline.
 */
export function contentSecurityPolicy({ scriptHashes, formEndpoint, ajaxEndpoint }) {
  const formOrigin = new URL(formEndpoint).origin;
  // The chat's offline message is the one request the page itself makes to another origin.
  const ajaxOrigin = new URL(ajaxEndpoint).origin;
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self' ${ajaxOrigin}`,
    // The city pages' map, loaded only when the visitor asks (MAP_EMBED_ORIGIN in src/content/locations).
    `frame-src ${MAP_EMBED_ORIGIN}`,
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self' ${formOrigin}`,
    "frame-ancestors 'none'",
    "manifest-src 'self'",
  ].join('; ');
}

/** The one origin pages may frame: the city pages' map (MAP_EMBED_ORIGIN of src/content/locations; the locations e2e checks the header carries it). */
export const MAP_EMBED_ORIGIN = 'https://www.google.com';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** HTML and other unhashed files: always revalidated (ETag, 304). */
export const REVALIDATE = 'no-cache';

/** Header rules in `_headers` order: a path pattern (`*` matches anything) and its headers. */
export function headerRules({ csp }) {
  return [
    {
      pattern: '/*',
      headers: {
        'Content-Security-Policy': csp,
        'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
        'X-Content-Type-Options': 'nosniff',
        'X-Frame-Options': 'DENY',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
        'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
      },
    },
    { pattern: '/assets/*', headers: { 'Cache-Control': IMMUTABLE } },
  ];
}

export function headersFile(rules) {
  return (
    rules.map(({ pattern, headers }) => [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n')).join('\n\n') + '\n'
  );
}

/** Reads a `_headers` file back into rules (what scripts/serve.mjs applies). */
export function parseHeadersFile(text) {
  const rules = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) rules.push({ pattern: line.trim(), headers: {} });
    else {
      const [name, ...value] = line.trim().split(':');
      rules.at(-1).headers[name.trim()] = value.join(':').trim();
    }
  }
  return rules;
}

const matches = (pattern, pathname) =>
  new RegExp(
    `^${pattern
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  ).test(pathname);

/** The headers every matching rule gives a path, later rules winning. */
export function headersFor(rules, pathname) {
  return Object.assign({}, ...rules.filter((rule) => matches(rule.pattern, pathname)).map((rule) => rule.headers));
}

/**
 * `_redirects`: one permanent redirect per line, then, for hosts that do not look for the nearest
 * 404.html themselves, each scoped not-found page for the paths under its folder (a rule that
 * applies only where no file exists: the scope's own pages still win).
 */
export function redirectsFile(redirects, notFoundScopes = []) {
  const permanent = redirects.map(({ from, to }) => `${from} ${to} 301`);
  const notFound = notFoundScopes.filter((scope) => scope !== '/').map((scope) => `${scope}* ${scope}404.html 404`);
  return [...permanent, ...notFound].join('\n') + '\n';
}
