import { fireEvent, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import type { QuizAnswers } from '../../machines/quiz-rules';
import { conditionText } from '../../machines/quiz-rules';
import { QUIZ_STEPS, type QuizStep } from '../../machines/quiz.machine';
import { QUIZ_TEXT } from '../../src/content/quiz';
import { carePlanFor } from '../../src/features/quiz/care-plan';
import { CareFinderQuiz } from '../../src/features/quiz/care-finder-quiz';
import { renderWithSite } from '../render';
import { describeMachineModel, type StepOf } from './harness';
import { QUIZ_INPUT, quizSignificantContext } from './quiz-model-options';

let user: UserEvent;
let logAnswers = vi.fn();
const quiz = () => screen.getByTestId('care-finder-quiz');
const toaster = () => screen.getByTestId('toaster');
const payload = <T,>(step: StepOf) => step.event as unknown as T;

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

function expectStep(step: QuizStep, snapshot: AnyMachineSnapshot) {
  const n = QUIZ_STEPS.indexOf(step) + 1;
  expect(within(quiz()).getByText(QUIZ_TEXT.progress(n))).toBeVisible();
  expect(within(quiz()).getByRole('heading', { level: 2, name: QUIZ_TEXT.steps[step].heading })).toBeVisible();
  const back = within(quiz()).getByRole('button', { name: QUIZ_TEXT.back });
  if (n === 1) expect(back).toBeDisabled();
  else expect(back).toBeEnabled();
  expect(within(quiz()).getByRole('button', { name: n === 8 ? QUIZ_TEXT.seeMyPlan : QUIZ_TEXT.next })).toBeEnabled();
  // What the visitor chose is still shown as chosen.
  const a = snapshot.context.answers as QuizAnswers;
  const chosen = (name: string) => within(quiz()).getByRole(['whoNeedsCare', 'hoursOfCare', 'medicalCondition'].includes(step) ? 'radio' : 'checkbox', { name });
  if (step === 'whoNeedsCare' && a.whoNeedsCare) expect(chosen(a.whoNeedsCare)).toBeChecked();
  if (step === 'supportNeeded') for (const s of a.supportNeeded) expect(chosen(s)).toBeChecked();
  if (step === 'languages') for (const l of a.languages) expect(chosen(l)).toBeChecked();
  if (step === 'location') expect(within(quiz()).getByLabelText(/City and postal code/)).toHaveValue(a.location);
}

describeMachineModel({
  id: 'quiz',
  input: QUIZ_INPUT,
  significantContext: quizSignificantContext,
  render: (observer) => {
    user = userEvent.setup();
    logAnswers = vi.fn();
    renderWithSite(<CareFinderQuiz logAnswers={logAnswers} />, { observer });
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
    },
    ANSWER_WHO: async (step) => user.click(within(quiz()).getByRole('radio', { name: payload<{ value: string }>(step).value })),
    TOGGLE_SUPPORT: async (step) => user.click(within(quiz()).getByRole('checkbox', { name: payload<{ option: string }>(step).option })),
    SET_HOURS: async (step) => user.click(within(quiz()).getByRole('radio', { name: payload<{ value: string }>(step).value })),
    SET_CONDITION: async (step) => user.click(within(quiz()).getByRole('radio', { name: payload<{ value: string }>(step).value })),
    SET_OTHER_CONDITION: async (step) => {
      // Without Other chosen there is no text box to type in (the machine ignores the event too).
      if (!within(quiz()).queryByLabelText(QUIZ_TEXT.otherConditionLabel)) return;
      await replaceText(QUIZ_TEXT.otherConditionLabel, payload<{ text: string }>(step).text);
    },
    SET_LOCATION: async (step) => replaceText(/City and postal code/, payload<{ value: string }>(step).value),
    TOGGLE_LANGUAGE: async (step) => user.click(within(quiz()).getByRole('checkbox', { name: payload<{ language: string }>(step).language })),
    SET_START_DATE: async (step) => {
      fireEvent.change(within(quiz()).getByLabelText(QUIZ_TEXT.startDateLabel), { target: { value: payload<{ value: string }>(step).value } });
    },
    SET_CONTACT_FIELD: async (step) => {
      const { field, value } = payload<{ field: 'name' | 'email' | 'phone'; value: string }>(step);
      await replaceText(new RegExp(`^${QUIZ_TEXT.contactLabels[field]}`), value);
    },
  },
  states: {
    intro: () => {
      expect(within(quiz()).getByRole('button', { name: QUIZ_TEXT.start })).toBeVisible();
      expect(within(quiz()).queryByText(/Step \d of 8/)).not.toBeInTheDocument();
    },
    ...Object.fromEntries(QUIZ_STEPS.map((step) => [step, (snapshot: AnyMachineSnapshot) => expectStep(step, snapshot)])),
    results: (snapshot) => {
      const a = snapshot.context.answers as QuizAnswers;
      const plan = carePlanFor({ ...a, conditionText: conditionText(a) });
      const results = within(quiz()).getByTestId('quiz-results');
      expect(within(results).getByTestId('plan-name')).toHaveTextContent(plan.name);
      expect(within(results).getByTestId('plan-price')).toHaveTextContent(`$${plan.pricePerDay} per day (est.)`);
      for (const f of plan.features) expect(within(results).getByText(f)).toBeVisible();
      expect(within(results).getByText(a.whoNeedsCare)).toBeVisible();
      expect(within(results).getByText(a.languages.join(', '))).toBeVisible();
      expect(within(results).getByText(a.location.trim())).toBeVisible();
      expect(within(results).getByRole('link', { name: 'Book a Free Consultation' })).toHaveAttribute('href', '/book-a-free-care-consultation');
      expect(within(toaster()).getByText(QUIZ_TEXT.notices.generating.title)).toBeVisible();
      expect(logAnswers).toHaveBeenLastCalledWith(QUIZ_TEXT.answersLogLabel, a);
    },
  },
});
