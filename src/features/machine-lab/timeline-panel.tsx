import { Button, Card, Group, Table, Text, Title } from '@mantine/core';
import type { EventObject } from 'xstate';
import { describeEvent } from './lab-describe';
import { toJson, type TimelineStep } from './lab-session';

export interface TimelinePanelProps {
  steps: readonly TimelineStep[];
  /** How many of the session's events are applied, and how many there are. */
  position: number;
  length: number;
  /** Rebuilds the state after `to` steps (replayed from the start); with `events`, a new session. */
  jumpTo: (to: number, events?: readonly EventObject[]) => void;
}

/** The session's steps, each with its event, the state it reached and what changed in the context; back, forward, reset. */
export function TimelinePanel({ steps, position, length, jumpTo }: TimelinePanelProps) {
  return (
    <Card withBorder padding="md">
      <Group justify="space-between" mb="xs">
        <Title order={3} fz="h4">
          Timeline
        </Title>
        <Group gap="xs">
          <Button size="xs" variant="default" disabled={position === 0} onClick={() => jumpTo(position - 1)}>
            Back
          </Button>
          <Button size="xs" variant="default" disabled={position >= length} onClick={() => jumpTo(position + 1)}>
            Forward
          </Button>
          <Button size="xs" variant="default" onClick={() => jumpTo(0, [])}>
            Reset
          </Button>
        </Group>
      </Group>
      <Text fz="sm" aria-live="polite" data-testid="lab-position">
        Step {position} of {length}
      </Text>
      <Table withTableBorder fz="xs" data-testid="lab-timeline">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">#</Table.Th>
            <Table.Th scope="col">Event</Table.Th>
            <Table.Th scope="col">State</Table.Th>
            <Table.Th scope="col">Context changes</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {steps.map((step, index) => (
            <Table.Tr key={index}>
              <Table.Td>
                <Button size="compact-xs" variant="subtle" onClick={() => jumpTo(index + 1)} aria-label={`Go to step ${index + 1}`}>
                  {index + 1}
                </Button>
              </Table.Td>
              <Table.Td>{describeEvent(step.event)}</Table.Td>
              <Table.Td>{step.state}</Table.Td>
              <Table.Td>{step.changes.map((c) => `${c.path}: ${toJson(c.before)} → ${toJson(c.after)}`).join('; ') || '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Card>
  );
}
