import { Anchor, Box, Group, Stack, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { FaqPage } from '../../content/pages/faq';
import { PageHero } from '../../shared/ui/page-hero';
import { FaqAccordion } from '../../shared/widgets/faq-accordion';
import { CtaActions } from '../../shared/ui/cta-actions';
import { CtaBand } from '../../shared/ui/cta-band';
import { SectionFrame } from '../../shared/ui/section-frame';

/**
 * The FAQ page in one language (/faq, /fr/faq): four groups of questions, each its own single-open
 * accordion over the same machine, and the closing call to action; only the words differ.
 */
export function FaqPageView({ page }: { page: FaqPage }) {
  return (
    <>
      <PageHero eyebrow={page.eyebrow} heading={page.heading} lead={page.lead} size="lg">
        <Group component="nav" aria-label={page.topicsLabel} gap="md">
          {page.groups.map((group) => (
            <Anchor key={group.id} component={Link} to={{ hash: group.id }} fw={700}>
              {group.title}
            </Anchor>
          ))}
        </Group>
      </PageHero>
      <SectionFrame as="div" spacing="compact" width="lg">
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
      </SectionFrame>
      <CtaBand id="faq-more" heading={page.stillHaveQuestions.heading} text={page.stillHaveQuestions.text}>
        <CtaActions
          tone="dark"
          actions={[
            { kind: 'link', ...page.stillHaveQuestions.contact },
            { kind: 'link', ...page.stillHaveQuestions.quiz },
          ]}
        />
      </CtaBand>
    </>
  );
}
