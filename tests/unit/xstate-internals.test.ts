import { describe, expect, it } from 'vitest';
import * as xstate from 'xstate';
import { and, createActor, not, or, type InspectionEvent } from 'xstate';
import xstatePackage from 'xstate/package.json';
import { mobileMenuMachine } from '../../machines/mobile-menu/mobile-menu.machine';
import { activeStateNodes, higherOrderGuard, microstepTransitions, ownEventTypes, scheduledEvents } from '../../machines/tooling/xstate-internals';

/**
 * machines/tooling/xstate-internals.ts leans on parts of xstate outside its documented API. If an
 * upgrade removes one, these fail first, naming it, before the lab or the model tests break in
 * stranger ways.
 */
const version = xstatePackage.version.split('.').slice(0, 2).join('.');
const removed = (name: string) => `xstate ${version} removed ${name}: update machines/tooling/xstate-internals.ts`;

function startMenu() {
  const events: InspectionEvent[] = [];
  const actor = createActor(mobileMenuMachine, { inspect: (event) => events.push(event) }).start();
  return { actor, events };
}

describe('the semi-internal xstate APIs in machines/tooling/xstate-internals.ts', () => {
  it('__unsafe_getAllOwnEventDescriptors lists the events a snapshot handles', () => {
    expect(typeof Reflect.get(xstate, '__unsafe_getAllOwnEventDescriptors'), removed('__unsafe_getAllOwnEventDescriptors')).toBe('function');
    const { actor } = startMenu();
    expect(ownEventTypes(actor.getSnapshot())).toEqual(['TOGGLE_MENU']);
    actor.send({ type: 'TOGGLE_MENU' });
    expect(ownEventTypes(actor.getSnapshot()).sort()).toEqual(['CHOOSE_LINK', 'CLOSE_MENU', 'TOGGLE_LOCATIONS', 'TOGGLE_MENU']);
    actor.stop();
  });

  it("the @xstate.microstep inspection event's _transitions holds the transitions taken", () => {
    const { actor, events } = startMenu();
    actor.send({ type: 'TOGGLE_MENU' });
    const microstep = events.find((e) => e.type === '@xstate.microstep' && e.event.type === 'TOGGLE_MENU');
    expect(microstep, removed('the @xstate.microstep inspection event')).toBeDefined();
    expect(microstep && '_transitions' in microstep && Array.isArray(microstep._transitions), removed('_transitions (of @xstate.microstep)')).toBe(true);
    const taken = microstepTransitions(microstep!);
    expect(taken.map((t) => [t.source.id, t.eventType, t.target?.map((n) => n.id)])).toEqual([['mobileMenu.closed', 'TOGGLE_MENU', ['mobileMenu.open']]]);
    expect(microstepTransitions(events.find((e) => e.type === '@xstate.snapshot')!)).toEqual([]);
    actor.stop();
  });

  it("the snapshot's _nodes holds the active state nodes", () => {
    const { actor } = startMenu();
    actor.send({ type: 'TOGGLE_MENU' });
    const snapshot = actor.getSnapshot();
    expect('_nodes' in snapshot && Array.isArray(snapshot._nodes), removed('_nodes (of a machine snapshot)')).toBe(true);
    expect(activeStateNodes(snapshot).map((n) => n.id)).toEqual(['mobileMenu', 'mobileMenu.open', 'mobileMenu.open.collapsed']);
    actor.stop();
  });

  it('the guards of not()/and()/or() hold the guards they combine', () => {
    const guard = not('isHeld');
    expect('guards' in guard && Array.isArray(guard.guards), removed('the guards of higher-order guards (not/and/or)')).toBe(true);
    expect(higherOrderGuard(guard)).toEqual({ operator: 'not', operands: ['isHeld'] });
    expect(higherOrderGuard(and(['a', 'b']))).toEqual({ operator: 'and', operands: ['a', 'b'] });
    expect(higherOrderGuard(or(['a', 'b']))).toEqual({ operator: 'or', operands: ['a', 'b'] });
    expect(higherOrderGuard('isHeld')).toBeUndefined();
    expect(higherOrderGuard(() => true)).toBeUndefined();
  });

  it('tells a combined guard by its check function, not its name: a minifier renaming it changes nothing', () => {
    // The lab build's minifier turns `function and(...)` into `function t(...)`: what the lab reads must not move.
    const renamed = Object.defineProperty(and(['isOfflineFormComplete', 'isCallbackNumberValid']), 'name', { value: 't' });
    expect(renamed.name).toBe('t');
    expect(higherOrderGuard(renamed)).toEqual({ operator: 'and', operands: ['isOfflineFormComplete', 'isCallbackNumberValid'] });
    const notRenamed = Object.defineProperty(not('isHeld'), 'name', { value: 'or' });
    expect(higherOrderGuard(notRenamed)?.operator).toBe('not');
    expect('check' in renamed, removed('the check function of higher-order guards')).toBe(true);
  });

  it("the system snapshot's _scheduledEvents holds the delayed events not yet sent", () => {
    const timed = xstate.setup({ delays: { LATER: 1000 } }).createMachine({ initial: 'a', states: { a: { after: { LATER: 'b' } }, b: {} } });
    const actor = createActor(timed).start();
    expect('_scheduledEvents' in actor.system.getSnapshot(), removed("the system snapshot's _scheduledEvents")).toBe(true);
    expect(scheduledEvents(actor.system).map((s) => s.event.type)).toEqual([expect.stringMatching(/^xstate\.after\.LATER\./)]);
    actor.stop();
  });
});
