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
  /** The toast queue is the site's shared chrome. */
  toast: "The toast queue is part of the site's shared chrome: every page shows its toasts at the bottom of the screen. Step it here and watch the diagram.",
  /** The lab's own machines. */
  pathPlayer: "The path player is part of this lab: its view is the \"Generated test paths\" panel below.",
  labSession: "The session is this lab's own timeline: its view is the \"Timeline\" panel below.",
  /** A machine the page gives no view (none today: a new machine shows this until it is given one). */
  other: 'This machine has no view in the lab yet: step it here and watch the diagram.',
} as const;

/** What the lab says when the real view tries to leave the lab (it holds the effect instead). */
export const LAB_HELD_TEXT = {
  formPost:
    "The browser's post of this form was held: no request left the page. What the machine did with the submission is on the diagram and the timeline.",
  link: (href: string) => `The link to ${href} was not followed: the lab holds it.`,
} as const;
