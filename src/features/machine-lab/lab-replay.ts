import { createActor, SimulatedClock, type AnyStateMachine, type EventObject } from 'xstate';
import { stateName } from '../../../machines/shared/state-name';
import { takenTransitionKeys, withPendingServices } from '../../../machines/tooling/introspection';
import { CLOCK_MOVE, contextDiff, plainContext } from './lab-session';
import { withWords } from './lab-words';

/** A step of an exported lab session (src/features/machine-lab/lab-export.ts) as its test holds it. */
export interface ReplayStep {
  event: EventObject & Record<string, unknown>;
  /** For a timer or a clock move: the milliseconds the clock moved in the session. */
  wait?: number;
  state: string;
  transitions: string[];
  /** What the step changed in the context, `path: value`, words referred to (./lab-words.ts). */
  changes: Record<string, unknown>;
}

/** What a step changed in the context, `path: value` (a value gone is `"(gone)"`). */
export const changesOf = (changes: readonly { path: string; after: unknown }[]): Record<string, unknown> =>
  Object.fromEntries(changes.map((c) => [c.path, c.after === undefined ? '(gone)' : c.after]));

const shown = (value: unknown) => JSON.stringify(value) ?? 'nothing';

/**
 * Replays an exported session on a machine and says, in words, every way it differs from the
 * session (decision 0078): the state, the transitions taken (a guard deciding otherwise, because a
 * rule changed, shows here), what changed in the context, and a timer that ends before or after the
 * milliseconds it took in the session. Time moves on a simulated clock; invoked services stay
 * pending, as in the lab. Stops at the first step that differs (later steps would only echo it).
 */
export function replayProblems(registryMachine: AnyStateMachine, input: unknown, initial: string, steps: readonly ReplayStep[]): string[] {
  const machine = withPendingServices(registryMachine);
  const clock = new SimulatedClock();
  let taken: string[] = [];
  const actor = createActor(machine, { input, clock, inspect: (event) => taken.push(...takenTransitionKeys(event)) }).start();
  const start = plainContext(actor.getSnapshot().context);
  const problems: string[] = [];
  const state = () => stateName(actor.getSnapshot().value);
  if (state() !== initial) problems.push(`it starts in ${state()}, the session started in ${initial}`);
  let before = start;
  for (const [index, { event, wait, state: expected, transitions, changes }] of steps.entries()) {
    if (problems.length) break;
    const step = `step ${index + 1} (${event.type})`;
    taken = [];
    if (wait === undefined) actor.send(event);
    else if (event.type === CLOCK_MOVE) clock.increment(wait);
    else {
      clock.increment(wait - 1);
      if (taken.length) problems.push(`${step}: ${taken.join(', ')} happened 1 ms before the ${wait} ms the timer took in the session`);
      clock.increment(1);
    }
    const context = plainContext(actor.getSnapshot().context);
    if (state() !== expected) problems.push(`${step}: the state is ${state()}, the session reached ${expected}`);
    if (shown(taken) !== shown(transitions))
      problems.push(`${step}: it took ${taken.join(', ') || 'no transition'}, the session took ${transitions.join(', ') || 'none'}`);
    const now = changesOf(contextDiff(before, context));
    const then = withWords(changes, start, event, before) as Record<string, unknown>;
    for (const path of [...new Set([...Object.keys(then), ...Object.keys(now)])]) {
      if (shown(now[path]) !== shown(then[path]))
        problems.push(
          `${step}: ${path} became ${path in now ? shown(now[path]) : 'unchanged'}, in the session ${path in then ? shown(then[path]) : 'unchanged'}`,
        );
    }
    before = context;
  }
  actor.stop();
  return problems;
}
