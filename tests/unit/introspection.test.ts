import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { carouselMachine } from '../../machines/carousel/carousel.machine';
import { MACHINES } from '../../machines/index';
import {
  acceptedEventTypes,
  activeStateIds,
  allTransitions,
  createTransitionRecorder,
  guardOutcomeCoverage,
  guardOutcomeKey,
  instrumentGuards,
  isComplete,
  namedGuards,
  stateNodes,
  transitionCoverage,
} from '../../machines/tooling/introspection';
import { mobileMenuMachine } from '../../machines/mobile-menu/mobile-menu.machine';
import { stateName } from '../../machines/shared/state-name';
import { toastMachine } from '../../machines/toast/toast.machine';
import { TIMINGS } from '../../src/content/site';

const toastInput = { defaultDuration: TIMINGS.toastDurationMs };

describe('allTransitions', () => {
  it('lists every event transition of every state node, guarded candidates separately', () => {
    expect(
      allTransitions(mobileMenuMachine)
        .map((t) => t.key)
        .sort(),
    ).toEqual([
      'mobileMenu.closed|TOGGLE_MENU|0',
      'mobileMenu.open.collapsed|TOGGLE_LOCATIONS|0',
      'mobileMenu.open.expanded|TOGGLE_LOCATIONS|0',
      'mobileMenu.open|CHOOSE_LINK|0',
      'mobileMenu.open|CLOSE_MENU|0',
      'mobileMenu.open|TOGGLE_MENU|0',
    ]);
    const toast = allTransitions(toastMachine);
    expect(toast).toHaveLength(7);
    expect(toast.filter((t) => t.guard === 'staysOpen')).toHaveLength(2);
    expect(toast.filter((t) => t.guard === 'staysOpen').every((t) => t.guards.join() === 'staysOpen')).toBe(true);
    expect(toast.find((t) => t.event.startsWith('xstate.after.TOAST_DURATION'))?.targets).toEqual(['toast.hidden']);
    expect(new Set(toast.map((t) => t.key)).size).toBe(toast.length);
  });

  it('counts always transitions', () => {
    const machine = createMachine({
      id: 'm',
      initial: 'a',
      states: { a: { always: [{ target: 'b', guard: () => false }, { target: 'b' }] }, b: {} },
    });
    expect(allTransitions(machine).map((t) => t.key)).toEqual(['m.a|always|0', 'm.a|always|1']);
    expect(allTransitions(machine).map((t) => t.guard)).toEqual(['inline guard', undefined]);
  });

  it('reads a higher-order guard as its operator and names the guards it calls', () => {
    const release = allTransitions(carouselMachine).find((t) => t.source === 'carousel.showing.held' && t.event === 'always');
    expect(release).toMatchObject({ key: 'carousel.showing.held|always|0', guard: 'not(isHeld)', guards: ['isHeld'], targets: ['carousel.showing.rotating'] });
  });

  it('names only guards the machine implements, in every registered machine', () => {
    for (const { machine } of MACHINES) {
      const named = namedGuards(machine);
      for (const t of allTransitions(machine)) for (const g of t.guards) expect(named, `${t.key} calls ${g}`).toContain(g);
    }
  });
});

describe('stateNodes and namedGuards', () => {
  it('walks the state nodes from the root in document order', () => {
    expect(stateNodes(mobileMenuMachine).map((n) => n.id)).toEqual([
      'mobileMenu',
      'mobileMenu.closed',
      'mobileMenu.open',
      'mobileMenu.open.collapsed',
      'mobileMenu.open.expanded',
    ]);
  });

  it("lists the keys of the machine's guard implementations", () => {
    expect(namedGuards(toastMachine)).toEqual(['staysOpen', 'isAboutThatReason']);
    expect(namedGuards(carouselMachine)).toEqual(['hasNoItems', 'isHeld']);
    expect(namedGuards(mobileMenuMachine)).toEqual([]);
  });
});

describe('snapshots', () => {
  it('lists the events a snapshot accepts, delayed ones included, and its active state ids', () => {
    const actor = createActor(toastMachine, { input: toastInput }).start();
    expect(acceptedEventTypes(actor.getSnapshot()).sort()).toEqual(['SHOW']);
    expect(activeStateIds(actor.getSnapshot())).toEqual(['toast', 'toast.hidden']);
    actor.send({ type: 'SHOW', toast: { title: 'Saved' } });
    expect(acceptedEventTypes(actor.getSnapshot()).sort()).toEqual(['DISMISS', 'SHOW', 'WITHDRAW', 'xstate.after.TOAST_DURATION.toast.visible.counting']);
    expect(activeStateIds(actor.getSnapshot())).toEqual(['toast', 'toast.visible', 'toast.visible.counting']);
    actor.stop();
  });
});

describe('createTransitionRecorder', () => {
  it('records the keys of the transitions taken, from the inspection events it accepts', () => {
    const all = createTransitionRecorder();
    const none = createTransitionRecorder(() => false);
    const actor = createActor(mobileMenuMachine, {
      inspect: (event) => {
        all.inspect(event);
        none.inspect(event);
      },
    }).start();
    actor.send({ type: 'TOGGLE_MENU' });
    actor.send({ type: 'TOGGLE_LOCATIONS' });
    actor.send({ type: 'CHOOSE_LINK' });
    expect([...all.taken].sort()).toEqual(['mobileMenu.closed|TOGGLE_MENU|0', 'mobileMenu.open.collapsed|TOGGLE_LOCATIONS|0', 'mobileMenu.open|CHOOSE_LINK|0']);
    expect(none.taken.size).toBe(0);
    actor.stop();
  });
});

describe('instrumentGuards', () => {
  it('records what each guarded transition decided, by its key, and still decides it as XState does', () => {
    const seen: string[] = [];
    const machine = instrumentGuards(carouselMachine, (key, outcome) => seen.push(guardOutcomeKey(key, outcome)));
    const actor = createActor(machine, { input: { count: 3, intervalMs: 1000 } }).start();
    expect(seen).toEqual(['carousel.starting|always|0: refused', 'carousel.showing.rotating|always|0: refused']);
    actor.send({ type: 'POINTER_ENTER' });
    expect(actor.getSnapshot().value).toEqual({ showing: 'held' });
    expect(seen.slice(2)).toEqual(['carousel.showing.rotating|always|0: taken', 'carousel.showing.held|always|0: refused']);
    actor.send({ type: 'POINTER_LEAVE' });
    expect(actor.getSnapshot().value).toEqual({ showing: 'rotating' });
    // The release went through not('isHeld'): taken once the pointer left, then rotating's own check refused.
    expect(seen.slice(4)).toEqual(['carousel.showing.held|always|0: taken', 'carousel.showing.rotating|always|0: refused']);
    actor.stop();
    expect(machine.id).toBe(carouselMachine.id);
    expect(allTransitions(machine).map((t) => t.key)).toEqual(allTransitions(carouselMachine).map((t) => t.key));
    // The registry's machine is untouched: its held release still reads as not(isHeld).
    expect(allTransitions(carouselMachine).find((t) => t.key === 'carousel.showing.held|always|0')?.guard).toBe('not(isHeld)');
  });
});

describe('coverage', () => {
  it('reports the transitions not taken', () => {
    const coverage = transitionCoverage(mobileMenuMachine, ['mobileMenu.closed|TOGGLE_MENU|0']);
    expect(coverage).toMatchObject({ total: 6, covered: 1 });
    expect(coverage.missing).toContain('mobileMenu.open|CHOOSE_LINK|0');
    expect(coverage.missing).toHaveLength(5);
    expect(isComplete(coverage)).toBe(false);
  });

  it('counts two outcomes per guarded transition (the same guard on two transitions twice) and names the missing ones', () => {
    expect(guardOutcomeCoverage(toastMachine, ['toast.hidden|SHOW|0: taken'])).toEqual({
      covered: 1,
      total: 6,
      missing: [
        'toast.hidden|SHOW|0: refused',
        'toast.visible|SHOW|0: taken',
        'toast.visible|SHOW|0: refused',
        'toast.visible|WITHDRAW|0: taken',
        'toast.visible|WITHDRAW|0: refused',
      ],
    });
    expect(guardOutcomeCoverage(carouselMachine, [])).toMatchObject({ covered: 0, total: 6 });
    const none = guardOutcomeCoverage(mobileMenuMachine, []);
    expect(none).toEqual({ covered: 0, total: 0, missing: [] });
    expect(isComplete(none)).toBe(true);
  });
});

describe('stateName', () => {
  it('reads nested and parallel state values as data-state strings', () => {
    expect(stateName('closed')).toBe('closed');
    expect(stateName({ open: 'expanded' })).toBe('open.expanded');
    expect(stateName({ a: { b: 'c' }, d: 'e' })).toBe('a.b.c,d.e');
    expect(stateName({ a: {} })).toBe('a');
  });
});
