import { BUILD_DATE } from '../../shared/config/env';
import { PRIVACY_POLICY_FR as words } from '../../content/pages/legal-fr/privacy-policy.fr-CA';
import { LegalDocumentView } from '../../features/legal/legal-document';

export const meta = { title: words.title, description: words.description };

/** The French twin of /privacy-policy (decision 0062): la politique de confidentialité, in its own chunk with its words. */
export default function FrenchPrivacyPolicyPage() {
  return <LegalDocumentView document={words.document} dateLine={words.dateLine(BUILD_DATE)} contentsHeading={words.contentsHeading} />;
}
