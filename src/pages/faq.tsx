import { Anchor, Box, Group, Stack, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { PageHero } from '../shared/ui/page-hero';
import { FAQ_PAGE } from '../content/pages/faq';
import { FaqAccordion } from '../shared/widgets/faq-accordion';
import { CtaActions } from '../shared/ui/cta-actions';
import { CtaBand } from '../shared/ui/cta-band';
import { SectionFrame } from '../shared/ui/section-frame';
import { faqPageJsonLd } from '../shared/seo/json-ld';
export { FAQ_META as meta } from '../content/pages/meta/faq';

/** Every question of the FAQ page as FAQPage structured data. */
export const jsonLd = [faqPageJsonLd(FAQ_PAGE.groups.flatMap((g) => g.items))];

/** /faq: four groups of questions, each its own single-open accordion. */
export default function FaqPage() {
  const page = FAQ_PAGE;
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
          actions={[{ kind: 'link', ...page.stillHaveQuestions.contact }, { kind: 'link', ...page.stillHaveQuestions.quiz }]}
        />
      </CtaBand>
    </>
  );
}
