import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { carouselMachine } from '../../../machines/carousel/carousel.machine';
import { carouselView } from '../../../machines/carousel/carousel.view';

const start = (input = { count: 3, intervalMs: 7000 }) => createActor(carouselMachine, { input }).start();
const viewOf = (actor: ReturnType<typeof start>) => carouselView(actor.getSnapshot(), actor.send);

describe('carousel view', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('empty: no items, nothing rotates or can be paused', () => {
    expect(viewOf(start({ count: 0, intervalMs: 6000 }))).toMatchObject({
      dataState: 'empty',
      isEmpty: true,
      count: 0,
      activeIndex: 0,
      isRotating: false,
      isHeld: false,
      isPaused: false,
      announcesMove: false,
    });
  });

  it('rotating: the first slide, auto-advance not announced', () => {
    expect(viewOf(start())).toEqual(
      expect.objectContaining({
        dataState: 'showing.rotating',
        isEmpty: false,
        count: 3,
        activeIndex: 0,
        slideNumber: 1,
        isRotating: true,
        isHeld: false,
        isPaused: false,
        announcesMove: false,
      }),
    );
  });

  it('a move by the visitor is announced; an auto-advance after it is not', () => {
    const actor = start();
    actor.send({ type: 'NEXT' });
    expect(viewOf(actor)).toMatchObject({ activeIndex: 1, slideNumber: 2, announcesMove: true, isRotating: true });

    vi.advanceTimersByTime(7000);
    expect(viewOf(actor)).toMatchObject({ activeIndex: 2, slideNumber: 3, announcesMove: false, isRotating: true });

    actor.send({ type: 'GO_TO', index: 0 });
    expect(viewOf(actor)).toMatchObject({ activeIndex: 0, slideNumber: 1, announcesMove: true });

    actor.send({ type: 'PREVIOUS' });
    expect(viewOf(actor)).toMatchObject({ activeIndex: 2, slideNumber: 3, announcesMove: true });
  });

  it.each([
    ['hovered', { type: 'POINTER_ENTER' }],
    ['focused', { type: 'FOCUS_IN' }],
    ['the tab is hidden', { type: 'TAB_HIDDEN' }],
  ] as const)('held while %s: not rotating, not paused', (_why, event) => {
    const actor = start();
    actor.send(event);
    expect(viewOf(actor)).toMatchObject({ dataState: 'showing.held', isRotating: false, isHeld: true, isPaused: false });
    vi.advanceTimersByTime(21000);
    expect(viewOf(actor).activeIndex).toBe(0);
  });

  it.each([
    ['the visitor pauses', { type: 'PAUSE' }],
    ['reduced motion is preferred', { type: 'REDUCED_MOTION_PREFERRED' }],
  ] as const)('paused when %s: the control offers Play', (_why, event) => {
    const actor = start();
    actor.send(event);
    expect(viewOf(actor)).toMatchObject({ dataState: 'showing.paused', isRotating: false, isHeld: false, isPaused: true });
  });

  it('playing again rotates', () => {
    const actor = start();
    actor.send({ type: 'PAUSE' });
    actor.send({ type: 'PLAY' });
    expect(viewOf(actor)).toMatchObject({ dataState: 'showing.rotating', isRotating: true, isPaused: false });
  });

  it('togglePlay pauses while playing (rotating or held) and plays while paused', () => {
    const send = vi.fn();
    const actor = start();
    carouselView(actor.getSnapshot(), send).togglePlay();
    expect(send).toHaveBeenLastCalledWith({ type: 'PAUSE' });

    actor.send({ type: 'POINTER_ENTER' });
    carouselView(actor.getSnapshot(), send).togglePlay();
    expect(send).toHaveBeenLastCalledWith({ type: 'PAUSE' });

    actor.send({ type: 'PAUSE' });
    carouselView(actor.getSnapshot(), send).togglePlay();
    expect(send).toHaveBeenLastCalledWith({ type: 'PLAY' });
    expect(send).toHaveBeenCalledTimes(3);
  });

  it.each([
    ['next', [], { type: 'NEXT' }],
    ['previous', [], { type: 'PREVIOUS' }],
    ['goTo', [2], { type: 'GO_TO', index: 2 }],
    ['pointerEnter', [], { type: 'POINTER_ENTER' }],
    ['pointerLeave', [], { type: 'POINTER_LEAVE' }],
    ['focusIn', [], { type: 'FOCUS_IN' }],
    ['focusOut', [], { type: 'FOCUS_OUT' }],
    ['tabVisibilityChanged', [true], { type: 'TAB_HIDDEN' }],
    ['tabVisibilityChanged', [false], { type: 'TAB_VISIBLE' }],
    ['reducedMotionPreferred', [], { type: 'REDUCED_MOTION_PREFERRED' }],
  ] as const)('%s(%o) sends %o', (action, args, event) => {
    const send = vi.fn();
    const view = carouselView(start().getSnapshot(), send);
    (view[action] as (...a: unknown[]) => void)(...args);
    expect(send).toHaveBeenCalledExactlyOnceWith(event);
  });
});
