import { Box, Card, Table, Text, Title } from '@mantine/core';
import { describeEvent } from './lab-describe';
import { isClockMove, type TimelineStep } from './lab-session';

/**
 * Who sent a step's event: QA, the clock (a delayed event), or QA settling an invoked actor on its
 * behalf (its done or error event, which of the two, and the actor's name). In the lab invoked
 * actors never settle on their own (their services stay pending), so a done or error event is
 * always one QA sent: it is drawn from QA's lane, naming the actor it speaks for.
 */
export function senderOf(type: string): { lane: string; kind: 'qa' | 'clock' } | { lane: string; kind: 'actor'; actor: string; outcome: 'done' | 'error' } {
  const settled = /^xstate\.(done|error)\.actor\.(.+)$/.exec(type);
  if (settled?.[1] && settled[2]) return { lane: 'QA', kind: 'actor', actor: settled[2], outcome: settled[1] === 'done' ? 'done' : 'error' };
  if (type.startsWith('xstate.after.')) return { lane: 'clock', kind: 'clock' };
  return { lane: 'QA', kind: 'qa' };
}

export interface SequenceMessage {
  from: string;
  to: string;
  /** What the sender's lane says (`SUBMIT`, `invokes`), and the receiver's (the state it reached, `started`). */
  sent: string;
  received: string;
}

/**
 * The session as messages between lanes: QA and the clock send the machine its events (QA also the
 * done or error events that settle an invoked actor, which never settles by itself in the lab), the
 * machine invokes actors (the chat's delivery) and stops them. A refused event is marked where the
 * machine receives it. One row per message, numbered by the step it belongs to.
 */
export function sequenceOf(machine: string, initialChildren: readonly string[], steps: readonly TimelineStep[]): { step: number; message: SequenceMessage }[] {
  const invoke = (child: string, step: number) => ({ step, message: { from: machine, to: child, sent: 'invokes', received: 'started' } });
  const stop = (child: string, step: number) => ({ step, message: { from: machine, to: child, sent: 'stops', received: 'stopped' } });
  const rows: { step: number; message: SequenceMessage }[] = initialChildren.map((child) => invoke(child, 0));
  let children = [...initialChildren];
  steps.forEach((step, index) => {
    // A clock move sends the machine nothing (its timers due meanwhile are steps of their own).
    if (isClockMove(step.event)) return;
    const sender = senderOf(step.event.type);
    const sent = sender.kind === 'actor' ? `${sender.outcome} of ${sender.actor}, sent by QA` : describeEvent(step.event);
    // A step that took no transition is an event a guard refused: the machine stays, and says so.
    const received = step.transitions.length === 0 ? `${step.state} (refused: ${step.refused?.join('; ') ?? 'no transition taken'})` : step.state;
    rows.push({ step: index + 1, message: { from: sender.lane, to: machine, sent, received } });
    for (const gone of children.filter((c) => !step.children.includes(c))) rows.push(stop(gone, index + 1));
    for (const added of step.children.filter((c) => !children.includes(c))) rows.push(invoke(added, index + 1));
    children = step.children;
  });
  return rows;
}

export interface SequencePanelProps {
  machine: string;
  initialChildren: readonly string[];
  steps: readonly TimelineStep[];
}

/** The sequence view: one column per lane (QA, the clock, the machine, each actor it invoked), one row per message. */
export function SequencePanel({ machine, initialChildren, steps }: SequencePanelProps) {
  const rows = sequenceOf(machine, initialChildren, steps);
  const actors = [...new Set(rows.flatMap((r) => [r.message.from, r.message.to]))].filter((lane) => lane !== 'QA' && lane !== 'clock' && lane !== machine);
  const lanes = ['QA', 'clock', machine, ...actors];
  return (
    <Card withBorder padding="md" data-testid="lab-sequence">
      <Title order={3} fz="h4" mb="xs">
        Sequence
      </Title>
      {rows.length === 0 ? (
        <Text fz="sm">No messages yet: send the machine an event.</Text>
      ) : (
        // A wide session scrolls sideways inside its own frame, which takes focus so the keyboard can scroll it.
        <Box tabIndex={0} role="region" aria-label="Sequence of messages" style={{ overflowX: 'auto' }}>
          <Table withTableBorder withColumnBorders fz="xs" miw={lanes.length * 140}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Step</Table.Th>
                {lanes.map((lane) => (
                  <Table.Th key={lane} scope="col">
                    {lane}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map(({ step, message }, index) => (
                <Table.Tr key={index} data-from={message.from} data-to={message.to}>
                  <Table.Td>{step || 'start'}</Table.Td>
                  {lanes.map((lane) => (
                    <Table.Td key={lane}>{lane === message.from ? `${message.sent} → ${message.to}` : lane === message.to ? message.received : ''}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Box>
      )}
    </Card>
  );
}
