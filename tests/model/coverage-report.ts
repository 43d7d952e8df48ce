import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { transitionCoverage } from '../../machines/graph';
import { MACHINES } from '../../machines/index';

/**
 * Vitest global setup. Model tests record the transitions their views' actors take (one file per
 * machine); with MACHINE_COVERAGE=1 (`npm run machines:coverage`) the teardown sums them against
 * every machine of the registry, prints a line per machine and writes reports/machine-coverage.json.
 */
const reports = join(process.cwd(), 'reports');
const parts = join(reports, 'machine-coverage-parts');

export function setup() {
  rmSync(parts, { recursive: true, force: true });
}

export function teardown() {
  if (!process.env.MACHINE_COVERAGE) return;
  const taken = new Map<string, string[]>();
  if (existsSync(parts)) {
    for (const file of readdirSync(parts)) {
      const part = JSON.parse(readFileSync(join(parts, file), 'utf8')) as { id: string; taken: string[] };
      taken.set(part.id, [...(taken.get(part.id) ?? []), ...part.taken]);
    }
  }
  const results = MACHINES.map((m) => transitionCoverage(m.id, m.machine, taken.get(m.id) ?? []));
  mkdirSync(reports, { recursive: true });
  writeFileSync(
    join(reports, 'machine-coverage.json'),
    JSON.stringify({ machines: results.map(({ id, transitions, covered }) => ({ id, transitions, covered })) }, null, 2) + '\n',
  );
  const lines = results.map((r) => `machine ${r.id}: ${r.covered}/${r.transitions} transitions`);
  const gaps = results.flatMap((r) => r.missing.map((k) => `  not covered in ${r.id}: ${k}`));
  process.stdout.write(`\n${[...lines, ...gaps].join('\n')}\n`);
  if (results.some((r) => r.covered < r.transitions)) process.exitCode = 1;
}
