import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { labSessionMachine } from '../../../machines/lab-session/lab-session.machine';
import { labSessionView } from '../../../machines/lab-session/lab-session.view';

const OPEN = { type: 'TOGGLE_MENU' };
const EXPAND = { type: 'TOGGLE_LOCATIONS' };
const start = (events: { type: string }[] = []) => createActor(labSessionMachine, { input: { events } }).start();
const viewOf = (actor: ReturnType<typeof start>) => labSessionView(actor.getSnapshot(), actor.send);

describe('lab session view', () => {
  it('starts at the latest step of the events it is given, nothing to go back to when there are none', () => {
    expect(viewOf(start())).toMatchObject({ dataState: 'latest', position: 0, length: 0, applied: [], undone: [], canGoBack: false, canGoForward: false });
    expect(viewOf(start([OPEN, EXPAND]))).toMatchObject({ position: 2, length: 2, applied: [OPEN, EXPAND], canGoBack: true, canGoForward: false });
  });

  it('back rewinds: one step undone, Forward offered, the run rebuilt with the first step only', () => {
    const actor = start([OPEN, EXPAND]);
    viewOf(actor).back();
    expect(viewOf(actor)).toMatchObject({
      dataState: 'rewound',
      position: 1,
      length: 2,
      applied: [OPEN],
      undone: [EXPAND],
      canGoBack: true,
      canGoForward: true,
    });
    expect(viewOf(actor).replay).toEqual({ events: [OPEN] });
    viewOf(actor).forward();
    expect(viewOf(actor)).toMatchObject({ dataState: 'latest', position: 2, undone: [], canGoForward: false });
  });

  it('a step taken while rewound drops the ones after it; Reset empties the timeline; a path replaces it in its variant', () => {
    const actor = start([OPEN, EXPAND]);
    viewOf(actor).jumpTo(0);
    viewOf(actor).record(OPEN);
    expect(viewOf(actor)).toMatchObject({ dataState: 'latest', position: 1, length: 1, applied: [OPEN] });
    viewOf(actor).reset();
    expect(viewOf(actor)).toMatchObject({ dataState: 'latest', position: 0, length: 0, replay: { events: [] } });
    viewOf(actor).loadPath([OPEN], 'away');
    expect(viewOf(actor)).toMatchObject({ position: 1, length: 1, variant: 'away', replay: { events: [OPEN] } });
  });

  it('sends one event per action', () => {
    const send = vi.fn();
    const view = labSessionView(start([OPEN]).getSnapshot(), send);
    view.record(EXPAND);
    view.back();
    view.forward();
    view.jumpTo(1);
    view.reset();
    view.loadPath([OPEN], undefined);
    expect(send.mock.calls.map(([event]) => event)).toEqual([
      { type: 'RECORD', event: EXPAND },
      { type: 'BACK' },
      { type: 'FORWARD' },
      { type: 'JUMP', to: 1 },
      { type: 'RESET' },
      { type: 'LOAD_PATH', events: [OPEN] },
    ]);
  });
});
