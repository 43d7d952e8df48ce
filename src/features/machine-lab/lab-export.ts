import type { EventObject } from 'xstate';
import { isMachineId } from '../../../machines/index';
import { sessionSearch, type LabSessionAddress } from './lab-address';
import { CLOCK_MOVE, toJson, type TimelineStep } from './lab-session';
import { inputTakesTime } from './lab-setup';

/**
 * A QA session as data: enough to rebuild it (the lab's deep link), to file it with a bug, or to
 * replay it as a test. The variant, what it lays over the example input and the clock's start are
 * part of it: without them an "away" chat session reopens online.
 */
export interface LabSessionExport {
  machine: string;
  /** The machine's variant (tests/model/configurations.ts), when the session runs one. */
  variant?: string;
  /** The instant the lab's clock started at, for a machine that reads the time (decision 0044). */
  now?: string;
  /** What the variant lays over the machine's example input (src/content/machine-examples.ts), as JSON. */
  input?: Record<string, unknown>;
  initial: string;
  /**
   * Each step: the event, the state it reached and the context it left (as JSON). A clock move
   * (`{"type":"lab.clock","ms":…}`) is a step too: the time QA let pass.
   */
  steps: { event: EventObject; state: string; context: unknown }[];
  link: string;
}

/** An event or a value as a TypeScript literal: Infinity stays the number. */
const literal = (value: unknown) => toJson(value).replace(/"Infinity"/g, 'Infinity');

/** The address that rebuilds the session: `<origin><path>?machine=<id>&variant=…&now=…&events=<JSON array>`. */
export function sessionLink(origin: string, path: string, session: LabSessionAddress): string {
  return `${origin}${path}${sessionSearch(session)}`;
}

export function sessionExport(
  session: LabSessionAddress,
  details: { initial: string; steps: readonly TimelineStep[]; link: string; input?: Record<string, unknown> },
): LabSessionExport {
  const { machine, variant, now } = session;
  const input = details.input && Object.keys(details.input).length ? details.input : undefined;
  return {
    machine,
    ...(variant ? { variant } : {}),
    ...(now ? { now } : {}),
    ...(input ? { input } : {}),
    initial: details.initial,
    steps: details.steps.map((s) => ({ event: s.event, state: s.state, context: s.context })),
    link: details.link,
  };
}

/** Where an exported test is saved so that its imports resolve (tests/model/, which Vitest runs with jsdom). */
export const exportedTestPath = (session: Pick<LabSessionExport, 'machine' | 'variant'>): string =>
  `tests/model/${session.machine}${session.variant ? `-${session.variant}` : ''}-lab-session.test.ts`;

/**
 * A ready-to-save Vitest test of the session: it replays the same events on the registry's
 * machine, started as the lab starts it (the example input, the variant's fields, the clock's
 * start; invoked services left pending), and checks the state and the whole context after each
 * one. Its first lines say where it goes; tests/unit/lab-export.test.ts keeps a committed one
 * exactly as the lab writes it, and Vitest runs that one with the model tests.
 */
export function vitestPathTest(session: LabSessionExport): string {
  const file = exportedTestPath(session);
  // A machine whose input carries the time starts at the lab's clock (the consultation's calendar); events carry their own instants.
  const base =
    session.now && isMachineId(session.machine) && inputTakesTime(session.machine)
      ? `MACHINE_EXAMPLES.${session.machine}.inputAt!(Date.parse(${JSON.stringify(session.now)}))`
      : `MACHINE_EXAMPLES.${session.machine}.input`;
  const input = session.input ? `{ ...${base}, ...${literal(session.input)} }` : base;
  const steps = session.steps.map((s) => `  { event: ${literal(s.event)}, state: ${JSON.stringify(s.state)}, context: ${toJson(s.context)} },`).join('\n');
  const variant = session.variant ? ` (${session.variant})` : '';
  return `// Save this file as ${file} (its imports are relative to that folder), then run:
//   npx vitest run ${file}
// Exported from the QA machine lab: ${session.link}
import { expect, it } from 'vitest';
import { createActor, SimulatedClock, type AnyStateMachine } from 'xstate';
import { machineEntry } from '../../machines/index';
import { stateName } from '../../machines/shared/state-name';
import { withPendingServices } from '../../machines/tooling/introspection';
import { MACHINE_EXAMPLES } from '../../src/content/machine-examples';
import { plainContext } from '../../src/features/machine-lab/lab-session';

const steps: { event: { type: string; [key: string]: unknown }; state: string; context: unknown }[] = [
${steps}
];

it(${JSON.stringify(`${session.machine}${variant}: the machine lab session of ${session.steps.length} steps reaches ${session.steps.at(-1)?.state ?? session.initial}`)}, () => {
  // Invoked services stay pending, as in the lab: their done and error events are steps. Time moves
  // only as the lab moved it: a timer's event is sent as it fired, a clock move moves the clock.
  const machine: AnyStateMachine = withPendingServices(machineEntry(${JSON.stringify(session.machine)}).machine);
  const clock = new SimulatedClock();
  const actor = createActor(machine, { input: ${input}, clock }).start();
  expect(stateName(actor.getSnapshot().value)).toBe(${JSON.stringify(session.initial)});
  for (const [index, { event, state, context }] of steps.entries()) {
    if (event.type === ${JSON.stringify(CLOCK_MOVE)}) clock.increment(Number(event.ms));
    else actor.send(event);
    expect(stateName(actor.getSnapshot().value), \`state after step \${index + 1} (\${event.type})\`).toBe(state);
    expect(plainContext(actor.getSnapshot().context), \`context after step \${index + 1} (\${event.type})\`).toEqual(context);
  }
  actor.stop();
});
`;
}
