import { describe, expect, it } from 'vitest';
import { and, createActor, not, or, setup } from 'xstate';
import { chatMachine } from '../../machines/chat/chat.machine';
import {
  combinedGuardTransitions,
  conditionCoverage,
  instrumentGuards,
  outcomeRecorder,
  requiredConditionOutcomes,
} from '../../machines/tooling/introspection';

/**
 * MC/DC for combined guards (decision 0057): each condition of an `and`, `or` or `not` shown to
 * decide the transition on its own. The keys below are written by hand.
 */
const machine = setup({
  types: { events: {} as { type: 'GO' | 'STAY'; a: boolean; b: boolean } },
  guards: { a: ({ event }) => event.a, b: ({ event }) => event.b },
}).createMachine({
  id: 'm',
  initial: 'here',
  states: {
    here: {
      on: {
        GO: [
          { guard: and(['a', 'b']), target: 'both' },
          { guard: or(['a', 'b']), target: 'either' },
        ],
        STAY: { guard: not('a'), target: 'here', reenter: true },
      },
    },
    both: {},
    either: {},
  },
});

describe('independent conditions of combined guards (MC/DC)', () => {
  it('asks of and(a, b) both true taken and each alone false refused; of or(a, b) both false refused and each alone true taken; of not(a) both ways', () => {
    expect(combinedGuardTransitions(machine).flatMap(requiredConditionOutcomes)).toEqual([
      'm.here|GO|0 [a=true, b=true]: taken',
      'm.here|GO|0 [a=false, b=true]: refused',
      'm.here|GO|0 [a=true, b=false]: refused',
      'm.here|GO|1 [a=false, b=false]: refused',
      'm.here|GO|1 [a=true, b=false]: taken',
      'm.here|GO|1 [a=false, b=true]: taken',
      'm.here|STAY|0 [a=true]: refused',
      'm.here|STAY|0 [a=false]: taken',
    ]);
  });

  it('records each condition’s own value as XState evaluates the guard, and counts what MC/DC asks', () => {
    const seen = new Set<string>();
    const run = (a: boolean, b: boolean) => {
      const actor = createActor(
        instrumentGuards(
          machine,
          outcomeRecorder((key) => seen.add(key)),
        ),
      ).start();
      actor.send({ type: 'STAY', a, b });
      actor.send({ type: 'GO', a, b });
      actor.stop();
    };
    run(false, true);
    // not(a) taken; and refused by a alone; or taken by b alone.
    expect([...seen].sort()).toEqual([
      'm.here|GO|0 [a=false, b=true]: refused',
      'm.here|GO|0: refused',
      'm.here|GO|1 [a=false, b=true]: taken',
      'm.here|GO|1: taken',
      'm.here|STAY|0 [a=false]: taken',
      'm.here|STAY|0: taken',
    ]);
    expect(conditionCoverage(machine, seen)).toMatchObject({ covered: 3, total: 8 });
    run(true, true);
    run(true, false);
    run(false, false);
    expect(conditionCoverage(machine, seen)).toEqual({ covered: 8, total: 8, missing: [] });
  });

  it('names the chat’s offline form guard per state it guards', () => {
    expect(combinedGuardTransitions(chatMachine)).toEqual([
      { key: 'chat.open.away.leavingMessage|SUBMIT_OFFLINE_MESSAGE|0', operator: 'and', conditions: ['isOfflineFormComplete', 'isCallbackNumberValid'] },
      { key: 'chat.open.away.sendFailed|SUBMIT_OFFLINE_MESSAGE|0', operator: 'and', conditions: ['isOfflineFormComplete', 'isCallbackNumberValid'] },
    ]);
  });
});
