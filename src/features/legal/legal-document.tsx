import { Anchor, Box, List, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { PageIntro } from '../../shared/ui/page-intro';
import type { LegalDocument } from '../../content/pages/legal';
import { SectionFrame } from '../../shared/ui/section-frame';
import { Column, Columns } from '../../shared/ui/layout-grid';

/**
 * A legal document: heading, its date line, an "On this page" list of links to each section
 * (in-page links go through the router, so they scroll smoothly unless motion is reduced).
 */
export function LegalDocumentView({ document, dateLine, contentsHeading }: { document: LegalDocument; dateLine: string; contentsHeading: string }) {
  return (
    <SectionFrame as="div" width="lg">
      <Stack gap="xl">
        <Stack gap="sm" maw={760}>
          <PageIntro heading={document.heading} lead={document.intro} />
          <Text c="dimmed" data-testid="legal-date">
            {dateLine}
          </Text>
        </Stack>
        <Columns spacing={40}>
          <Column span={{ base: 12, md: 4 }}>
            <Paper withBorder radius="md" p="md" component="nav" aria-labelledby="legal-toc-heading" className="legal-toc">
              <Title order={2} fz="h5" id="legal-toc-heading" mb="xs">
                {contentsHeading}
              </Title>
              <List spacing={6} listStyleType="none" ml={0} pl={0}>
                {document.sections.map((section) => (
                  <List.Item key={section.id}>
                    <Anchor component={Link} to={{ hash: section.id }} fz="sm">
                      {section.heading}
                    </Anchor>
                  </List.Item>
                ))}
              </List>
            </Paper>
          </Column>
          <Column span={{ base: 12, md: 8 }}>
            <Stack gap="xl">
              {document.sections.map((section) => (
                <Box key={section.id} component="section" id={section.id} aria-labelledby={`${section.id}-heading`} className="legal-section">
                  <Title order={2} fz="h3" id={`${section.id}-heading`} c="maple.9" mb="sm">
                    {section.heading}
                  </Title>
                  <Stack gap="sm">
                    {section.paragraphs.map((p) => (
                      <Text key={p}>{p}</Text>
                    ))}
                    {section.list && (
                      <List spacing={4}>
                        {section.list.map((item) => (
                          <List.Item key={item}>{item}</List.Item>
                        ))}
                      </List>
                    )}
                  </Stack>
                </Box>
              ))}
            </Stack>
          </Column>
        </Columns>
      </Stack>
    </SectionFrame>
  );
}
