import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { QUIZ_TEXT, QUIZ_WORDS } from '../../src/content/quiz';
import { CareFinderQuiz, preloadQuizResults } from '../../src/features/quiz/care-finder-quiz';
import { SAVED_RESULTS_KEY } from '../../src/features/quiz/use-restored-results';
import { QUIZ_DRAFT_KEY } from '../../src/features/quiz/use-quiz-draft';
import { VISIT_FACTS_KEY } from '../../src/shared/lib/visit-facts';
import { CarePlanRequestForm } from '../../src/features/forms/care-plan-request-form';
import { BACK_WALK, expectedResults, RESTORED } from '../fixtures/quiz-results';
import { NOTICES, STEP_SCREENS, STEPS, visitorAfter, type Step, type Visitor } from '../fixtures/quiz-visitor';
import type { MachineObserver } from '../../src/shared/machines/machine-observer';
import { renderWithSite } from '../render';
import { MODEL_CONFIGURATIONS } from './configurations';
import { describeMachineModel, leaveChecked } from './harness';

/**
 * The care-finder quiz (docs/spec/SPEC.md §4.4, §5, §9.2) through its real view. Each screen's
 * expectations are worked out by hand from what the visitor did (tests/fixtures/quiz-visitor.ts)
 * and the spec's figures and words written as literals (tests/fixtures/quiz-results.ts), never
 * from the quiz's machine, view model, rules or plan code.
 */

let user: UserEvent;
let logAnswers = vi.fn();
const quiz = () => screen.getByTestId('care-finder-quiz');
const toaster = () => screen.getByTestId('toaster');

const CONTACT_LABELS = { name: /^Full name/, email: /^E-mail/, phone: /^Phone number/ } as const;

async function replaceText(label: string | RegExp, value: string) {
  const input = within(quiz()).getByLabelText(label);
  await user.clear(input);
  if (value) await user.type(input, value);
}

/** On every change of screen, focus moves to the new screen's heading. */
function expectHeadingFocused() {
  expect(document.activeElement?.tagName).toBe('H2');
  expect(quiz()).toContainElement(document.activeElement as HTMLElement);
}

/** Presses Next or See My Plan; the visitor's own history says whether the screen changes. */
async function pressForward(name: 'Next' | 'See My Plan', before: Visitor, after: Visitor) {
  await user.click(within(quiz()).getByRole('button', { name }));
  if (after.screen !== before.screen) expectHeadingFocused();
}

/** The names of the chips left checked, in the page's order. */
const checked = (role: 'radio' | 'checkbox') =>
  within(quiz())
    .getAllByRole(role)
    .filter((box) => (box as HTMLInputElement).checked)
    .map((box) => box.closest('label')?.textContent ?? (box as HTMLInputElement).value);

/** A required text field marked invalid (a refused Next left it empty), or not marked. */
function expectMarked(field: HTMLElement, marked: boolean) {
  if (marked) expect(field).toHaveAttribute('aria-invalid', 'true');
  else expect(field).not.toHaveAttribute('aria-invalid');
}

/** The destructive notice the visitor's last refusal raised, or none. */
function expectNotice(v: Visitor) {
  // The live region is always there; a notice is what is in it.
  const alert = within(toaster()).getByRole('alert');
  if (!v.notice) {
    expect(toaster()).not.toHaveTextContent('Incomplete Information');
    return;
  }
  expect(within(alert).getByText(NOTICES[v.notice].title)).toBeVisible();
  expect(within(alert).getByText(NOTICES[v.notice].description)).toBeVisible();
}

/** What a question shows for the visitor's answers so far. */
function expectStep(step: Step, events: readonly { type: string }[]) {
  const v = visitorAfter(events);
  expect(v.screen, 'the screen the visitor should be on').toBe(step);
  const { progress, percent, backEnabled, forward } = STEP_SCREENS[step];
  expect(within(quiz()).getByText(progress)).toBeVisible();
  expect(within(quiz()).getByRole('progressbar', { name: progress })).toHaveAttribute('aria-valuenow', percent);
  expect(within(quiz()).getByRole('heading', { level: 2, name: QUIZ_TEXT.steps[step].heading })).toBeVisible();
  const back = within(quiz()).getByRole('button', { name: 'Back' });
  if (backEnabled) expect(back).toBeEnabled();
  else expect(back).toBeDisabled();
  expect(within(quiz()).getByRole('button', { name: forward })).toBeEnabled();
  expect(within(quiz()).queryByRole('button', { name: forward === 'Next' ? 'See My Plan' : 'Next' })).not.toBeInTheDocument();
  const a = v.answers;
  // What the visitor chose is shown as chosen, and nothing else.
  if (step === 'whoNeedsCare') expect(checked('radio')).toEqual(a.whoNeedsCare ? [a.whoNeedsCare] : []);
  if (step === 'supportNeeded') expect(checked('checkbox').sort()).toEqual([...a.supportNeeded].sort());
  if (step === 'hoursOfCare') expect(checked('radio')).toEqual(a.hoursOfCare ? [a.hoursOfCare] : []);
  if (step === 'medicalCondition') {
    expect(checked('radio')).toEqual(a.medicalCondition ? [a.medicalCondition] : []);
    // The box for another condition is there exactly while Other is chosen.
    const other = within(quiz()).queryByLabelText('Please specify the condition');
    if (a.medicalCondition === 'Other') expect(other).toHaveValue(a.otherCondition);
    else expect(other).not.toBeInTheDocument();
  }
  if (step === 'languages') expect(checked('checkbox').sort()).toEqual([...a.languages].sort());
  if (step === 'location') {
    const field = within(quiz()).getByLabelText(/City and postal code/);
    expect(field).toHaveValue(a.location);
    expectMarked(field, v.refused && a.location.trim() === '');
  }
  if (step === 'startDate') {
    const field = within(quiz()).getByLabelText('Preferred start date');
    expect(field).toHaveValue(a.startDate);
    // The date picker offers today on: the visitor's clock says March 1, 2031.
    expect(field).toHaveAttribute('min', '2031-03-01');
    // A date before today refused: the field says why, where a screen reader reads it with the field.
    expectMarked(field, v.refused);
    if (v.refused) expect(field).toHaveAccessibleDescription('Choose today or a later date, or leave the date empty.');
    else expect(field).not.toHaveAccessibleDescription(/Choose today/);
  }
  if (step === 'contact') {
    for (const field of ['name', 'email', 'phone'] as const) {
      const input = within(quiz()).getByLabelText(CONTACT_LABELS[field]);
      expect(input).toHaveValue(a.contact[field]);
      expectMarked(input, v.refused && a.contact[field].trim() === '');
    }
  }
  expectNotice(v);
  expect(within(quiz()).getByTestId('quiz-plan-notice')).toBeEmptyDOMElement();
}

/** The results for the visitor's answers: the plan, its price story, the answers, what would be posted. */
function expectResults(events: readonly { type: string }[]) {
  const v = visitorAfter(events);
  expect(v.screen, 'the screen the visitor should be on').toBe('results');
  const expected = expectedResults(v.answers, window.location.origin);
  const results = within(quiz()).getByTestId('quiz-results');
  expect(within(results).getByTestId('plan-name')).toHaveTextContent(expected.plan);
  expect(within(results).getByTestId('plan-price')).toHaveTextContent(expected.price);
  expect(within(results).getByText(expected.hours)).toBeVisible();
  for (const feature of expected.features) expect(within(results).getByText(feature)).toBeVisible();
  const basis = within(results).getByTestId('plan-price-basis');
  expect(within(basis).getByText(expected.hourly)).toBeVisible();
  expect(within(basis).getByText(expected.compare)).toBeVisible();
  expect(within(basis).getByRole('link', { name: expected.calculatorLink.name })).toHaveAttribute('href', expected.calculatorLink.href);
  expect([...within(results).getByTestId('plan-choices').querySelectorAll('li')].map((li) => li.textContent)).toEqual(expected.choices);
  const facts = Object.fromEntries([...results.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]));
  expect(facts).toEqual(expected.facts);
  expect(within(results).getByRole('link', { name: 'Book a Free Consultation' })).toHaveAttribute('href', '/book-a-free-care-consultation');
  if (v.planNotice) {
    // Said above the plan, in place: no toast sits over it; the answers logged once, as given.
    expect(within(quiz()).getByTestId('quiz-plan-notice')).toHaveTextContent(
      'Generating Your Plan... Thank you for your answers. Here is your personalized recommendation.',
    );
    expect(logAnswers).toHaveBeenCalledExactlyOnceWith('Care finder quiz answers', v.answers);
  } else {
    // Brought back, not generated again: no notice, nothing logged.
    expect(within(quiz()).getByTestId('quiz-plan-notice')).toBeEmptyDOMElement();
    expect(logAnswers).not.toHaveBeenCalled();
  }
  expect(toaster().textContent).toBe('');
  // 'Send My Plan to a Care Advisor' posts exactly these fields, and only when pressed.
  const form = within(results).getByTestId('care-plan-form');
  const posted = Object.fromEntries([...form.querySelectorAll<HTMLInputElement>('input[type="hidden"]')].map((input) => [input.name, input.value]));
  expect(posted).toEqual(expected.posted);
  expect(within(form).getByRole('button', { name: 'Send My Plan to a Care Advisor' })).toBeEnabled();
  // Saved for the browser's Back button.
  expect(JSON.parse(sessionStorage.getItem(SAVED_RESULTS_KEY) ?? 'null')).toEqual(v.answers);
}

/**
 * The visitor comes back with the browser's Back button to a page loaded anew: the results saved
 * in this tab come back (the page shows again: pageshow).
 */
async function restoreResults(answers: unknown) {
  sessionStorage.setItem(SAVED_RESULTS_KEY, JSON.stringify(answers));
  const navigation = vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ type: 'back_forward' }] as unknown as PerformanceEntryList);
  try {
    await act(async () => {
      window.dispatchEvent(new Event('pageshow'));
    });
  } finally {
    navigation.mockRestore();
  }
}

let observed: MachineObserver | undefined;

/** The quiz page, opened in a new tab (nothing kept in it). */
function renderQuiz(observer?: MachineObserver) {
  sessionStorage.clear();
  observed = observer;
  openQuizPage();
}

/** The quiz page, opened in this tab (what the tab keeps stays). */
function openQuizPage() {
  user = userEvent.setup({ delay: null });
  logAnswers = vi.fn();
  renderWithSite(<CareFinderQuiz words={QUIZ_WORDS} logAnswers={logAnswers} sendPlan={(fields) => <CarePlanRequestForm fields={fields} />} />, {
    observer: observed,
  });
}

/** The visitor was on `step` with `answers`, and the quiz opens again in the tab (the French page from the header's switch, a reload). */
async function reopenQuizAt(step: string, answers: unknown) {
  cleanup();
  sessionStorage.setItem(QUIZ_DRAFT_KEY, JSON.stringify({ step, answers }));
  await act(async () => openQuizPage());
}

// The results' code is fetched when the quiz starts (decision 0025); here it is there from the start.
// The visitor's clock says Saturday, March 1, 2031, 10:00 AM (their date is the start date's "today").
beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(2031, 2, 1, 10, 0) });
  await preloadQuizResults(QUIZ_WORDS);
});
afterAll(() => {
  vi.useRealTimers();
});

describeMachineModel({
  id: 'quiz',
  ...MODEL_CONFIGURATIONS.quiz[0]!,
  render: (observer) => renderQuiz(observer),
  stateElement: quiz,
  events: {
    START: async () => {
      await user.click(within(quiz()).getByRole('button', { name: 'Start Care Finder Quiz' }));
      expectHeadingFocused();
    },
    NEXT: async (event, visit) => pressForward('Next', visitorAfter(visit.events), visitorAfter([...visit.events, event])),
    SUBMIT: async (event, visit) => pressForward('See My Plan', visitorAfter(visit.events), visitorAfter([...visit.events, event])),
    BACK: async () => {
      await user.click(within(quiz()).getByRole('button', { name: 'Back' }));
      expectHeadingFocused();
    },
    START_OVER: async () => {
      await user.click(within(quiz()).getByRole('button', { name: 'Start Over' }));
      expectHeadingFocused();
      // Start Over forgets the saved results: Back will not bring them again.
      expect(sessionStorage.getItem(SAVED_RESULTS_KEY)).toBeNull();
    },
    RESTORE_RESULTS: async ({ answers }) => restoreResults(answers),
    RESUME: async ({ step, answers }) => reopenQuizAt(step, answers),
    ANSWER_WHO: async ({ value }) => user.click(within(quiz()).getByRole('radio', { name: value })),
    SET_SUPPORT: async ({ option, value }) => leaveChecked(user, within(quiz()).getByRole('checkbox', { name: option }), value),
    SET_HOURS: async ({ value }) => user.click(within(quiz()).getByRole('radio', { name: value })),
    SET_CONDITION: async ({ value }) => user.click(within(quiz()).getByRole('radio', { name: value })),
    // Generated only while Other is chosen (quizCanHappen): the text box exists only then.
    SET_OTHER_CONDITION: async ({ text }) => replaceText('Please specify the condition', text),
    SET_LOCATION: async ({ value }) => replaceText(/City and postal code/, value),
    SET_LANGUAGE: async ({ language, value }) => leaveChecked(user, within(quiz()).getByRole('checkbox', { name: language }), value),
    SET_START_DATE: async ({ value }) => {
      fireEvent.change(within(quiz()).getByLabelText('Preferred start date'), { target: { value } });
    },
    SET_CONTACT_FIELD: async ({ field, value }) => replaceText(CONTACT_LABELS[field], value),
  },
  states: {
    intro: ({ events }) => {
      expect(visitorAfter(events).screen, 'the screen the visitor should be on').toBe('intro');
      expect(within(quiz()).getByRole('heading', { level: 2, name: 'Find the Right Care Plan in 8 Quick Steps' })).toBeVisible();
      expect(within(quiz()).getByRole('button', { name: 'Start Care Finder Quiz' })).toBeEnabled();
      expect(within(quiz()).queryByText(/Step \d of 8/)).not.toBeInTheDocument();
      expect(within(quiz()).getByTestId('quiz-plan-notice')).toBeEmptyDOMElement();
    },
    ...Object.fromEntries(STEPS.map((step) => [step, ({ events }: { events: readonly { type: string }[] }) => expectStep(step, events)])),
    results: ({ events }) => expectResults(events),
  },
});

/** Answers up to the start date, as a tab keeps them (written by hand). */
const RESUMED_AT_START_DATE = {
  whoNeedsCare: 'My Mother',
  supportNeeded: ['Bathing'],
  hoursOfCare: '2-4',
  medicalCondition: 'None',
  otherCondition: '',
  location: 'Brampton, L6Y 4R2',
  languages: ['English'],
  startDate: '',
  contact: { name: '', email: '', phone: '' },
};

/** Clicks through the quiz the way a visitor does. */
const click = (role: 'button' | 'radio' | 'checkbox', name: string) => user.click(within(quiz()).getByRole(role, { name }));
const onStep = (n: number) => expect(within(quiz()).getByText(`Step ${n} of 8`)).toBeVisible();

describe('quiz: a refused step, left and come back to', () => {
  it('is not shown invalid again before the visitor acts (location)', async () => {
    renderQuiz();
    await click('button', 'Start Care Finder Quiz');
    await click('radio', 'My Mother');
    await click('button', 'Next');
    await click('checkbox', 'Bathing');
    await click('button', 'Next');
    await click('radio', '2-4');
    await click('button', 'Next');
    await click('button', 'Next');
    // Step 5, the location left empty: Next is refused, the field is marked and the notice says so.
    await click('button', 'Next');
    onStep(5);
    expectMarked(within(quiz()).getByLabelText(/City and postal code/), true);
    expect(within(toaster()).getByRole('alert')).toHaveTextContent('Incomplete Information');
    // Answered: the notice leaves with its reason while the step stays.
    await replaceText(/City and postal code/, 'Ottawa');
    onStep(5);
    expect(toaster()).not.toHaveTextContent('Incomplete Information');
    expectMarked(within(quiz()).getByLabelText(/City and postal code/), false);
    // Emptied again, Back to step 4 and on again: step 5 comes back as new, its field not marked.
    await replaceText(/City and postal code/, '');
    expectMarked(within(quiz()).getByLabelText(/City and postal code/), true);
    await click('button', 'Back');
    onStep(4);
    await click('button', 'Next');
    onStep(5);
    expectMarked(within(quiz()).getByLabelText(/City and postal code/), false);
  });

  it('is not shown invalid again before the visitor acts (a start date in the past), and a date kept in the tab goes on', async () => {
    const date = () => within(quiz()).getByLabelText('Preferred start date');
    const setDate = (value: string) => fireEvent.change(date(), { target: { value } });
    // Reopened at step 7 with the answers kept, among them a start date from before today's clock: taken as kept.
    await reopenQuizAt('startDate', { ...RESUMED_AT_START_DATE, startDate: '2031-03-02' });
    onStep(7);
    expect(date()).toHaveAttribute('min', '2031-03-01');
    await click('button', 'Next');
    onStep(8);
    await click('button', 'Back');
    // A date typed in the past: refused, said under the field.
    setDate('2020-01-15');
    await click('button', 'Next');
    onStep(7);
    expectMarked(date(), true);
    expect(date()).toHaveAccessibleDescription('Choose today or a later date, or leave the date empty.');
    // Back to step 6 and on again: step 7 comes back as new, its field not marked.
    await click('button', 'Back');
    onStep(6);
    await click('button', 'Next');
    onStep(7);
    expectMarked(date(), false);
    // Today is taken.
    setDate('2031-03-01');
    await click('button', 'Next');
    onStep(8);
  });

  it('is not shown invalid again before the visitor acts (contact), and Start Over brings English back alone', async () => {
    renderQuiz();
    await click('button', 'Start Care Finder Quiz');
    await click('radio', 'Myself');
    await click('button', 'Next');
    await click('checkbox', 'Companionship');
    await click('button', 'Next');
    await click('radio', 'Unsure');
    await click('button', 'Next');
    await click('button', 'Next');
    await replaceText(/City and postal code/, 'Ottawa, K1P 1J1');
    await click('button', 'Next');
    await click('checkbox', 'French');
    await click('button', 'Next');
    await click('button', 'Next');
    await replaceText(CONTACT_LABELS.name, 'Ada Tremblay');
    await click('button', 'See My Plan');
    onStep(8);
    expectMarked(within(quiz()).getByLabelText(CONTACT_LABELS.name), false);
    expectMarked(within(quiz()).getByLabelText(CONTACT_LABELS.email), true);
    expectMarked(within(quiz()).getByLabelText(CONTACT_LABELS.phone), true);
    await click('button', 'Back');
    await click('button', 'Next');
    onStep(8);
    for (const field of ['name', 'email', 'phone'] as const) expectMarked(within(quiz()).getByLabelText(CONTACT_LABELS[field]), false);
    await replaceText(CONTACT_LABELS.email, 'ada@example.ca');
    await replaceText(CONTACT_LABELS.phone, '613-555-0142');
    await click('button', 'See My Plan');
    // Companionship, Unsure, English and French: the base plan with a bilingual caregiver, $140 (§9.2).
    expect(within(quiz()).getByTestId('plan-name')).toHaveTextContent('Companionship Care with a Bilingual Caregiver');
    expect(within(quiz()).getByTestId('plan-price')).toHaveTextContent('$140 per day (est.)');
    expect(within(quiz()).getByTestId('quiz-plan-notice')).toHaveTextContent('Generating Your Plan...');
    // Start Over, then results brought back (the browser's Back): the plan's notice left with the first ones.
    await click('button', 'Start Over');
    expect(within(quiz()).getByTestId('quiz-plan-notice')).toBeEmptyDOMElement();
    await restoreResults(RESTORED);
    expect(within(quiz()).getByTestId('plan-name')).toHaveTextContent('Companionship Care with a Bilingual Caregiver');
    expect(within(quiz()).getByTestId('quiz-plan-notice')).toBeEmptyDOMElement();
    // Start Over: every answer goes, the caregiver's language is English again.
    await click('button', 'Start Over');
    await click('button', 'Start Care Finder Quiz');
    onStep(1);
    expect(checked('radio')).toEqual([]);
    await click('radio', 'My Father');
    await click('button', 'Next');
    expect(checked('checkbox')).toEqual([]);
    await click('checkbox', 'Meal Prep');
    await click('button', 'Next');
    expect(checked('radio')).toEqual([]);
    await click('radio', '2-4');
    await click('button', 'Next');
    await click('button', 'Next');
    expect(within(quiz()).getByLabelText(/City and postal code/)).toHaveValue('');
    await replaceText(/City and postal code/, 'Ottawa');
    await click('button', 'Next');
    onStep(6);
    expect(checked('checkbox')).toEqual(['English']);
  });
});

describe('quiz: opened again in the tab (the French page from the header’s switch, a reload)', () => {
  it('goes on at the step the visitor was on, every answer kept; the results and Start Over forget the place', async () => {
    renderQuiz();
    await click('button', 'Start Care Finder Quiz');
    await click('radio', 'My Father');
    await click('button', 'Next');
    await click('checkbox', 'Meal Prep');
    await click('button', 'Next');
    await click('radio', '6-8');
    await click('button', 'Next');
    await click('radio', 'Stroke Recovery');
    await click('button', 'Next');
    await replaceText(/City and postal code/, 'Laval, H7N 2X4');
    // The page opens again in this tab: step 5, the place as typed, and what it says of it.
    cleanup();
    await act(async () => openQuizPage());
    onStep(5);
    expect(within(quiz()).getByLabelText(/City and postal code/)).toHaveValue('Laval, H7N 2X4');
    expect(await within(quiz()).findByText('Laval: on request')).toBeVisible();
    await click('button', 'Back');
    onStep(4);
    expect(checked('radio')).toEqual(['Stroke Recovery']);
    await click('button', 'Back');
    expect(checked('radio')).toEqual(['6-8']);
    await click('button', 'Back');
    expect(checked('checkbox')).toEqual(['Meal Prep']);
    await click('button', 'Back');
    expect(checked('radio')).toEqual(['My Father']);
    // On to the results: the place is forgotten (the results are kept for Back apart).
    for (let step = 1; step <= 4; step += 1) await click('button', 'Next');
    await click('button', 'Next');
    await click('button', 'Next');
    await click('button', 'Next');
    await replaceText(CONTACT_LABELS.name, 'Luc Gagnon');
    await replaceText(CONTACT_LABELS.email, 'luc.gagnon@example.ca');
    await replaceText(CONTACT_LABELS.phone, '450-555-0142');
    await click('button', 'See My Plan');
    expect(within(quiz()).getByTestId('plan-name')).toBeVisible();
    cleanup();
    await act(async () => openQuizPage());
    expect(within(quiz()).getByRole('button', { name: 'Start Care Finder Quiz' })).toBeVisible();
  });

  it('a place kept that skips a question, or a step the quiz has not, opens at the intro', async () => {
    for (const draft of [{ step: 'hoursOfCare', answers: { ...RESTORED, supportNeeded: [] } }, { step: 'results', answers: RESTORED }, { step: 'location' }]) {
      cleanup();
      sessionStorage.setItem(QUIZ_DRAFT_KEY, JSON.stringify(draft));
      await act(async () => openQuizPage());
      expect(within(quiz()).getByRole('button', { name: 'Start Care Finder Quiz' })).toBeVisible();
    }
  });
});

describe('quiz: started from a language page', () => {
  it('Start Over keeps the page’s city and language for the next quiz', async () => {
    sessionStorage.clear();
    sessionStorage.setItem(VISIT_FACTS_KEY, JSON.stringify({ city: 'Montreal', languages: ['Arabic'] }));
    observed = undefined;
    openQuizPage();
    await restoreResults(RESTORED);
    await click('button', 'Start Over');
    await click('button', 'Start Care Finder Quiz');
    await click('radio', 'My Mother');
    await click('button', 'Next');
    await click('checkbox', 'Bathing');
    await click('button', 'Next');
    await click('radio', '2-4');
    await click('button', 'Next');
    await click('button', 'Next');
    expect(within(quiz()).getByLabelText(/City and postal code/)).toHaveValue('Montreal');
    await click('button', 'Next');
    expect(checked('checkbox')).toEqual(['English', 'Arabic']);
  });
});

describe('quiz: Back through every step, and answers the generated paths leave out', () => {
  it('goes down one step at a time to step 1, keeping every answer, and the plan follows the Other condition, the date and the languages', async () => {
    renderQuiz();
    await click('button', 'Start Care Finder Quiz');
    await click('radio', 'My Father');
    await click('button', 'Next');
    await click('checkbox', 'Companionship');
    await click('button', 'Next');
    await click('radio', '6-8');
    await click('button', 'Next');
    await click('radio', 'Other');
    await replaceText('Please specify the condition', "Early-stage Alzheimer's");
    await click('button', 'Next');
    await replaceText(/City and postal code/, 'Ottawa, K1P 1J1');
    await click('button', 'Next');
    await click('checkbox', 'Punjabi');
    await click('button', 'Next');
    fireEvent.change(within(quiz()).getByLabelText('Preferred start date'), { target: { value: '2031-03-02' } });
    await click('button', 'Next');
    onStep(8);
    // Back, step by step: each answer is still there.
    const kept: Array<[number, () => void]> = [
      [7, () => expect(within(quiz()).getByLabelText('Preferred start date')).toHaveValue('2031-03-02')],
      [6, () => expect(checked('checkbox')).toEqual(['English', 'Punjabi'])],
      [5, () => expect(within(quiz()).getByLabelText(/City and postal code/)).toHaveValue('Ottawa, K1P 1J1')],
      [4, () => expect(within(quiz()).getByLabelText('Please specify the condition')).toHaveValue("Early-stage Alzheimer's")],
      [3, () => expect(checked('radio')).toEqual(['6-8'])],
      [2, () => expect(checked('checkbox')).toEqual(['Companionship'])],
      [1, () => expect(checked('radio')).toEqual(['My Father'])],
    ];
    for (const [n, expectKept] of kept) {
      await click('button', 'Back');
      onStep(n);
      expectKept();
    }
    expect(within(quiz()).getByRole('button', { name: 'Back' })).toBeDisabled();
    for (let n = 2; n <= 8; n++) {
      await click('button', 'Next');
      onStep(n);
    }
    await replaceText(CONTACT_LABELS.name, 'Luc Gagnon');
    await replaceText(CONTACT_LABELS.email, 'luc@example.ca');
    await replaceText(CONTACT_LABELS.phone, '613-555-0177');
    await click('button', 'See My Plan');
    // 'alzheimer' in the condition's words: Alzheimer's & Dementia Care, $180 (§9.2 step 3); 6-8 hours
    // double it to $360 for 8 hours/day (step 4); two languages, a bilingual caregiver (step 6).
    // $360 / 8 h = $45.00 an hour; Ottawa Region, specialized care: $38 x 0.98 = $37.24 (§9.3).
    const results = within(quiz()).getByTestId('quiz-results');
    expect(within(results).getByTestId('plan-name')).toHaveTextContent("Alzheimer's & Dementia Care with a Bilingual Caregiver");
    expect(within(results).getByTestId('plan-price')).toHaveTextContent('$360 per day (est.)');
    expect(within(results).getByText('That is $45.00 an hour for 8 hours a day.')).toBeVisible();
    expect(within(results).getByText('The care cost calculator’s hourly rate for specialized (dementia/psw) in the Ottawa Region is $37.24.')).toBeVisible();
    const facts = Object.fromEntries([...results.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]));
    expect(facts).toEqual(BACK_WALK.facts);
    const form = within(results).getByTestId('care-plan-form');
    const posted = Object.fromEntries([...form.querySelectorAll<HTMLInputElement>('input[type="hidden"]')].map((input) => [input.name, input.value]));
    expect(posted).toEqual(BACK_WALK.posted(window.location.origin));
  });

  it('a refusal on step 3, answered and left, marks nothing on the steps after it', async () => {
    renderQuiz();
    await click('button', 'Start Care Finder Quiz');
    await click('radio', 'Myself');
    await click('button', 'Next');
    await click('checkbox', 'Medication');
    await click('button', 'Next');
    await click('button', 'Next');
    onStep(3);
    await click('radio', 'Unsure');
    await click('button', 'Next');
    await click('button', 'Next');
    onStep(5);
    expectMarked(within(quiz()).getByLabelText(/City and postal code/), false);
  });
});
