import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { toastMachine, type ToastOptions } from '../../machines/toast/toast.machine';

const start = () => createActor(toastMachine, { input: { defaultDuration: 5000 } }).start();

describe('toast machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('closes after 5000 ms by default, after a given duration, and never when infinite', () => {
    const actor = start();
    actor.send({ type: 'SHOW', toast: { title: 'Copied to clipboard!' } });
    vi.advanceTimersByTime(4999);
    expect(actor.getSnapshot().value).toEqual({ visible: 'counting' });
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('hidden');

    actor.send({ type: 'SHOW', toast: { title: 'Short', duration: 1200 } });
    vi.advanceTimersByTime(1200);
    expect(actor.getSnapshot().context.current).toBeNull();

    actor.send({ type: 'SHOW', toast: { title: 'Pinned', duration: Infinity } });
    vi.advanceTimersByTime(10 * 60 * 1000);
    expect(actor.getSnapshot().value).toEqual({ visible: 'pinned' });
  });

  it('a new toast replaces the visible one and restarts the clock', () => {
    const actor = start();
    actor.send({ type: 'SHOW', toast: { title: 'First' } });
    vi.advanceTimersByTime(4000);
    actor.send({ type: 'SHOW', toast: { title: 'Second', variant: 'destructive' } });
    vi.advanceTimersByTime(4000);
    expect(actor.getSnapshot().context.current).toMatchObject({ title: 'Second', variant: 'destructive', id: 2 });
    vi.advanceTimersByTime(1000);
    expect(actor.getSnapshot().value).toBe('hidden');
  });

  it('keeps at most one toast, always the latest, whatever the sequence (property)', () => {
    const toastArb: fc.Arbitrary<ToastOptions> = fc.record(
      {
        title: fc.string({ minLength: 1, maxLength: 12 }),
        variant: fc.constantFrom('default' as const, 'destructive' as const),
        duration: fc.oneof(fc.integer({ min: 1, max: 9000 }), fc.constant(Infinity)),
      },
      { requiredKeys: ['title'] },
    );
    const commandArb = fc.oneof(
      toastArb.map((toast) => ({ kind: 'show' as const, toast })),
      fc.constant({ kind: 'dismiss' as const }),
      fc.integer({ min: 0, max: 10000 }).map((ms) => ({ kind: 'wait' as const, ms })),
    );
    fc.assert(
      fc.property(fc.array(commandArb, { maxLength: 25 }), (commands) => {
        vi.clearAllTimers();
        const actor = start();
        let expected: { title: string; shownAt: number; duration: number } | null = null;
        let now = 0;
        for (const command of commands) {
          if (command.kind === 'show') {
            actor.send({ type: 'SHOW', toast: command.toast });
            expected = { title: command.toast.title!, shownAt: now, duration: command.toast.duration ?? 5000 };
          } else if (command.kind === 'dismiss') {
            actor.send({ type: 'DISMISS' });
            expected = null;
          } else {
            vi.advanceTimersByTime(command.ms);
            now += command.ms;
            if (expected && now - expected.shownAt >= expected.duration) expected = null;
          }
          const current = actor.getSnapshot().context.current;
          expect(current?.title ?? null).toBe(expected?.title ?? null);
          expect(actor.getSnapshot().matches('hidden')).toBe(expected === null);
        }
        actor.stop();
      }),
      { numRuns: 200 },
    );
  });
});
