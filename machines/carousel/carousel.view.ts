import type { SnapshotFrom } from 'xstate';
import type { CarouselEvent, carouselMachine } from './carousel.machine';
import { stateName } from '../shared/state-name';

/** What a carousel view needs from the carousel machine. */
export interface CarouselView {
  dataState: string;
  /** No items: the view shows its empty message and no controls. */
  isEmpty: boolean;
  count: number;
  activeIndex: number;
  /** 1-based, for "Slide 2 of 3". */
  slideNumber: number;
  /** Advancing on its own right now. */
  isRotating: boolean;
  /** Held while hovered, focused or the tab is hidden. */
  isHeld: boolean;
  /** Paused by the visitor (or for reduced motion): the control offers Play. */
  isPaused: boolean;
  /** The visitor moved the slide last, so the change is announced (auto-advance is not). */
  announcesMove: boolean;
  next: () => void;
  previous: () => void;
  goTo: (index: number) => void;
  /** Pause when playing, play when paused. */
  togglePlay: () => void;
  pointerEnter: () => void;
  pointerLeave: () => void;
  focusIn: () => void;
  focusOut: () => void;
  tabVisibilityChanged: (hidden: boolean) => void;
  reducedMotionPreferred: () => void;
}

export function carouselView(snapshot: SnapshotFrom<typeof carouselMachine>, send: (event: CarouselEvent) => void): CarouselView {
  const { context } = snapshot;
  const isPaused = snapshot.matches({ showing: 'paused' });
  return {
    dataState: stateName(snapshot.value),
    isEmpty: snapshot.matches('empty'),
    count: context.count,
    activeIndex: context.index,
    slideNumber: context.index + 1,
    isRotating: snapshot.matches({ showing: 'rotating' }),
    isHeld: snapshot.matches({ showing: 'held' }),
    isPaused,
    announcesMove: context.movedByVisitor,
    next: () => send({ type: 'NEXT' }),
    previous: () => send({ type: 'PREVIOUS' }),
    goTo: (index) => send({ type: 'GO_TO', index }),
    togglePlay: () => send({ type: isPaused ? 'PLAY' : 'PAUSE' }),
    pointerEnter: () => send({ type: 'POINTER_ENTER' }),
    pointerLeave: () => send({ type: 'POINTER_LEAVE' }),
    focusIn: () => send({ type: 'FOCUS_IN' }),
    focusOut: () => send({ type: 'FOCUS_OUT' }),
    tabVisibilityChanged: (hidden) => send({ type: hidden ? 'TAB_HIDDEN' : 'TAB_VISIBLE' }),
    reducedMotionPreferred: () => send({ type: 'REDUCED_MOTION_PREFERRED' }),
  };
}
