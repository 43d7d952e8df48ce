import { act, cleanup, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeAll, expect } from 'vitest';
import { CONSULTATION_WORDS } from '../../src/content/pages/consultation';
import { ConsultationRequest, preloadLaterConsultationSteps } from '../../src/features/consultation/consultation-request';
import type { MachineObserver } from '../../src/shared/machines/machine-observer';
import {
  DAYS,
  MARCH_2031,
  STEP_HEADINGS,
  STEP_PROGRESS,
  consultationAfter,
  isOutside,
  isPostalCodeMalformed,
  postedFields,
  refusalOf,
  reviewLines,
  windowOf,
  type Answers,
  type Seen,
  type Step,
} from '../fixtures/consultation-expectations';
import {
  DRAFT_KEY,
  LABELS,
  OUTSIDE_NOTE,
  POSTAL_CODE_MALFORMED,
  RELATIONSHIPS,
  KINDS,
  draftKept,
  labelled,
  request,
  showVisitorInVancouver,
} from '../fixtures/consultation-page';
import { renderWithSite } from '../render';
import { MODEL_CONFIGURATIONS } from './configurations';
import { describeMachineModel, leaveChecked } from './harness';

/**
 * The consultation request (docs/spec/DECISIONS.md "The consultation page takes requests",
 * decisions 0030, 0032, 0034) through its real view. Each state is worked out by hand from what the
 * visitor did (tests/fixtures/consultation-expectations.ts): the days and times on offer at the
 * example's clock, the steps' headings and refusals, the chosen times in words, what the review
 * lists and what is posted, as literals, never from the machine, its view model, rules or formatters.
 */

const configuration = MODEL_CONFIGURATIONS.consultationRequest[0]!;
/** The page's clock: the instant the example events carry (decision 0044). */
const EXAMPLE_NOW = new Date('2031-03-05T19:00:00.000Z');
let user: UserEvent;
let observer: MachineObserver;

function renderRequest() {
  renderWithSite(<ConsultationRequest now={() => EXAMPLE_NOW} words={CONSULTATION_WORDS} />, { observer });
}

async function replaceText(label: string, value: string) {
  const input = within(request()).getByLabelText(labelled(label));
  await user.clear(input);
  if (value) await user.type(input, value);
}

/** A field a refusal on screen is about is marked invalid where a screen reader reads it; the others are not. */
function expectInvalid(field: HTMLElement, invalid: boolean) {
  if (invalid) expect(field).toHaveAttribute('aria-invalid', 'true');
  else expect(field).not.toHaveAttribute('aria-invalid', 'true');
}

/** A group of choices a refusal is about is drawn in red (Mantine's `data-error` on the group; its radios carry no aria-invalid). */
const expectGroupInvalid = (radio: HTMLElement, invalid: boolean) => expect(radio.closest('[data-error="true"]') !== null, 'the group drawn as refused').toBe(invalid);

/** What every step shows: progress, heading, Back and Next, the refusal, and the draft kept in the tab. */
function expectFrame(s: Seen, previous: Seen) {
  expect(within(request()).getByTestId('consultation-progress')).toHaveTextContent(new RegExp(`^${STEP_PROGRESS[s.step]}$`));
  const heading = within(request()).getByRole('heading', { level: 3 });
  expect(heading).toHaveTextContent(new RegExp(`^${STEP_HEADINGS[s.step].replace('?', '\\?')}$`));
  // A new step's heading takes focus, so keyboard and screen reader users start there.
  if (s.step !== previous.step) expect(heading).toHaveFocus();
  const back = within(request()).queryByRole('button', { name: 'Back' });
  if (s.step === 'whoAndWhere') expect(back).not.toBeInTheDocument();
  else expect(back).toBeEnabled();
  const next = { whoAndWhere: 'Next', kind: 'Next', times: 'Next', contact: 'Review my request', review: null }[s.step];
  for (const name of ['Next', 'Review my request']) {
    if (name === next) expect(within(request()).getByRole('button', { name })).toBeEnabled();
    else expect(within(request()).queryByRole('button', { name })).not.toBeInTheDocument();
  }
  const refusal = refusalOf(s);
  const shown = within(request()).queryByTestId('consultation-refusal');
  if (refusal) expect(shown).toHaveTextContent(new RegExp(`^${refusal.replace(/[.()]/g, '\\$&')}$`));
  else expect(shown).not.toBeInTheDocument();
  // The draft follows the answers from the first one on (decision 0032).
  expect(draftKept()).toEqual(JSON.stringify(s.answers) === JSON.stringify(consultationAfter([]).answers) ? null : s.answers);
}

function expectWhoAndWhere(s: Seen) {
  const a = s.answers;
  const refused = refusalOf(s) !== null;
  for (const r of RELATIONSHIPS) {
    const radio = within(request()).getByRole('radio', { name: r });
    expect(radio).toHaveProperty('checked', r === a.relationship);
    expectGroupInvalid(radio, refused && a.relationship === '');
  }
  const city = within(request()).getByRole('combobox', { name: labelled(LABELS.city) });
  expect(city).toHaveValue(a.city);
  expectInvalid(city, refused && a.city === '');
  expect(within(request()).getByRole('textbox', { name: labelled(LABELS.languages) })).toHaveValue(a.languages);
  // What the visit filled in is said where the request starts (decision 0048).
  const fromVisit = within(request()).queryByTestId('consultation-from-visit');
  if (s.fromVisit.length) expect(fromVisit).toHaveTextContent(s.fromVisit.join(' '));
  else expect(fromVisit).not.toBeInTheDocument();
  const postal = within(request()).queryByRole('textbox', { name: labelled(LABELS.postalCode) });
  const note = within(request()).queryByTestId('consultation-outside-note');
  if (!isOutside(a)) {
    expect(postal).not.toBeInTheDocument();
    expect(note).not.toBeInTheDocument();
    return;
  }
  expect(postal).toHaveValue(a.postalCode);
  // A code of the wrong shape is marked as typed; an empty one once Next is refused.
  expectInvalid(postal!, isPostalCodeMalformed(a) || (refused && a.postalCode.trim() === ''));
  expect(note).toHaveTextContent(OUTSIDE_NOTE);
  if (isPostalCodeMalformed(a)) expect(postal).toHaveAccessibleDescription(expect.stringContaining(POSTAL_CODE_MALFORMED));
  else expect(within(request()).queryByText(POSTAL_CODE_MALFORMED)).not.toBeInTheDocument();
}

function expectKind(s: Seen) {
  for (const k of KINDS) expect(within(request()).getByRole('radio', { name: labelled(k) })).toHaveProperty('checked', k === s.answers.kind);
  for (const radio of within(request()).getAllByRole('radio')) expectGroupInvalid(radio, refusalOf(s) !== null);
}

/** The calendar (March 2031, the example's fourteen days), the shown day's times, and the chosen ones. */
function expectTimes(s: Seen) {
  const chosenWindows = s.answers.windows;
  const calendar = within(request()).getByTestId('consultation-calendar');
  expect(within(calendar).getByText('March 2031')).toBeVisible();
  // The days of the months around are in the table, hidden (`hideOutsideDates`).
  const days = [...calendar.querySelectorAll<HTMLButtonElement>('table button:not([data-hidden])')];
  expect(days.map((d) => d.getAttribute('aria-label'))).toEqual(MARCH_2031.map((d) => d.label));
  days.forEach((d, i) => expect(d.disabled, MARCH_2031[i]!.label).toBe(!MARCH_2031[i]!.open));
  expect(days.filter((d) => d.getAttribute('aria-pressed') === 'true').map((d) => d.getAttribute('aria-label'))).toEqual([
    MARCH_2031[Number(s.shownDay.slice(8)) - 1]!.label,
  ]);
  const day = DAYS[s.shownDay];
  if (!day) throw new Error(`tests/fixtures/consultation-expectations.ts lists no times for ${s.shownDay}`);
  const group = within(request()).getByRole('group', { name: `Times on ${day.name}` });
  const boxes = within(group).getAllByRole<HTMLInputElement>('checkbox');
  expect(boxes.map((b) => b.labels?.[0]?.textContent)).toEqual(day.times.map((t) => t.box));
  boxes.forEach((box, i) => {
    const start = day.times[i]!.start;
    expect(box).toHaveAttribute('value', start);
    expect(box).toHaveProperty('checked', chosenWindows.includes(start));
    expect(box).toHaveProperty('disabled', chosenWindows.length === 3 && !chosenWindows.includes(start));
  });
  const chosen = within(request()).getByTestId('consultation-chosen');
  const count = `${chosenWindows.length} of 3 chosen`;
  expect(within(chosen).getByText(new RegExp(`^${count}`))).toHaveTextContent(
    chosenWindows.length === 3 ? `${count} You have chosen 3 times: remove one to choose another.` : new RegExp(`^${count}$`),
  );
  const items = within(chosen).queryAllByRole('listitem');
  expect(items.map((li) => li.textContent)).toEqual(chosenWindows.map((w) => `${windowOf(w).words} (${windowOf(w).box}) ✕`));
  items.forEach((li, i) => expect(within(li).getByRole('button', { name: `Remove ${windowOf(chosenWindows[i]!).words}` })).toBeEnabled());
  if (chosenWindows.length === 0) expect(within(chosen).getByText('No time chosen yet.')).toBeVisible();
  else expect(within(chosen).queryByText('No time chosen yet.')).not.toBeInTheDocument();
}

function expectContact(s: Seen) {
  const c = s.answers.contact;
  const refused = refusalOf(s) !== null;
  const field = (label: string) => within(request()).getByLabelText(labelled(label));
  expect(field(LABELS.name)).toHaveValue(c.name);
  expect(field(LABELS.phone)).toHaveValue(c.phone);
  expect(field(LABELS.email)).toHaveValue(c.email);
  expect(field(LABELS.note)).toHaveValue(c.note);
  // The examples' phone and e-mail are valid once given: a refused step marks what is missing.
  expectInvalid(field(LABELS.name), refused && c.name.trim() === '');
  expectInvalid(field(LABELS.phone), refused && c.phone === '');
  expectInvalid(field(LABELS.email), refused && c.email === '');
  expect(within(request()).getByRole('checkbox', { name: LABELS.newsletter })).toHaveProperty('checked', s.answers.newsletterConsent);
  expect(within(request()).getByRole('link', { name: 'Read our privacy policy' })).toHaveAttribute('href', '/privacy-policy');
}

/** The draft the example restores, as the office reads it (decision 0032): every answer under its name, each time twice. */
const DRAFT_POST = {
  _subject: 'Website Inquiry - Consultation Request',
  _next: 'http://localhost:3000/thank-you?from=consultation',
  _captcha: 'false',
  _template: 'table',
  name: 'Harpreet Sandhu',
  email: 'harpreet.sandhu@example.ca',
  phone: '905-555-0199',
  'Who needs care': 'My Father',
  City: 'Mississauga',
  Languages: 'Not given',
  'Kind of consultation': 'In-home visit',
  'Preferred time 1': 'Thursday, March 6, 2031, 2:00 PM to 3:00 PM Toronto time',
  'Preferred time 1 (ISO 8601)': '2031-03-06T14:00:00-05:00/2031-03-06T15:00:00-05:00',
  'Preferred time 2': 'Saturday, March 8, 2031, 11:00 AM to 12:00 PM Toronto time',
  'Preferred time 2 (ISO 8601)': '2031-03-08T11:00:00-05:00/2031-03-08T12:00:00-05:00',
  Note: 'Not given',
  'Newsletter consent': 'Yes',
};
const isTheDraft = (a: Answers) => a.contact.name === 'Harpreet Sandhu' && a.windows.length === 2 && a.city === 'Mississauga';

function expectReview(s: Seen) {
  const review = within(request()).getByTestId('consultation-review');
  const lines = reviewLines(s.answers);
  for (const [section, expected] of Object.entries(lines)) {
    const part = within(review).getByTestId(`consultation-review-${section}`);
    expect([...part.querySelectorAll('dt, dd')].map((e) => e.textContent)).toEqual(expected);
    expect(within(part).getByRole('button', { name: `Edit ${{ whoAndWhere: 'who and where', kind: 'kind', times: 'times', contact: 'contact' }[section]}` })).toBeEnabled();
  }
  expect(within(review).getByTestId('consultation-confirm-notice')).toHaveTextContent(
    'This is a request, not a booking: a care coordinator will call you within one business day to confirm one of these times.',
  );
  expect(within(review).queryByTestId('consultation-times-lapsed')).not.toBeInTheDocument();
  const form = within(review).getByTestId('consultation-form');
  expect(form).toHaveAttribute('method', 'POST');
  const posted = Object.fromEntries([...form.querySelectorAll<HTMLInputElement>('input[type="hidden"]')].map((i) => [i.name, i.value]));
  expect(posted).toEqual(isTheDraft(s.answers) ? DRAFT_POST : postedFields(s.answers));
  expect(within(form).getByRole('button', { name: 'Send My Request' })).toBeEnabled();
}

const EXPECT_STEP: Record<Step, (s: Seen) => void> = { whoAndWhere: expectWhoAndWhere, kind: expectKind, times: expectTimes, contact: expectContact, review: expectReview };

function expectRequest(events: readonly { type: string }[]) {
  const s = consultationAfter(events);
  expectFrame(s, consultationAfter(events.slice(0, -1)));
  EXPECT_STEP[s.step](s);
}

// The later steps' code is fetched when the visitor starts; here it is there from the start.
beforeAll(async () => {
  await preloadLaterConsultationSteps(CONSULTATION_WORDS);
});

describeMachineModel({
  id: 'consultationRequest',
  ...configuration,
  render: (o) => {
    observer = o;
    user = userEvent.setup({ delay: null });
    sessionStorage.clear();
    showVisitorInVancouver();
    renderRequest();
  },
  stateElement: request,
  events: {
    SET_RELATIONSHIP: async ({ value }) => user.click(within(request()).getByRole('radio', { name: value })),
    SET_CITY: async ({ value }) => user.selectOptions(within(request()).getByRole('combobox', { name: labelled(LABELS.city) }), value),
    SET_POSTAL_CODE: async ({ value }) => replaceText(LABELS.postalCode, value),
    // The page is loaded again in this tab: the draft kept comes back.
    RESTORE_DRAFT: async ({ answers }) => {
      cleanup();
      sessionStorage.setItem(DRAFT_KEY, JSON.stringify(answers));
      await act(async () => renderRequest());
    },
    SET_LANGUAGES: async ({ value }) => replaceText(LABELS.languages, value),
    // The visitor did the quiz earlier in this visit (decision 0048), then opened the request: the
    // facts the quiz kept, written here by hand, are the example's answers.
    PREFILL: async () => {
      cleanup();
      sessionStorage.setItem(
        'maple-hearth:visit',
        JSON.stringify({
          relationship: 'My Mother',
          city: '',
          location: 'Brampton, L6Y 4R2',
          languages: ['English', 'Punjabi'],
          support: ['Bathing', 'Meal Prep'],
          hours: '2-4',
          plan: 'Personal Care',
          contact: { name: 'Gurpreet Dhillon', email: 'gurpreet@example.ca', phone: '905-555-0123' },
          fromCarePlan: true,
        }),
      );
      await act(async () => renderRequest());
      // The code that fills it in is fetched because the tab keeps facts: the note says when it has.
      await within(request()).findByTestId('consultation-from-visit');
    },
    SET_KIND: async ({ value }) => user.click(within(request()).getByRole('radio', { name: labelled(value) })),
    // The window's day is pressed on the calendar (when another is shown), then its time left checked or not.
    SET_WINDOW: async ({ start, value }, { events }) => {
      const w = windowOf(start);
      if (consultationAfter(events).shownDay !== w.date) await user.click(within(request()).getByRole('button', { name: MARCH_2031[Number(w.date.slice(8)) - 1]!.label }));
      await leaveChecked(user, within(request()).getByRole('checkbox', { name: w.box }), value);
    },
    SET_CONTACT_FIELD: async ({ field, value }) => replaceText(LABELS[field], value),
    SET_NEWSLETTER_CONSENT: async ({ value }) => leaveChecked(user, within(request()).getByRole('checkbox', { name: LABELS.newsletter }), value),
    NEXT: async (_event, { events }) =>
      user.click(within(request()).getByRole('button', { name: consultationAfter(events).step === 'contact' ? 'Review my request' : 'Next' })),
    BACK: async () => user.click(within(request()).getByRole('button', { name: 'Back' })),
    EDIT_WHO_AND_WHERE: async () => user.click(within(request()).getByRole('button', { name: 'Edit who and where' })),
    EDIT_KIND: async () => user.click(within(request()).getByRole('button', { name: 'Edit kind' })),
    EDIT_TIMES: async () => user.click(within(request()).getByRole('button', { name: 'Edit times' })),
    EDIT_CONTACT: async () => user.click(within(request()).getByRole('button', { name: 'Edit contact' })),
  },
  states: Object.fromEntries(
    (['whoAndWhere', 'kind', 'times', 'contact', 'review'] as const).map((step) => [step, ({ events }: { events: readonly { type: string }[] }) => expectRequest(events)]),
  ),
});
