/** A storage that stands in for the tab's while the QA lab is open (its session's own), or null. */
let standIn: Storage | null = null;

/**
 * While the QA lab shows a session, what its views keep (drafts, submissions, the visit's facts)
 * goes to that session's own storage, not to the visitor's tab: a new session starts clean, and
 * nothing the lab did is found on the site's pages afterwards. `release` gives the tab's storage
 * back, only if `storage` is still the one standing in (a newer session may already have taken over).
 */
export const standInForSession = (storage: Storage): void => {
  standIn = storage;
};
export const releaseStandIn = (storage: Storage): void => {
  if (standIn === storage) standIn = null;
};

/**
 * The tab's sessionStorage (or the QA lab session's stand-in), or nothing where the browser
 * refuses it (storage disabled): then nothing is kept, nothing breaks.
 */
export function sessionStore(): Storage | null {
  if (standIn) return standIn;
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The one sessionStorage key of the visit's facts (decision 0048, ./visit-facts.ts). */
export const VISIT_FACTS_KEY = 'maple-hearth:visit';

/** Where the quiz keeps the step on screen and the answers so far (this tab only; decision 0087). */
export const QUIZ_DRAFT_KEY = 'maple-hearth:care-finder-draft';

/** Where the quiz's results' answers wait for a visitor who goes back to them (this tab only). */
export const SAVED_RESULTS_KEY = 'maple-hearth:care-finder-results';

/**
 * Whether this tab keeps facts of the visit: only then does a form fetch the code that fills it in
 * (other keys, such as a French page's title kept for the way back, are no reason to). Here, where
 * every page has it, rather than in a file of its own.
 */
export const keepsVisitFacts = (): boolean => Boolean(sessionStore()?.getItem(VISIT_FACTS_KEY));
