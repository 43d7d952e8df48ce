import { transition, type AnyMachineSnapshot, type AnyStateMachine, type EventObject } from 'xstate';
import { MACHINES, type MachineId } from '../../../machines/index';
import { stateName } from '../../../machines/shared/state-name';
import { acceptedEventsWithExamples, allTransitions } from '../../../machines/tooling/introspection';
import { alwaysChecks, candidateChecks } from '../../../machines/tooling/guard-explanation';
import { MACHINE_EXAMPLES } from '../../content/machine-examples';
import { labEdges } from './lab-edges';
import { clockStart, labInput, pathListOf, stampEvent } from './lab-setup';
import { startRun } from './lab-session';

/**
 * The lab checked against XState, in the build QA opens (where a minifier may have renamed what
 * the lab reads): the states of a machine along its covering paths and around its start, in each
 * of its variants, are visited with
 * every event the lab offers there, and what the lab says is compared with what XState does:
 * - the candidate the lab says passes first is the one XState takes (`getTransitionData`), and
 *   none when XState takes none;
 * - where the list says a way out leads is the state XState's `transition` settles in;
 * - no eventless transition the lab judges passing waits at rest (XState would have taken it);
 * - every guard reads as a named guard or `and(...)`, `or(...)`, `not(...)`, never a mangled name.
 */
export interface SelfCheck {
  machine: MachineId;
  /** Distinct states visited (value and context), over every variant. */
  states: number;
  /** State and event pairs compared. */
  events: number;
  /** What the lab says and XState does not, in words. */
  disagreements: string[];
}

/** How many states (value and context) a variant's walk visits at most, breadth first: every state value of these machines is reached well before it, and context that only grows (a chat's messages, a toast count) would otherwise never end. */
const STATE_LIMIT = 60;
/** How many disagreements are kept per machine: enough to see the pattern. */
const KEPT = 20;

const GUARD_LABEL = /^(?:[A-Za-z_$][\w$]*|inline guard|(?:and|or|not)\(.*\))$/;
const COMBINED_LABEL = /^(?:and|or|not)\(/;

export function selfCheck(id: MachineId, now: string): SelfCheck {
  const entry = MACHINES.find((m) => m.id === id)!;
  const machine: AnyStateMachine = entry.machine;
  const transitions = allTransitions(machine);
  const disagreements: string[] = [];
  const disagree = (text: string) => {
    if (disagreements.length < KEPT) disagreements.push(text);
  };
  for (const t of transitions) {
    if (t.guard !== undefined && !GUARD_LABEL.test(t.guard)) disagree(`${t.key}: its guard reads "${t.guard}"`);
    // A guard over other guards must read as one: a bare name for it means its kind was not recognised.
    if (t.guards.length > 1 && t.guard !== undefined && !COMBINED_LABEL.test(t.guard)) disagree(`${t.key}: a combined guard reads "${t.guard}"`);
  }

  const variants = pathListOf(id).variants.length ? pathListOf(id).variants : [{}];
  let states = 0;
  let events = 0;
  for (const { variant } of variants) {
    const start = clockStart(id, variant, now);
    const run = startRun(machine, labInput(id, variant, start), []);
    // The examples as the lab sends them: stamped with its clock (decision 0044).
    const examples = MACHINE_EXAMPLES[id].events.map((event: EventObject) => stampEvent(id, event, Date.parse(start)));
    const running = run.machine;
    const first = run.actor.getSnapshot() as AnyMachineSnapshot;
    run.stop();
    // Every state along the model tests' covering paths first (they take every transition), then
    // breadth first from the start, up to STATE_LIMIT more.
    const along = pathListOf(id)
      .paths.filter((p) => p.variant === variant)
      .flatMap((p) => {
        let at = first;
        return p.steps.map((step) => (at = transition(running, at, step.event)[0]));
      });
    const seen = new Set<string>();
    const queue: AnyMachineSnapshot[] = [...along, first];
    const limit = along.length + STATE_LIMIT;
    while (queue.length && seen.size < limit) {
      const snapshot = queue.shift()!;
      const key = `${JSON.stringify(snapshot.value)}${JSON.stringify(snapshot.context)}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const here = `${variant ? `${variant}: ` : ''}${stateName(snapshot.value)}`;
      for (const check of alwaysChecks(snapshot)) {
        if (check.passes) disagree(`${here}: the lab judges ${check.key} passing, yet XState has not taken it`);
      }
      const offered = acceptedEventsWithExamples(snapshot, examples);
      const edges = labEdges({ id, machine, running, snapshot, transitions, offered, send: () => {} });
      for (const event of offered) {
        events += 1;
        const said = candidateChecks(machine, snapshot, event);
        // The candidate the lab expects XState to take: the first it judges passing, in candidateChecks'
        // order (deepest state first; none of this site's machines has parallel regions to tell apart).
        const predicted = said.find((c) => c.passes)?.key ?? null;
        const taken = said.find((c) => c.taken)?.key ?? null;
        if (predicted !== taken) disagree(`${here}, ${describe(event)}: the lab predicts ${predicted ?? 'nothing'}, XState takes ${taken ?? 'nothing'}`);
        const [next] = transition(running, snapshot, event);
        const listed = taken ? edges.leadsTo.get(taken) : undefined;
        if (listed && listed.state !== stateName(next.value))
          disagree(`${here}, ${describe(event)}: the list says ${listed.state}, XState lands in ${stateName(next.value)}`);
        queue.push(next);
      }
    }
    states += seen.size;
  }
  return { machine: id, states, events, disagreements };
}

function describe(event: EventObject): string {
  const { type, ...payload } = event;
  return Object.keys(payload).length ? `${type} ${JSON.stringify(payload)}` : type;
}

/** Every machine of the registry, checked. */
export function selfCheckAll(now: string): SelfCheck[] {
  return MACHINES.map((m) => selfCheck(m.id, now));
}
