import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { SectionFrame } from './section-frame';

/** The deep maple band that closes a page: a heading, a line of text and its buttons. */
export function CtaBand({ id, heading, text, children }: { id: string; heading: string; text: string; children: ReactNode }) {
  return (
    <SectionFrame aria-labelledby={`${id}-heading`} tone="band" spacing="compact">
      <Stack gap="md" maw={820}>
        <Title order={2} id={`${id}-heading`} c="white">
          {heading}
        </Title>
        <Text fz="lg">{text}</Text>
        {children}
      </Stack>
    </SectionFrame>
  );
}
