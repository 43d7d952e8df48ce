import { BUILD_DATE } from '../shared/config/env';
import { ACCESSIBILITY_STATEMENT_WORDS as words } from '../content/pages/legal';
import { LegalDocumentView } from '../features/legal/legal-document';

export const meta = { title: words.title, description: words.description };

/** docs/spec/SPEC.md §2.6: the accessibility statement is dated September 11, 2025. */
export default function AccessibilityPage() {
  return <LegalDocumentView document={words.document} dateLine={words.dateLine(BUILD_DATE)} contentsHeading={words.contentsHeading} />;
}
