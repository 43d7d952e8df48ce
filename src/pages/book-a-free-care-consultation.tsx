import { CONSULTATION_WORDS } from '../content/pages/consultation';
import { ConsultationPage } from '../features/consultation/consultation-page';
export { CONSULTATION_META as meta } from '../content/pages/meta/consultation';

/** The consultation page in English (its French twin: ./fr/consultation-gratuite.tsx). */
export default function BookConsultationPage() {
  return <ConsultationPage words={CONSULTATION_WORDS} />;
}
