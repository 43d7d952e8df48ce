import { createContext, useContext } from 'react';
import { CONSULTATION_WORDS, type ConsultationLaterWords, type ConsultationWords } from '../../content/pages/consultation';
import { loadOnce } from '../../shared/lib/load-once';

/**
 * The consultation request's words for the views under it (decision 0069): English unless a page
 * gives its own (the French page gives src/content/pages/consultation.fr-CA.ts'), so the steps
 * that load later (./consultation-request-later-steps.tsx) speak the page's language with nothing
 * passed through the machine, which keeps values, not words.
 */
export const ConsultationWordsContext = createContext<ConsultationWords>(CONSULTATION_WORDS);

export const useConsultationWords = (): ConsultationWords => useContext(ConsultationWordsContext);

/** Each language's later words, fetched once (as the later steps' code is). */
const laterWords = new Map<ConsultationWords['later'], ReturnType<typeof loadOnce<ConsultationLaterWords>>>();

function laterWordsOf(words: ConsultationWords) {
  let loader = laterWords.get(words.later);
  if (!loader) {
    loader = loadOnce(words.later);
    laterWords.set(words.later, loader);
  }
  return loader;
}

/** Starts fetching the later steps' words of a language (the page's, English unless given). */
export const preloadLaterWords = (words: ConsultationWords = CONSULTATION_WORDS): Promise<ConsultationLaterWords> => laterWordsOf(words).preload();

/** The later steps' words of the page's language, suspending until they have arrived. */
export const useConsultationLaterWords = (): ConsultationLaterWords => laterWordsOf(useConsultationWords()).useLoaded();
