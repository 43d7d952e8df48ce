import { useEffect, useEffectEvent } from 'react';
import { QUIZ_STEPS, type QuizStep } from '../../../machines/quiz/quiz.machine';
import { answersOf, isHoursChosen, isLocationGiven, isSupportChosen, isWhoNeedsCareAnswered, type QuizAnswers } from '../../../machines/quiz/quiz.rules';
import type { QuizView } from '../../../machines/quiz/quiz.view';
import { isRecord, parseJsonRecord } from '../../../machines/shared/json-record';
import { QUIZ_DRAFT_KEY, sessionStore as storage } from '../../shared/lib/session-store';

export { QUIZ_DRAFT_KEY };

export interface QuizDraft {
  step: QuizStep;
  answers: QuizAnswers;
}

/** The steps whose Next is guarded, by the same rules as the machine's guards; the others always let the visitor on. */
const STEP_ANSWERED: Partial<Record<QuizStep, (a: QuizAnswers) => boolean>> = {
  whoNeedsCare: isWhoNeedsCareAnswered,
  supportNeeded: isSupportChosen,
  hoursOfCare: isHoursChosen,
  location: isLocationGiven,
};

/** Every question before `step` answered as its Next requires: a draft that skips one is not the quiz's. */
const answeredBefore = (step: QuizStep, a: QuizAnswers): boolean =>
  QUIZ_STEPS.slice(0, QUIZ_STEPS.indexOf(step)).every((before) => STEP_ANSWERED[before]?.(a) ?? true);

/** A draft kept earlier (JSON from session storage): a step of the quiz, answers of its shape that reach it; anything else null. */
export function parseQuizDraft(json: string | null): QuizDraft | null {
  const saved = parseJsonRecord(json);
  const step = QUIZ_STEPS.find((s) => s === saved?.step);
  const answers = isRecord(saved?.answers) ? answersOf(saved.answers) : null;
  return step && answers && answeredBefore(step, answers) ? { step, answers } : null;
}

/**
 * Keeps the quiz's place for this tab (decision 0087): while a question is on screen, its step and
 * the answers so far are saved; the results (kept apart for the browser's Back) and Start Over
 * forget them. When the quiz opens at its intro (the other language's page from the header's
 * switch, a reload), a draft kept brings the visitor back to the step they were on, every answer
 * as it was. Returns `forget`, for Start Over.
 */
export function useQuizDraft(view: QuizView): () => void {
  const { step, answers, isResults } = view;
  const forget = () => storage()?.removeItem(QUIZ_DRAFT_KEY);

  const resume = useEffectEvent(() => {
    if (!view.isIntro) return;
    const draft = parseQuizDraft(storage()?.getItem(QUIZ_DRAFT_KEY) ?? null);
    if (draft) view.resume(draft.step, draft.answers);
  });
  useEffect(() => resume(), []);

  useEffect(() => {
    if (step) storage()?.setItem(QUIZ_DRAFT_KEY, JSON.stringify({ step, answers } satisfies QuizDraft));
    else if (isResults) storage()?.removeItem(QUIZ_DRAFT_KEY);
  }, [step, answers, isResults]);

  return forget;
}
