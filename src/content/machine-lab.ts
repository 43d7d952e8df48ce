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
  pathPlayer: 'The path player is part of this lab: its view is the "Generated test paths" panel below.',
  labSession: 'The session is this lab\'s own timeline: its view is the "Timeline" panel below.',
  /** A machine the page gives no view (none today: a new machine shows this until it is given one). */
  other: 'This machine has no view in the lab yet: step it here and watch the diagram.',
} as const;

/** What the lab says when the real view tries to leave the lab (it holds the effect instead). */
export const LAB_HELD_TEXT = {
  heading: 'What left the page (held here)',
  none: 'Nothing yet: the posts, toasts and links of the view appear here as they happen.',
  /** A post, by where it would have gone. */
  post: (address: string) => `Post to ${address}`,
  fieldsLabel: 'The fields as sent',
  outcomes: { waiting: 'waiting for an answer', accepted: 'accepted', refused: 'refused', never: 'never answered' },
  accept: 'Accept it',
  refuse: 'Refuse it',
  never: 'Never answer',
  acceptLate: 'Accept it now',
  refuseLate: 'Refuse it now',
  comeBack: 'The family comes back with Back',
  leftUnanswered: 'The machine no longer waits on it (its time limit passed, or the visitor moved on): an answer now would reach nobody.',
  /** What the answer did, as the page would learn it. */
  said: (native: boolean, outcome: 'accepted' | 'refused' | 'never') =>
    native
      ? {
          accepted: 'The browser would now show the thank-you page: the lead has arrived (as /thank-you records it). Back brings the form again.',
          refused: 'The browser would now show the service’s error page. Back brings the form again.',
          never: 'The browser waits: the form’s own time limit (on the lab’s clock) decides what it says.',
        }[outcome]
      : {
          accepted: 'The service accepted it: its done event is a step of the session.',
          refused: 'The service refused it: its error event is a step of the session.',
          never: 'No answer: the machine’s own time limit (on the lab’s clock) decides; until then it can still be answered.',
        }[outcome],
  toast: (title: string, description: string) => `Toast: ${[title, description].filter(Boolean).join(': ')}`,
  link: (href: string) => `The link to ${href} was not followed: the lab holds it.`,
} as const;

/** What the lab's clock says (decision 0044): one clock, on Toronto's wall, that the machines' events carry. */
export const LAB_CLOCK_TEXT = {
  heading: 'Clock',
  fieldLabel: 'Date and time in Toronto',
  fieldDescription: 'The lab’s clock starts here. Setting it starts the session again: its steps carried the old time.',
  set: 'Set the clock',
  /** The lab's time, on Toronto's clock and since the session's start. */
  now: (toronto: string, elapsedMs: number) => `Now in Toronto: ${toronto} (${elapsedMs} ms since the session started; time moves only when you move it)`,
  visitor: (zone: string, there: string) => `On your clock (${zone}): ${there}`,
  stamped: 'Every event the lab sends, and every event the visitor view sends here, carries this time.',
  simulated: (ms: number) => `Simulated time: ${ms} ms (paused: time moves only when you move it)`,
  notADate: (value: string) => `"${value}" is not a date and time: the clock was not set.`,
  /** A time in the spring change's gap: Toronto's clocks go from 2:00 AM straight to 3:00 AM. */
  skipped: (value: string) =>
    `${value.replace('T', ' ')} does not exist in Toronto: the clocks jump from 2:00 AM to 3:00 AM that night. The clock was not set; choose a time before 2:00 AM or from 3:00 AM.`,
} as const;

/** What the lab shows a machine computes from the time, with why (decision 0044). */
export const LAB_COMPUTED_TEXT = {
  heading: 'What the machine computes at this time',
  firstWindow: (when: string) => `First window on offer: ${when}`,
  noWindow: 'No window on offer in the next 14 days.',
  windowsWhy:
    'Why: one-hour windows start on the hour within the contact hours (Toronto time), at least 2 hours from now, over the next 14 days (today included), never on an Ontario statutory holiday or the day it is observed.',
  daysLabel: 'The next 14 days on Toronto’s clock',
  /** The windows the request holds, judged at the lab's time as Next on the times judges them (areTimesChosen). */
  chosen: (count: number, lapsed: readonly string[], passes: boolean) =>
    `${count} chosen; ${lapsed.length ? `no longer on offer now: ${lapsed.join(', ')}` : 'all still on offer now'}. Next on the times at this time: ${passes ? 'taken (areTimesChosen is true)' : 'refused (areTimesChosen is false)'}.`,
  chatStatus: (status: string) => `Status if the panel opened now: ${status}`,
  chatWhy: (toronto: string, hours: string) => `Why: Toronto’s clock reads ${toronto}; the advisors chat ${hours}.`,
  chatHoursLine: 'The hours line the lab’s OPEN carries (the machine says it after the offline notice, only when Away):',
  chatHeld: (status: string) => `The machine holds ${status}: it read the time when the panel last opened (OPEN’s "at").`,
  chatNotOpened: 'The panel has not opened yet: the machine has read no time.',
  /** Decision 0089: what each reply answered from the site's words, as SEND carried it. */
  chatAnswersHeading: 'What each reply answered (the topic and score SEND carried):',
  chatAnswered: (message: number, topic: string, score: number | null) =>
    `Message ${message}: ${topic}, ${score === null ? 'by the service-area rule' : `relevance ${score} per word (answered from 5)`}`,
  chatNoAnswers: 'No reply has answered from the site’s words yet: the script answered.',
} as const;

/** The lab's Properties panel, the declared refusals in its state list and MC/DC on an edge (decisions 0057, 0058). */
export const LAB_PROPERTIES_TEXT = {
  title: 'Properties',
  intro: 'What npm run machines:properties proves of this machine over every state its configurations reach.',
  holds: 'holds',
  fails: 'fails',
  play: 'Play the counterexample',
  counterexample: 'Counterexample',
  start: '(the start)',
  none: 'No report for this machine: run npm run machines:generate.',
  declaredTitle: 'Declared here',
  declaredIn: 'in',
  ignores: 'ignored',
  refuses: 'refused',
  conditionsTitle: 'Independent conditions (MC/DC)',
  conditionsIntro: 'Each condition shown to decide this transition on its own; seen: a model test made this evaluation.',
  seen: 'seen',
  notSeen: 'not seen',
} as const;
