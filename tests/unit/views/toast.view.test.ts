import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { toastMachine } from '../../../machines/toast/toast.machine';
import { toastView } from '../../../machines/toast/toast.view';

const start = () => createActor(toastMachine, { input: { defaultDuration: 5000 } }).start();
const viewOf = (actor: ReturnType<typeof start>) => toastView(actor.getSnapshot(), actor.send);

describe('toast view', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('hidden: no notification', () => {
    expect(viewOf(start())).toMatchObject({ dataState: 'hidden', toast: null, isVisible: false, isPinned: false, isDestructive: false });
  });

  it('counting: the notification on screen, polite, then gone after its duration', () => {
    const actor = start();
    actor.send({ type: 'SHOW', toast: { title: 'Copied to clipboard!' } });
    expect(viewOf(actor)).toMatchObject({
      dataState: 'visible.counting',
      toast: { id: 1, title: 'Copied to clipboard!', variant: 'default', duration: 5000 },
      isVisible: true,
      isPinned: false,
      isDestructive: false,
    });
    vi.advanceTimersByTime(5000);
    expect(viewOf(actor)).toMatchObject({ dataState: 'hidden', toast: null, isVisible: false });
  });

  it('destructive: announced as an alert', () => {
    const actor = start();
    actor.send({ type: 'SHOW', toast: { title: 'Please complete this step', variant: 'destructive' } });
    expect(viewOf(actor)).toMatchObject({ dataState: 'visible.counting', isVisible: true, isDestructive: true, toast: { variant: 'destructive' } });
  });

  it('announced by default; not when its news is spoken elsewhere (announce: false)', () => {
    const actor = start();
    actor.send({ type: 'SHOW', toast: { title: 'Saved' } });
    expect(viewOf(actor)).toMatchObject({ isVisible: true, isAnnounced: true });
    actor.send({ type: 'SHOW', toast: { title: 'Message Received!', announce: false } });
    expect(viewOf(actor)).toMatchObject({ isVisible: true, isAnnounced: false, toast: { title: 'Message Received!' } });
  });

  it('pinned: an infinite duration stays until dismissed', () => {
    const actor = start();
    actor.send({ type: 'SHOW', toast: { title: 'Pinned', duration: Infinity } });
    vi.advanceTimersByTime(60_000);
    expect(viewOf(actor)).toMatchObject({ dataState: 'visible.pinned', isVisible: true, isPinned: true, toast: { title: 'Pinned' } });
    actor.send({ type: 'DISMISS' });
    expect(viewOf(actor)).toMatchObject({ dataState: 'hidden', toast: null, isVisible: false, isPinned: false });
  });

  it('a new notification replaces the one on screen', () => {
    const actor = start();
    actor.send({ type: 'SHOW', toast: { title: 'Pinned', duration: Infinity, variant: 'destructive' } });
    actor.send({ type: 'SHOW', toast: { title: 'Second' } });
    expect(viewOf(actor)).toMatchObject({ dataState: 'visible.counting', isPinned: false, isDestructive: false, toast: { id: 2, title: 'Second' } });
  });

  it('dismiss sends DISMISS', () => {
    const send = vi.fn();
    toastView(start().getSnapshot(), send).dismiss();
    expect(send).toHaveBeenCalledExactlyOnceWith({ type: 'DISMISS' });
  });
});
