import { BUILD_DATE } from '../shared/config/env';
import { TERMS_OF_USE_WORDS as words } from '../content/pages/legal';
import { LegalDocumentView } from '../features/legal/legal-document';

export const meta = { title: words.title, description: words.description };

/** docs/spec/SPEC.md §2.6 and docs/spec/DECISIONS.md "Legal": last updated on the day the site was built. */
export default function TermsOfUsePage() {
  return <LegalDocumentView document={words.document} dateLine={words.dateLine(BUILD_DATE)} contentsHeading={words.contentsHeading} />;
}
