import { useEffect, useState } from 'react';
import { useHydrated } from '../shared/hooks/use-hydrated';
import { useSearchParams } from 'react-router-dom';
import { INQUIRY_PARAMS } from '../content/inquiry-link';
import type { ContactPrefill } from '../shared/forms/visit-prefill';
import { sessionStore } from '../shared/lib/session-store';
import { CONTACT_PAGE } from '../content/pages/contact';
import { ContactPageView } from '../features/forms/contact-page-view';
export { CONTACT_META as meta } from '../content/pages/meta/contact';

/**
 * What this visit told the site, read once the page has hydrated (the prerendered form has none):
 * a city or language page's link adds its language and city to the visit's facts (decision 0048).
 * The code that reads them is fetched only when there is something to fill in.
 */
function useContactPrefill() {
  const [params] = useSearchParams();
  const language = params.get(INQUIRY_PARAMS.language);
  const city = params.get(INQUIRY_PARAMS.city);
  const hydrated = useHydrated();
  const [prefill, setPrefill] = useState<ContactPrefill | null>(null);
  useEffect(() => {
    // A fresh tab keeps nothing: then not even the code that would look is fetched.
    if (!hydrated || (!language && !city && !sessionStore()?.length)) return;
    let current = true;
    void import('../shared/forms/visit-prefill').then((m) => {
      if (current) setPrefill(m.contactPrefillFromVisit(language, city));
    });
    return () => {
      current = false;
    };
  }, [hydrated, language, city]);
  return prefill;
}

/** The contact page in English (/contact-us). */
export default function ContactUsPage() {
  const fromVisit = useContactPrefill();
  return <ContactPageView page={CONTACT_PAGE} fromVisit={fromVisit} />;
}
