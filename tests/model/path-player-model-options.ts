import type { SnapshotFrom } from 'xstate';
import type { pathPlayerMachine } from '../../machines/path-player/path-player.machine';

/** What tells two player states apart: the loaded path's length and how far it has got. */
export function pathPlayerSignificantContext({ context }: SnapshotFrom<typeof pathPlayerMachine>): unknown {
  return [context.total, context.position];
}
