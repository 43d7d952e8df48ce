// Size budgets from the build output (deterministic: bytes, not timings). For every prerendered
// route: the render-blocking CSS its document links (budget), the JavaScript it runs before it
// hydrates (the boot script, the entry and the page chunk with their static imports; reported),
// and its page chunk alone (budget). What a route really fetches without interaction, idle and
// after-hydration code included, is measured in Chromium: the route gate holds every route to
// WEIGHT_BUDGETS (scripts/first-load.mjs) and `npm run size:weight` prints the table (it replaced
// a "JavaScript up to the load event" budget, decision 0025: deferring code past the load event
// met it without making a page lighter).
// Usage (after `npm run build`): node scripts/size-budgets.mjs [--check css,chunk]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { option } from './cli-option.mjs';
import { gzippedSize } from './gzipped-size.mjs';
import { appChunks, staticChunks } from './manifest.mjs';

export const BUDGETS = {
  /** Render-blocking CSS of `/` (and of every route), gzipped. */
  renderBlockingCss: 20_000,
  /** Any route's own page chunk, gzipped. */
  routeChunk: 40_000,
};

const checked = new Set(option('check', 'css,chunk').split(','));

const dist = 'dist';
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const routes = JSON.parse(readFileSync(join(dist, '.vite', 'routes.json'), 'utf8'));

const gzipped = new Map();
function gz(file) {
  if (!gzipped.has(file)) gzipped.set(file, gzippedSize(join(dist, file)));
  return gzipped.get(file);
}

/** The JS files a chunk loads before it runs: itself and its static imports. */
const staticGraph = (key) => new Set(staticChunks(manifest, key).map((chunk) => chunk.file));

/** The boot script and the entry it loads after the first paint, with their static imports. */
const appFiles = appChunks(manifest).map((chunk) => chunk.file);

const htmlFor = (path) => join(dist, path === '/' ? 'index.html' : join(path.slice(1), 'index.html'));
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

const rows = [];
const problems = [];
for (const route of routes.pages) {
  const html = readFileSync(htmlFor(route.path), 'utf8');
  const css = [...html.matchAll(/<link rel="stylesheet" href="\/([^"]+)"/g)].map((m) => m[1]);
  const cssBytes = css.reduce((sum, file) => sum + gz(file), 0);
  const initial = new Set([...appFiles, ...staticGraph(route.module)]);
  const jsBytes = [...initial].reduce((sum, file) => sum + gz(file), 0);
  const chunkBytes = gz(manifest[route.module].file);
  rows.push({ route: route.path, css: cssBytes, js: jsBytes, chunk: chunkBytes });
  if (checked.has('css') && cssBytes > BUDGETS.renderBlockingCss)
    problems.push(`${route.path}: render-blocking CSS ${kb(cssBytes)} gzipped, budget ${kb(BUDGETS.renderBlockingCss)}`);
  if (checked.has('chunk') && chunkBytes > BUDGETS.routeChunk)
    problems.push(`${route.path}: page chunk ${manifest[route.module].file} ${kb(chunkBytes)} gzipped, budget ${kb(BUDGETS.routeChunk)}`);
}

// Chunks no route requests up to its load event (loaded on idle, on first use, or by navigation).
const initialFiles = new Set(routes.pages.flatMap((r) => [...appFiles, ...staticGraph(r.module)]));
const routeFiles = new Set(routes.pages.map((r) => manifest[r.module].file));
const later = Object.values(manifest).filter((c) => c.file.endsWith('.js') && !initialFiles.has(c.file) && !routeFiles.has(c.file));

console.log('route'.padEnd(36), 'CSS (blocking)'.padStart(15), 'JS to hydrate'.padStart(14), 'page chunk'.padStart(12));
for (const r of rows) console.log(r.route.padEnd(36), kb(r.css).padStart(15), kb(r.js).padStart(14), kb(r.chunk).padStart(12));
console.log(`\nloaded later (${later.length} chunks): ${later.map((c) => `${c.file} ${kb(gz(c.file))}`).join(', ') || 'none'}`);
console.log(`budgets: CSS ${kb(BUDGETS.renderBlockingCss)} per route, page chunk ${kb(BUDGETS.routeChunk)} (gzipped); JS before hydration reported, not gated`);
if (problems.length) {
  console.error(`\nover budget:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(`every route is within its checked budgets (${[...checked].join(', ')})`);
