import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Coverage } from '../../machines/tooling/introspection';
import type { CoveragePart } from './harness';

/**
 * Vitest global setup. Each model test records the transitions and named guard outcomes of the
 * actor under test (one file per machine and variant, see tests/model/harness.tsx). With
 * MACHINE_COVERAGE=1 (CI's `MACHINE_COVERAGE=1 npm test`, or `npm run machines:coverage` for the
 * model tests alone) the teardown sums them for every machine of the registry, prints a line per
 * machine, writes reports/machine-coverage.json (with, per path test, the transitions it took and
 * the guard outcomes it saw: the QA machine lab reads these at build time), and fails the run
 * below 100% of either. `MACHINE_COVERAGE=<id>,<id>` sums and gates those machines only (a
 * machine's own model and path tests run alone, as docs/how-to/add-a-machine.md does), and writes
 * no report: the lab shows the whole suite's. The machines are loaded by the teardown, only then: Vitest's main process
 * (mutation testing's too) builds no machine otherwise, so a mutant that breaks a machine's
 * definition fails the tests that load it rather than the run before any test (which StrykerJS
 * counted as survived, no test having run).
 */
const reports = join(process.cwd(), 'reports');
const parts = join(reports, 'machine-coverage-parts');

export function setup() {
  rmSync(parts, { recursive: true, force: true });
}

const percent = (c: Coverage) => (c.total === 0 ? 100 : Math.floor((c.covered / c.total) * 100));

export async function teardown() {
  if (!process.env.MACHINE_COVERAGE) return;
  const { MACHINES } = await import('../../machines/index');
  const only = process.env.MACHINE_COVERAGE === '1' ? null : process.env.MACHINE_COVERAGE.split(',');
  const unknown = (only ?? []).filter((id) => !MACHINES.some((m) => m.id === id));
  if (unknown.length > 0) throw new Error(`MACHINE_COVERAGE names no machine of machines/index.ts: ${unknown.join(', ')} (1 for all of them)`);
  const { conditionCoverage, guardOutcomeCoverage, isComplete, transitionCoverage } = await import('../../machines/tooling/introspection');
  const { machinesDigest } = await import('../../scripts/machines-digest.mjs');
  const recorded = new Map<string, { transitions: string[]; guardOutcomes: string[]; tests: CoveragePart['tests'] }>();
  if (existsSync(parts)) {
    for (const file of readdirSync(parts)) {
      const part = JSON.parse(readFileSync(join(parts, file), 'utf8')) as CoveragePart;
      const sum = recorded.get(part.id) ?? { transitions: [], guardOutcomes: [], tests: [] };
      recorded.set(part.id, {
        transitions: [...sum.transitions, ...part.transitions],
        guardOutcomes: [...sum.guardOutcomes, ...part.guardOutcomes],
        tests: [...sum.tests, ...part.tests],
      });
    }
  }
  const results = MACHINES.filter((m) => only === null || only.includes(m.id)).map((m) => {
    const seen = recorded.get(m.id);
    return {
      id: m.id,
      transitions: transitionCoverage(m.machine, seen?.transitions ?? []),
      guardOutcomes: guardOutcomeCoverage(m.machine, seen?.guardOutcomes ?? []),
      // MC/DC: each condition of a combined guard shown to decide on its own (per transition, by key).
      conditions: conditionCoverage(m.machine, seen?.guardOutcomes ?? []),
      // Which path test took which transition and saw which guard outcome (the machine lab shows these).
      tests: [...(seen?.tests ?? [])].sort((a, b) => a.test.localeCompare(b.test)),
    };
  });
  if (only === null) {
    mkdirSync(reports, { recursive: true });
    writeFileSync(
      join(reports, 'machine-coverage.json'),
      JSON.stringify({ machinesDigest: machinesDigest(), writtenAt: new Date().toISOString(), machines: results }, null, 2) + '\n',
    );
  }
  const lines = results.map(
    ({ id, transitions: t, guardOutcomes: g, conditions: c }) =>
      `machine ${id}: ${t.covered}/${t.total} transitions (${percent(t)}%), ${g.covered}/${g.total} guard outcomes (${percent(g)}%), ${c.covered}/${c.total} independent conditions (MC/DC, ${percent(c)}%)`,
  );
  const gaps = results.flatMap((r) => [
    ...r.transitions.missing.map((key) => `  transition not taken in ${r.id}: ${key}`),
    ...r.guardOutcomes.missing.map((outcome) => `  guard outcome not seen in ${r.id}: ${outcome}`),
    ...r.conditions.missing.map((outcome) => `  condition outcome (MC/DC) not seen in ${r.id}: ${outcome}`),
  ]);
  process.stdout.write(`\n${[...lines, ...gaps].join('\n')}\n`);
  if (results.some((r) => !isComplete(r.transitions) || !isComplete(r.guardOutcomes) || !isComplete(r.conditions))) process.exitCode = 1;
}
