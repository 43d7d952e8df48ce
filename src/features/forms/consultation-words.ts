import { createContext, useContext } from 'react';
import { CONSULTATION_WORDS, type ConsultationWords } from '../../content/pages/consultation';

/**
 * The consultation request's words for the views under it (decision 0069): English unless a page
 * gives its own (the French page gives src/content/pages/fr/consultation.ts'), so the steps that
 * load later (./consultation-request-later-steps.tsx) speak the page's language with nothing passed
 * through the machine, which keeps values, not words.
 */
export const ConsultationWordsContext = createContext<ConsultationWords>(CONSULTATION_WORDS);

export const useConsultationWords = (): ConsultationWords => useContext(ConsultationWordsContext);
