/** The tab's sessionStorage, or nothing where the browser refuses it (storage disabled): then nothing is kept, nothing breaks. */
export function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The one sessionStorage key of the visit's facts (decision 0048, ./visit-facts.ts). */
export const VISIT_FACTS_KEY = 'maple-hearth:visit';

/**
 * Whether this tab keeps facts of the visit: only then does a form fetch the code that fills it in
 * (other keys, such as a French page's title kept for the way back, are no reason to). Here, where
 * every page has it, rather than in a file of its own.
 */
export const keepsVisitFacts = (): boolean => Boolean(sessionStore()?.getItem(VISIT_FACTS_KEY));
