// The report of what a visitor's browser fetches with no interaction at all (decision 0055), measured,
// not derived: every prerendered route of dist/ is opened in Chromium on a phone (390 x 844, touch)
// behind the real host, and every script and stylesheet it requests is counted, idle prefetches
// and code that arrives after hydration included, until the network has been quiet for 3 s. Bytes
// are the gzipped size of each file as built. It prints the table, the budgets (WEIGHT_BUDGETS in
// ./first-load.mjs) and the targets (TARGETS), with each route that misses them, and exits 1
// on a route over budget. CI does not run it: the route gate (tests/e2e/route-gate.spec.ts), which
// opens every route at 390 px anyway, holds each to the same budgets (decision 0039). On `/` it
// then reaches for the header's Locations menu, the phone menu and the chat, and reports what that
// intent fetched beside the count (not in it).
// Usage (after `npm run build`): node scripts/first-load-weight.mjs [--routes /,/faq] [--json]
import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { option } from './cli-option.mjs';
import { CHROMIUM_ARGS, QUIET_MS, TARGETS, WEIGHT_BUDGETS, fetchedWithoutInteraction, gzippedBytes, overLimits, weightOf } from './first-load.mjs';

const PARALLEL = 12;
const PORT = Number(option('port', '4395'));
const dist = option('dir', 'dist');
const origin = `http://127.0.0.1:${PORT}`;
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const builtRoutes = JSON.parse(readFileSync(join(dist, '.vite', 'routes.json'), 'utf8')).pages.map((p) => p.path);
const routes = option('routes', '') ? option('routes', '').split(',') : builtRoutes;

function startHost() {
  return new Promise((resolve, reject) => {
    const child = spawn('node', ['scripts/serve.mjs', '--dir', dist, '--port', String(PORT), '--host', '127.0.0.1', '--strictPort'], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout.on('data', (chunk) => String(chunk).includes('Serving') && resolve(child));
    child.on('exit', (code) => reject(new Error(`the host exited with ${code}`)));
  });
}

async function measure(context, route) {
  const { page, files, quiet } = await fetchedWithoutInteraction(context, origin + route);
  const scripts = [...files].filter(([, type]) => type === 'script').map(([path]) => path);
  const styles = [...files].filter(([, type]) => type === 'stylesheet').map(([path]) => path);
  const result = { route, ...weightOf(files, dist), scripts, styles };
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
    result.onIntent = { bytes: gzippedBytes(onIntent, dist), files: onIntent };
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
const over = (limits) => results.flatMap((r) => overLimits(r.route, r, limits));
const problems = over(WEIGHT_BUDGETS);
const missedTargets = [...new Set(over(TARGETS).map((line) => line.split(':')[0]))];
if (process.argv.includes('--json')) {
  console.log(JSON.stringify(results, null, 2));
} else {
  console.log(`\nfetched with no interaction (phone viewport, until ${QUIET_MS / 1000} s of network quiet; gzipped)`);
  console.log('route'.padEnd(40), 'JS'.padStart(9), 'CSS'.padStart(8), 'files'.padStart(6));
  for (const r of results) console.log(r.route.padEnd(40), kb(r.js).padStart(9), kb(r.css).padStart(8), String(r.files).padStart(6));
  const home = results.find((r) => r.route === '/');
  if (home?.onIntent)
    console.log(
      `\non intent on / (Locations menu, chat button, phone menu), not counted above: ${kb(home.onIntent.bytes)} in ${home.onIntent.files.length} files: ${home.onIntent.files.map((f) => f.replace('/assets/', '')).join(', ')}`,
    );
  console.log(`budgets (gated): JavaScript ${kb(WEIGHT_BUDGETS.homeJs)} on /, ${kb(WEIGHT_BUDGETS.routeJs)} on any other route; ${WEIGHT_BUDGETS.files} files`);
  console.log(
    `targets (JavaScript ${kb(TARGETS.homeJs)} on /, ${kb(TARGETS.routeJs)} elsewhere, ${TARGETS.files} files): ${results.length - missedTargets.length} of ${results.length} routes meet them` +
      (missedTargets.length ? `; not yet: ${missedTargets.join(', ')}` : ''),
  );
}
if (problems.length) {
  console.error(`\nover budget:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  process.exitCode = 1;
} else {
  console.log(`every route is within its first-load budgets (${results.length} routes)`);
}
