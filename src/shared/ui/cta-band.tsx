import { Box, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The deep maple band that closes a page: a heading, a line of text and its buttons. */
export function CtaBand({ id, heading, text, children }: { id: string; heading: string; text: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={`${id}-heading`} className="cta-band" py={{ base: 40, md: 56 }}>
      <Container size="xl">
        <Stack gap="md" maw={820}>
          <Title order={2} id={`${id}-heading`} c="white">
            {heading}
          </Title>
          <Text fz="lg">{text}</Text>
          {children}
        </Stack>
      </Container>
    </Box>
  );
}
