/** The tab's sessionStorage, or nothing where the browser refuses it (storage disabled): then nothing is kept, nothing breaks. */
export function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The one entry that keeps what a visitor told the site in this visit (decision 0048). Here, with
 * the store, so a page can ask whether there is anything to fill in before it fetches the code
 * that reads it (./visit-facts.ts).
 */
export const VISIT_FACTS_KEY = 'maple-hearth:visit';

/** Whether this tab keeps the visit's facts (then a form fetches the code that fills it in). */
export function hasVisitFactsStored(): boolean {
  try {
    return sessionStore()?.getItem(VISIT_FACTS_KEY) != null;
  } catch {
    return false;
  }
}
