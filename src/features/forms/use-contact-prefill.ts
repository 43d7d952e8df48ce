import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { INQUIRY_PARAMS } from '../../content/inquiry-link';
import type { VisitWords } from '../../content/visit';
import { useHydrated } from '../../shared/hooks/use-hydrated';
import type { ContactPrefill } from '../../shared/forms/visit-prefill';
import { keepsVisitFacts } from '../../shared/lib/visit-facts-key';

/**
 * What this visit told the site, read once the page has hydrated (the prerendered form has none):
 * a city or language page's link adds its language and city to the visit's facts (decision 0048).
 * The code that reads them is fetched only when there is something to fill in. `loadWords`: the
 * page's words for them when it is not in English (the French ones, ./visit.fr-CA.ts).
 */
export function useContactPrefill(loadWords?: () => Promise<VisitWords>) {
  const [params] = useSearchParams();
  const language = params.get(INQUIRY_PARAMS.language);
  const city = params.get(INQUIRY_PARAMS.city);
  const hydrated = useHydrated();
  const [prefill, setPrefill] = useState<ContactPrefill | null>(null);
  useEffect(() => {
    // A tab that keeps no facts of the visit: then not even the code that would look is fetched.
    if (!hydrated || (!language && !city && !keepsVisitFacts())) return;
    let current = true;
    void Promise.all([import('../../shared/forms/visit-prefill'), loadWords?.()]).then(([m, words]) => {
      if (current) setPrefill(m.contactPrefillFromVisit(language, city, words));
    });
    return () => {
      current = false;
    };
  }, [hydrated, language, city, loadWords]);
  return prefill;
}
