import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FormSubmissionEvent } from '../../machines/form-submission/form-submission.machine';
import { ContactForm } from '../../src/features/forms/contact-form';
import { renderWithSite } from '../render';
import { describeMachineModel, type RegisteredModelSpec, type Visit } from './harness';

/**
 * The contact form's submitting states (docs/spec/SPEC.md §4.2, §5, §7; docs/spec/DECISIONS.md
 * "Refused forms", "Forms reset after back-navigation", "_next", "Every form") through the real
 * form. Each state's expectations are worked out by hand from what the visitor did: the button's
 * words and state, the summary a refused form speaks, and what the browser posts, as literals.
 */

let user: UserEvent;
const form = () => screen.getByTestId('contact-form');
const LABELS = { name: 'Full name', phone: 'Phone number', email: 'E-mail (optional)', message: 'How can we help?' } as const;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// A required field's accessible name ends with Mantine's asterisk.
const field = (label: string) => within(form()).getByRole('textbox', { name: new RegExp(`^${escape(label)}( \\*)?$`) });
const submitButton = () => within(form()).getByRole('button');
/** The live region the refusal summary is spoken from (decision 0045). */
const liveRegion = () => form().querySelector('[aria-live="polite"]')!;

/** What the visitor types: a family asking for help. */
const TYPED = {
  name: 'Harpreet Sandhu',
  phone: '905-555-0199',
  email: 'family@example.ca',
  message: 'My father needs help with bathing three mornings a week.',
} as const;

/**
 * §7 and the decisions: what the browser posts for the contact form, field by field, in the
 * form's order: the hidden fields (subject with the default form type, `_next` to /thank-you
 * from this origin, captcha off, the table template, the empty honeypot), then what was typed and chosen.
 */
const POSTED: readonly (readonly [string, string])[] = [
  ['_subject', 'Website Inquiry - General Inquiry'],
  ['_next', 'http://localhost:3000/thank-you?from=general'],
  ['_captcha', 'false'],
  ['_template', 'table'],
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

/** What the page should show after the visitor's events. */
interface FormSeen {
  state: 'idle.ready' | 'idle.needsAttention' | 'submitting';
  /** The fields the last refused submit named. */
  refused: readonly string[];
  posts: number;
}

function formAfter(events: readonly { type: string }[]): FormSeen {
  let seen: FormSeen = { state: 'idle.ready', refused: [], posts: 0 };
  for (const event of events as readonly FormSubmissionEvent[]) {
    if (event.type === 'SUBMIT' && seen.state !== 'submitting') seen = { state: 'submitting', refused: [], posts: seen.posts + 1 };
    else if (event.type === 'INVALID' && seen.state !== 'submitting') seen = { ...seen, state: 'idle.needsAttention', refused: event.fields };
    // Only a post on its way is undone when the page comes back from the back-forward cache.
    else if (event.type === 'PAGE_RESTORED' && seen.state === 'submitting') seen = { ...seen, state: 'idle.ready' };
  }
  return seen;
}

function expectState(visit: Visit) {
  const seen = formAfter(visit.events);
  expect(form()).toHaveAttribute('data-state', seen.state);
  // §4.2: while the browser posts, the button reads 'Sending...' and is disabled.
  if (seen.state === 'submitting') {
    expect(submitButton()).toHaveTextContent(/^Sending\.\.\.$/);
    expect(submitButton()).toBeDisabled();
  } else {
    expect(submitButton()).toHaveTextContent(/^Send Message$/);
    expect(submitButton()).toBeEnabled();
  }
  expect(submitButton()).toHaveAttribute('type', 'submit');
  // A refused form names its fields once, in the live region, each a link to its field; nothing is posted.
  if (seen.state === 'idle.needsAttention') {
    const summary = screen.getByTestId('invalid-summary');
    expect(liveRegion()).toContainElement(summary);
    expect(liveRegion().textContent).toBe(
      `Some details need attention Please check ${seen.refused.length === 1 ? 'this field' : 'these fields'}: ${seen.refused.join(', ')}. Everything you typed is still here.`,
    );
    for (const label of seen.refused) {
      expect(within(summary).getByRole('link', { name: label })).toHaveAttribute('href', `#${field(label).id}`);
      expect(field(label)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(field(LABELS.name)).toHaveValue(TYPED.name);
  } else {
    expect(liveRegion()).toBeEmptyDOMElement();
    for (const label of Object.values(LABELS)) expect(field(label)).not.toHaveAttribute('aria-invalid');
  }
  expect(posts).toHaveLength(seen.posts);
  for (const post of posts) {
    expect(post.action).toBe('https://formsubmit.co/info@maplehearth.ca');
    expect(post.method).toBe('post');
    expect(post.fields).toEqual(POSTED);
  }
}

async function fillEverything() {
  for (const [key, value] of Object.entries(TYPED)) {
    await user.clear(field(LABELS[key as keyof typeof TYPED]));
    await user.type(field(LABELS[key as keyof typeof TYPED]), value);
  }
}

/** What a visitor (or the browser) does for each event. */
async function perform(event: FormSubmissionEvent) {
  switch (event.type) {
    case 'SUBMIT':
      await fillEverything();
      return user.click(submitButton());
    // The browser refuses the form when the fields the event names are left empty.
    case 'INVALID':
      await fillEverything();
      for (const label of event.fields) await user.clear(field(label));
      return user.click(submitButton());
    // The visitor comes Back to the page, restored from the back-forward cache.
    case 'PAGE_RESTORED':
      return act(() => {
        fireEvent(window, new PageTransitionEvent('pageshow', { persisted: true }));
      });
  }
}

const spec: RegisteredModelSpec<'formSubmission'> = {
  id: 'formSubmission',
  render: (observer) => {
    user = userEvent.setup({ delay: null });
    renderWithSite(<ContactForm />, { observer });
  },
  beforePath: () => {
    posts = [];
    document.addEventListener('submit', recordPost);
  },
  afterPath: () => document.removeEventListener('submit', recordPost),
  stateElement: form,
  events: { SUBMIT: perform, INVALID: perform, PAGE_RESTORED: perform },
  states: { 'idle.ready': expectState, 'idle.needsAttention': expectState, submitting: expectState },
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
  const JOURNEYS: Readonly<Record<string, readonly FormSubmissionEvent[]>> = {
    'a form at rest has nothing to undo when the page comes back': [
      { type: 'PAGE_RESTORED' },
      { type: 'INVALID', fields: [LABELS.phone] },
      { type: 'PAGE_RESTORED' },
    ],
    'refused twice, then sent, then Back: the button is ready again and one post went': [
      { type: 'INVALID', fields: [LABELS.phone] },
      { type: 'INVALID', fields: [LABELS.phone] },
      { type: 'SUBMIT' },
      { type: 'PAGE_RESTORED' },
    ],
  };
  for (const [name, journey] of Object.entries(JOURNEYS)) {
    it(name, async () => {
      await act(async () => {
        await spec.render({});
      });
      const events: FormSubmissionEvent[] = [];
      for (const event of [null, ...journey]) {
        if (event) {
          await perform(event);
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
