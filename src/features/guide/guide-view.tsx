import './guide.css';
import { Anchor, Box, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { GUIDE_PAGE, GUIDE_QUESTIONS, type GuideQuestion } from '../../content/pages/guide';
import { CONSULTATION_PATH } from '../../content/navigation';
import { PageIntro } from '../../shared/ui/page-intro';
import { SectionFrame } from '../../shared/ui/section-frame';
import { TokenBlockquote } from '../../shared/ui/token-blockquote';

/** The browser's print dialog; the guide's print stylesheet lays the pages out (guide.css). */
const printGuide = () => window.print();

function QuestionSection({ item, number }: { item: GuideQuestion; number: number }) {
  const headingId = `${item.id}-heading`;
  return (
    <Paper
      component="section"
      id={item.id}
      aria-labelledby={headingId}
      withBorder
      radius="md"
      p="lg"
      className="guide-question anchor-target"
      data-testid="guide-question"
      // Two questions to a printed page: every odd question starts one.
      data-print-break={number % 2 === 1 ? 'page' : undefined}
    >
      <Stack gap="sm">
        <Title order={2} fz="h3" c="maple.9" id={headingId}>
          {number}. {item.question}
        </Title>
        <Title order={3} fz="h5">
          {GUIDE_PAGE.whyHeading}
        </Title>
        {item.whyItMatters.map((paragraph) => (
          <Text key={paragraph}>{paragraph}</Text>
        ))}
        <Title order={3} fz="h5">
          {GUIDE_PAGE.goodAnswerHeading}
        </Title>
        <TokenBlockquote color="hearth.8" p="md" className="guide-good-answer">
          {item.goodAnswer}
        </TokenBlockquote>
        <Title order={3} fz="h5">
          {GUIDE_PAGE.followUpsHeading}
        </Title>
        <List spacing={4}>
          {item.followUps.map((followUp) => (
            <List.Item key={followUp}>{followUp}</List.Item>
          ))}
        </List>
      </Stack>
    </Paper>
  );
}

/**
 * The free guide '10 Questions to Ask Before Hiring a Caregiver' (docs/spec/DECISIONS.md "The free guide is real"): how to use it, the ten questions as a contents list, each question with
 * why it matters, what a good answer sounds like and what to ask next; a print button, and a
 * closing call to action. `guideUrl` is the guide's absolute address, printed at the foot.
 */
export function GuideView({ guideUrl }: { guideUrl: string }) {
  const page = GUIDE_PAGE;
  return (
    <Box className="guide" data-testid="guide">
      <SectionFrame as="div" width="md">
        <Stack gap="xl">
          <Stack gap="md">
            <PageIntro eyebrow={page.eyebrow} heading={page.heading} lead={page.lead} />
            <Group gap="sm" className="guide-no-print">
              <Button onClick={printGuide} data-testid="print-guide">
                {page.printLabel}
              </Button>
              <Text fz="sm" c="dimmed">
                {page.printHint}
              </Text>
            </Group>
          </Stack>
          <Stack gap="sm" component="section" aria-labelledby="guide-how-heading">
            <Title order={2} fz="h3" id="guide-how-heading">
              {page.howToUse.heading}
            </Title>
            {page.howToUse.paragraphs.map((paragraph) => (
              <Text key={paragraph}>{paragraph}</Text>
            ))}
          </Stack>
          <Stack gap="xs" component="nav" aria-labelledby="guide-contents-heading">
            <Title order={2} fz="h3" id="guide-contents-heading">
              {page.contentsHeading}
            </Title>
            {/* A list of links, not links in a sentence: each is a target, spaced so a 24 px circle on it touches no other (WCAG 2.5.8). */}
            <List type="ordered" spacing="xs">
              {GUIDE_QUESTIONS.map((item) => (
                <List.Item key={item.id}>
                  <Anchor component={Link} to={{ hash: item.id }}>
                    {item.question}
                  </Anchor>
                </List.Item>
              ))}
            </List>
          </Stack>
          {GUIDE_QUESTIONS.map((item, i) => (
            <QuestionSection key={item.id} item={item} number={i + 1} />
          ))}
          <Stack gap="sm" component="section" aria-labelledby="guide-closing-heading">
            <Title order={2} fz="h3" id="guide-closing-heading">
              {page.closing.heading}
            </Title>
            <Text>{page.closing.text}</Text>
            <Group gap="sm" className="guide-no-print">
              <Button component={Link} to={CONSULTATION_PATH}>
                {page.closing.consultationLabel}
              </Button>
              <Button component={Link} to="/newsletter-signup" variant="outline">
                {page.closing.signupLabel}
              </Button>
            </Group>
            <Text className="guide-print-only" fz="sm">
              {page.printedFrom} {guideUrl}
            </Text>
          </Stack>
        </Stack>
      </SectionFrame>
    </Box>
  );
}
