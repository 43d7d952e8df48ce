import { BUILD_DATE } from '../shared/config/env';
import { longDate } from '../content/long-date';
import { PRIVACY_POLICY } from '../content/pages/legal';
import { LegalDocumentView } from '../features/legal/legal-document';
export { PRIVACY_POLICY_META as meta } from '../content/pages/legal-meta';

/** docs/spec/SPEC.md §2.6 and docs/spec/DECISIONS.md "Legal": last updated on the day the site was built. */
export default function PrivacyPolicyPage() {
  return <LegalDocumentView document={PRIVACY_POLICY} dateLine={`Last updated: ${longDate(BUILD_DATE)}`} />;
}
