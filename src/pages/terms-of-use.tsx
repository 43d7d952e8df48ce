import { BUILD_DATE } from '../shared/config/env';
import { longDate } from '../shared/lib/long-date';
import { TERMS_OF_USE } from '../content/pages/legal';
import { LegalDocumentView } from '../features/legal/legal-document';

/** SPEC.md 2.6 and DECISIONS.md: last updated on the day the site was built. */
export default function TermsOfUsePage() {
  return <LegalDocumentView document={TERMS_OF_USE} dateLine={`Last updated: ${longDate(BUILD_DATE)}`} />;
}
