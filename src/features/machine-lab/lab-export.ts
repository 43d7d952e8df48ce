import type { EventObject } from 'xstate';
import { isMachineId } from '../../../machines/index';
import { sessionSearch, type LabSessionAddress } from './lab-address';
import { changesOf, type ReplayStep } from './lab-replay';
import { CLOCK_MOVE, toJson, type TimelineStep } from './lab-session';
import { inputTakesTime } from './lab-setup';
import { referToWords } from './lab-words';

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
  /** The context the machine started with, as JSON. */
  startContext: unknown;
  /**
   * Each step: the event, the state it reached, the transitions it took, what it changed in the
   * context (`path: value`), the clock's time then and the whole context it left (as JSON). A
   * clock move (`{"type":"lab.clock","ms":…}`) is a step too: the time QA let pass.
   */
  steps: { event: EventObject; state: string; transitions: string[]; changes: Record<string, unknown>; at: number; context: unknown }[];
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
  details: { initial: string; startContext: unknown; steps: readonly TimelineStep[]; link: string; input?: Record<string, unknown> },
): LabSessionExport {
  const { machine, variant, now } = session;
  const input = details.input && Object.keys(details.input).length ? details.input : undefined;
  return {
    machine,
    ...(variant ? { variant } : {}),
    ...(now ? { now } : {}),
    ...(input ? { input } : {}),
    initial: details.initial,
    startContext: details.startContext,
    steps: details.steps.map((s) => ({
      event: s.event,
      state: s.state,
      transitions: s.transitions,
      changes: changesOf(s.changes),
      at: s.at,
      context: s.context,
    })),
    link: details.link,
  };
}

/** Where an exported test is saved so that its imports resolve (tests/model/, which Vitest runs with jsdom). */
export const exportedTestPath = (session: Pick<LabSessionExport, 'machine' | 'variant'>): string =>
  `tests/model/${session.machine}${session.variant ? `-${session.variant}` : ''}-lab-session.test.ts`;

/**
 * The session's steps as its exported test replays them (./lab-replay.ts): a timer or a clock move
 * as the milliseconds the clock moved then, what each step changed with the words it shows referred
 * to (./lab-words.ts).
 */
export function replayStepsOf(session: LabSessionExport): ReplayStep[] {
  let clock = 0;
  return session.steps.map((s, index) => {
    const timed = s.event.type === CLOCK_MOVE || s.event.type.startsWith('xstate.after.');
    const wait = s.at - clock;
    clock = s.at;
    const before = index === 0 ? session.startContext : session.steps[index - 1]!.context;
    const event = s.event as ReplayStep['event'];
    return {
      event,
      ...(timed ? { wait } : {}),
      state: s.state,
      transitions: s.transitions,
      changes: referToWords(s.changes, session.startContext, event, before) as Record<string, unknown>,
    };
  });
}

/**
 * A ready-to-save Vitest test of the session (decision 0078): it replays the same events on the
 * registry's machine, started as the lab starts it (the example input, the variant's fields, the
 * clock's start; invoked services left pending), and after each step checks the state, the
 * transitions taken (so the rule a guard applied is judged too: a holiday moved refuses another
 * time) and what changed in the context, each failure named in words (`state after step 3 (NEXT)`,
 * the changed paths). A timer is not sent: the clock moves by the milliseconds it took in the
 * session, written as a number, and one millisecond before, nothing may have happened (a delay made
 * longer or shorter fails). The words the machine started with are referred to, not copied
 * (src/features/machine-lab/lab-words.ts): they are the words' own tests' to judge. Its first lines
 * say where it goes; tests/unit/lab-export.test.ts keeps a committed one exactly as the lab writes
 * it, and Vitest runs that one with the model tests.
 */
export function vitestPathTest(session: LabSessionExport): string {
  const file = exportedTestPath(session);
  // A machine whose input carries the time starts at the lab's clock (the consultation's calendar); events carry their own instants.
  const base =
    session.now && isMachineId(session.machine) && inputTakesTime(session.machine)
      ? `MACHINE_EXAMPLES.${session.machine}.inputAt!(Date.parse(${JSON.stringify(session.now)}))`
      : `MACHINE_EXAMPLES.${session.machine}.input`;
  const input = session.input ? `{ ...${base}, ...${literal(session.input)} }` : base;
  const steps = replayStepsOf(session)
    .map(({ event, wait, state, transitions, changes }) => {
      const timed = wait === undefined ? '' : `    wait: ${wait},\n`;
      return `  {\n    event: ${literal(event)},\n${timed}    state: ${JSON.stringify(state)},\n    transitions: ${JSON.stringify(transitions)},\n    changes: ${literal(changes)},\n  },`;
    })
    .join('\n');
  const variant = session.variant ? ` (${session.variant})` : '';
  return `// Save this file as ${file} (its imports are relative to that folder), then run:
//   npx vitest run ${file}
// Exported from the QA machine lab: ${session.link}
import { expect, it } from 'vitest';
import { machineEntry } from '../../machines/index';
import { MACHINE_EXAMPLES } from '../../src/content/machine-examples';
import { replayProblems, type ReplayStep } from '../../src/features/machine-lab/lab-replay';

/** Each step: the event (or, with \`wait\`, the milliseconds the clock moved), then what it left. */
const steps: ReplayStep[] = [
${steps}
];

it(${JSON.stringify(`${session.machine}${variant}: the machine lab session of ${session.steps.length} steps reaches ${session.steps.at(-1)?.state ?? session.initial}`)}, () => {
  // Replayed on a simulated clock, invoked services pending, as in the lab; each difference in words.
  expect(replayProblems(machineEntry(${JSON.stringify(session.machine)}).machine, ${input}, ${JSON.stringify(session.initial)}, steps)).toEqual([]);
});
`;
}
