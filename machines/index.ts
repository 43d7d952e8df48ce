import type { AnyStateMachine, EventObject } from 'xstate';
import { accordionMachine } from './accordion.machine';
import { carouselMachine } from './carousel.machine';
import { chatMachine } from './chat.machine';
import { formSubmissionMachine } from './form-submission.machine';
import { mobileMenuMachine } from './mobile-menu.machine';
import { quizMachine } from './quiz.machine';
import { toastMachine } from './toast.machine';

/**
 * One registry of every machine on the site. The model-based tests, the transition-coverage
 * report and the QA machine lab all read it: a machine added here shows up everywhere.
 */
export interface MachineEntry {
  id: string;
  title: string;
  description: string;
  machine: AnyStateMachine;
  /** Example payloads for events that carry data; events without data need no entry. */
  exampleEvents: readonly (EventObject & Record<string, unknown>)[];
}

export const MACHINES: readonly MachineEntry[] = [
  {
    id: 'mobileMenu',
    title: 'Mobile menu',
    description:
      'Slide-in navigation on phones: open or closed, with a collapsible Locations submenu.',
    machine: mobileMenuMachine,
    exampleEvents: [],
  },
  {
    id: 'toast',
    title: 'Toast queue',
    description:
      'One notification at a time; a new one replaces it; closes after its duration unless pinned.',
    machine: toastMachine,
    exampleEvents: [
      {
        type: 'SHOW',
        toast: { title: 'Copied to clipboard!' },
      },
      {
        type: 'SHOW',
        toast: {
          title: 'Search is a great idea!',
          description: 'Please enter something to search for.',
          variant: 'destructive',
        },
      },
      {
        type: 'SHOW',
        toast: { title: 'Download Started (Simulation)', duration: Infinity },
      },
    ],
  },
  {
    id: 'formSubmission',
    title: 'Form submission',
    description:
      'Every lead form: idle until the browser accepts it, then submitting while it posts natively; back-forward restores return to idle.',
    machine: formSubmissionMachine,
    exampleEvents: [{ type: 'INVALID', fields: ['Phone'] }],
  },
  {
    id: 'quiz',
    title: 'Care-finder quiz',
    description:
      'Intro, eight guarded steps and results: Next only when the step is valid, Back never below step 1, Start Over resets.',
    machine: quizMachine,
    exampleEvents: [
      { type: 'ANSWER_WHO', value: 'My Mother' },
      { type: 'TOGGLE_SUPPORT', option: 'Bathing' },
      { type: 'SET_HOURS', value: '6-8' },
      { type: 'SET_CONDITION', value: 'Other' },
      { type: 'SET_OTHER_CONDITION', text: "Early-stage Alzheimer's" },
      { type: 'SET_LOCATION', value: 'Brampton, L6Y 4R2' },
      { type: 'TOGGLE_LANGUAGE', language: 'Punjabi' },
      { type: 'SET_START_DATE', value: '2031-03-02' },
      { type: 'SET_CONTACT_FIELD', field: 'name', value: 'Amrit Gill' },
      { type: 'SET_CONTACT_FIELD', field: 'email', value: 'amrit@example.ca' },
      { type: 'SET_CONTACT_FIELD', field: 'phone', value: '905-555-0147' },
    ],
  },
  {
    id: 'carousel',
    title: 'Carousel',
    description:
      'Auto-advancing index over N items that wraps both ways; held while hovered, focused or hidden; pause/play; no motion when reduced motion is preferred.',
    machine: carouselMachine,
    exampleEvents: [{ type: 'GO_TO', index: 2 }],
  },
  {
    id: 'accordion',
    title: 'FAQ accordion',
    description: 'Questions and answers: one item open at a time; choosing the open item closes it.',
    machine: accordionMachine,
    exampleEvents: [
      { type: 'TOGGLE', item: 'Do you provide care on weekends and holidays?' },
      { type: 'TOGGLE', item: 'Can I ask for a caregiver of the same gender?' },
    ],
  },
  {
    id: 'chat',
    title: 'Chat advisor',
    description:
      'Scripted advisor: the button appears after 1 s; opening clears history and greets after 0.5 s; typed messages and suggestions get a reply after 1.5 s of typing; outside business hours an offline notice and form follow after 1 s.',
    machine: chatMachine,
    exampleEvents: [
      { type: 'TYPE', text: 'My father in Mississauga needs help after a hip surgery.' },
      { type: 'CHOOSE_SUGGESTION', suggestion: 'findCaregiver' },
      { type: 'CHOOSE_SUGGESTION', suggestion: 'joinAsCaregiver' },
      { type: 'CHOOSE_SUGGESTION', suggestion: 'franchiseInfo' },
      { type: 'CHOOSE_SUGGESTION', suggestion: 'generalQuestion' },
      { type: 'FOLLOW_LINK', path: '/careers-join-our-team' },
      { type: 'FOLLOW_LINK', path: '/franchise-opportunity' },
      {
        type: 'SUBMIT_OFFLINE_MESSAGE',
        name: 'Harpreet Sandhu',
        email: 'harpreet.sandhu@example.ca',
        message: 'Please call me about weekday visits for my mother in Brampton.',
      },
    ],
  },
];

export function machineEntry(id: string): MachineEntry {
  const entry = MACHINES.find((m) => m.id === id);
  if (!entry) throw new Error(`No machine "${id}" in machines/index.ts`);
  return entry;
}
