import { Stack, type MantineSize } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageIntro } from './page-intro';
import { SectionFrame } from './section-frame';

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
    <SectionFrame aria-labelledby="page-heading" tone="cream" width={size}>
      <Stack gap="lg" maw={820}>
        <PageIntro eyebrow={eyebrow} heading={heading} lead={lead} headingId="page-heading" />
        {children}
      </Stack>
    </SectionFrame>
  );
}
