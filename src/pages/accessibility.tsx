import { ACCESSIBILITY_STATEMENT } from '../content/pages/legal';
import { LegalDocumentView } from '../features/legal/legal-document';
export { ACCESSIBILITY_STATEMENT_META as meta } from '../content/pages/legal-meta';

/** docs/spec/SPEC.md §2.6: the accessibility statement is dated September 11, 2025. */
export default function AccessibilityPage() {
  return <LegalDocumentView document={ACCESSIBILITY_STATEMENT} dateLine={`Dated ${ACCESSIBILITY_STATEMENT.dated}`} />;
}
