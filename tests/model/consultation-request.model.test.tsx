import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ConsultationRequestEvent, consultationRequestMachine } from '../../machines/consultation-request/consultation-request.machine';
import { CONSULTATION_WORDS } from '../../src/content/pages/consultation';
import { ConsultationRequest, preloadLaterConsultationSteps } from '../../src/features/consultation/consultation-request';
import type { MachineObserver } from '../../src/shared/machines/machine-observer';
import { MARCH_2031, NO_ANSWERS, consultationAfter, windowOf, type Answers } from '../fixtures/consultation-expectations';
import { HOLIDAY_CALENDARS } from '../fixtures/consultation-holidays';
import { DRAFT_KEY, LABELS, draftKept, labelled, request, showVisitorInVancouver } from '../fixtures/consultation-page';
import { calendarDays, expectRequest, postedBy } from '../fixtures/consultation-screen';
import { renderWithSite } from '../render';
import { MODEL_CONFIGURATIONS } from './configurations';
import { describeMachineModel, leaveChecked, type ModelExecutors } from './harness';

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
let observer: MachineObserver | undefined;
/** The page's clock; a test that lets time pass moves it. */
let now = EXAMPLE_NOW;

function renderRequest() {
  renderWithSite(<ConsultationRequest now={() => now} words={CONSULTATION_WORDS} />, { observer });
}

/** A visitor in Vancouver opens the request at the clock, with nothing kept in the tab but the draft given. */
function openRequest(at: Date, o?: MachineObserver, draft?: Answers) {
  observer = o;
  now = at;
  user = userEvent.setup({ delay: null });
  sessionStorage.clear();
  if (draft) sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
  showVisitorInVancouver();
  renderRequest();
}

const press = (name: string) => user.click(within(request()).getByRole('button', { name }));

async function replaceText(label: string, value: string) {
  const input = within(request()).getByLabelText(labelled(label));
  await user.clear(input);
  if (value) await user.type(input, value);
}

// The later steps' code is fetched when the visitor starts; here it is there from the start.
beforeAll(async () => {
  await preloadLaterConsultationSteps(CONSULTATION_WORDS);
});

/** What a visitor does for each event of a path. */
const EXECUTORS: ModelExecutors<typeof consultationRequestMachine> = {
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
    if (consultationAfter(events).shownDay !== w.date)
      await user.click(within(request()).getByRole('button', { name: MARCH_2031[Number(w.date.slice(8)) - 1]!.label }));
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
  // The family comes back to the tab: the page tells the machine the time (each minute too, while a time is chosen).
  TIME_PASSED: async () => act(() => void document.dispatchEvent(new Event('visibilitychange'))),
};

describeMachineModel({
  id: 'consultationRequest',
  ...configuration,
  render: (o) => openRequest(EXAMPLE_NOW, o),
  stateElement: request,
  events: EXECUTORS,
  states: Object.fromEntries(
    (['whoAndWhere', 'kind', 'times', 'contact', 'review'] as const).map((step) => [
      step,
      ({ events }: { events: readonly { type: string }[] }) => expectRequest(events),
    ]),
  ),
});

/** A path the generator does not take, played as a visitor would and checked after each step as the model's are. */
async function walk(steps: readonly { event: ConsultationRequestEvent; by?: () => Promise<unknown> }[]) {
  const events: ConsultationRequestEvent[] = [];
  expectRequest(events);
  for (const { event, by } of steps) {
    const executor = EXECUTORS[event.type] as unknown as (
      e: ConsultationRequestEvent,
      visit: { events: readonly ConsultationRequestEvent[] },
    ) => Promise<unknown>;
    await (by ? by() : executor(event, { events }));
    events.push(event);
    expect(request()).toHaveAttribute('data-state', consultationAfter(events).step);
    expectRequest(events);
  }
}

const AT = EXAMPLE_NOW.getTime();
const NEXT: ConsultationRequestEvent = { type: 'NEXT', at: AT };
const choose = (start: string, value = true): ConsultationRequestEvent => ({ type: 'SET_WINDOW', start, value, at: AT });
/** A draft kept in this tab: who and where, the kind, and the contact given. */
const DRAFT: Answers = {
  ...NO_ANSWERS,
  relationship: 'My Father',
  city: 'Mississauga',
  kind: 'Phone call',
  contact: { name: 'Harpreet Sandhu', phone: '905-555-0199', email: 'harpreet.sandhu@example.ca', note: '' },
};

const times = () =>
  within(request())
    .getAllByRole('checkbox')
    .map((b) => b.getAttribute('value'));
const chosen = () => within(request()).getByTestId('consultation-chosen');
const named = () => within(request()).queryByTestId('consultation-no-longer-offered');
const lines = () => [...(named()?.querySelectorAll('p') ?? [])].map((p) => p.textContent);
const check = (box: string) => leaveChecked(user, within(request()).getByRole('checkbox', { name: box }), true);
/** The page's clock moves on, and the family comes back to the tab: the page tells the machine the time. */
async function tellTimeAt(at: number) {
  now = new Date(at);
  await act(() => void document.dispatchEvent(new Event('visibilitychange')));
}
/** The times the notice names, as a family reads them (on Toronto's clock, the zone named). */
const NAMED = {
  '15:00': '3:00 PM Toronto time on Wednesday, March 5, 2031 is no longer available; choose another.',
  '16:00': '4:00 PM Toronto time on Wednesday, March 5, 2031 is no longer available; choose another.',
  '17:00': '5:00 PM Toronto time on Wednesday, March 5, 2031 is no longer available; choose another.',
  '18:00': '6:00 PM Toronto time on Wednesday, March 5, 2031 is no longer available; choose another.',
  thu10: '10:00 AM Toronto time on Thursday, March 6, 2031 is no longer available; choose another.',
} as const;

describe('consultationRequest beyond its covering paths', () => {
  it('a family outside the cities: Next refused first, a postal code in small letters, three times then one let go, and the post', async () => {
    openRequest(EXAMPLE_NOW);
    await walk([
      { event: NEXT },
      { event: { type: 'SET_RELATIONSHIP', value: 'Myself' } },
      { event: { type: 'SET_CITY', value: 'Other' } },
      // A code of another shape first: Next is refused with the postal code's own message.
      { event: { type: 'SET_POSTAL_CODE', value: '90210' } },
      { event: NEXT },
      { event: { type: 'SET_POSTAL_CODE', value: 'k7l3n6' } },
      { event: NEXT },
      { event: { type: 'SET_KIND', value: 'In-home visit' } },
      { event: NEXT },
      { event: choose('2031-03-06T10:00:00-05:00') },
      { event: choose('2031-03-05T16:00:00-05:00') },
      // The third: every other time is disabled, and the page says why.
      { event: choose('2031-03-06T12:00:00-05:00') },
      { event: choose('2031-03-06T10:00:00-05:00', false), by: () => press(`Remove ${windowOf('2031-03-06T10:00:00-05:00').words}`) },
      { event: NEXT },
      { event: { type: 'SET_CONTACT_FIELD', field: 'name', value: 'Amrit Gill' } },
      { event: { type: 'SET_CONTACT_FIELD', field: 'phone', value: '905-555-0147' } },
      { event: { type: 'SET_CONTACT_FIELD', field: 'email', value: 'amrit@example.ca' } },
      { event: { type: 'SET_CONTACT_FIELD', field: 'note', value: 'My mother hears better on the left side.' } },
      // The newsletter's consent, given then taken back: never required, posted as it was left.
      { event: { type: 'SET_NEWSLETTER_CONSENT', value: true } },
      { event: { type: 'SET_NEWSLETTER_CONSENT', value: false } },
      { event: NEXT },
    ]);
    expect(postedBy(screen.getByTestId('consultation-form'))).toEqual({
      _subject: 'Website Inquiry - Consultation Request',
      _next: 'http://localhost:3000/thank-you?from=consultation',
      _captcha: 'false',
      _template: 'table',
      name: 'Amrit Gill',
      email: 'amrit@example.ca',
      phone: '905-555-0147',
      'Who needs care': 'Myself',
      City: 'Other',
      'Postal code': 'K7L 3N6',
      'Outside our cities': 'Yes: a coordinator confirms coverage',
      'Service area': 'Not served yet: K7L (nearest office: Ottawa)',
      Languages: 'Not given',
      'Kind of consultation': 'In-home visit',
      'Preferred time 1': 'Wednesday, March 5, 2031, 4:00 PM to 5:00 PM Toronto time',
      'Preferred time 1 (ISO 8601)': '2031-03-05T16:00:00-05:00/2031-03-05T17:00:00-05:00',
      'Preferred time 2': 'Thursday, March 6, 2031, 12:00 PM to 1:00 PM Toronto time',
      'Preferred time 2 (ISO 8601)': '2031-03-06T12:00:00-05:00/2031-03-06T13:00:00-05:00',
      Note: 'My mother hears better on the left side.',
      'Newsletter consent': 'No',
    });
    // Nineteen steps through the real view, each checked whole: CI's two shared cores take their time.
  }, 60_000);

  it('a refusal stays on its step: every step entered after one refused, and the review, starts without a message', async () => {
    openRequest(EXAMPLE_NOW);
    await walk([
      // Refused on the first step, then Back from the second after it is refused there too.
      { event: NEXT },
      { event: { type: 'SET_RELATIONSHIP', value: 'My Father' } },
      { event: { type: 'SET_CITY', value: 'Brampton' } },
      { event: NEXT },
      { event: NEXT },
      { event: { type: 'BACK', at: AT } },
      { event: NEXT },
      // Each later step is entered from a step whose Next was refused a moment before.
      { event: NEXT },
      { event: { type: 'SET_KIND', value: 'Phone call' } },
      { event: NEXT },
      { event: NEXT },
      { event: choose('2031-03-06T10:00:00-05:00') },
      { event: NEXT },
      { event: NEXT },
      { event: { type: 'SET_CONTACT_FIELD', field: 'name', value: 'Amrit Gill' } },
      { event: { type: 'SET_CONTACT_FIELD', field: 'phone', value: '905-555-0147' } },
      { event: { type: 'SET_CONTACT_FIELD', field: 'email', value: 'amrit@example.ca' } },
      { event: NEXT },
      // Back from the review: the contact step's old refusal is not shown again.
      { event: { type: 'BACK', at: AT } },
    ]);
  }, 60_000);

  it('a chosen time that comes within the 2 hours is let go and named on the step the family is on, whenever the page tells the time', async () => {
    // The draft kept three times; 3:00 PM came within the notice since: it is not restored, and the first step names it.
    openRequest(EXAMPLE_NOW, undefined, { ...DRAFT, windows: ['2031-03-05T15:00:00-05:00', '2031-03-05T16:00:00-05:00', '2031-03-05T17:00:00-05:00'] });
    expect(draftKept()?.windows).toEqual(['2031-03-05T16:00:00-05:00', '2031-03-05T17:00:00-05:00']);
    expect(await within(request()).findByTestId('consultation-no-longer-offered')).toBeInTheDocument();
    expect(lines()).toEqual([NAMED['15:00']]);
    expect(named()?.closest('[aria-live="polite"]')).not.toBeNull();
    // 2:01 PM, the family back on the tab: 4:00 PM is less than 2 hours away, let go and named on the first step.
    await tellTimeAt(AT + 60_000);
    expect(lines()).toEqual([NAMED['15:00'], NAMED['16:00']]);
    expect(draftKept()?.windows).toEqual(['2031-03-05T17:00:00-05:00']);
    // 3:01 PM on the second step: 5:00 PM goes the same way.
    await press('Next');
    await tellTimeAt(AT + 61 * 60_000);
    expect(request()).toHaveAttribute('data-state', 'kind');
    expect(lines()).toEqual([NAMED['15:00'], NAMED['16:00'], NAMED['17:00']]);
    await press('Next');
    expect(request()).toHaveAttribute('data-state', 'times');
    expect(chosen()).toHaveTextContent('0 of 3 chosen');
    expect(calendarDays()[4]).toEqual({ label: 'Wednesday, March 5, 2031: 2 times', open: true });
    expect(times()).toEqual(['2031-03-05T18:00:00-05:00', '2031-03-05T19:00:00-05:00']);
    // Choosing another is what the notice asked: it goes.
    await check('3:00 PM your time · 6:00 PM in Toronto');
    expect(named()).not.toBeInTheDocument();
    // At 4:01 PM, with no tick since, choosing Thursday 10:00 AM tells the time: 6:00 PM is let go and named.
    now = new Date(AT + 121 * 60_000);
    await user.click(within(request()).getByRole('button', { name: 'Thursday, March 6, 2031: 12 times' }));
    await check('7:00 AM your time · 10:00 AM in Toronto');
    expect(lines()).toEqual([NAMED['18:00']]);
    expect(chosen()).toHaveTextContent('1 of 3 chosen');
    expect(calendarDays()[4]).toEqual({ label: 'Wednesday, March 5, 2031: 1 time', open: true });
    // Next works with the time left.
    await press('Next');
    expect(request()).toHaveAttribute('data-state', 'contact');
    expect(within(request()).queryByTestId('consultation-refusal')).not.toBeInTheDocument();
    // Thursday 8:01 AM on the contact step: 10:00 AM is let go and named there; the review has no time to send.
    await tellTimeAt(AT + 18 * 60 * 60_000 + 60_000);
    expect(lines()).toEqual([NAMED['18:00'], NAMED['thu10']]);
    await press('Review my request');
    expect(request()).toHaveAttribute('data-state', 'review');
    expect(within(request()).queryByTestId('consultation-form')).not.toBeInTheDocument();
    expect(within(request()).getByTestId('consultation-review-times')).toHaveTextContent(/Preferred times$/);
    // 9:01 AM, no tick since: choosing times again tells the time, and the calendar opens at it (the first time 12:00 PM).
    now = new Date(AT + 19 * 60 * 60_000 + 60_000);
    await press('Choose my times again');
    expect(request()).toHaveAttribute('data-state', 'times');
    expect(chosen()).toHaveTextContent('0 of 3 chosen');
    expect(times()[0]).toBe('2031-03-06T12:00:00-05:00');
  }, 60_000);

  it('Next tells the time before it judges the times, and Back from the contact step tells it too: a lapse between two ticks is named, never refused unseen', async () => {
    openRequest(EXAMPLE_NOW, undefined, DRAFT);
    await press('Next');
    await press('Next');
    await check('2:00 PM your time · 5:00 PM in Toronto');
    await check('3:00 PM your time · 6:00 PM in Toronto');
    // 3:01 PM, no tick since: Next lets 5:00 PM go, names it, and goes on with 6:00 PM.
    now = new Date(AT + 61 * 60_000);
    await press('Next');
    expect(request()).toHaveAttribute('data-state', 'contact');
    expect(within(request()).queryByTestId('consultation-refusal')).not.toBeInTheDocument();
    expect(lines()).toEqual([NAMED['17:00']]);
    // 4:01 PM, no tick since: Back to the times lets 6:00 PM go and names it.
    now = new Date(AT + 121 * 60_000);
    await press('Back');
    expect(request()).toHaveAttribute('data-state', 'times');
    expect(lines()).toEqual([NAMED['17:00'], NAMED['18:00']]);
    expect(chosen()).toHaveTextContent('0 of 3 chosen');
    expect(times()).toEqual(['2031-03-05T19:00:00-05:00']);
  }, 60_000);

  it('a time that lapses as the family sends is not posted: it is named, the review lists what is left, and the next Send posts that once', async () => {
    const posts: Record<string, string>[] = [];
    const recordPost = (event: Event) => {
      if (!event.defaultPrevented && event.target instanceof HTMLFormElement)
        posts.push(Object.fromEntries([...new FormData(event.target)].map(([k, v]) => [k, String(v)])));
    };
    document.addEventListener('submit', recordPost);
    try {
      openRequest(EXAMPLE_NOW, undefined, DRAFT);
      await press('Next');
      await press('Next');
      expect(calendarDays()[4]).toEqual({ label: 'Wednesday, March 5, 2031: 4 times', open: true });
      // 3:01 PM with nothing chosen: the calendar moves on all the same.
      await tellTimeAt(AT + 61 * 60_000);
      expect(calendarDays()[4]).toEqual({ label: 'Wednesday, March 5, 2031: 2 times', open: true });
      expect(named()).not.toBeInTheDocument();
      await check('3:00 PM your time · 6:00 PM in Toronto');
      await check('4:00 PM your time · 7:00 PM in Toronto');
      await press('Next');
      await press('Review my request');
      // 4:01 PM as the family sends: 6:00 PM is within the notice. Nothing leaves; it is named; 7:00 PM is left.
      now = new Date(AT + 121 * 60_000);
      await press('Send My Request');
      expect(posts).toEqual([]);
      expect(lines()).toEqual([NAMED['18:00']]);
      expect(within(request()).getByTestId('consultation-review-times')).toHaveTextContent(
        'Preferred timesWednesday, March 5, 2031, 7:00 PM to 8:00 PM Toronto time (4:00 PM your time · 7:00 PM in Toronto)',
      );
      await press('Send My Request');
      expect(posts).toHaveLength(1);
      expect(Object.entries(posts[0]!).filter(([field]) => field.startsWith('Preferred time'))).toEqual([
        ['Preferred time 1', 'Wednesday, March 5, 2031, 7:00 PM to 8:00 PM Toronto time'],
        ['Preferred time 1 (ISO 8601)', '2031-03-05T19:00:00-05:00/2031-03-05T20:00:00-05:00'],
      ]);
    } finally {
      document.removeEventListener('submit', recordPost);
    }
  }, 60_000);
});

describe("the consultation calendar around Ontario's holidays (decision 0030)", () => {
  for (const calendar of HOLIDAY_CALENDARS) {
    it(calendar.title, async () => {
      openRequest(new Date(calendar.now), undefined, DRAFT);
      await press('Next');
      await press('Next');
      const days = calendarDays();
      if (calendar.months === 2) {
        await press('Next month');
        days.push(...calendarDays());
      }
      expect(days.filter((d) => !d.label.endsWith(': Not offered'))).toEqual(calendar.days.map((label) => ({ label, open: / times?$/.test(label) })));
    });
  }
});
