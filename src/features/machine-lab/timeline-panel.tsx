import { Button, Card, Group, Table, Text, Title } from '@mantine/core';
import type { LabSessionView } from '../../../machines/lab-session/lab-session.view';
import { describeChange, describeEvent } from './lab-describe';
import { senderOf } from './sequence-panel';
import type { TimelineStep } from './lab-session';

export interface TimelinePanelProps {
  /** The steps the run has taken (the applied ones). */
  steps: readonly TimelineStep[];
  session: Pick<LabSessionView, 'dataState' | 'position' | 'length' | 'undone' | 'canGoBack' | 'canGoForward' | 'back' | 'forward' | 'jumpTo' | 'reset'>;
}

/** The session's steps, each with its event, the state it reached and what changed in the context; back, forward, reset. */
export function TimelinePanel({ steps, session }: TimelinePanelProps) {
  const { position, length } = session;
  return (
    <Card withBorder padding="md" data-testid="lab-session" data-state={session.dataState}>
      <Group justify="space-between" mb="xs">
        <Title order={3} fz="h4">
          Timeline
        </Title>
        <Group gap="xs">
          <Button size="xs" variant="default" disabled={!session.canGoBack} onClick={session.back}>
            Back
          </Button>
          <Button size="xs" variant="default" disabled={!session.canGoForward} onClick={session.forward}>
            Forward
          </Button>
          <Button size="xs" variant="default" onClick={session.reset}>
            Reset
          </Button>
        </Group>
      </Group>
      <Text fz="sm" aria-live="polite" data-testid="lab-position">
        Step {position} of {length}
      </Text>
      {/* On a phone the five columns scroll sideways inside this frame (the keyboard can scroll it once focused). */}
      <Table.ScrollContainer minWidth={560} type="native" tabIndex={0} role="region" aria-label="Timeline of steps">
        <Table withTableBorder fz="xs" data-testid="lab-timeline">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">#</Table.Th>
              <Table.Th scope="col">Event</Table.Th>
              <Table.Th scope="col">State</Table.Th>
              <Table.Th scope="col">Context changes</Table.Th>
              <Table.Th scope="col">Effects held</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {steps.map((step, index) => (
              <Table.Tr key={index} data-refused={step.transitions.length === 0 || undefined}>
                <Table.Td>
                  <Button size="compact-xs" variant="subtle" onClick={() => session.jumpTo(index + 1)} aria-label={`Go to step ${index + 1}`}>
                    {index + 1}
                  </Button>
                </Table.Td>
                <Table.Td>
                  {describeEvent(step.event)}
                  {senderOf(step.event.type).kind === 'actor' ? ' (sent by QA)' : ''}
                </Table.Td>
                <Table.Td>
                  {step.transitions.length === 0 ? `${step.state} (refused: ${step.refused?.join('; ') ?? 'no transition taken'})` : step.state}
                </Table.Td>
                <Table.Td>{step.changes.map(describeChange).join('; ') || '—'}</Table.Td>
                <Table.Td>{step.effects.join(', ') || '—'}</Table.Td>
              </Table.Tr>
            ))}
            {/* The steps after the applied ones stay listed, so QA sees what Forward would redo (and can jump there). */}
            {session.undone.map((event, index) => {
              const number = position + index + 1;
              return (
                <Table.Tr key={`undone-${number}`} c="dimmed">
                  <Table.Td>
                    <Button size="compact-xs" variant="subtle" onClick={() => session.jumpTo(number)} aria-label={`Go to step ${number}`}>
                      {number}
                    </Button>
                  </Table.Td>
                  <Table.Td>{describeEvent(event)}</Table.Td>
                  <Table.Td colSpan={3}>undone: Forward redoes it</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}
