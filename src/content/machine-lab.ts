export const MACHINE_LAB_PATH = '/machine-lab';

export const MACHINE_LAB_META = {
  title: 'Machine Lab (QA) | Maple Hearth Home Care',
  description:
    'Internal QA tool: every state machine of the site as a diagram to step through, with guards, a simulated clock, a timeline, the generated test paths and their coverage.',
} as const;

/** The lab's own timings. */
export const MACHINE_LAB_TIMINGS = {
  /** The path player's pause between two steps while playing. */
  pathStepMs: 800,
} as const;

/** What the lab's path player says. */
export const PATH_PLAYER_TEXT = {
  heading: 'Generated test paths',
  pathLabel: 'Path',
  noPath: 'Choose a path',
  play: 'Play',
  pause: 'Pause',
  step: 'Step',
  restart: 'Restart',
  progress: (position: number, total: number) => `Step ${position} of ${total}`,
  finished: 'Finished: every step reached the state the path expects.',
  idle: 'Choose a path to replay it on the machine, step by step.',
} as const;
