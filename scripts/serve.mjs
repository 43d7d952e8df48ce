// Serves dist/ as a CDN-backed static host does, with sirv (the file server Vite's own preview
// uses): each route answers with its own prerendered index.html, files with their precompressed
// Brotli or gzip copy by Accept-Encoding (ETag and 304 for revalidation), hashed assets with
// one-year immutable caching, HTML with `no-cache`, the security headers of dist/_headers on
// every response, and anything else with 404.html and HTTP 404.
// Usage: node scripts/serve.mjs [--port N] [--host H] [--strictPort] [--dir D (default dist)]
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';
import { option } from './cli-option.mjs';
import { headersFor, parseHeadersFile, REVALIDATE } from './deploy-config.mjs';

// Another build output can be served the same way (`npm run bench` serves the static limit so).
const dist = resolve(option('dir', fileURLToPath(new URL('../dist/', import.meta.url))));
const host = option('host', '127.0.0.1');
const firstPort = Number(option('port', '4173'));
const strictPort = process.argv.includes('--strictPort');

if (!existsSync(join(dist, '404.html')) || !existsSync(join(dist, '_headers'))) {
  console.error(`${dist} is missing or incomplete: run \`npm run build\` first.`);
  process.exit(1);
}

const rules = parseHeadersFile(readFileSync(join(dist, '_headers'), 'utf8'));

/** The deploy config's headers for a path, and `no-cache` where it sets no caching. */
function setHostHeaders(res, pathname) {
  const headers = { 'Cache-Control': REVALIDATE, ...headersFor(rules, pathname) };
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
}

const files = sirv(dist, {
  etag: true,
  brotli: true,
  gzip: true,
  extensions: ['html'],
  // dist/.vite (build metadata) and dot-files are never served.
  dotfiles: false,
  setHeaders: setHostHeaders,
});

/** The nearest 404.html up the tree from a path (dist/blog/404.html for /blog/anything), as CDN static hosts do. */
function nearestNotFound(pathname) {
  const folders = pathname.split('/').slice(1, -1);
  for (let depth = folders.length; depth > 0; depth -= 1) {
    const candidate = join(dist, ...folders.slice(0, depth), '404.html');
    if (candidate.startsWith(dist) && existsSync(candidate)) return candidate;
  }
  return join(dist, '404.html');
}

/** The nearest 404.html with HTTP 404, in the best encoding the client accepts. */
function notFound(req, res) {
  const accepted = req.headers['accept-encoding'] ?? '';
  const [suffix, encoding] = /\bbr\b/.test(accepted) ? ['.br', 'br'] : /\bgzip\b/.test(accepted) ? ['.gz', 'gzip'] : ['', undefined];
  const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
  const page = nearestNotFound(pathname);
  const file = existsSync(`${page}${suffix}`) ? `${page}${suffix}` : page;
  setHostHeaders(res, pathname);
  res.writeHead(404, {
    'Content-Type': 'text/html;charset=utf-8',
    'Content-Length': statSync(file).size,
    Vary: 'Accept-Encoding',
    ...(encoding && file !== page ? { 'Content-Encoding': encoding } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : readFileSync(file));
}

/** The request's path, or null when its target is no URL (`GET http://[`). */
function pathOf(req) {
  try {
    return new URL(req.url ?? '/', 'http://localhost').pathname;
  } catch {
    return null;
  }
}

/**
 * Whether a Range header is one this host can answer: a single `bytes=first-last` range whose
 * first byte is not after its last (`bytes=50-10` is not: sirv would throw on it).
 */
function isSatisfiableRange(range) {
  if (range === undefined) return true;
  const match = /^bytes=(\d*)-(\d*)$/.exec(range.trim());
  if (!match || (match[1] === '' && match[2] === '')) return false;
  return match[1] === '' || match[2] === '' || Number(match[1]) <= Number(match[2]);
}

/** An error status with the security headers and a short body, as every answer has them. */
function refuse(res, pathname, status, extra = {}) {
  setHostHeaders(res, pathname);
  res.writeHead(status, { 'Content-Type': 'text/plain;charset=utf-8', ...extra });
  res.end(`${status}\n`);
}

/** Every request is answered, never thrown: a bad target 400, a bad range 416, any other failure 500. */
const server = createServer((req, res) => {
  const pathname = pathOf(req);
  try {
    if (pathname === null) refuse(res, '/', 400);
    else if (req.method !== 'GET' && req.method !== 'HEAD') refuse(res, pathname, 405, { Allow: 'GET, HEAD' });
    else if (!isSatisfiableRange(req.headers.range)) refuse(res, pathname, 416);
    // The deploy configuration is read by the host, not served.
    else if (/^\/_(headers|redirects)$/.test(pathname)) notFound(req, res);
    else files(req, res, () => notFound(req, res));
  } catch (error) {
    console.error(`${req.method} ${req.url}: ${error instanceof Error ? error.message : String(error)}`);
    if (!res.headersSent) refuse(res, pathname ?? '/', 500);
    else res.destroy();
  }
});

function listen(port) {
  server.once('error', (error) => {
    if (error.code === 'EADDRINUSE' && !strictPort) listen(port + 1);
    else {
      console.error(`Cannot listen on ${host}:${port}: ${error.message}`);
      process.exit(1);
    }
  });
  server.listen(port, host, () => console.log(`Serving ${dist} at http://${host}:${port}/`));
}

listen(firstPort);
