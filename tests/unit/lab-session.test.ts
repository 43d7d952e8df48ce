import { describe, expect, it } from 'vitest';
import { MACHINES } from '../../machines/index';
import { stateNodes } from '../../machines/tooling/introspection';
import { MACHINE_EXAMPLES } from '../../src/content/machine-examples';
import { startRun } from '../../src/features/machine-lab/lab-session';
import { labInput, pathListOf } from '../../src/features/machine-lab/lab-setup';

/** When the page was opened (a variant's own clock wins over it). */
const PAGE_NOW = '2031-03-05T19:00:00.000Z';

describe('the lab session', () => {
  it.each(MACHINES.map((m) => [m.id, m] as const))(
    '%s: replaying the generated paths on the lab run reaches every state, each one as the path expects',
    (id, entry) => {
      for (const path of pathListOf(id).paths) {
        const run = startRun(
          entry.machine,
          labInput(id, path.variant, PAGE_NOW),
          path.steps.map((s) => s.event),
        );
        run.stop();
        expect(
          run.steps.map((s) => s.state),
          path.steps.map((s) => s.event.type).join(' → '),
        ).toEqual(path.steps.map((s) => s.state));
      }
      // Resting states: a state left at once by an unguarded `always` (the carousel's `starting`) is never shown.
      const atomic = stateNodes(entry.machine)
        .filter((n) => (n.type === 'atomic' || n.type === 'final') && !(n.always ?? []).some((t) => !t.guard))
        .map((n) => n.id);
      // A parallel state's name lists its regions after the parallel state's own path:
      // `clients.accepted,hours.refused` at the root, `open.online.conversation.listening,handover.offered` inside `open.online`.
      const nodeOf = (part: string) => atomic.find((n) => n === `${entry.machine.id}.${part}`) ?? atomic.find((n) => n.endsWith(`.${part}`));
      const states = new Set(
        pathListOf(id)
          .paths.flatMap((p) => [p.initial, ...p.steps.map((s) => s.state)])
          .flatMap((name) => name.split(',').map(nodeOf)),
      );
      expect(atomic.filter((n) => !states.has(n))).toEqual([]);
    },
  );

  it('moves time only when told: a timer fires when the simulated clock reaches it, and is listed until then', () => {
    const run = startRun(MACHINES.find((m) => m.id === 'toast')!.machine, MACHINE_EXAMPLES.toast.input, [MACHINE_EXAMPLES.toast.events[0]!]);
    const [timer] = run.clock.timers();
    expect(timer?.event.type).toMatch(/^xstate\.after\.TOAST_DURATION\./);
    run.clock.increment(timer!.due - 1);
    expect(run.actor.getSnapshot().value).toEqual({ visible: 'counting' });
    run.clock.increment(1);
    expect(run.actor.getSnapshot().value).toBe('hidden');
    expect(run.clock.timers()).toEqual([]);
    // The fired timer is a step of the session, recorded as its event: a replay sends it.
    expect(run.steps.at(-1)?.event.type).toBe(timer!.event.type);
    const replayed = startRun(
      MACHINES.find((m) => m.id === 'toast')!.machine,
      MACHINE_EXAMPLES.toast.input,
      run.steps.map((s) => s.event),
    );
    expect(replayed.actor.getSnapshot().value).toBe('hidden');
    run.stop();
    replayed.stop();
  });
});
