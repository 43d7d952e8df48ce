import { describe, expect, it } from 'vitest';
import { fromPromise, setup } from 'xstate';
import { checkMachineProperties } from '../../machines/tooling/properties';

/**
 * The properties checker (machines/tooling/properties.ts, `npm run machines:properties`) on small
 * machines built to break one property each: it must name the property, what fails and the
 * shortest run of events that shows it.
 */
const property = (results: ReturnType<typeof checkMachineProperties>, start: string) => results.find((p) => p.name.startsWith(start))!;

const sender = (withTimeout: boolean) =>
  setup({
    actors: { deliver: fromPromise(async () => 'sent') },
    delays: { DELIVERY_TIMEOUT: 5000 },
  }).createMachine({
    id: 'sender',
    initial: 'editing',
    states: {
      editing: { on: { SEND: 'sending' } },
      sending: {
        invoke: { src: 'deliver', onDone: 'sent', onError: 'failed' },
        ...(withTimeout ? { after: { DELIVERY_TIMEOUT: 'failed' } } : {}),
      },
      failed: { on: { SEND: 'sending' } },
      sent: { type: 'final' },
    },
  });

describe('machine properties', () => {
  it('a state that invokes with no timeout waits forever: named, with the run that reaches it', () => {
    const without = checkMachineProperties(sender(false), [{ examples: [] }]);
    expect(property(without, 'no call to a service waits forever')).toMatchObject({
      name: 'no call to a service waits forever: every state that invokes an actor has a timer to leave by',
      holds: false,
      counterexample: [{ type: 'SEND' }],
    });
    // The invoked actor's id is XState's own for an invoke without one.
    expect(property(without, 'no call to a service waits forever').details).toEqual([expect.stringMatching(/^sender\.sending invokes .+ with no timeout$/)]);
    const withTimeout = checkMachineProperties(sender(true), [{ examples: [] }]);
    expect(withTimeout.every((p) => p.holds)).toBe(true);
  });

  it('a state no event reaches is named', () => {
    const machine = setup({}).createMachine({
      id: 'm',
      initial: 'a',
      states: { a: { on: { GO: 'b' } }, b: { on: { BACK: 'a' } }, orphan: { on: { GO: 'a' } } },
    });
    expect(property(checkMachineProperties(machine, [{ examples: [] }]), 'every state node')).toEqual({
      name: 'every state node is reachable',
      holds: false,
      details: ['m.orphan is never entered'],
      // Where it could have been entered (the start, for a top-level state): no event enters it from there.
      counterexample: [],
    });
  });

  it('a state with no way out is a dead end, unless it is final or says why it ends there', () => {
    const stuck = (meta?: object) => setup({}).createMachine({ id: 'm', initial: 'a', states: { a: { on: { GO: 'b' } }, b: meta ? { meta } : {} } });
    expect(property(checkMachineProperties(stuck(), [{ examples: [] }]), 'no dead end')).toEqual({
      name: 'no dead end: every state has a way out, but a final one or one declared where a visit ends (each listed with its reason)',
      holds: false,
      details: ['b has no way out'],
      counterexample: [{ type: 'GO' }],
    });
    // Declared: it holds, and says what it let pass and why (the lab lists it under the property).
    expect(property(checkMachineProperties(stuck({ endsHere: 'Nothing left to do.' }), [{ examples: [] }]), 'no dead end')).toEqual({
      name: 'no dead end: every state has a way out, but a final one or one declared where a visit ends (each listed with its reason)',
      holds: true,
      exempt: ['m.b ends a visit on purpose: Nothing left to do.'],
    });
  });

  it('an event every guard refuses, with no fallback, is refused silently unless the state declares it', () => {
    const guarded = (meta?: object) =>
      setup({ guards: { hasText: ({ context }: { context: { text: string } }) => context.text !== '' } }).createMachine({
        id: 'm',
        context: { text: '' },
        initial: 'a',
        states: { a: { ...(meta ? { meta } : {}), on: { SEND: { guard: 'hasText', target: 'b' } } }, b: { on: { BACK: 'a' } } },
      });
    expect(property(checkMachineProperties(guarded(), [{ examples: [] }]), 'guards of one event')).toMatchObject({
      holds: false,
      details: ['a refuses SEND (hasText)'],
      counterexample: [{ type: 'SEND' }],
    });
    expect(
      property(checkMachineProperties(guarded({ refuses: { SEND: 'Send is disabled while the box is empty.' } }), [{ examples: [] }]), 'guards of one event')
        .holds,
    ).toBe(true);
  });

  it('a guarded candidate after one without a guard is never tried: named with its transition', () => {
    const machine = setup({ guards: { never: () => false } }).createMachine({
      id: 'm',
      initial: 'a',
      states: { a: { on: { GO: [{ target: 'b' }, { guard: 'never', target: 'a' }] } }, b: { on: { BACK: 'a' } } },
    });
    expect(property(checkMachineProperties(machine, [{ examples: [] }]), 'guards of one event')).toMatchObject({
      holds: false,
      details: ['m.a|GO|1 comes after a candidate without a guard: it is never tried'],
      counterexample: [{ type: 'GO' }],
    });
  });

  it('an event the view can send that the state neither handles nor declares ignored is a dropped click, with the run that drops it', () => {
    const menu = (meta?: object) =>
      setup({}).createMachine({
        id: 'm',
        initial: 'closed',
        states: { closed: { ...(meta ? { meta } : {}), on: { OPEN: 'open' } }, open: { on: { CLOSE: 'closed' } } },
      });
    // The view shows both buttons whatever the state.
    const viewEvents = () => ['OPEN', 'CLOSE'];
    expect(property(checkMachineProperties(menu(), [{ examples: [], viewEvents }]), 'no click dropped')).toEqual({
      name: 'no click dropped: every event the view can send is handled in every state where it can send it, or declared ignored there',
      holds: false,
      details: ['closed drops CLOSE', 'open drops OPEN'],
      counterexample: [{ type: 'CLOSE' }],
    });
    const open = (m: ReturnType<typeof menu>) => property(checkMachineProperties(m, [{ examples: [], viewEvents }]), 'no click dropped');
    expect(open(menu({ ignores: { CLOSE: 'Close is hidden while closed.' } })).details).toEqual(['open drops OPEN']);
    // Without a view the property is not judged (nothing is known of what it sends).
    expect(property(checkMachineProperties(menu(), [{ examples: [] }]), 'no click dropped').holds).toBe(true);
  });
});
