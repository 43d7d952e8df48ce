import { BUILD_DATE } from '../shared/config/env';
import { longDate } from '../content/long-date';
import { TERMS_OF_USE } from '../content/pages/legal';
import { LegalDocumentView } from '../features/legal/legal-document';
export { TERMS_OF_USE_META as meta } from '../content/pages/legal-meta';

/** docs/spec/SPEC.md §2.6 and docs/spec/DECISIONS.md "Legal": last updated on the day the site was built. */
export default function TermsOfUsePage() {
  return <LegalDocumentView document={TERMS_OF_USE} dateLine={`Last updated: ${longDate(BUILD_DATE)}`} />;
}
