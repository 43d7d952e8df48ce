import { Box, Container, Stack, Text, Title } from '@mantine/core';
import { QUIZ_PAGE } from '../content/quiz';
import { CareFinderQuiz } from '../features/quiz/care-finder-quiz';

export default function FindYourCarePlanPage() {
  return (
    <Box py={{ base: 40, md: 64 }} className="site-section-cream">
      <Container size="lg">
        <Stack gap="lg">
          <Stack gap="xs" ta="center" maw={720} mx="auto">
            <Title order={1} c="maple.9">
              {QUIZ_PAGE.heading}
            </Title>
            <Text fz="lg">{QUIZ_PAGE.lead}</Text>
          </Stack>
          <CareFinderQuiz />
        </Stack>
      </Container>
    </Box>
  );
}
