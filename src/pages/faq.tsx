import { Anchor, Box, Button, Container, Group, Stack, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { PageIntro } from '../app/layout/page-intro';
import { FAQ_PAGE } from '../content/pages/faq';
import { FaqAccordion } from '../features/faq/faq-accordion';
import { CtaBand } from '../features/info-page/cta-band';

/** /faq: four groups of questions, each its own single-open accordion. */
export default function FaqPage() {
  const page = FAQ_PAGE;
  return (
    <>
      <Box component="section" aria-labelledby="page-heading" className="site-section-cream" py={{ base: 40, md: 64 }}>
        <Container size="lg">
          <Stack gap="md" maw={820}>
            <PageIntro eyebrow={page.eyebrow} heading={page.heading} lead={page.lead} headingId="page-heading" />
            <Group component="nav" aria-label="Question topics" gap="md">
              {page.groups.map((group) => (
                <Anchor key={group.id} component={Link} to={{ hash: group.id }} fw={700}>
                  {group.title}
                </Anchor>
              ))}
            </Group>
          </Stack>
        </Container>
      </Box>
      <Container size="lg" py={{ base: 40, md: 56 }}>
        <Stack gap={48}>
          {page.groups.map((group) => (
            <Box key={group.id} component="section" id={group.id} aria-labelledby={`${group.id}-heading`} className="faq-group">
              <Title order={2} id={`${group.id}-heading`} c="maple.9" mb="md">
                {group.title}
              </Title>
              <FaqAccordion items={group.items} testId={`faq-${group.id}`} />
            </Box>
          ))}
        </Stack>
      </Container>
      <CtaBand id="faq-more" heading={page.stillHaveQuestions.heading} text={page.stillHaveQuestions.text}>
        <Group gap="sm">
          <Button component={Link} to={page.stillHaveQuestions.contact.to} variant="white" color="maple.9" size="md">
            {page.stillHaveQuestions.contact.label}
          </Button>
          <Button component={Link} to={page.stillHaveQuestions.quiz.to} variant="outline" color="white" size="md">
            {page.stillHaveQuestions.quiz.label}
          </Button>
        </Group>
      </CtaBand>
    </>
  );
}
