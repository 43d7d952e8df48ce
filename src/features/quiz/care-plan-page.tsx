import { Stack, Text, Title } from '@mantine/core';
import type { QuizWords } from '../../content/quiz';
import { SectionFrame } from '../../shared/ui/section-frame';
import { CareFinderQuiz } from './care-finder-quiz';
import type { SendPlanSlot } from './quiz-results';

/**
 * The care-finder quiz's page in one language (decision 0067): /find-your-care-plan and its French
 * twin, /fr/trouver-votre-plan-de-soins, each giving its words and its request form.
 */
export function CarePlanPage({ words, sendPlan, preloadSendPlan }: { words: QuizWords; sendPlan: SendPlanSlot; preloadSendPlan: () => Promise<unknown> }) {
  return (
    <SectionFrame as="div" tone="cream" width="lg">
      <Stack gap="lg">
        <Stack gap="xs" ta="center" maw={720} mx="auto">
          <Title order={1} c="maple.9">
            {words.page.heading}
          </Title>
          <Text fz="lg">{words.page.lead}</Text>
        </Stack>
        <CareFinderQuiz words={words} sendPlan={sendPlan} preloadSendPlan={preloadSendPlan} />
      </Stack>
    </SectionFrame>
  );
}
