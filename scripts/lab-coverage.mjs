import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { machinesDigest } from './machines-digest.mjs';

/**
 * Before a lab build (`npm run build:lab`): the lab shows which model tests cover which
 * transition, from reports/machine-coverage.json. A report written for these very machines and
 * model tests (CI's `MACHINE_COVERAGE=1 npm test` writes one just before) is reused; otherwise the
 * model tests run first (`npm run machines:coverage`). No report, or one still out of date, stops
 * the build with the reason: a lab without its coverage is not built.
 */
const REPORT = 'reports/machine-coverage.json';
const digest = machinesDigest();
const reportDigest = () => (existsSync(REPORT) ? JSON.parse(readFileSync(REPORT, 'utf8')).machinesDigest : undefined);

if (reportDigest() === digest) {
  console.log(`lab-coverage: ${REPORT} describes these machines (${digest}): reused`);
} else {
  console.log(`lab-coverage: ${existsSync(REPORT) ? `${REPORT} is older than the machines or their model tests` : `no ${REPORT}`}: running the model tests`);
  const run = spawnSync('npx', ['vitest', 'run', '--project', 'dom', 'tests/model'], { stdio: 'inherit', env: { ...process.env, MACHINE_COVERAGE: '1' } });
  if (run.status !== 0) {
    console.error('lab-coverage: the model tests failed or left a transition uncovered (above); the lab is not built without its coverage.');
    process.exit(1);
  }
  if (reportDigest() !== digest) {
    console.error(`lab-coverage: the model tests ran but ${REPORT} was not written for these machines; the lab is not built without its coverage.`);
    process.exit(1);
  }
}
