/**
 * `npm run machines:properties`: checks every machine of machines/index.ts in each configuration its
 * model tests walk (tests/model/configurations.ts) for the properties of
 * machines/tooling/properties.ts, prints each property per machine and, for a failure, what fails
 * and the shortest counterexample as events; writes reports/machine-properties.json; exits 1 on any
 * failure. CI runs it.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { MACHINES } from '../machines/index';
import { checkMachineProperties, type PropertyResult } from '../machines/tooling/properties';
import { MACHINE_EXAMPLES } from '../src/content/machine-examples';
import { MODEL_CONFIGURATIONS } from '../tests/model/configurations';
import { eventLabel } from '../tests/model/paths';

export interface PropertiesReport {
  machines: { id: string; properties: PropertyResult[] }[];
}

export function machineProperties(): PropertiesReport {
  return {
    machines: MACHINES.map(({ id, machine }) => {
      const configurations = MODEL_CONFIGURATIONS[id].map((configuration) => {
        // Each configuration's functions take its own machine's snapshots and events: these are those.
        const { canHappen, significantContext } = configuration as {
          canHappen?: (snapshot: AnyMachineSnapshot, event: EventObject) => boolean;
          significantContext?: (snapshot: AnyMachineSnapshot) => unknown;
        };
        return {
          ...(configuration.variant ? { variant: configuration.variant } : {}),
          input: configuration.input,
          // A configuration may walk its own examples (the chat's OPEN at its variant's time).
          examples: (configuration as { exampleEvents?: readonly EventObject[] }).exampleEvents ?? MACHINE_EXAMPLES[id].events,
          ...(canHappen ? { canHappen: (s: AnyMachineSnapshot, e: EventObject) => canHappen.call(configuration, s, e) } : {}),
          ...(significantContext ? { significantContext: (s: AnyMachineSnapshot) => significantContext.call(configuration, s) } : {}),
        };
      });
      return { id, properties: checkMachineProperties(machine as AnyStateMachine, configurations) };
    }),
  };
}

const report = machineProperties();
mkdirSync(resolve('reports'), { recursive: true });
writeFileSync(resolve('reports/machine-properties.json'), `${JSON.stringify(report, null, 2)}\n`);
const lines: string[] = [];
for (const m of report.machines) {
  const failing = m.properties.filter((p) => !p.holds);
  lines.push(`machine ${m.id}: ${m.properties.length - failing.length}/${m.properties.length} properties hold`);
  for (const p of failing) {
    lines.push(`  FAILS ${p.name}`);
    for (const d of p.details ?? []) lines.push(`    ${d}`);
    if (p.counterexample) lines.push(`    counterexample: ${p.counterexample.map(eventLabel).join(' → ') || '(the start)'}`);
  }
}
process.stdout.write(`${lines.join('\n')}\n`);
if (report.machines.some((m) => m.properties.some((p) => !p.holds))) process.exitCode = 1;
