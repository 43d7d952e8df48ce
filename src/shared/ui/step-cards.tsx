import { Card, Stack, Text, Title } from '@mantine/core';
import type { TitledText } from '../../content/info-pages/types';
import { CardGrid } from './layout-grid';
import { TokenThemeIcon } from './token-theme-icon';

/** Numbered steps of a process as an ordered list of cards (the number is read as "Step n"). */
export function StepCards({
  steps,
  stepLabel = (n) => `Step ${n}: `,
}: {
  steps: readonly TitledText[];
  /** The hidden start of each heading, in the page's language. */ stepLabel?: (n: number) => string;
}) {
  return (
    <CardGrid cols={{ base: 1, sm: 2, lg: Math.min(steps.length, 5) }} spacing="lg" component="ol" className="plain-list">
      {steps.map((step, i) => (
        <Card key={step.title} component="li" withBorder radius="md" padding="lg">
          <Stack gap="xs">
            <TokenThemeIcon size={40} radius="xl" color="maple.8" aria-hidden="true">
              <Text fw={800}>{i + 1}</Text>
            </TokenThemeIcon>
            <Title order={3} fz="h4">
              <span className="visually-hidden">{stepLabel(i + 1)}</span>
              {step.title}
            </Title>
            <Text>{step.text}</Text>
          </Stack>
        </Card>
      ))}
    </CardGrid>
  );
}
