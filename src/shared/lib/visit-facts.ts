import { emptyVisitFacts, parseVisitFacts, type VisitFacts } from '../../../machines/shared/visit-facts';
import { QUIZ_DRAFT_KEY, SAVED_RESULTS_KEY, sessionStore, VISIT_FACTS_KEY } from './session-store';

export { VISIT_FACTS_KEY };

/**
 * The one place the visit's facts are kept (decision 0048): one sessionStorage key, so they last for this tab's visit and no longer, and the
 * privacy policy can name it. Where storage is refused, nothing is kept and every form simply
 * starts empty.
 */
export function readVisitFacts(): VisitFacts {
  return parseVisitFacts(sessionStore()?.getItem(VISIT_FACTS_KEY) ?? null);
}

/**
 * A lead was sent (decision 0090, "Privacy on a shared device"): what identifies the family, or says
 * what care they need, leaves the tab, so the next person at a shared tablet or library computer
 * finds none of it: the quiz's answers and plan, its draft and saved results, the contact. Only
 * the city and language of the page the visit came from stay (they name a page, not a family),
 * never anything the quiz gave.
 */
export function forgetTheFamily(): void {
  const store = sessionStore();
  if (!store) return;
  const facts = readVisitFacts();
  const kept = { ...emptyVisitFacts(), city: facts.fromCarePlan ? '' : facts.city, languages: facts.fromCarePlan ? [] : facts.languages };
  try {
    store.removeItem(QUIZ_DRAFT_KEY);
    store.removeItem(SAVED_RESULTS_KEY);
    if (kept.city === '' && kept.languages.length === 0) store.removeItem(VISIT_FACTS_KEY);
    else store.setItem(VISIT_FACTS_KEY, JSON.stringify(kept));
  } catch {
    // Storage refused: nothing was kept to forget.
  }
}

/**
 * Adds what the visitor just told the site to the visit's facts: a field given replaces the
 * kept one, the others stay (a language page after the quiz keeps the quiz's answers).
 */
export function rememberVisitFacts(update: Partial<VisitFacts>): VisitFacts {
  const facts = { ...emptyVisitFacts(), ...readVisitFacts(), ...update };
  try {
    sessionStore()?.setItem(VISIT_FACTS_KEY, JSON.stringify(facts));
  } catch {
    // Storage full or refused: the forms still work, only without a head start.
  }
  return facts;
}
