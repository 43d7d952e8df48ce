// What a visitor's browser fetches with no interaction at all (step 16), measured, not derived:
// every prerendered route of dist/ is opened in Chromium on a phone viewport (390 x 844) behind the
// real host, and every script and stylesheet it requests is counted, idle prefetches and code that
// arrives after hydration included, until the network has been quiet for 3 s. Bytes are the
// gzipped size of each file as built. The gate (WEIGHT_BUDGETS) holds every route to what it
// weighs now, so nothing grows; step 16's targets (TARGETS: JavaScript at most 160 KB on / and
// 180 KB on any other route, scripts and stylesheets together at most 20 files) are printed beside
// it, with each route that misses them (reports/README.md). On `/` it then reaches for
// the header's Locations menu, the phone menu and the chat, and reports what that intent fetched
// beside the count (not in it).
// Usage (after `npm run build`): node scripts/first-load-weight.mjs [--routes /,/faq] [--json]
import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { option } from './cli-option.mjs';
import { gzippedSize } from './gzipped-size.mjs';
import { CHROMIUM_ARGS, QUIET_MS, fetchedWithoutInteraction } from './first-load.mjs';

/**
 * The gate: what the heaviest routes weigh now (decisions 0025, 0029 and 0033), so no change makes a
 * page heavier; every route but `/` and /find-your-care-plan meets step 16's targets.
 */
export const WEIGHT_BUDGETS = {
  /**
   * JavaScript `/` fetches without interaction, gzipped (167.1 KB: the toast card keeps the control
   * in use clear of a message, issue 33; the star rating and theme icons that write valid HTML and
   * the observer's inert actor, issue 30, +0.4 KB).
   */
  homeJs: 167_500,
  /** JavaScript any other route fetches without interaction, gzipped (the heaviest, /find-your-care-plan: 181.5 KB). */
  routeJs: 182_000,
  /** Scripts and stylesheets a route fetches without interaction (the most: 19). */
  files: 20,
};
/** Step 16's targets, not met yet on every route: reported, not gated. */
export const TARGETS = { homeJs: 160_000, routeJs: 180_000, files: 20 };
const PARALLEL = 12;
const PORT = Number(option('port', '4395'));
const dist = option('dir', 'dist');
const origin = `http://127.0.0.1:${PORT}`;
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const builtRoutes = JSON.parse(readFileSync(join(dist, '.vite', 'routes.json'), 'utf8')).pages.map((p) => p.path);
const routes = option('routes', '') ? option('routes', '').split(',') : builtRoutes;

const sizes = new Map();
function gz(path) {
  if (!sizes.has(path)) {
    const file = join(dist, decodeURIComponent(path));
    sizes.set(path, existsSync(file) && statSync(file).isFile() ? gzippedSize(file) : 0);
  }
  return sizes.get(path);
}

function startHost() {
  return new Promise((resolve, reject) => {
    const child = spawn('node', ['scripts/serve.mjs', '--dir', dist, '--port', String(PORT), '--host', '127.0.0.1', '--strictPort'], { stdio: ['ignore', 'pipe', 'inherit'] });
    child.stdout.on('data', (chunk) => String(chunk).includes('Serving') && resolve(child));
    child.on('exit', (code) => reject(new Error(`the host exited with ${code}`)));
  });
}

const sum = (paths) => paths.reduce((total, path) => total + gz(path), 0);

async function measure(context, route) {
  const { page, files, quiet } = await fetchedWithoutInteraction(context, origin + route);
  const scripts = [...files].filter(([, type]) => type === 'script').map(([path]) => path);
  const styles = [...files].filter(([, type]) => type === 'stylesheet').map(([path]) => path);
  const result = { route, js: sum(scripts), css: sum(styles), files: files.size, scripts, styles };
  if (route === '/') {
    // Intent on a phone: the visitor reaches for the phone menu and the chat.
    const before = new Set(files.keys());
    await page.getByRole('button', { name: 'Open menu' }).hover();
    await page.getByRole('button', { name: /chat with us/i }).hover();
    await quiet();
    const onIntent = [...files.keys()].filter((path) => !before.has(path));
    // On a desktop, the header's Locations menu.
    const wideContext = await context.browser().newContext({ viewport: { width: 1280, height: 900 } });
    const wide = await fetchedWithoutInteraction(wideContext, origin + route);
    const desktop = wide.page;
    const settled = new Set(wide.files.keys());
    await desktop.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Locations' }).hover();
    await wide.quiet();
    onIntent.push(...[...wide.files.keys()].filter((path) => !settled.has(path) && !onIntent.includes(path)));
    await wideContext.close();
    result.onIntent = { bytes: sum(onIntent), files: onIntent };
  }
  await page.close();
  return result;
}

const host = await startHost();
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: CHROMIUM_ARGS,
});
const results = [];
try {
  const queue = [...routes];
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, serviceWorkers: 'block' });
      for (let route = queue.shift(); route !== undefined; route = queue.shift()) results.push(await measure(context, route));
      await context.close();
    }),
  );
} finally {
  await browser.close();
  host.kill();
}

results.sort((a, b) => routes.indexOf(a.route) - routes.indexOf(b.route));
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
function over(limits) {
  const found = [];
  for (const r of results) {
    const js = r.route === '/' ? limits.homeJs : limits.routeJs;
    if (r.js > js) found.push(`${r.route}: ${kb(r.js)} of JavaScript without interaction, limit ${kb(js)}`);
    if (r.files > limits.files) found.push(`${r.route}: ${r.files} files without interaction, limit ${limits.files}`);
  }
  return found;
}
const problems = over(WEIGHT_BUDGETS);
const missedTargets = [...new Set(over(TARGETS).map((line) => line.split(':')[0]))];
if (process.argv.includes('--json')) {
  console.log(JSON.stringify(results, null, 2));
} else {
  console.log(`\nfetched with no interaction (phone viewport, until ${QUIET_MS / 1000} s of network quiet; gzipped)`);
  console.log('route'.padEnd(40), 'JS'.padStart(9), 'CSS'.padStart(8), 'files'.padStart(6));
  for (const r of results) console.log(r.route.padEnd(40), kb(r.js).padStart(9), kb(r.css).padStart(8), String(r.files).padStart(6));
  const home = results.find((r) => r.route === '/');
  if (home?.onIntent) console.log(`\non intent on / (Locations menu, chat button, phone menu), not counted above: ${kb(home.onIntent.bytes)} in ${home.onIntent.files.length} files: ${home.onIntent.files.map((f) => f.replace('/assets/', '')).join(', ')}`);
  console.log(`budgets (gated): JavaScript ${kb(WEIGHT_BUDGETS.homeJs)} on /, ${kb(WEIGHT_BUDGETS.routeJs)} on any other route; ${WEIGHT_BUDGETS.files} files`);
  console.log(
    `step 16's targets (JavaScript ${kb(TARGETS.homeJs)} on /, ${kb(TARGETS.routeJs)} elsewhere, ${TARGETS.files} files): ${results.length - missedTargets.length} of ${results.length} routes meet them` +
      (missedTargets.length ? `; not yet: ${missedTargets.join(', ')}` : ''),
  );
}
if (problems.length) {
  console.error(`\nover budget:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  process.exitCode = 1;
} else {
  console.log(`every route is within its first-load budgets (${results.length} routes)`);
}
