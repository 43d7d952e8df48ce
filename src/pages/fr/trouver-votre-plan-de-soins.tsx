import { createElement } from 'react';
import { QUIZ_META_FR, QUIZ_WORDS_FR } from '../../content/pages/fr/quiz';
import { CarePlanPage } from '../../features/quiz/care-plan-page';
import { loadOnce } from '../../shared/lib/load-once';

// In French: its title, description and breadcrumbs (Accueil > Trouver votre plan de soins) come with its chunk (decision 0067).
export const meta = QUIZ_META_FR;

/** 'Envoyer mon plan à un conseiller en soins' comes with the results: its code is fetched when the quiz starts. */
const requestFormCode = loadOnce(() => import('../../features/forms/care-plan-request-form').then((m) => m.CarePlanRequestForm));

function CarePlanRequestForm({ fields }: { fields: Record<string, string> }) {
  return createElement(requestFormCode.useLoaded(), { fields, words: QUIZ_WORDS_FR.request });
}

/** /fr/trouver-votre-plan-de-soins: the care-finder quiz in Canadian French, the same machine; what it posts is the English page's, plus its language. */
export default function TrouverVotrePlanDeSoinsPage() {
  return <CarePlanPage words={QUIZ_WORDS_FR} sendPlan={(fields) => <CarePlanRequestForm fields={fields} />} preloadSendPlan={requestFormCode.preload} />;
}
