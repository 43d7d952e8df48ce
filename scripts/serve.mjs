// Serves dist/ the way a static host does: each route answers with its own prerendered
// index.html, assets with their files, and anything else with 404.html and HTTP 404.
// Usage: node scripts/serve.mjs [--port N] [--host H] [--strictPort]
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const host = option('host', '127.0.0.1');
const firstPort = Number(option('port', '4173'));
const strictPort = args.includes('--strictPort');

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
};

async function fileAt(path) {
  try {
    const info = await stat(path);
    if (info.isFile()) return path;
    if (info.isDirectory()) return fileAt(join(path, 'index.html'));
  } catch {
    return null;
  }
  return null;
}

async function resolve(urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const candidate = normalize(join(dist, decoded));
  if (!candidate.startsWith(dist) && candidate + sep !== dist) return null;
  if (decoded.startsWith('/.vite')) return null;
  return fileAt(candidate);
}

const server = createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD' }).end();
    return;
  }
  const found = await resolve(url.pathname);
  const file = found ?? join(dist, '404.html');
  const status = found ? 200 : 404;
  const type = TYPES[extname(file)] ?? 'application/octet-stream';
  const immutable = found && url.pathname.startsWith('/assets/');
  res.writeHead(status, {
    'content-type': type,
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    'x-content-type-options': 'nosniff',
  });
  if (req.method === 'HEAD') res.end();
  else createReadStream(file).pipe(res);
});

function listen(port) {
  server.once('error', (error) => {
    if (error.code === 'EADDRINUSE' && !strictPort) listen(port + 1);
    else {
      console.error(`Cannot listen on ${host}:${port}: ${error.message}`);
      process.exit(1);
    }
  });
  server.listen(port, host, () => console.log(`Serving dist/ at http://${host}:${port}/`));
}

await stat(join(dist, '404.html')).catch(() => {
  console.error('dist/ is missing or incomplete: run `npm run build` first.');
  process.exit(1);
});
listen(firstPort);
