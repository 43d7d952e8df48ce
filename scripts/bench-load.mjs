// `npm run bench:load`: drives the production host (scripts/serve.mjs over dist/) on 127.0.0.1
// with autocannon: 100 concurrent connections for 20 s over a mix of routes and assets, as
// browsers ask for them (Brotli accepted). Reports requests per second, p50/p99 latency, errors,
// timeouts and non-2xx answers, and the host's resident memory before the load, after it and
// after a pause; writes reports/bench-load.json and exits 1 when a real route errs or answers
// other than 2xx, or when the host's memory keeps growing. It stops by itself (bounded duration)
// and only ever talks to 127.0.0.1.
// Usage: npm run bench:load [-- --connections 100 --duration 20 --port 4400]
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { benchRequire, ensureBenchTools } from './bench-tools.mjs';
import { option } from './cli-option.mjs';

ensureBenchTools();
const autocannon = benchRequire('autocannon');

const root = process.cwd();
const dist = join(root, 'dist');
const connections = Number(option('connections', '100'));
const duration = Number(option('duration', '20'));
const port = Number(option('port', '4400'));
const host = '127.0.0.1';

if (!existsSync(join(dist, '.vite', 'routes.json'))) {
  console.error('dist/ is missing: run `npm run build` first.');
  process.exit(1);
}

/** The mix: every page route, then the build's scripts, styles and images, as the pages ask for them. */
const routes = JSON.parse(readFileSync(join(dist, '.vite', 'routes.json'), 'utf8')).pages.map((p) => p.path);
const assets = readdirSync(join(dist, 'assets'))
  .filter((f) => /\.(js|css)$/.test(f))
  .slice(0, 40)
  .map((f) => `/assets/${f}`);
const images = existsSync(join(dist, 'images'))
  ? readdirSync(join(dist, 'images'))
      .filter((f) => /\.(svg|png|jpe?g|webp)$/.test(f))
      .map((f) => `/images/${f}`)
  : [];
const paths = [...routes, ...assets, ...images, '/sitemap.xml', '/robots.txt', '/blog/feed.xml'];
const headers = { 'accept-encoding': 'br, gzip', accept: 'text/html,application/xhtml+xml,*/*' };

/** The host's resident set size, from /proc (Linux), in MB. */
function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return Math.round((kb / 1024) * 10) / 10;
}

const server = spawn(process.execPath, ['scripts/serve.mjs', '--port', String(port), '--host', host, '--strictPort'], { stdio: ['ignore', 'pipe', 'inherit'] });
await new Promise((resolve, reject) => {
  server.stdout.on('data', (chunk) => String(chunk).includes('Serving') && resolve());
  server.once('exit', (code) => reject(new Error(`the host exited with ${code}`)));
});

let failed = false;
try {
  // A short warm-up, so "before" is the host at rest with its modules loaded and files cached.
  await autocannon({ url: `http://${host}:${port}`, connections: 10, duration: 2, requests: paths.map((path) => ({ method: 'GET', path, headers })) });
  await sleep(1000);
  const before = rssMb(server.pid);
  const result = await autocannon({
    url: `http://${host}:${port}`,
    connections,
    duration,
    requests: paths.map((path) => ({ method: 'GET', path, headers })),
  });
  const after = rssMb(server.pid);
  await sleep(3000);
  const settled = rssMb(server.pid);

  const report = {
    date: new Date().toISOString(),
    connections,
    durationSeconds: duration,
    paths: { routes: routes.length, assets: assets.length + images.length + 3 },
    requestsPerSecond: Math.round(result.requests.average),
    requestsTotal: result.requests.total,
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
    throughputMBps: Math.round((result.throughput.average / 1024 / 1024) * 10) / 10,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [code, s.count])),
    hostMemoryMb: { before, afterLoad: after, afterPause: settled },
  };
  mkdirSync(join(root, 'reports'), { recursive: true });
  writeFileSync(join(root, 'reports', 'bench-load.json'), `${JSON.stringify(report, null, 2)}\n`);

  console.log(
    [
      `bench:load: ${connections} connections for ${duration} s over ${paths.length} paths (${routes.length} routes) on the production host`,
      `  requests/s ${report.requestsPerSecond} (total ${report.requestsTotal}), latency p50 ${report.latencyMs.p50} ms, p99 ${report.latencyMs.p99} ms, max ${report.latencyMs.max} ms`,
      `  errors ${report.errors}, timeouts ${report.timeouts}, non-2xx ${report.non2xx}; status codes ${JSON.stringify(report.statusCodes)}`,
      `  host memory: ${before} MB before, ${after} MB after the load, ${settled} MB after a 3 s pause`,
      '  written to reports/bench-load.json',
    ].join('\n'),
  );
  // Every path of the mix is a real route or asset: none may fail.
  if (report.errors > 0 || report.timeouts > 0 || report.non2xx > 0) {
    console.error('bench:load: real routes and assets must answer 2xx without errors');
    failed = true;
  }
  // Flat: a host that keeps what it served grows with every request; allow the allocator's slack.
  if (settled > before * 1.5 + 20) {
    console.error(`bench:load: the host's memory grew from ${before} MB to ${settled} MB`);
    failed = true;
  }
} finally {
  server.kill();
}
process.exit(failed ? 1 : 0);
