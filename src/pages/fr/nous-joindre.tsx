import { CONTACT_META_FR, CONTACT_PAGE_FR } from '../../content/pages/fr/contact';
import { ContactPageView, useContactPrefill } from '../../features/forms/contact-page-view';

// In French: its title and description come with its chunk (decision 0068).
export const meta = CONTACT_META_FR;

/**
 * /fr/nous-joindre (decision 0068): the contact page in Canadian French, the same view and form.
 * The form posts the English page's fields and subject with "Page language: Français" (decision
 * 0066) and leads to /fr/merci. What the visit told the site (decision 0048) fills it in, said in French.
 */
const frenchVisitWords = () => import('../../content/visit.fr-CA').then((m) => m.FROM_VISIT_FR);

export default function ContactUsPageFr() {
  const fromVisit = useContactPrefill(frenchVisitWords);
  return <ContactPageView page={CONTACT_PAGE_FR} fromVisit={fromVisit} />;
}
