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

/** What the lab's "What a visitor sees" panel says about a machine without a view of its own there. */
export const LAB_VIEW_NOTES = {
  /** The phone menu lives in the site's header. */
  mobileMenu: "The phone menu is part of the site's header: narrow the window to see it.",
  /** Any other machine without a view in the lab. */
  other: "This machine's view is the lab itself or the site's shared chrome; step it here and watch the diagram.",
} as const;
