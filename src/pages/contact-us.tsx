import { CONTACT_PAGE } from '../content/pages/contact';
import { ContactPageView, useContactPrefill } from '../features/forms/contact-page-view';
export { CONTACT_META as meta } from '../content/pages/meta/contact';

/** The contact page in English (/contact-us). */
export default function ContactUsPage() {
  const fromVisit = useContactPrefill();
  return <ContactPageView page={CONTACT_PAGE} fromVisit={fromVisit} />;
}
