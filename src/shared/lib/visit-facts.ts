import { emptyVisitFacts, parseVisitFacts, type VisitFacts } from '../../../machines/shared/visit-facts';
import { sessionStore, VISIT_FACTS_KEY } from './session-store';

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
