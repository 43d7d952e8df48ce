import { BUILD_DATE } from '../../shared/config/env';
import { TERMS_OF_USE_FR as words } from '../../content/pages/legal-fr/terms-of-use.fr-CA';
import { LegalDocumentView } from '../../features/legal/legal-document';

export const meta = { title: words.title, description: words.description };

/** The French twin of /terms-of-use (decision 0062): les conditions d’utilisation, in its own chunk with its words. */
export default function FrenchTermsOfUsePage() {
  return <LegalDocumentView document={words.document} dateLine={words.dateLine(BUILD_DATE)} contentsHeading={words.contentsHeading} />;
}
