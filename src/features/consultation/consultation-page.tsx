import { Card, List, Stack, Text, Title } from '@mantine/core';
import type { ConsultationWords } from '../../content/pages/consultation';
import { PHONE } from '../../content/site';
import { CheckIcon } from '../../shared/ui/check-icon';
import { PageIntro } from '../../shared/ui/page-intro';
import { SectionFrame } from '../../shared/ui/section-frame';
import { Column, Columns } from '../../shared/ui/layout-grid';
import { ConsultationRequest } from './consultation-request';

/**
 * The consultation page (docs/spec/DECISIONS.md "The consultation page takes requests"): the
 * request in five steps; a coordinator confirms one of the preferred times by phone. Given its
 * words: English at /book-a-free-care-consultation, Canadian French at /fr/consultation-gratuite
 * (decision 0069), each page module fetching its own language's words only.
 */
export function ConsultationPage({ words }: { words: ConsultationWords }) {
  const page = words.page;
  return (
    <SectionFrame as="div" tone="cream" width="lg">
      <Columns spacing={40}>
        <Column span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <PageIntro eyebrow={page.eyebrow} heading={page.heading} lead={page.lead} />
            <Card withBorder radius="md" padding="lg">
              <ConsultationRequest words={words} />
            </Card>
            <Text>
              {page.callNow} <a href={PHONE.href}>{PHONE.display}</a>.
            </Text>
          </Stack>
        </Column>
        <Column span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="consultation-expect-heading">
              <Title order={2} fz="h3" id="consultation-expect-heading" mb="sm" c="maple.9">
                {page.expectHeading}
              </Title>
              <List spacing="sm" icon={<CheckIcon />}>
                {page.expect.map((item) => (
                  <List.Item key={item}>{item}</List.Item>
                ))}
              </List>
            </Card>
            <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="consultation-hours-heading">
              <Title order={2} fz="h3" id="consultation-hours-heading" mb="sm" c="maple.9">
                {page.hoursHeading}
              </Title>
              {page.hours.map((h) => (
                <Text key={h.days}>
                  <Text span fw={700}>
                    {h.days}
                    {page.hoursSeparator}
                  </Text>{' '}
                  {h.hours}
                </Text>
              ))}
            </Card>
          </Stack>
        </Column>
      </Columns>
    </SectionFrame>
  );
}
