import { sessionStore } from './session-store';

/** The one sessionStorage key of the visit's facts (decision 0048, ./visit-facts.ts), apart so a page can ask whether there are any without their code. */
export const VISIT_FACTS_KEY = 'maple-hearth:visit';

/**
 * Whether this tab keeps facts of the visit: only then does a form fetch the code that fills it in
 * (other keys, such as a French page's title kept for the way back, are no reason to).
 */
export const keepsVisitFacts = (): boolean => Boolean(sessionStore()?.getItem(VISIT_FACTS_KEY));
