/**
 * `npm run machines:properties`: checks every machine of machines/index.ts in each configuration its
 * model tests walk (tests/model/configurations.ts) for the properties of
 * machines/tooling/properties.ts (scripts/machine-properties-report.ts), prints each property per
 * machine and, for a failure, what fails and the shortest counterexample as events; writes
 * reports/machine-properties.json; exits 1 on any failure. CI runs it.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { machineProperties, propertiesHold, propertiesReportLines } from './machine-properties-report';

const report = machineProperties();
mkdirSync(resolve('reports'), { recursive: true });
writeFileSync(resolve('reports/machine-properties.json'), `${JSON.stringify(report, null, 2)}\n`);
process.stdout.write(`${propertiesReportLines(report).join('\n')}\n`);
if (!propertiesHold(report)) process.exitCode = 1;
