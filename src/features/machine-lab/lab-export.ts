import type { EventObject } from 'xstate';
import { toJson, type TimelineStep } from './lab-session';

/** A QA session as data: enough to rebuild it (the lab's deep link) or to file it with a bug. */
export interface LabSessionExport {
  machine: string;
  /** The instant the machine's clock function was fixed at, when it has one (the chat's business hours). */
  now?: string;
  initial: string;
  steps: { event: EventObject; state: string }[];
  link: string;
}

const json = (value: unknown) => toJson(value);
/** An event as a TypeScript literal: Infinity stays the number. */
const literal = (value: unknown) => toJson(value).replace(/"Infinity"/g, 'Infinity');

/** The address that rebuilds the session: `/machine-lab?machine=<id>&events=<JSON array>`. */
export function sessionLink(origin: string, path: string, machine: string, events: readonly EventObject[], now?: string): string {
  const params = new URLSearchParams({ machine, events: json(events) });
  if (now) params.set('now', now);
  return `${origin}${path}?${params.toString()}`;
}

export function sessionExport(machine: string, initial: string, steps: readonly TimelineStep[], link: string, now?: string): LabSessionExport {
  return { machine, ...(now ? { now } : {}), initial, steps: steps.map((s) => ({ event: s.event, state: s.state })), link };
}

/**
 * A ready-to-paste Vitest test of the session: it replays the same events on the registry's
 * machine, started as the lab starts it, and checks the state after each one. Saved in
 * tests/model/ it runs as it is (tests/unit/lab-export.test.ts proves it with a committed one).
 */
export function vitestPathTest(session: LabSessionExport): string {
  const input = session.now
    ? `{ ...MACHINE_EXAMPLES.${session.machine}.input, now: () => new Date(${JSON.stringify(session.now)}) }`
    : `MACHINE_EXAMPLES.${session.machine}.input`;
  const steps = session.steps.map((s) => `  { event: ${literal(s.event)}, state: ${JSON.stringify(s.state)} },`).join('\n');
  return `import { expect, it } from 'vitest';
import { createActor, type AnyStateMachine } from 'xstate';
import { machineEntry } from '../../machines/index';
import { stateName } from '../../machines/shared/state-name';
import { MACHINE_EXAMPLES } from '../../src/content/machine-examples';

// Exported from the QA machine lab: ${session.link}
const steps: { event: { type: string; [key: string]: unknown }; state: string }[] = [
${steps}
];

it(${JSON.stringify(`${session.machine}: the machine lab session of ${session.steps.length} steps reaches ${session.steps.at(-1)?.state ?? session.initial}`)}, () => {
  const machine: AnyStateMachine = machineEntry(${JSON.stringify(session.machine)}).machine;
  const actor = createActor(machine, { input: ${input} }).start();
  expect(stateName(actor.getSnapshot().value)).toBe(${JSON.stringify(session.initial)});
  for (const { event, state } of steps) {
    actor.send(event);
    expect(stateName(actor.getSnapshot().value), \`after \${event.type}\`).toBe(state);
  }
  actor.stop();
});
`;
}
