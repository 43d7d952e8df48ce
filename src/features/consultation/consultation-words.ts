import { createContext, useContext } from 'react';
import type { ConsultationLaterWords, ConsultationWords } from '../../content/pages/consultation';
import { loadOncePer } from '../../shared/lib/load-once';

/**
 * The consultation request's words for the views under it (decision 0069), given by the page (the
 * English page src/content/pages/consultation.ts', the French page consultation.fr-CA.ts'), so the
 * steps that load later (./consultation-request-later-steps.tsx) speak the page's language with
 * nothing passed through the machine, which keeps values, not words. No default: a page fetches
 * its own language's words only (the French page's first load had the English ones too).
 */
export const ConsultationWordsContext = createContext<ConsultationWords | null>(null);

export function useConsultationWords(): ConsultationWords {
  const words = useContext(ConsultationWordsContext);
  if (!words) throw new Error('The consultation request is rendered without its words: give <ConsultationRequest words={...} />.');
  return words;
}

/** Each language's later words, fetched once (as the later steps' code is). */
const laterWordsOf = loadOncePer(
  (words: ConsultationWords) => words.later(),
  (words) => words.later,
);

/** Starts fetching the later steps' words of a language (the page's). */
export const preloadLaterWords = (words: ConsultationWords): Promise<ConsultationLaterWords> => laterWordsOf(words).preload();

/** The later steps' words of the page's language, suspending until they have arrived. */
export const useConsultationLaterWords = (): ConsultationLaterWords => laterWordsOf(useConsultationWords()).useLoaded();
