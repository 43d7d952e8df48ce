import { useEffect, useEffectEvent } from 'react';
import { parseSavedAnswers, type QuizAnswers } from '../../../machines/quiz/quiz.rules';
import type { QuizView } from '../../../machines/quiz/quiz.view';
import { SAVED_RESULTS_KEY, sessionStore as storage } from '../../shared/lib/session-store';

export { SAVED_RESULTS_KEY };

/** How the page was reached: 'back_forward' when the visitor pressed Back or Forward. */
const navigationType = (): string => {
  const [entry] = performance.getEntriesByType?.('navigation') ?? [];
  return (entry as PerformanceNavigationTiming | undefined)?.type ?? 'navigate';
};

/**
 * Keeps the results for the browser's Back button: while the results are shown their
 * answers are saved in session storage; Start Over forgets them. When the page is reached with
 * Back or Forward and the quiz is at its intro (the page was loaded anew rather than restored
 * from the back-forward cache, which keeps the results by itself), the saved answers, if complete,
 * bring the results back. Returns `forget`, for Start Over.
 */
export function useRestoredResults(view: QuizView): () => void {
  const { isResults, isIntro, answers } = view;

  useEffect(() => {
    if (isResults) storage()?.setItem(SAVED_RESULTS_KEY, JSON.stringify(answers satisfies QuizAnswers));
  }, [isResults, answers]);

  const restore = useEffectEvent(() => {
    if (!isIntro || navigationType() !== 'back_forward') return;
    const saved = parseSavedAnswers(storage()?.getItem(SAVED_RESULTS_KEY) ?? null);
    if (saved) view.restoreResults(saved);
  });
  useEffect(() => {
    restore();
    const onPageShow = () => restore();
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  return () => storage()?.removeItem(SAVED_RESULTS_KEY);
}
