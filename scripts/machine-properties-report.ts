/**
 * The report of `npm run machines:properties` (scripts/machine-properties.ts), apart from the
 * command so tests can run it over a machine changed on purpose (tests/unit/machine-properties-report.test.ts):
 * each machine of the registry in each configuration its model tests walk
 * (tests/model/configurations.ts), with what its view can send in each state
 * (tests/model/view-events.ts), checked by machines/tooling/properties.ts.
 */
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { MACHINES, machineEntry, type MachineId } from '../machines/index';
import { stateName } from '../machines/shared/state-name';
import type { LabProperties, PathRecord } from '../machines/tooling/lab-data';
import { checkMachineProperties, type ExplorationOptions, type PropertyResult } from '../machines/tooling/properties';
import { MACHINE_EXAMPLES } from '../src/content/machine-examples';
import { MODEL_CONFIGURATIONS } from '../tests/model/configurations';
import { eventLabel, initialModelSnapshot, nextModelSnapshot } from '../tests/model/paths';
import { viewSendableEvents } from '../tests/model/view-events';

export interface PropertiesReport {
  machines: { id: string; properties: PropertyResult[] }[];
}

/** Every configuration of a registered machine as the checker explores it. */
export function explorationsOf(id: MachineId): ExplorationOptions[] {
  return MODEL_CONFIGURATIONS[id].map((configuration) => {
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
      viewEvents: (s: AnyMachineSnapshot) => viewSendableEvents(id, s),
    };
  });
}

/**
 * The properties of every machine given (the registry's by default; a test passes a machine
 * changed on purpose under its registered id, so its configurations and view apply).
 */
export function machineProperties(machines: readonly { id: MachineId; machine: AnyStateMachine }[] = MACHINES): PropertiesReport {
  return { machines: machines.map(({ id, machine }) => ({ id, properties: checkMachineProperties(machine, explorationsOf(id)) })) };
}

/** The report as the command prints it: a line per machine, then each failing property with what fails and its counterexample. */
export function propertiesReportLines(report: PropertiesReport): string[] {
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
  return lines;
}

export const propertiesHold = (report: PropertiesReport): boolean => report.machines.every((m) => m.properties.every((p) => p.holds));

/**
 * The report as the QA machine lab reads it (src/features/machine-lab/machine-properties.json):
 * each failure's counterexample as a path its player plays, with the state after each event.
 */
export function labProperties(report: PropertiesReport): LabProperties {
  return Object.fromEntries(
    report.machines.map(({ id, properties }) => {
      const machine: AnyStateMachine = machineEntry(id as MachineId).machine;
      return [
        id,
        {
          properties: properties.map(({ name, holds, details, exempt, counterexample, variant }) => {
            const said = { name, holds, ...(details ? { details } : {}), ...(exempt ? { exempt } : {}) };
            if (!counterexample) return said;
            const input = explorationsOf(id as MachineId).find((o) => o.variant === variant)?.input;
            let snapshot = initialModelSnapshot(machine, input);
            const initial = stateName(snapshot.value);
            const steps = counterexample.map((event) => {
              snapshot = nextModelSnapshot(machine, snapshot, event);
              return { event, state: stateName(snapshot.value) };
            });
            const path: PathRecord = { test: `counterexample: ${name}`, ...(variant ? { variant } : {}), initial, steps };
            return { ...said, counterexample: path };
          }),
        },
      ];
    }),
  );
}

/** Where the lab's copy lives (committed; tests/unit/machine-properties-report.test.ts holds it fresh). */
export const LAB_PROPERTIES_FILE = 'src/features/machine-lab/machine-properties.json';
