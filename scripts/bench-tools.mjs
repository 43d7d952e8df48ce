// The bench's measuring tools (Lighthouse, autocannon) live in tools/bench with their own lockfile:
// CI's `npm ci` does not install 250 packages it never runs (decision 0041). The first bench run
// installs them there, as pinned.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

export const BENCH_TOOLS = join(process.cwd(), 'tools', 'bench');

/** Installs tools/bench from its lockfile when it has not been installed yet. */
export function ensureBenchTools() {
  if (existsSync(join(BENCH_TOOLS, 'node_modules', '.package-lock.json'))) return;
  console.log('Installing the bench tools (tools/bench: Lighthouse, autocannon) from their lockfile...');
  const npm = (...args) => spawnSync('npm', [...args, '--no-audit', '--no-fund'], { cwd: BENCH_TOOLS, stdio: 'inherit' }).status === 0;
  // Lighthouse's trace engine asks for third-party-web "latest": once a newer one is published,
  // `npm ci` refuses the lockfile, and an install that leaves the lockfile as it is does the job.
  if (!npm('ci') && !npm('install', '--no-save')) throw new Error('installing tools/bench failed');
}

/** `require` from tools/bench (autocannon is a CommonJS package). */
export const benchRequire = createRequire(join(BENCH_TOOLS, 'package.json'));
