/**
 * `npm run machines:properties`: checks every machine of machines/index.ts in each configuration its
 * model tests walk (tests/model/configurations.ts) for the properties of
 * machines/tooling/properties.ts (scripts/machine-properties-report.ts), prints each property per
 * machine and, for a failure, what fails and the shortest counterexample as events; writes
 * reports/machine-properties.json and the lab's copy (src/features/machine-lab/machine-properties.json);
 * exits 1 on any failure. CI runs it; `npm run machines:generate` runs it after the layouts and paths.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { LAB_PROPERTIES_FILE, labProperties, machineProperties, propertiesHold, propertiesReportLines } from './machine-properties-report';

const report = machineProperties();
mkdirSync(resolve('reports'), { recursive: true });
writeFileSync(resolve('reports/machine-properties.json'), `${JSON.stringify(report, null, 2)}\n`);
// The lab's copy (committed): what the Properties panel shows, failures' counterexamples as playable paths.
// Written only when it changes, and whole (a file beside it renamed over it): CI runs this beside
// Vitest, whose tests import it.
const labCopy = `${JSON.stringify(labProperties(report))}\n`;
const labFile = resolve(LAB_PROPERTIES_FILE);
if (!existsSync(labFile) || readFileSync(labFile, 'utf8') !== labCopy) {
  writeFileSync(`${labFile}.next`, labCopy);
  renameSync(`${labFile}.next`, labFile);
}
process.stdout.write(`${propertiesReportLines(report).join('\n')}\n`);
if (!propertiesHold(report)) process.exitCode = 1;
