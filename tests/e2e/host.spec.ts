import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { builtRoutes } from './routes';

/**
 * The preview host (scripts/serve.mjs, sirv) serves dist/ as the production CDN would:
 * precompressed files by Accept-Encoding, revalidated HTML, immutable hashed assets, and the
 * security headers of the generated dist/_headers on every response.
 */
const dist = join(process.cwd(), 'dist');
const BR = { 'accept-encoding': 'br, gzip' };
const GZIP = { 'accept-encoding': 'gzip' };

const SECURITY_HEADERS = ['content-security-policy', 'strict-transport-security', 'x-content-type-options', 'referrer-policy', 'permissions-policy'];

function expectSecurityHeaders(headers: Record<string, string>) {
  for (const name of SECURITY_HEADERS) expect(headers[name], name).toBeTruthy();
  expect(headers['x-content-type-options']).toBe('nosniff');
  const csp = headers['content-security-policy']!;
  expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
  expect(csp).not.toContain("'unsafe-inline' 'sha256");
  for (const directive of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'"]) expect(csp).toContain(directive);
  // Forms go to the site and to the form-forwarding service (here the e2e capture server), nothing else.
  expect(csp).toMatch(/form-action 'self' http:\/\/127\.0\.0\.1:\d+;/);
}

test.describe('the static host', () => {
  test('HTML comes Brotli- or gzip-compressed, revalidated with an ETag and 304', async ({ request }) => {
    const br = await request.get('/services', { headers: BR });
    expect(br.status()).toBe(200);
    expect(br.headers()['content-encoding']).toBe('br');
    expect(br.headers()['content-type']).toContain('text/html');
    expect(br.headers()['cache-control']).toBe('no-cache');
    expect(br.headers().vary).toContain('Accept-Encoding');
    expect(await br.text()).toContain('<title>');
    expectSecurityHeaders(br.headers());

    const gzip = await request.get('/services', { headers: GZIP });
    expect(gzip.headers()['content-encoding']).toBe('gzip');

    const etag = br.headers().etag!;
    expect(etag).toBeTruthy();
    const again = await request.get('/services', { headers: { ...BR, 'if-none-match': etag } });
    expect(again.status()).toBe(304);
  });

  test('hashed assets are cached for a year as immutable, and compressed', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const script = /<script type="module" src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    const style = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
    expect(script && style).toBeTruthy();
    for (const path of [script!, style!]) {
      const response = await request.get(path, { headers: BR });
      expect(response.status()).toBe(200);
      expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers()['content-encoding']).toBe('br');
      expectSecurityHeaders(response.headers());
    }
  });

  test('an unknown path answers 404.html with HTTP 404, compressed, with the security headers', async ({ request }) => {
    const response = await request.get('/no-such-page', { headers: BR });
    expect(response.status()).toBe(404);
    expect(response.headers()['content-encoding']).toBe('br');
    expect(await response.text()).toContain(`<title>${builtRoutes.notFound.title}</title>`);
    expectSecurityHeaders(response.headers());
  });

  test('HEAD answers like GET without a body; other methods are refused', async ({ request }) => {
    const head = await request.head('/contact-us');
    expect(head.status()).toBe(200);
    expect(head.headers()['content-type']).toContain('text/html');
    expect(await head.body()).toHaveLength(0);
    const post = await request.post('/contact-us');
    expect(post.status()).toBe(405);
  });

  test('the deploy configuration and build metadata are not served', async ({ request }) => {
    for (const path of ['/_headers', '/_redirects', '/.vite/manifest.json']) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  });

  test('the host sends exactly the headers of dist/_headers', async ({ request }) => {
    const file = readFileSync(join(dist, '_headers'), 'utf8');
    const csp = /Content-Security-Policy: (.+)/.exec(file)?.[1];
    const response = await request.get('/');
    expect(response.headers()['content-security-policy']).toBe(csp);
  });
});

/** Sends `raw` as it is on a socket to the host and gives back the status line of its answer. */
function rawStatusLine(baseURL: string, raw: string): Promise<string> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    let answer = '';
    const socket = connect(Number(port), hostname, () => socket.write(raw));
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      answer += chunk;
      if (answer.includes('\r\n')) {
        socket.destroy();
        resolve(answer.slice(0, answer.indexOf('\r\n')));
      }
    });
    socket.on('error', reject);
    socket.on('end', () => resolve(answer.split('\r\n')[0] ?? ''));
  });
}

test.describe('the host stays up', () => {
  test('a range it cannot serve gets 416, a target that is no URL 400, each with the security headers; then a page is served as before', async ({
    request,
    baseURL,
  }) => {
    const range = await request.get('/robots.txt', { headers: { range: 'bytes=50-10' } });
    expect(range.status()).toBe(416);
    expectSecurityHeaders(range.headers());
    expect(await rawStatusLine(baseURL!, 'GET http://[ HTTP/1.1\r\nHost: localhost\r\n\r\n')).toBe('HTTP/1.1 400 Bad Request');
    const refused = await request.fetch('/services', { method: 'DELETE' });
    expect(refused.status()).toBe(405);
    expectSecurityHeaders(refused.headers());
    // A range it can serve is served in part; and the site is still there.
    const part = await request.get('/robots.txt', { headers: { range: 'bytes=0-9', 'accept-encoding': 'identity' } });
    expect(part.status()).toBe(206);
    expect((await part.body()).length).toBe(10);
    const page = await request.get('/services', { headers: BR });
    expect(page.status()).toBe(200);
    expect(await page.text()).toContain('<title>');
  });
});

test.describe('the deploy configuration', () => {
  test("_redirects has every legacy and search-detail path as a permanent redirect, then the blog's and the French pages' own not-found pages", () => {
    const lines = readFileSync(join(dist, '_redirects'), 'utf8').trim().split('\n');
    expect(lines).toEqual([...builtRoutes.redirects.map((r) => `${r.from} ${r.to} 301`), '/blog/* /blog/404.html 404', '/fr/* /fr/404.html 404']);
    expect(existsSync(join(dist, 'blog', '404.html'))).toBe(true);
    expect(existsSync(join(dist, 'fr', '404.html'))).toBe(true);
  });

  test('every HTML, JS, CSS, SVG and XML file has a Brotli and a gzip copy, and the host sends them', async ({ request }) => {
    const files = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) => /\.(html|js|css|svg|xml)$/.test(file) && !file.startsWith('.vite'));
    expect(files.length).toBeGreaterThan(50);
    const missing = files.filter((file) => !existsSync(join(dist, `${file}.br`)) || !existsSync(join(dist, `${file}.gz`)));
    expect(missing).toEqual([]);
    const sitemap = await request.get('/sitemap.xml', { headers: BR });
    expect(sitemap.headers()['content-encoding']).toBe('br');
    const favicon = await request.get('/favicon.svg', { headers: GZIP });
    expect(favicon.headers()['content-encoding']).toBe('gzip');
  });
});
