import { CONSULTATION_WORDS_FR } from '../../content/pages/consultation.fr-CA';
import { ConsultationPage } from '../../features/consultation/consultation-page';

// In French: its title and description come with its chunk (decision 0069).
export { CONSULTATION_META_FR as meta } from '../../content/pages/consultation.fr-CA';

/** /fr/consultation-gratuite (decision 0069): the consultation page in Canadian French, the same view, machine and post. */
export default function ConsultationPageFr() {
  return <ConsultationPage words={CONSULTATION_WORDS_FR} />;
}
