import { BUILD_DATE } from '../../shared/config/env';
import { ACCESSIBILITY_STATEMENT_FR as words } from '../../content/pages/legal-fr/accessibility.fr-CA';
import { LegalDocumentView } from '../../features/legal/legal-document';

export const meta = { title: words.title, description: words.description };

/** The French twin of /accessibility (decision 0062): la déclaration d’accessibilité, in its own chunk with its words. */
export default function FrenchAccessibilityPage() {
  return <LegalDocumentView document={words.document} dateLine={words.dateLine(BUILD_DATE)} contentsHeading={words.contentsHeading} />;
}
