import { Stack, Text, Title } from '@mantine/core';
import { QUIZ_PAGE } from '../content/quiz';
import { CarePlanRequestForm } from '../features/forms/care-plan-request-form';
import { CareFinderQuiz } from '../features/quiz/care-finder-quiz';
import { SectionFrame } from '../shared/ui/section-frame';

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
        <CareFinderQuiz sendPlan={(fields) => <CarePlanRequestForm fields={fields} />} />
      </Stack>
    </SectionFrame>
  );
}
