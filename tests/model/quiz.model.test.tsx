import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeAll, expect, vi } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { conditionText } from '../../machines/quiz/quiz.rules';
import { QUIZ_STEPS, type quizMachine } from '../../machines/quiz/quiz.machine';
import { quizView } from '../../machines/quiz/quiz.view';
import { QUIZ_TEXT, QUIZ_WORDS } from '../../src/content/quiz';
import { SUPPORT_IN_PLAN } from '../../src/content/plan-choices';
import { carePlanFor } from '../../src/features/quiz/care-plan';
import { CareFinderQuiz, preloadQuizResults } from '../../src/features/quiz/care-finder-quiz';
import { carePlanRequestFields } from '../../src/features/quiz/care-plan';
import { SAVED_RESULTS_KEY } from '../../src/features/quiz/use-restored-results';
import { CarePlanRequestForm } from '../../src/features/forms/care-plan-request-form';
import { renderWithSite } from '../render';
import { MODEL_CONFIGURATIONS } from './configurations';
import { describeMachineModel, leaveChecked } from './harness';

let user: UserEvent;
let logAnswers = vi.fn();
/** The results came back with the browser's Back button rather than from See My Plan. */
let restored = false;
const quiz = () => screen.getByTestId('care-finder-quiz');
const toaster = () => screen.getByTestId('toaster');
const viewOf = (model: SnapshotFrom<typeof quizMachine>) => quizView(model, () => {});

async function replaceText(label: string | RegExp, value: string) {
  const input = within(quiz()).getByLabelText(label);
  await user.clear(input);
  if (value) await user.type(input, value);
}

/** Clicks Next (or See My Plan); when the machine stays, the destructive notice must be showing. */
async function pressForward(name: string, notice: { title: string; description: string }) {
  const before = quiz().getAttribute('data-state');
  await user.click(within(quiz()).getByRole('button', { name }));
  if (quiz().getAttribute('data-state') === before) {
    const alert = within(toaster()).getByRole('alert');
    expect(within(alert).getByText(notice.title)).toBeVisible();
    expect(within(alert).getByText(notice.description)).toBeVisible();
  } else {
    expectHeadingFocused();
  }
}

/** On every step change focus moves to the new step's heading. */
function expectHeadingFocused() {
  expect(document.activeElement?.tagName).toBe('H2');
  expect(quiz()).toContainElement(document.activeElement as HTMLElement);
}

/** A question step as the model's view model has it: progress, heading, Back and the forward button, the answers chosen. */
function expectStep(model: SnapshotFrom<typeof quizMachine>) {
  const { step, stepNumber, totalSteps, canGoBack, isLastStep, answers: a } = viewOf(model);
  if (!step || stepNumber === null) throw new Error(`"${String(model.value)}" is not a question step`);
  expect(totalSteps).toBe(8);
  expect(within(quiz()).getByText(QUIZ_TEXT.progress(stepNumber))).toBeVisible();
  expect(within(quiz()).getByRole('heading', { level: 2, name: QUIZ_TEXT.steps[step].heading })).toBeVisible();
  const back = within(quiz()).getByRole('button', { name: QUIZ_TEXT.back });
  if (canGoBack) expect(back).toBeEnabled();
  else expect(back).toBeDisabled();
  expect(within(quiz()).getByRole('button', { name: isLastStep ? QUIZ_TEXT.seeMyPlan : QUIZ_TEXT.next })).toBeEnabled();
  expect(within(quiz()).queryByRole('button', { name: isLastStep ? QUIZ_TEXT.next : QUIZ_TEXT.seeMyPlan })).not.toBeInTheDocument();
  // What the visitor chose is still shown as chosen.
  const chosen = (name: string) => within(quiz()).getByRole(['whoNeedsCare', 'hoursOfCare', 'medicalCondition'].includes(step) ? 'radio' : 'checkbox', { name });
  if (step === 'whoNeedsCare' && a.whoNeedsCare) expect(chosen(a.whoNeedsCare)).toBeChecked();
  if (step === 'supportNeeded') for (const s of a.supportNeeded) expect(chosen(s)).toBeChecked();
  if (step === 'hoursOfCare' && a.hoursOfCare) expect(chosen(a.hoursOfCare)).toBeChecked();
  if (step === 'medicalCondition' && a.medicalCondition) expect(chosen(a.medicalCondition)).toBeChecked();
  // The text box for another condition is there exactly while Other is chosen.
  if (step === 'medicalCondition') {
    const other = within(quiz()).queryByLabelText(QUIZ_TEXT.otherConditionLabel);
    if (a.medicalCondition === 'Other') expect(other).toHaveValue(a.otherCondition);
    else expect(other).not.toBeInTheDocument();
  }
  if (step === 'languages') for (const l of a.languages) expect(chosen(l)).toBeChecked();
  if (step === 'location') expect(within(quiz()).getByLabelText(/City and postal code/)).toHaveValue(a.location);
}

// The results' code is fetched when the quiz starts (decision 0025); here it is there from the start.
beforeAll(async () => {
  await preloadQuizResults(QUIZ_WORDS);
});

describeMachineModel({
  id: 'quiz',
  ...MODEL_CONFIGURATIONS.quiz[0]!,
  render: (observer) => {
    user = userEvent.setup({ delay: null });
    logAnswers = vi.fn();
    restored = false;
    sessionStorage.clear();
    renderWithSite(<CareFinderQuiz words={QUIZ_WORDS} logAnswers={logAnswers} sendPlan={(fields) => <CarePlanRequestForm fields={fields} />} />, { observer });
  },
  stateElement: quiz,
  events: {
    START: async () => {
      await user.click(within(quiz()).getByRole('button', { name: QUIZ_TEXT.start }));
      expectHeadingFocused();
    },
    NEXT: async () => pressForward(QUIZ_TEXT.next, QUIZ_TEXT.notices.incomplete),
    SUBMIT: async () => pressForward(QUIZ_TEXT.seeMyPlan, QUIZ_TEXT.notices.contactIncomplete),
    BACK: async () => {
      await user.click(within(quiz()).getByRole('button', { name: QUIZ_TEXT.back }));
      expectHeadingFocused();
    },
    START_OVER: async () => {
      await user.click(within(quiz()).getByRole('button', { name: QUIZ_TEXT.startOver }));
      expectHeadingFocused();
      // Start Over forgets the saved results: Back will not bring them again.
      expect(sessionStorage.getItem(SAVED_RESULTS_KEY)).toBeNull();
    },
    // The visitor comes back with the browser's Back button to a page loaded anew: the results
    // saved in this tab come back (the page shows again: pageshow).
    RESTORE_RESULTS: async ({ answers }) => {
      sessionStorage.setItem(SAVED_RESULTS_KEY, JSON.stringify(answers));
      const navigation = vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ type: 'back_forward' }] as unknown as PerformanceEntryList);
      try {
        await act(async () => {
          window.dispatchEvent(new Event('pageshow'));
        });
      } finally {
        navigation.mockRestore();
      }
      restored = true;
    },
    ANSWER_WHO: async ({ value }) => user.click(within(quiz()).getByRole('radio', { name: value })),
    SET_SUPPORT: async ({ option, value }) => leaveChecked(user, within(quiz()).getByRole('checkbox', { name: option }), value),
    SET_HOURS: async ({ value }) => user.click(within(quiz()).getByRole('radio', { name: value })),
    SET_CONDITION: async ({ value }) => user.click(within(quiz()).getByRole('radio', { name: value })),
    // Generated only while Other is chosen (quizCanHappen): the text box exists only then.
    SET_OTHER_CONDITION: async ({ text }) => replaceText(QUIZ_TEXT.otherConditionLabel, text),
    SET_LOCATION: async ({ value }) => replaceText(/City and postal code/, value),
    SET_LANGUAGE: async ({ language, value }) => leaveChecked(user, within(quiz()).getByRole('checkbox', { name: language }), value),
    SET_START_DATE: async ({ value }) => {
      fireEvent.change(within(quiz()).getByLabelText(QUIZ_TEXT.startDateLabel), { target: { value } });
    },
    SET_CONTACT_FIELD: async ({ field, value }) => {
      await replaceText(new RegExp(`^${QUIZ_TEXT.contactLabels[field]}`), value);
    },
  },
  states: {
    intro: () => {
      expect(within(quiz()).getByRole('button', { name: QUIZ_TEXT.start })).toBeVisible();
      expect(within(quiz()).queryByText(/Step \d of 8/)).not.toBeInTheDocument();
    },
    ...Object.fromEntries(QUIZ_STEPS.map((step) => [step, expectStep])),
    results: (model) => {
      const { isResults, answers: a } = viewOf(model);
      expect(isResults).toBe(true);
      const plan = carePlanFor({ ...a, conditionText: conditionText(a) });
      const results = within(quiz()).getByTestId('quiz-results');
      expect(within(results).getByTestId('plan-name')).toHaveTextContent(plan.name);
      expect(within(results).getByTestId('plan-price')).toHaveTextContent(`$${plan.pricePerDay} per day (est.)`);
      for (const f of plan.features) expect(within(results).getByText(f)).toBeVisible();
      // Beside the package's features, the family's own choices.
      const choices = within(results).queryByTestId('plan-choices');
      if (a.supportNeeded.length) expect([...choices!.querySelectorAll('li')].map((li) => li.textContent)).toEqual(a.supportNeeded.map((s) => SUPPORT_IN_PLAN[s as keyof typeof SUPPORT_IN_PLAN]));
      else expect(choices).not.toBeInTheDocument();
      expect(within(results).getByText(a.whoNeedsCare)).toBeVisible();
      expect(within(results).getByText(a.languages.join(', '))).toBeVisible();
      expect(within(results).getByText(a.location.trim())).toBeVisible();
      expect(within(results).getByRole('link', { name: 'Book a Free Consultation' })).toHaveAttribute('href', '/book-a-free-care-consultation');
      if (restored) {
        // Brought back, not generated again: no new notice, nothing logged again.
        expect(logAnswers).not.toHaveBeenCalled();
      } else {
        // Said above the plan, in place: no toast sits over it.
        expect(within(quiz()).getByTestId('quiz-plan-notice')).toHaveTextContent(`${QUIZ_TEXT.notices.generating.title} ${QUIZ_TEXT.notices.generating.description}`);
        expect(within(toaster()).queryByText(QUIZ_TEXT.notices.generating.title)).not.toBeInTheDocument();
        expect(logAnswers).toHaveBeenLastCalledWith(QUIZ_TEXT.answersLogLabel, a);
      }
      // 'Send My Plan to a Care Advisor' posts exactly these answers and this plan, and only when pressed.
      const form = within(results).getByTestId('care-plan-form');
      const posted = Object.fromEntries(
        [...form.querySelectorAll<HTMLInputElement>('input[type="hidden"]')].map((input) => [input.name, input.value]),
      );
      expect(posted).toMatchObject({ ...carePlanRequestFields(a, plan), _subject: 'Website Inquiry - Care Plan Request' });
      expect(within(form).getByRole('button', { name: 'Send My Plan to a Care Advisor' })).toBeEnabled();
      // Saved for the browser's Back button.
      expect(JSON.parse(sessionStorage.getItem(SAVED_RESULTS_KEY) ?? 'null')).toEqual(a);
    },
  },
});
