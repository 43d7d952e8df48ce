import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FormSubmissionEvent } from '../../machines/form-submission/form-submission.machine';
import { ContactForm } from '../../src/features/forms/contact-form';
import type { MachineObserver } from '../../src/shared/machines/machine-observer';
import { renderWithSite } from '../render';
import { MODEL_CONFIGURATIONS } from './configurations';
import { describeMachineModel, type RegisteredModelSpec, type Visit } from './harness';

/**
 * The contact form's submitting states (docs/spec/SPEC.md §4.2, §5, §7; docs/spec/DECISIONS.md
 * "Refused forms", "Forms reset after back-navigation", "_next", "Every form", "One lead per
 * submission") through the real form. Each state's expectations are worked out by hand from what
 * the visitor did: the button's words and state, the summary a refused form speaks, what the form
 * says of a post sent before, and what the browser posts with which submission id, as literals.
 */

// What the form says of a post sent before comes in its own module, fetched as the form is sent
// (decision 0091): loaded here before any path, as a visitor's browser has it by the time it is needed.
await import('../../src/shared/forms/sent-notice');

let user: UserEvent;
const form = () => screen.getByTestId('contact-form');
const LABELS = { name: 'Full name', phone: 'Phone number', email: 'E-mail (optional)', message: 'How can we help?' } as const;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// A required field's accessible name ends with Mantine's asterisk.
const field = (label: string) => within(form()).getByRole('textbox', { name: new RegExp(`^${escape(label)}( \\*)?$`) });
const buttons = () => within(form()).getAllByRole('button');
const submitButton = () => within(form()).getByRole('button', { name: /^(Send Message|Sending\.\.\.|Send It Again)$/ });
/** The live regions: the refusal summary's (decision 0045), then the sent notice's (decision 0091). */
const summaryRegion = () => form().querySelectorAll('[aria-live="polite"]')[0]!;
const noticeRegion = () => form().querySelectorAll('[aria-live="polite"]')[1]!;

/** What the visitor types: a family asking for help. */
const TYPED = {
  name: 'Harpreet Sandhu',
  phone: '905-555-0199',
  email: 'family@example.ca',
  message: 'My father needs help with bathing three mornings a week.',
} as const;

/** The ids the browser makes, in order (crypto.randomUUID, stubbed): one per new request. */
const MADE_IDS = ['6f1c2a9e-0d4b-4c8e-9a53-2b7e5d1f8c40', '0b8e4d2c-7a1f-4e39-8c65-d3f2a1b9e047', 'c3a7e915-52d8-4b06-a1f4-98e0d6b2c7a3'] as const;
/** The id of the submission this tab kept from before the page loaded (the fixture SENT_BEFORE writes). */
const KEPT_ID = '9d2b6f4a-8e1c-4a75-b0d3-5c7f1e9a2b68';
/** The contact form's submission key on the page the test renders (/), as its draft's. */
const SUBMISSION_KEY = 'lead-draft:/#contact-form';
/** Where this tab keeps its forms' submissions. */
const SUBMISSIONS_KEY = 'maple-hearth:submissions';

/** docs/spec/DECISIONS.md "One lead per submission", decision 0091: 30 seconds, written here by hand. */
const TIME_LIMIT_MS = 30_000;
/** The examples' time of sending: 2:14 PM in Brampton on Monday 30 November 2026. */
/** When a post left, as the notices say it, by hand: the examples' 2:14 PM, and two minutes later. */
const AT_2_14_PM = Date.UTC(2026, 10, 30, 19, 14);
const AT_2_16_PM = Date.UTC(2026, 10, 30, 19, 16);
const CLOCKS: Readonly<Record<number, string>> = { [AT_2_14_PM]: '2:14 PM Toronto time', [AT_2_16_PM]: '2:16 PM Toronto time' };
const NOTICES = {
  noAnswer: 'We have not yet had word that your request reached the office. It may still arrive: to be sure, call us at 1-888-555-0142, or send it again.',
  unconfirmed: (clock: string) =>
    `This request was sent at ${clock}, and nothing has told us that it reached the office. Call us at 1-888-555-0142 to check, or send it again.`,
  reachedOffice: (clock: string) => `This request was sent at ${clock} and reached the office: there is no need to send it again.`,
} as const;

/**
 * §7 and the decisions: what the browser posts for the contact form, field by field, in the
 * form's order: the hidden fields (subject with the default form type, `_next` to /thank-you
 * from this origin, captcha off, the table template, the submission's id, the empty honeypot), then
 * what was typed and chosen.
 */
const posted = (submissionId: string): readonly (readonly [string, string])[] => [
  ['_subject', 'Website Inquiry - General Inquiry'],
  ['_next', 'http://localhost:3000/thank-you?from=general'],
  ['_captcha', 'false'],
  ['_template', 'table'],
  ['Submission id', submissionId],
  ['_honey', ''],
  ['name', TYPED.name],
  ['phone', TYPED.phone],
  ['email', TYPED.email],
  ['message', TYPED.message],
  // docs/spec/DECISIONS.md "Callback language": asked of every family's lead, the page's language (English) chosen.
  ['Callback language', 'English'],
];

/** Every post the browser sends (a submit no handler stopped), as the form-forwarding service would receive it. */
let posts: { action: string; method: string; fields: [string, string][] }[] = [];
const recordPost = (event: Event) => {
  // On the document: after React's handlers (on the root), before the test setup's listener on window stops the navigation.
  if (event.defaultPrevented || !(event.target instanceof HTMLFormElement)) return;
  const sent = event.target;
  posts.push({ action: sent.action, method: sent.method, fields: [...new FormData(sent)].map(([k, v]) => [k, String(v)]) });
};

type SeenState = 'idle.ready' | 'idle.needsAttention' | 'submitting' | 'noAnswer' | 'sentBefore.unconfirmed' | 'sentBefore.reachedOffice';

/** What the page should show after the visitor's events. */
interface FormSeen {
  state: SeenState;
  /** The fields the last refused submit named. */
  refused: readonly string[];
  /** The submission id each post carried, in order. */
  posts: readonly string[];
  /** When the last post left (null: none since the form was new). */
  sentAt: number | null;
  /** The id the form's next post carries (null: none made yet), and how many ids the browser made. */
  id: string | null;
  made: number;
}

const TIME_LIMIT_EVENT = 'xstate.after.SENDING_TIME_LIMIT.formSubmission.submitting';
type SeenEvent = FormSubmissionEvent | { type: typeof TIME_LIMIT_EVENT };

function formAfter(events: readonly { type: string }[]): FormSeen {
  let seen: FormSeen = { state: 'idle.ready', refused: [], posts: [], sentAt: null, id: null, made: 0 };
  const maySend = (state: SeenState) => state === 'idle.ready' || state === 'idle.needsAttention' || state === 'noAnswer' || state === 'sentBefore.unconfirmed';
  const noticeStands = (state: SeenState) => state === 'noAnswer' || state === 'sentBefore.unconfirmed';
  for (const event of events as readonly SeenEvent[]) {
    if (event.type === 'SUBMIT' && maySend(seen.state)) {
      // The first post makes the submission's id; a post sent again keeps it.
      const made = seen.id === null ? seen.made + 1 : seen.made;
      const id = seen.id ?? MADE_IDS[seen.made]!;
      seen = { ...seen, state: 'submitting', refused: [], posts: [...seen.posts, id], sentAt: event.at, id, made };
    } else if (event.type === 'INVALID' && (seen.state === 'idle.ready' || seen.state === 'idle.needsAttention')) {
      seen = { ...seen, state: 'idle.needsAttention', refused: event.fields };
    } else if (event.type === 'INVALID' && noticeStands(seen.state)) {
      // Refused while a notice stands: the notice stays, the summary names the fields.
      seen = { ...seen, refused: event.fields };
    } else if (event.type === TIME_LIMIT_EVENT && seen.state === 'submitting') {
      seen = { ...seen, state: 'noAnswer' };
    } else if (event.type === 'PAGE_RESTORED' && (seen.state === 'submitting' || seen.state === 'noAnswer')) {
      seen = { ...seen, state: event.reachedOffice ? 'sentBefore.reachedOffice' : 'sentBefore.unconfirmed' };
    } else if (event.type === 'SENT_BEFORE' && seen.state === 'idle.ready') {
      // The page loaded again with the tab's record of this form's post: its id, its time.
      seen = { ...seen, state: event.reachedOffice ? 'sentBefore.reachedOffice' : 'sentBefore.unconfirmed', refused: [], sentAt: event.at, id: KEPT_ID };
    } else if (event.type === 'START_NEW' && seen.state === 'sentBefore.reachedOffice') {
      // A new request: a new id, made at once.
      seen = { ...seen, state: 'idle.ready', refused: [], sentAt: null, id: MADE_IDS[seen.made]!, made: seen.made + 1 };
    }
  }
  return seen;
}

function expectState(visit: Visit) {
  const seen = formAfter(visit.events);
  expect(form()).toHaveAttribute('data-state', seen.state);
  // §4.2: while the browser posts, the button reads 'Sending...' and is disabled; once a post may
  // have arrived, sending again is the family's choice and the button says so; once the office has
  // the request, the form offers a new one and cannot be sent.
  const label = {
    'idle.ready': 'Send Message',
    'idle.needsAttention': 'Send Message',
    submitting: 'Sending...',
    noAnswer: 'Send It Again',
    'sentBefore.unconfirmed': 'Send It Again',
    'sentBefore.reachedOffice': 'Start a New Request',
  }[seen.state];
  expect(buttons()).toHaveLength(1);
  expect(buttons()[0]).toHaveTextContent(new RegExp(`^${escape(label)}$`));
  expect(buttons()[0]).toHaveAttribute('type', seen.state === 'sentBefore.reachedOffice' ? 'button' : 'submit');
  if (seen.state === 'submitting') expect(buttons()[0]).toBeDisabled();
  else expect(buttons()[0]).toBeEnabled();
  // What the form says of the post sent before, spoken from its live region.
  const clock = seen.sentAt === null ? '' : CLOCKS[seen.sentAt]!;
  const notice =
    seen.state === 'noAnswer'
      ? NOTICES.noAnswer
      : seen.state === 'sentBefore.unconfirmed'
        ? NOTICES.unconfirmed(clock)
        : seen.state === 'sentBefore.reachedOffice'
          ? NOTICES.reachedOffice(clock)
          : '';
  expect(noticeRegion().textContent).toBe(notice);
  // A refused form names its fields once, in the live region, each a link to its field; nothing is posted.
  if (seen.refused.length > 0 && seen.state !== 'submitting') {
    const summary = screen.getByTestId('invalid-summary');
    expect(summaryRegion()).toContainElement(summary);
    expect(summaryRegion().textContent).toBe(
      `Some details need attention Please check ${seen.refused.length === 1 ? 'this field' : 'these fields'}: ${seen.refused.join(', ')}. Everything you typed is still here.`,
    );
    for (const name of seen.refused) {
      expect(within(summary).getByRole('link', { name })).toHaveAttribute('href', `#${field(name).id}`);
      expect(field(name)).toHaveAttribute('aria-invalid', 'true');
    }
    // Everything typed is still there (the refused fields were left empty).
    for (const [key, name] of Object.entries(LABELS)) expect(field(name)).toHaveValue(seen.refused.includes(name) ? '' : TYPED[key as keyof typeof TYPED]);
  } else {
    expect(summaryRegion()).toBeEmptyDOMElement();
    for (const name of Object.values(LABELS)) expect(field(name)).not.toHaveAttribute('aria-invalid');
  }
  expect(posts.map((post) => post.fields.find(([name]) => name === 'Submission id')?.[1])).toEqual(seen.posts);
  for (const [i, post] of posts.entries()) {
    expect(post.action).toBe('https://formsubmit.co/info@maplehearth.ca');
    expect(post.method).toBe('post');
    expect(post.fields).toEqual(posted(seen.posts[i]!));
  }
}

async function fillEverything() {
  for (const [key, value] of Object.entries(TYPED)) {
    await user.clear(field(LABELS[key as keyof typeof TYPED]));
    await user.type(field(LABELS[key as keyof typeof TYPED]), value);
  }
}

/** The observer the harness gave the render, for a page loaded again (SENT_BEFORE). */
let observing: MachineObserver | undefined;
let rendered: { unmount: () => void } | null = null;
const renderForm = (observer: MachineObserver | undefined) => {
  observing = observer;
  user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
  rendered = renderWithSite(<ContactForm />, { observer });
};

/** What the tab keeps of this form's submission (written as the thank-you page and the form do, by hand). */
const keptSubmission = () => (JSON.parse(sessionStorage.getItem(SUBMISSIONS_KEY) ?? '{}') as Record<string, Record<string, unknown>>)[SUBMISSION_KEY];
const keepSubmission = (record: Record<string, unknown>) => sessionStorage.setItem(SUBMISSIONS_KEY, JSON.stringify({ [SUBMISSION_KEY]: record }));

/** What a visitor (or the browser, or the clock) does for each event. */
async function perform(event: SeenEvent) {
  switch (event.type) {
    case 'SUBMIT':
      // Sent at the event's time.
      vi.setSystemTime(event.at);
      await fillEverything();
      return user.click(submitButton());
    // The browser refuses the form when the fields the event names are left empty.
    case 'INVALID':
      await fillEverything();
      for (const label of event.fields) await user.clear(field(label));
      return user.click(submitButton());
    // The visitor comes Back to the page, restored from the back-forward cache; its thank-you page was reached, or not.
    case 'PAGE_RESTORED': {
      const kept = keptSubmission();
      if (event.reachedOffice && kept) keepSubmission({ ...kept, arrivedAt: Number(kept.sentAt) + 2_000 });
      return act(() => {
        fireEvent(window, new PageTransitionEvent('pageshow', { persisted: true }));
      });
    }
    // The page loads again in a tab that sent the form at `at`: reloaded while it was on its way,
    // or Back (not from the back-forward cache) after its thank-you page was reached.
    case 'SENT_BEFORE':
      rendered?.unmount();
      keepSubmission(event.reachedOffice ? { id: KEPT_ID, sentAt: event.at, arrivedAt: event.at + 2_000 } : { id: KEPT_ID, sentAt: event.at });
      return act(async () => {
        renderForm(observing);
      });
    case 'START_NEW':
      return user.click(within(form()).getByRole('button', { name: 'Start a New Request' }));
    // No answer from the service: 30 seconds pass, and not a millisecond less.
    case TIME_LIMIT_EVENT:
      await act(async () => {
        vi.advanceTimersByTime(TIME_LIMIT_MS - 1);
      });
      expect(form()).toHaveAttribute('data-state', 'submitting');
      return act(async () => {
        vi.advanceTimersByTime(1);
      });
  }
}

const spec: RegisteredModelSpec<'formSubmission'> = {
  id: 'formSubmission',
  ...MODEL_CONFIGURATIONS.formSubmission[0]!,
  render: (observer) => renderForm(observer),
  beforePath: () => {
    vi.useFakeTimers();
    sessionStorage.clear();
    const ids = [...MADE_IDS];
    vi.spyOn(crypto, 'randomUUID').mockImplementation(() => ids.shift() as ReturnType<Crypto['randomUUID']>);
    posts = [];
    document.addEventListener('submit', recordPost);
  },
  afterPath: () => {
    document.removeEventListener('submit', recordPost);
    vi.restoreAllMocks();
    vi.useRealTimers();
    sessionStorage.clear();
  },
  stateElement: form,
  events: {
    SUBMIT: perform,
    INVALID: perform,
    PAGE_RESTORED: perform,
    SENT_BEFORE: perform,
    START_NEW: perform,
    [TIME_LIMIT_EVENT]: () => perform({ type: TIME_LIMIT_EVENT }),
  },
  states: {
    'idle.ready': expectState,
    'idle.needsAttention': expectState,
    submitting: expectState,
    noAnswer: expectState,
    'sentBefore.unconfirmed': expectState,
    'sentBefore.reachedOffice': expectState,
  },
};
try {
  describeMachineModel(spec);
} catch (error) {
  // A machine whose paths cannot be generated fails a test here: a file that fails to load runs
  // no test, and mutation testing would count that as passing.
  describe('machine formSubmission (model-based, real view)', () => {
    it('has paths to test', () => {
      expect(error, 'generating its paths').toBeUndefined();
    });
  });
}

describe('formSubmission: journeys written by hand', () => {
  beforeEach(spec.beforePath!);
  afterEach(spec.afterPath!);
  /**
   * Journeys written by hand from §4.2 and the decisions, with the machine's example payloads:
   * the generated paths follow the machine, so a transition it lost would drop out of them, and
   * they never send an event a state ignores; these do.
   */
  const AT = AT_2_14_PM;
  const JOURNEYS: Readonly<Record<string, readonly SeenEvent[]>> = {
    'a form at rest has nothing to undo when the page comes back': [
      { type: 'PAGE_RESTORED', reachedOffice: false },
      { type: 'INVALID', fields: [LABELS.phone] },
      { type: 'PAGE_RESTORED', reachedOffice: true },
    ],
    'refused twice, then sent, then Back from a post that never arrived: sent again only when asked, with the same id': [
      { type: 'INVALID', fields: [LABELS.phone] },
      { type: 'INVALID', fields: [LABELS.phone] },
      { type: 'SUBMIT', at: AT },
      { type: 'PAGE_RESTORED', reachedOffice: false },
      { type: 'SUBMIT', at: AT },
    ],
    'sent, thank-you page reached, Back: the form says so and Enter in a field sends nothing': [
      { type: 'SUBMIT', at: AT },
      { type: 'PAGE_RESTORED', reachedOffice: true },
      { type: 'SUBMIT', at: AT },
    ],
    'no answer in 30 seconds, refused, sent again, answered: two posts of one request, and a new request gets a new id': [
      { type: 'SUBMIT', at: AT },
      { type: TIME_LIMIT_EVENT },
      { type: 'INVALID', fields: [LABELS.name] },
      { type: 'SUBMIT', at: AT },
      { type: 'PAGE_RESTORED', reachedOffice: true },
      { type: 'START_NEW' },
      { type: 'SUBMIT', at: AT },
    ],
    'reloaded while on its way: the kept id and time, sent again when asked': [
      { type: 'SENT_BEFORE', at: AT, reachedOffice: false },
      { type: 'SUBMIT', at: AT },
    ],
    'sent again two minutes later, after no answer: Back says the new time': [
      { type: 'SUBMIT', at: AT },
      { type: TIME_LIMIT_EVENT },
      { type: 'SUBMIT', at: AT_2_16_PM },
      { type: 'PAGE_RESTORED', reachedOffice: false },
    ],
    'reloaded, refused, sent again two minutes later: the summary goes, and Back says the new time': [
      { type: 'SENT_BEFORE', at: AT, reachedOffice: false },
      { type: 'INVALID', fields: [LABELS.phone] },
      { type: 'SUBMIT', at: AT_2_16_PM },
      { type: 'PAGE_RESTORED', reachedOffice: true },
    ],
  };
  for (const [name, journey] of Object.entries(JOURNEYS)) {
    it(name, async () => {
      await act(async () => {
        await spec.render({});
      });
      const events: SeenEvent[] = [];
      for (const event of [null, ...journey]) {
        if (event) {
          // Where the office has the request the form has no submit button: Enter in a field sends nothing.
          if (event.type === 'SUBMIT' && formAfter(events).state === 'sentBefore.reachedOffice') await user.type(field(LABELS.name), '{Enter}');
          else await perform(event);
          events.push(event);
        }
        try {
          expectState({ events });
        } catch (error) {
          if (error instanceof Error) error.message += `\n\n  after: ${events.map((e) => JSON.stringify(e)).join(' → ') || '(start)'}`;
          throw error;
        }
      }
    });
  }
});
