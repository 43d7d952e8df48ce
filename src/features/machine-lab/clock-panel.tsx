import { Button, Card, Group, List, NumberInput, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { eventLabel } from '../../../machines/tooling/graph';
import type { PendingTimer } from './lab-session';

export interface ClockPanelProps {
  /** The simulated clock's time, ms. */
  now: number;
  timers: readonly PendingTimer[];
  /** Moves the clock on (timers due meanwhile fire). */
  advance: (ms: number) => void;
  /** Fires a pending timer now. */
  fire: (timer: PendingTimer) => void;
}

/** The simulated clock: time moves only when QA moves it, and each pending timer says when it fires. */
export function ClockPanel({ now, timers, advance, fire }: ClockPanelProps) {
  const [advanceMs, setAdvanceMs] = useState<number | string>(500);
  return (
    <Card withBorder padding="md">
      <Title order={3} fz="h4" mb="xs">
        Clock
      </Title>
      <Text fz="sm">Simulated time: {now} ms (paused: time moves only when you move it)</Text>
      <List size="sm" my="xs" data-testid="lab-timers">
        {timers.length === 0 && <List.Item>No timers pending.</List.Item>}
        {timers.map((t) => (
          <List.Item key={t.id}>
            {eventLabel(t.event.type).text} in {t.due - now} ms{' '}
            <Button size="compact-xs" variant="default" onClick={() => fire(t)}>
              Fire {eventLabel(t.event.type).text} now
            </Button>
          </List.Item>
        ))}
      </List>
      <Group gap="xs" align="flex-end">
        <NumberInput label="Advance by (ms)" value={advanceMs} onChange={setAdvanceMs} min={1} w={140} size="xs" />
        <Button size="xs" variant="default" onClick={() => advance(Math.max(1, Number(advanceMs) || 0))}>
          Advance
        </Button>
        <Button
          size="xs"
          variant="default"
          disabled={!timers.length}
          onClick={() => {
            const next = timers[0];
            if (next) advance(next.due - now);
          }}
        >
          Jump to next timer
        </Button>
      </Group>
    </Card>
  );
}
