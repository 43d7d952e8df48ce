import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeAll, expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { MAX_PREFERRED_WINDOWS, emptyConsultationAnswers, normalisedPostalCode } from '../../machines/consultation-request/consultation-request.rules';
import { CONSULTATION_STEPS, type consultationRequestMachine } from '../../machines/consultation-request/consultation-request.machine';
import { calendarByTheMinute, consultationRequestView } from '../../machines/consultation-request/consultation-request.view';
import { windowOnClocks, type ConsultationDay } from '../../machines/consultation-request/consultation-windows';
import { consultationDayLabel, consultationTimeText } from '../../src/content/pages/consultation-later';
import { CONSULTATION_REQUEST } from '../../src/content/pages/consultation';
import { CONSULTATION_LATER_WORDS, CONSULTATION_POST } from '../../src/content/pages/consultation-later';
import { CONSULTATION_WORDS } from '../../src/content/pages/consultation';
import { ConsultationRequest, CONSULTATION_DRAFT_ID, preloadLaterConsultationSteps } from '../../src/features/consultation/consultation-request';
import { windowInWords } from '../../src/features/consultation/consultation-request-fields';
import { draftKey } from '../../src/shared/forms/lead-draft';
import { VISIT_FACTS_KEY } from '../../src/shared/lib/visit-facts';
import type { MachineObserver } from '../../src/shared/machines/machine-observer';
import { renderWithSite } from '../render';
import { MODEL_CONFIGURATIONS } from './configurations';
import { describeMachineModel, leaveChecked } from './harness';

type Model = SnapshotFrom<typeof consultationRequestMachine>;

/** The request's words, first and later steps, and what it posts. */
const t = { ...CONSULTATION_REQUEST, ...CONSULTATION_LATER_WORDS, ...CONSULTATION_POST };
const configuration = MODEL_CONFIGURATIONS.consultationRequest[0]!;
/** The page's clock: the instant the example events carry (decision 0044). */
const clockStart = new Date(configuration.input!.clock);
const now = () => clockStart;
let user: UserEvent;
let observer: MachineObserver;
const request = () => screen.getByTestId('consultation-request');
/** One calendar for the run, remembered by the minute as the mounted view's is. */
const calendar = calendarByTheMinute();
const viewOf = (model: Model) => consultationRequestView(model, () => {}, Date.now, calendar);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const labelled = (label: string) => new RegExp(`^${escape(label)}`);
const draft = () => sessionStorage.getItem(draftKey(CONSULTATION_DRAFT_ID, window.location.pathname));
/** The visitor's clock in this test run (jsdom's), as the page reads it. */
const visitorZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

function renderRequest() {
  renderWithSite(<ConsultationRequest now={now} words={CONSULTATION_WORDS} />, { observer });
}

async function replaceText(label: string, value: string) {
  const input = within(request()).getByLabelText(labelled(label));
  await user.clear(input);
  if (value) await user.type(input, value);
}

/** Picks a day on the calendar, turning to the next month when the day is there. */
async function showDay(date: string, calendar: readonly ConsultationDay[]) {
  const day = calendar.find((d) => d.date === date)!;
  const name = consultationDayLabel(day);
  if (!within(request()).queryByRole('button', { name })) await user.click(within(request()).getByRole('button', { name: t.nextMonth }));
  await user.click(within(request()).getByRole('button', { name }));
}

/** Next (or Review my request): when the step stays, its own refusal is announced. */
async function pressNext(model: Model) {
  const name = model.value === 'contact' ? t.toReview : t.next;
  await user.click(within(request()).getByRole('button', { name }));
}

/** What every step shows, from the model's view model: progress, heading, Back, the refusal. */
function expectStepFrame(model: Model) {
  const view = viewOf(model);
  expect(within(request()).getByTestId('consultation-progress')).toHaveTextContent(t.progress(view.stepIndex + 1, CONSULTATION_STEPS.length));
  expect(within(request()).getByRole('heading', { level: 3, name: t.steps[view.step].heading })).toBeVisible();
  const back = within(request()).queryByRole('button', { name: t.back });
  if (view.canGoBack) expect(back).toBeEnabled();
  else expect(back).not.toBeInTheDocument();
  const refusal = within(request()).queryByTestId('consultation-refusal');
  if (view.refusal) expect(refusal).toHaveTextContent(t.refusals[view.refusal]);
  else expect(refusal).not.toBeInTheDocument();
  // The draft follows the answers from the first one on.
  if (JSON.stringify(view.answers) !== JSON.stringify(emptyConsultationAnswers())) expect(JSON.parse(draft() ?? 'null')).toEqual(view.answers);
  else expect(draft()).toBeNull();
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
    renderRequest();
  },
  stateElement: request,
  events: {
    SET_RELATIONSHIP: async ({ value }) => user.click(within(request()).getByRole('radio', { name: value })),
    SET_CITY: async ({ value }) => user.selectOptions(within(request()).getByRole('combobox', { name: labelled(t.cityLabel) }), value),
    SET_POSTAL_CODE: async ({ value }) => replaceText(t.postalCodeLabel, value),
    // The page is loaded again in this tab: the draft kept comes back.
    RESTORE_DRAFT: async ({ answers }) => {
      cleanup();
      sessionStorage.setItem(draftKey(CONSULTATION_DRAFT_ID, window.location.pathname), JSON.stringify(answers));
      await act(async () => renderRequest());
    },
    SET_LANGUAGES: async ({ value }) => replaceText(t.languagesLabel, value),
    // The visitor did the quiz earlier in this visit (decision 0048), then opened the request: the
    // facts the quiz kept, written here by hand, are the example's answers.
    PREFILL: async () => {
      cleanup();
      sessionStorage.setItem(
        VISIT_FACTS_KEY,
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
    SET_WINDOW: async ({ start, value }, model) => {
      const window = viewOf(model).calendar.flatMap((d) => d.windows).find((w) => w.startIso === start);
      if (!window) throw new Error(`${start} is not on offer`);
      await showDay(window.date, viewOf(model).calendar);
      await leaveChecked(user, within(request()).getByRole('checkbox', { name: consultationTimeText(windowOnClocks(window, visitorZone)) }), value);
    },
    SET_CONTACT_FIELD: async ({ field, value }) => replaceText(t.contactLabels[field], value),
    SET_NEWSLETTER_CONSENT: async ({ value }) => leaveChecked(user, within(request()).getByRole('checkbox', { name: t.newsletterConsentLabel }), value),
    NEXT: async (_event, model) => pressNext(model),
    BACK: async () => user.click(within(request()).getByRole('button', { name: t.back })),
    EDIT_WHO_AND_WHERE: async () => user.click(within(request()).getByRole('button', { name: t.edit(t.steps.whoAndWhere.label.toLowerCase()) })),
    EDIT_KIND: async () => user.click(within(request()).getByRole('button', { name: t.edit(t.steps.kind.label.toLowerCase()) })),
    EDIT_TIMES: async () => user.click(within(request()).getByRole('button', { name: t.edit(t.steps.times.label.toLowerCase()) })),
    EDIT_CONTACT: async () => user.click(within(request()).getByRole('button', { name: t.edit(t.steps.contact.label.toLowerCase()) })),
  },
  states: {
    whoAndWhere: (model) => {
      expectStepFrame(model);
      const { answers: a, isOutsideCityList, isPostalCodeMalformed } = viewOf(model);
      if (a.relationship) expect(within(request()).getByRole('radio', { name: a.relationship })).toBeChecked();
      else for (const radio of within(request()).getAllByRole('radio')) expect(radio).not.toBeChecked();
      expect(within(request()).getByRole('combobox', { name: labelled(t.cityLabel) })).toHaveValue(a.city);
      expect(within(request()).getByRole('textbox', { name: labelled(t.languagesLabel) })).toHaveValue(a.languages);
      // What the visit filled in is said where the request starts (decision 0048).
      const fromVisit = within(request()).queryByTestId('consultation-from-visit');
      if (viewOf(model).fromVisit.length) for (const line of viewOf(model).fromVisit) expect(fromVisit).toHaveTextContent(line);
      else expect(fromVisit).not.toBeInTheDocument();
      const postal = within(request()).queryByRole('textbox', { name: labelled(t.postalCodeLabel) });
      const note = within(request()).queryByTestId('consultation-outside-note');
      if (isOutsideCityList) {
        expect(postal).toHaveValue(a.postalCode);
        expect(note).toHaveTextContent(t.outsideNote);
        if (isPostalCodeMalformed) expect(postal).toHaveAccessibleDescription(expect.stringContaining(t.postalCodeMalformed));
        else expect(within(request()).queryByText(t.postalCodeMalformed)).not.toBeInTheDocument();
      } else {
        expect(postal).not.toBeInTheDocument();
        expect(note).not.toBeInTheDocument();
      }
    },
    kind: (model) => {
      expectStepFrame(model);
      const { kind } = viewOf(model).answers;
      for (const k of t.kinds) {
        const radio = within(request()).getByRole('radio', { name: labelled(k) });
        if (k === kind) expect(radio).toBeChecked();
        else expect(radio).not.toBeChecked();
      }
    },
    times: (model) => {
      expectStepFrame(model);
      const view = viewOf(model);
      const chosen = within(request()).getByTestId('consultation-chosen');
      expect(chosen).toHaveTextContent(t.chosenCount(view.answers.windows.length, MAX_PREFERRED_WINDOWS));
      if (view.chosenWindows.length === 0) expect(chosen).toHaveTextContent(t.noneChosen);
      for (const w of view.chosenWindows) {
        expect(within(chosen).getByText(new RegExp(escape(windowInWords(w, view.calendar))))).toBeVisible();
        expect(within(chosen).getByRole('button', { name: t.removeWindow(windowInWords(w, view.calendar)) })).toBeEnabled();
      }
      // The day shown lists its windows on the visitor's clock, with Toronto's beside it; the chosen ones checked.
      // The calendar's month: only the days with a time left can be chosen, and one is pressed.
      const days = new Map(view.calendar.map((d) => [consultationDayLabel(d), d]));
      const buttons = [...within(request()).getByTestId('consultation-calendar').querySelectorAll<HTMLButtonElement>('button[aria-label]')];
      for (const button of buttons) {
        const d = days.get(button.getAttribute('aria-label')!);
        if (d) expect(button.disabled).toBe(d.windows.length === 0);
      }
      const pressed = buttons.filter((b) => b.getAttribute('aria-pressed') === 'true');
      expect(pressed).toHaveLength(1);
      const shown = days.get(pressed[0]!.getAttribute('aria-label')!);
      expect(shown?.windows.length).toBeGreaterThan(0);
      for (const w of shown!.windows) {
        const box = within(request()).getByRole('checkbox', { name: consultationTimeText(windowOnClocks(w, visitorZone)) });
        if (view.answers.windows.includes(w.startIso)) expect(box).toBeChecked();
        else expect(box).not.toBeChecked();
      }
    },
    contact: (model) => {
      expectStepFrame(model);
      const { answers: a } = viewOf(model);
      for (const field of ['name', 'phone', 'email', 'note'] as const) {
        expect(within(request()).getByLabelText(labelled(t.contactLabels[field]))).toHaveValue(a.contact[field]);
      }
      const consent = within(request()).getByRole('checkbox', { name: t.newsletterConsentLabel });
      if (a.newsletterConsent) expect(consent).toBeChecked();
      else expect(consent).not.toBeChecked();
      expect(within(request()).getByRole('link', { name: 'Read our privacy policy' })).toHaveAttribute('href', '/privacy-policy');
    },
    review: (model) => {
      expectStepFrame(model);
      const view = viewOf(model);
      const a = view.answers;
      const review = within(request()).getByTestId('consultation-review');
      expect(within(review).getByTestId('consultation-review-whoAndWhere')).toHaveTextContent(a.relationship);
      expect(within(review).getByTestId('consultation-review-whoAndWhere')).toHaveTextContent(
        view.isOutsideCityList ? normalisedPostalCode(a.postalCode) : a.city,
      );
      expect(within(review).getByTestId('consultation-review-kind')).toHaveTextContent(a.kind);
      for (const w of view.chosenWindows) expect(within(review).getByTestId('consultation-review-times')).toHaveTextContent(windowInWords(w, view.calendar));
      for (const v of [a.contact.name, a.contact.phone, a.contact.email]) expect(within(review).getByTestId('consultation-review-contact')).toHaveTextContent(v);
      expect(within(review).getByTestId('consultation-confirm-notice')).toHaveTextContent(t.confirmNotice);
      expect(within(request()).queryByRole('button', { name: t.next })).not.toBeInTheDocument();
      // The post: every answer as a readable field, the subject, and /thank-you?from=consultation next.
      const form = within(review).getByTestId('consultation-form');
      expect(form).toHaveAttribute('method', 'POST');
      const posted = Object.fromEntries([...form.querySelectorAll<HTMLInputElement>('input[type="hidden"]')].map((i) => [i.name, i.value]));
      // What the office reads, written out here field by field (not computed by the form's own
      // consultationRequestFields): each answer under its label, trimmed, "Not given" for no note or languages.
      const expected: Record<string, string> = {
        _subject: t.subject,
        _captcha: 'false',
        _template: 'table',
        name: a.contact.name.trim(),
        email: a.contact.email.trim(),
        phone: a.contact.phone.trim(),
        'Who needs care': a.relationship,
        City: a.city,
        'Kind of consultation': a.kind,
        Languages: a.languages.trim() || 'Not given',
        Note: a.contact.note.trim() || 'Not given',
        'Newsletter consent': a.newsletterConsent ? 'Yes' : 'No',
        ...(view.isOutsideCityList ? { 'Postal code': normalisedPostalCode(a.postalCode), 'Outside our cities': 'Yes: a coordinator confirms coverage' } : {}),
      };
      // Each preferred time in the words the visitor confirmed on this review, and as ISO 8601.
      const seenTimes = [...within(review).getByTestId('consultation-review-times').querySelectorAll('dd')].map((dd) => dd.textContent ?? '');
      expect(seenTimes).toHaveLength(view.chosenWindows.length);
      view.chosenWindows.forEach((w, i) => {
        expected[`Preferred time ${i + 1} (ISO 8601)`] = `${w.startIso}/${w.endIso}`;
        expect(seenTimes[i]!.startsWith(`${posted[`Preferred time ${i + 1}`]} (`), `preferred time ${i + 1}`).toBe(true);
      });
      const { _next: next, ...rest } = posted;
      expect(Object.fromEntries(Object.entries(rest).filter(([name]) => !/^Preferred time \d+$/.test(name)))).toEqual(expected);
      expect(next).toMatch(/\/thank-you\?from=consultation$/);
      expect(within(form).getByRole('button', { name: t.submitLabel })).toBeEnabled();
    },
  },
});
