import { createElement } from 'react';
import { QUIZ_WORDS } from '../content/quiz';
import { CarePlanPage } from '../features/quiz/care-plan-page';
import { loadOnce } from '../shared/lib/load-once';
export { QUIZ_META as meta } from '../content/pages/meta/quiz';

/** 'Send My Plan to a Care Advisor' comes with the results: its code is fetched when the quiz starts. */
const requestFormCode = loadOnce(() => import('../features/forms/care-plan-request-form').then((m) => m.CarePlanRequestForm));

function CarePlanRequestForm({ fields }: { fields: Record<string, string> }) {
  return createElement(requestFormCode.useLoaded(), { fields, words: QUIZ_WORDS.request });
}

export default function FindYourCarePlanPage() {
  return <CarePlanPage words={QUIZ_WORDS} sendPlan={(fields) => <CarePlanRequestForm fields={fields} />} preloadSendPlan={requestFormCode.preload} />;
}
