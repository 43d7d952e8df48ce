import type { AnyStateMachine } from 'xstate';
import { accordionMachine } from './accordion/accordion.machine';
import { careCostMachine } from './care-cost/care-cost.machine';
import { carouselMachine } from './carousel/carousel.machine';
import { chatMachine } from './chat/chat.machine';
import { consultationRequestMachine } from './consultation-request/consultation-request.machine';
import { formSubmissionMachine } from './form-submission/form-submission.machine';
import { franchiseEarningsMachine } from './franchise-earnings/franchise-earnings.machine';
import { mobileMenuMachine } from './mobile-menu/mobile-menu.machine';
import { labSessionMachine } from './lab-session/lab-session.machine';
import { pathPlayerMachine } from './path-player/path-player.machine';
import { quizMachine } from './quiz/quiz.machine';
import { toastMachine } from './toast/toast.machine';

/**
 * One registry of every machine on the site. The model-based tests, the coverage report and the
 * QA machine lab all read it: a machine added here shows up everywhere. Example events and inputs
 * (which come from the site's content) are in src/content/machine-examples.ts, typed by this list.
 */
export interface MachineEntry {
  id: string;
  title: string;
  description: string;
  machine: AnyStateMachine;
}

export const MACHINES = [
  {
    id: 'mobileMenu',
    title: 'Mobile menu',
    description: 'Slide-in navigation on phones: open or closed, with a collapsible Locations submenu.',
    machine: mobileMenuMachine,
  },
  {
    id: 'toast',
    title: 'Toast queue',
    description: 'One notification at a time; a new one replaces it; closes after its duration unless pinned.',
    machine: toastMachine,
  },
  {
    id: 'formSubmission',
    title: 'Form submission',
    description:
      'Every lead form: idle until the browser accepts it, then submitting while it posts natively; unanswered after 30 s, or found sent before (Back, a reload), it says what is known and sends again only when asked; once the office has it, a new request starts anew.',
    machine: formSubmissionMachine,
  },
  {
    id: 'quiz',
    title: 'Care-finder quiz',
    description: 'Intro, eight guarded steps and results: Next only when the step is valid, Back never below step 1, Start Over resets.',
    machine: quizMachine,
  },
  {
    id: 'carousel',
    title: 'Carousel',
    description:
      'Auto-advancing index over N items that wraps both ways; held while hovered, focused or hidden; pause/play; no motion when reduced motion is preferred.',
    machine: carouselMachine,
  },
  {
    id: 'accordion',
    title: 'FAQ accordion',
    description: 'Questions and answers: one item open at a time; choosing the open item closes it.',
    machine: accordionMachine,
  },
  {
    id: 'chat',
    title: 'Chat advisor',
    description:
      'Scripted advisor: the button appears after 1 s; opening clears the history (unless a conversation was started in this visit: then it is kept) and greets after 0.5 s; typed messages and suggestions get a reply after 1.5 s of typing; outside business hours an offline notice and form follow after 1 s.',
    machine: chatMachine,
  },
  {
    id: 'careCost',
    title: 'Care cost calculator',
    description:
      'Care type, hours per week and region drive a live estimate; hours outside 4-168 are refused and the estimate keeps the last valid hours; Reset returns to personal care, 20 hours, GTA.',
    machine: careCostMachine,
  },
  {
    id: 'franchiseEarnings',
    title: 'Franchise earnings calculator',
    description:
      'Clients (0-100) and weekly hours per client (0-80), each refused on its own when out of range; the yearly figures keep the last valid values; Reset returns to 25 clients, 20 hours.',
    machine: franchiseEarningsMachine,
  },
  {
    id: 'consultationRequest',
    title: 'Consultation request',
    description:
      'Who and where, kind, one to three preferred one-hour windows of the next 14 days in Toronto time, contact, review: Next only when the step is complete (its own message otherwise), Back and Edit keep every answer, a saved draft comes back.',
    machine: consultationRequestMachine,
  },
  {
    id: 'pathPlayer',
    title: 'Machine lab path player',
    description:
      "QA's player of a generated test path: idle at the start, playing one step per interval, paused, stepping by hand, finished at the last step; Restart goes back to the start.",
    machine: pathPlayerMachine,
  },
  {
    id: 'labSession',
    title: 'Machine lab session',
    description:
      "QA's timeline in the lab: every step the run takes is recorded at the end (latest); Back and a jump to an earlier step rewind it (replayed from the start); Forward redoes the next step; a new step while rewound drops the ones after it; Reset and a path's steps start a new timeline.",
    machine: labSessionMachine,
  },
] as const satisfies readonly MachineEntry[];

export type RegisteredMachineEntry = (typeof MACHINES)[number];
export type MachineId = RegisteredMachineEntry['id'];
/** The registry's entry for an id, with its machine's own type. */
export type MachineEntryOf<TId extends MachineId> = Extract<RegisteredMachineEntry, { id: TId }>;
/** The machine registered under an id, with its own type (events, input, snapshot). */
export type MachineOf<TId extends MachineId> = MachineEntryOf<TId>['machine'];

export function isMachineId(id: string): id is MachineId {
  return MACHINES.some((m) => m.id === id);
}

export function machineEntry<TId extends MachineId>(id: TId): MachineEntryOf<TId> {
  const entry = MACHINES.find((m): m is MachineEntryOf<TId> => m.id === id);
  if (!entry) throw new Error(`No machine "${id}" in machines/index.ts`);
  return entry;
}
