import { BUILD_DATE } from '../shared/config/env';
import { PRIVACY_POLICY_WORDS as words } from '../content/pages/legal';
import { LegalDocumentView } from '../features/legal/legal-document';

export const meta = { title: words.title, description: words.description };

/** docs/spec/SPEC.md §2.6 and docs/spec/DECISIONS.md "Legal": last updated on the day the site was built. */
export default function PrivacyPolicyPage() {
  return <LegalDocumentView document={words.document} dateLine={words.dateLine(BUILD_DATE)} contentsHeading={words.contentsHeading} />;
}
