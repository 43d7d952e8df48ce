import { Stack, Text, Title } from '@mantine/core';
import { createElement } from 'react';
import { QUIZ_PAGE } from '../content/quiz';
import { CareFinderQuiz } from '../features/quiz/care-finder-quiz';
import { loadOnce } from '../shared/lib/load-once';
import { SectionFrame } from '../shared/ui/section-frame';
export { QUIZ_META as meta } from '../content/pages/meta/quiz';

/** 'Send My Plan to a Care Advisor' comes with the results: its code is fetched when the quiz starts. */
const requestFormCode = loadOnce(() => import('../features/forms/care-plan-request-form').then((m) => m.CarePlanRequestForm));

function CarePlanRequestForm({ fields }: { fields: Record<string, string> }) {
  return createElement(requestFormCode.useLoaded(), { fields });
}

export default function FindYourCarePlanPage() {
  return (
    <SectionFrame as="div" tone="cream" width="lg">
      <Stack gap="lg">
        <Stack gap="xs" ta="center" maw={720} mx="auto">
          <Title order={1} c="maple.9">
            {QUIZ_PAGE.heading}
          </Title>
          <Text fz="lg">{QUIZ_PAGE.lead}</Text>
        </Stack>
        <CareFinderQuiz sendPlan={(fields) => <CarePlanRequestForm fields={fields} />} preloadSendPlan={requestFormCode.preload} />
      </Stack>
    </SectionFrame>
  );
}
