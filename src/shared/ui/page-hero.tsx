import { Box, Container, Stack, type MantineSize } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageIntro } from './page-intro';

/** The cream opening band of a page: eyebrow, h1, lead, then whatever the page adds (buttons, links). */
export function PageHero({
  eyebrow,
  heading,
  lead,
  size = 'xl',
  children,
}: {
  eyebrow?: string;
  heading: string;
  lead: string;
  size?: MantineSize;
  children?: ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby="page-heading" className="site-section-cream" py={{ base: 40, md: 64 }}>
      <Container size={size}>
        <Stack gap="lg" maw={820}>
          <PageIntro eyebrow={eyebrow} heading={heading} lead={lead} headingId="page-heading" />
          {children}
        </Stack>
      </Container>
    </Box>
  );
}
