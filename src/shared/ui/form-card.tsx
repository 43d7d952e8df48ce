import { Card, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The card a lead form sits in: a heading (h2, or h3 inside a band that has its own h2), an
 * optional lead line, then the form. On its own it is a region labelled by its heading; inside a
 * section that is already labelled by the same heading, pass `region={false}`.
 */
export function FormCard({
  heading,
  headingId,
  lead,
  order = 2,
  region = true,
  children,
}: {
  heading: string;
  headingId: string;
  lead?: string;
  order?: 2 | 3;
  region?: boolean;
  children: ReactNode;
}) {
  return (
    <Card
      withBorder
      radius="lg"
      padding="xl"
      c="var(--mantine-color-text)"
      {...(region ? { component: 'section' as const, 'aria-labelledby': headingId } : {})}
    >
      <Stack gap="xs" mb="md">
        <Title order={order} fz={order === 2 ? 'h3' : 'h4'} id={headingId} c="maple.9">
          {heading}
        </Title>
        {lead && <Text>{lead}</Text>}
      </Stack>
      {children}
    </Card>
  );
}
