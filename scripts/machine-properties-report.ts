/**
 * The report of `npm run machines:properties` (scripts/machine-properties.ts), apart from the
 * command so tests can run it over a machine changed on purpose (tests/unit/machine-properties-report.test.ts):
 * each machine of the registry in each configuration its model tests walk
 * (tests/model/configurations.ts), with what its view can send in each state
 * (tests/model/view-events.ts), checked by machines/tooling/properties.ts.
 */
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { MACHINES, type MachineId } from '../machines/index';
import { checkMachineProperties, type ExplorationOptions, type PropertyResult } from '../machines/tooling/properties';
import { MACHINE_EXAMPLES } from '../src/content/machine-examples';
import { MODEL_CONFIGURATIONS } from '../tests/model/configurations';
import { eventLabel } from '../tests/model/paths';
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
