import type { SnapshotFrom } from 'xstate';
import type { PathPlayerEvent, pathPlayerMachine } from './path-player.machine';
import { stateName } from '../shared/state-name';

/** What the lab's path player shows and offers. */
export interface PathPlayerView {
  dataState: string;
  /** Steps taken and steps in all. */
  position: number;
  total: number;
  hasPath: boolean;
  isPlaying: boolean;
  isFinished: boolean;
  canPlay: boolean;
  canPause: boolean;
  canStep: boolean;
  canRestart: boolean;
  load: (total: number) => void;
  play: () => void;
  pause: () => void;
  step: () => void;
  restart: () => void;
}

export function pathPlayerView(snapshot: SnapshotFrom<typeof pathPlayerMachine>, send: (event: PathPlayerEvent) => void): PathPlayerView {
  const { total, position } = snapshot.context;
  return {
    dataState: stateName(snapshot.value),
    position,
    total,
    hasPath: total > 0,
    isPlaying: snapshot.matches('playing'),
    isFinished: snapshot.matches('finished'),
    canPlay: snapshot.can({ type: 'PLAY' }),
    canPause: snapshot.can({ type: 'PAUSE' }),
    canStep: snapshot.can({ type: 'STEP' }),
    canRestart: snapshot.can({ type: 'RESTART' }),
    load: (steps) => send({ type: 'LOAD', total: steps }),
    play: () => send({ type: 'PLAY' }),
    pause: () => send({ type: 'PAUSE' }),
    step: () => send({ type: 'STEP' }),
    restart: () => send({ type: 'RESTART' }),
  };
}
