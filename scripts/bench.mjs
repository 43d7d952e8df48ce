// `npm run bench`: builds, serves dist/ with the real host (scripts/serve.mjs), and runs Lighthouse
// (mobile defaults: simulated slow 4G and a 4x slower CPU, headless Chromium) three times on each
// sampled route, and, in the same run, on the same pages with every executable script removed,
// served the same way: the static limit, what the prerendered HTML and CSS alone achieve. Prints
// the medians per route with the LCP ratio page / static limit, and, measured with Playwright beside
// Lighthouse, and two columns (decision 0033): the window from the first paint to the main content hydrated
// (CPU 4x, loopback, phone viewport) and the JavaScript fetched with no interaction until 3 s of
// network quiet (scripts/first-load.mjs); writes reports/bench.json, and exits 1 when a route
// misses a target (listed in TARGETS).
// Usage: npm run bench [-- --skip-build] [-- --runs N] [-- --routes /,/services]
// Chromium: CHROMIUM_PATH (default /usr/bin/chromium).
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BENCH_TOOLS, ensureBenchTools } from './bench-tools.mjs';
import { htmlFilesUnder } from './built-html.mjs';
import { option } from './cli-option.mjs';
import { gzippedSize } from './gzipped-size.mjs';
import { stripScripts } from './static-limit.mjs';
import { chromium as playwrightChromium } from '@playwright/test';
import { CHROMIUM_ARGS, SLOW_4G, fetchedWithoutInteraction, listeningWindow } from './first-load.mjs';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { build as viteBuild } from 'vite';
import { FloorPage } from './bench-floor/floor.mjs';

/** The sample of routes the bench measures (one per kind of page). */
const SAMPLE = [
  '/',
  '/services',
  '/find-your-care-plan',
  '/contact-us',
  '/personal-care-services',
  '/careers',
  '/care-cost-calculator',
  '/franchise',
  '/senior-care-brampton',
  '/care/punjabi-in-brampton',
  '/blog',
  '/blog/how-to-prevent-falls-at-home',
];

const TARGETS = {
  performance: 95,
  /** Accessibility, best practices and SEO. */
  otherCategories: 100,
  lcpRatio: 1.25,
  tbtMs: 150,
  /** The window (decision 0033): first paint to the main content hydrated, CPU 4x, on the routes below. */
  windowMs: 300,
};
const WINDOW_ROUTES = ['/', '/find-your-care-plan', '/care-cost-calculator', '/blog', '/contact-us'];

const runs = Number(option('runs', '3'));
const routes = option('routes', SAMPLE.join(',')).split(',');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PORTS = { page: 4391, static: 4392, floor: 4393 };

if (!process.argv.includes('--skip-build')) {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// --- The static limit: a copy of dist/ whose pages keep their HTML, CSS and data blocks only. ---

const staticDir = mkdtempSync(join(tmpdir(), 'bench-static-limit-'));
cpSync('dist', staticDir, { recursive: true });
for (const file of htmlFilesUnder(staticDir).map((f) => join(staticDir, f))) {
  writeFileSync(file, stripScripts(readFileSync(file, 'utf8')));
  rmSync(`${file}.br`, { force: true });
  rmSync(`${file}.gz`, { force: true });
}
spawnSync('node', ['scripts/precompress.mjs', staticDir], { stdio: 'ignore' });

// --- Hosts ---

function serve(dir, port) {
  return new Promise((resolve, reject) => {
    const child = spawn('node', ['scripts/serve.mjs', '--dir', dir, '--port', String(port), '--strictPort'], { stdio: ['ignore', 'pipe', 'inherit'] });
    child.stdout.on('data', (chunk) => {
      if (String(chunk).includes('Serving')) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`the host for ${dir} exited with ${code}`)));
  });
}
// The floor page (scripts/bench-floor/, decision 0055): React and Mantine, prerendered and booted the
// way the site is, doing nothing else, built and served in the same run as the site, so the
// window's ratio to it says what the site adds on this machine, whatever its speed today.
const floorDir = mkdtempSync(join(tmpdir(), 'bench-floor-'));
await viteBuild({
  configFile: false,
  root: 'scripts/bench-floor',
  logLevel: 'error',
  build: {
    outDir: floorDir,
    emptyOutDir: true,
    modulePreload: false,
    // The framework and Mantine in their own chunks, as the site's (vite.config.ts).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'framework', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 20 },
            { name: 'mantine', test: /[\\/]node_modules[\\/]@mantine[\\/]/, priority: 10 },
          ],
        },
      },
    },
  },
});
const floorHtml = join(floorDir, 'index.html');
writeFileSync(floorHtml, readFileSync(floorHtml, 'utf8').replace('<!--floor-->', renderToString(createElement(FloorPage))));
// What the host (scripts/serve.mjs) needs of a build: a not-found page and the headers (the site's caching of /assets/).
writeFileSync(join(floorDir, '404.html'), '<!doctype html><title>Not found</title>');
writeFileSync(join(floorDir, '_headers'), '/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n');
spawnSync('node', ['scripts/precompress.mjs', floorDir], { stdio: 'ignore' });

const hosts = [];
const stopHosts = () => {
  for (const host of hosts) host.kill();
  rmSync(staticDir, { recursive: true, force: true });
  rmSync(floorDir, { recursive: true, force: true });
};
process.on('exit', stopHosts);
// One at a time, each kept as it starts, so a host that cannot start does not leave the others running.
for (const [dir, port] of [
  ['dist', PORTS.page],
  [staticDir, PORTS.static],
  [floorDir, PORTS.floor],
])
  hosts.push(await serve(dir, port));

// --- Lighthouse ---

ensureBenchTools();
const lighthouseBin = join(BENCH_TOOLS, 'node_modules', '.bin', 'lighthouse');

function lighthouse(url) {
  const result = spawnSync(
    lighthouseBin,
    [
      url,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      '--only-categories=performance,accessibility,best-practices,seo',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
    ],
    { env: { ...process.env, CHROME_PATH: chromium }, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
  );
  if (result.status !== 0) throw new Error(`Lighthouse failed on ${url}:\n${result.stderr}`);
  return JSON.parse(result.stdout);
}

/** Gzipped bytes of the JS and CSS the page requested while Lighthouse watched, from the build's .gz files. */
function gzippedBytes(lhr, dir, type) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  return items
    .filter((item) => item.resourceType === type && item.url.startsWith('http://127.0.0.1'))
    .reduce((sum, item) => {
      const file = join(dir, decodeURIComponent(new URL(item.url).pathname));
      return existsSync(file) && statSync(file).isFile() ? sum + gzippedSize(file) : sum;
    }, 0);
}

function measure(lhr, dir) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    jsBytes: gzippedBytes(lhr, dir, 'Script'),
    cssBytes: gzippedBytes(lhr, dir, 'Stylesheet'),
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const medians = (samples) => Object.fromEntries(Object.keys(samples[0]).map((key) => [key, median(samples.map((s) => s[key]))]));

// --- The window (decision 0033) (first paint -> main content hydrated, CPU 4x, loopback) and what a route
// fetches with no interaction until the network is quiet for 3 s (scripts/first-load.mjs). ---

const browser = await playwrightChromium.launch({ executablePath: chromium, args: CHROMIUM_ARGS });

/** The window's median of `runs` on loopback and on slow 4G (SLOW_4G), with the samples. */
async function windows(url) {
  const loopback = [];
  const slow4g = [];
  for (let i = 0; i < runs; i += 1) {
    loopback.push((await listeningWindow(browser, url)).windowMs);
    slow4g.push((await listeningWindow(browser, url, SLOW_4G)).windowMs);
  }
  return { windowMs: median(loopback), windowSlow4gMs: median(slow4g), windows: loopback, windowsSlow4g: slow4g };
}

const floor = await windows(`http://127.0.0.1:${PORTS.floor}/`);
process.stderr.write(`  floor page: window ${Math.round(floor.windowMs)} ms on loopback, ${Math.round(floor.windowSlow4gMs)} ms on slow 4G\n`);

async function firstLoad(route) {
  const url = `http://127.0.0.1:${PORTS.page}${route}`;
  const window = await windows(url);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const { files } = await fetchedWithoutInteraction(context, url);
  await context.close();
  const scripts = [...files].filter(([, type]) => type === 'script').map(([path]) => gzippedSize(join('dist', path)));
  return {
    ...window,
    // What the site adds to React and Mantine's own hydration: the window over the floor page's, on each network.
    windowRatio: window.windowMs / floor.windowMs,
    windowSlow4gRatio: window.windowSlow4gMs / floor.windowSlow4gMs,
    jsWithoutInteraction: scripts.reduce((a, b) => a + b, 0),
    filesWithoutInteraction: files.size,
  };
}

const results = [];
for (const route of routes) {
  const samples = { page: [], static: [] };
  for (let i = 0; i < runs; i += 1) {
    for (const [variant, dir] of [
      ['page', 'dist'],
      ['static', staticDir],
    ]) {
      const lhr = lighthouse(`http://127.0.0.1:${PORTS[variant]}${route}`);
      samples[variant].push(measure(lhr, dir));
      process.stderr.write(`  ${route} ${variant} run ${i + 1}/${runs}: performance ${samples[variant].at(-1).performance}\n`);
    }
  }
  const page = { ...medians(samples.page), ...(await firstLoad(route)) };
  const limit = medians(samples.static);
  const lcpRatio = page.lcpMs / limit.lcpMs;
  const misses = [];
  if (page.performance < TARGETS.performance) misses.push(`performance ${page.performance} < ${TARGETS.performance}`);
  for (const key of ['accessibility', 'bestPractices', 'seo'])
    if (page[key] < TARGETS.otherCategories) misses.push(`${key} ${page[key]} < ${TARGETS.otherCategories}`);
  if (lcpRatio > TARGETS.lcpRatio) misses.push(`LCP ratio ${lcpRatio.toFixed(2)} > ${TARGETS.lcpRatio}`);
  if (page.tbtMs > TARGETS.tbtMs) misses.push(`TBT ${Math.round(page.tbtMs)} ms > ${TARGETS.tbtMs} ms`);
  if (WINDOW_ROUTES.includes(route) && page.windowMs > TARGETS.windowMs) misses.push(`window ${Math.round(page.windowMs)} ms > ${TARGETS.windowMs} ms`);
  results.push({ route, page, staticLimit: limit, lcpRatio, misses, runs: samples });
}

// --- Report ---

const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
const columns = ['route', 'perf', 'FCP', 'LCP', 'TBT', 'CLS', 'JS gz', 'CSS gz', 'limit LCP', 'ratio', 'window', 'JS no-touch', 'a11y/BP/SEO'];
const table = results.map((r) => [
  r.route,
  String(r.page.performance),
  s(r.page.fcpMs),
  s(r.page.lcpMs),
  `${Math.round(r.page.tbtMs)} ms`,
  r.page.cls.toFixed(3),
  kb(r.page.jsBytes),
  kb(r.page.cssBytes),
  s(r.staticLimit.lcpMs),
  r.lcpRatio.toFixed(2),
  `${Math.round(r.page.windowMs)} ms`,
  `${kb(r.page.jsWithoutInteraction)}/${r.page.filesWithoutInteraction}`,
  `${r.page.accessibility}/${r.page.bestPractices}/${r.page.seo}`,
]);
const widths = columns.map((c, i) => Math.max(c.length, ...table.map((row) => row[i].length)));
const line = (row) => row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
console.log(`\nLighthouse medians of ${runs} runs (mobile defaults), static limit = the same page without scripts;`);
console.log(
  'window = first paint to the main content hydrated (median, CPU 4x, 390 px, loopback); JS no-touch = JavaScript fetched with no interaction until 3 s of network quiet / its files (scripts and stylesheets)\n',
);
console.log(line(columns));
for (const row of table) console.log(line(row));

// The window beside the floor page, measured in this run (CPU 4x, 390 px), on loopback and on slow 4G.
const windowColumns = ['route', 'window', 'x floor', 'window slow 4G', 'x floor slow 4G'];
const windowTable = [
  ['floor page', `${Math.round(floor.windowMs)} ms`, '1.00', `${Math.round(floor.windowSlow4gMs)} ms`, '1.00'],
  ...results.map((r) => [
    r.route,
    `${Math.round(r.page.windowMs)} ms`,
    r.page.windowRatio.toFixed(2),
    `${Math.round(r.page.windowSlow4gMs)} ms`,
    r.page.windowSlow4gRatio.toFixed(2),
  ]),
];
const windowWidths = windowColumns.map((c, i) => Math.max(c.length, ...windowTable.map((row) => row[i].length)));
const windowLine = (row) => row.map((cell, i) => (i === 0 ? cell.padEnd(windowWidths[i]) : cell.padStart(windowWidths[i]))).join('  ');
console.log(
  `\nthe window beside the floor page (React and Mantine, prerendered and booted the way the site is, doing nothing else; scripts/bench-floor/), medians of ${runs} runs, CPU 4x, 390 px; slow 4G = ${SLOW_4G.latency} ms RTT, 1.6 Mbps down\n`,
);
console.log(windowLine(windowColumns));
for (const row of windowTable) console.log(windowLine(row));

const chromiumVersion = spawnSync(chromium, ['--version'], { encoding: 'utf8' }).stdout.trim();
const lighthouseVersion = JSON.parse(readFileSync(join(BENCH_TOOLS, 'node_modules', 'lighthouse', 'package.json'), 'utf8')).version;
mkdirSync('reports', { recursive: true });
writeFileSync(
  'reports/bench.json',
  `${JSON.stringify({ date: new Date().toISOString(), lighthouse: lighthouseVersion, chromium: chromiumVersion, runsPerRoute: runs, targets: TARGETS, floor, network: SLOW_4G, results }, null, 2)}\n`,
);
console.log('\nwrote reports/bench.json');

await browser.close();
// The hosts' piped output keeps this process alive: stop them, or the run never ends (and the
// 'exit' handler above, for the early exits, would never fire).
stopHosts();

const missed = results.filter((r) => r.misses.length);
if (missed.length) {
  console.error(`\nmissed targets:\n${missed.map((r) => `  ${r.route}: ${r.misses.join('; ')}`).join('\n')}`);
  process.exitCode = 1;
} else {
  console.log(
    `every sampled route meets the targets (performance >= ${TARGETS.performance}, other categories ${TARGETS.otherCategories}, LCP ratio <= ${TARGETS.lcpRatio}, TBT <= ${TARGETS.tbtMs} ms)`,
  );
}
