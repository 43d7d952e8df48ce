import { Alert, Box, Button, Card, Group, List, Stack, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { candidateChecks, refusalReasons, whyBlocked } from '../../../machines/tooling/guard-explanation';
import { describeEvent } from './lab-describe';
import { revive, toJson } from './lab-session';

export interface EventsPanelProps {
  machine: AnyStateMachine;
  snapshot: AnyMachineSnapshot;
  /** The event types the current state accepts. */
  accepted: readonly string[];
  /** Those events, with the example payloads filled in. */
  events: readonly EventObject[];
  send: (event: EventObject) => void;
  /** Why a payload cannot be sent (a value outside the machine's options), or null. */
  payloadProblem: (event: EventObject) => string | null;
  /** A typed payload as the lab sends it: its instants stamped with the lab's clock (decision 0044). */
  stamp?: (event: EventObject) => EventObject;
}

/**
 * Every event the current state accepts, each with its candidate transitions and whether their
 * guards pass; and a payload QA writes as JSON, refused with a reason when the state or a guard
 * would not take it.
 */
export function EventsPanel({ machine, snapshot, accepted, events, send, payloadProblem, stamp = (event) => event }: EventsPanelProps) {
  const [payloadText, setPayloadText] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const sendOne = (event: EventObject) => {
    setMessage(null);
    send(event);
  };

  const sendPayload = () => {
    let value: unknown;
    try {
      value = JSON.parse(payloadText);
    } catch {
      setMessage('The payload is not valid JSON: nothing was sent.');
      return;
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value) || typeof (value as { type?: unknown }).type !== 'string') {
      setMessage('The payload must be a JSON object with a "type": nothing was sent.');
      return;
    }
    const event = stamp(revive(value as EventObject));
    if (!accepted.includes(event.type)) {
      setMessage(`The current state does not accept ${event.type}: nothing was sent.`);
      return;
    }
    const problem = payloadProblem(event);
    if (problem) {
      setMessage(`${problem} Nothing was sent.`);
      return;
    }
    if (!snapshot.can(event)) {
      setMessage(`Refused: ${refusalReasons(machine, snapshot, event).join('; ')}. Nothing was sent.`);
      return;
    }
    sendOne(event);
  };

  return (
    <Card withBorder padding="md" data-testid="lab-events">
      <Title order={3} fz="h4" mb="xs">
        Events and guards
      </Title>
      <Stack gap="xs">
        {events.map((event) => {
          const checks = candidateChecks(machine, snapshot, event);
          const can = checks.some((c) => c.taken);
          return (
            <Box key={describeEvent(event)} data-testid="lab-event">
              <Group gap={4}>
                <Button
                  size="xs"
                  variant={can ? 'filled' : 'default'}
                  onClick={() => sendOne(event)}
                  maw="100%"
                  // A long payload wraps inside its button on a phone instead of running off it.
                  styles={{
                    root: { height: 'auto', minHeight: 30, paddingBlock: 4 },
                    label: { whiteSpace: 'normal', overflowWrap: 'anywhere', textAlign: 'left' },
                  }}
                >
                  {describeEvent(event)}
                </Button>
                {Object.keys(event).length > 1 && (
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    onClick={() => setPayloadText(toJson(event, 1))}
                    aria-label={`Edit as JSON: ${describeEvent(event)}`}
                  >
                    Edit as JSON
                  </Button>
                )}
              </Group>
              <List size="xs" mt={2}>
                {checks.map((c) => (
                  <List.Item key={c.key}>
                    {c.guard ? `${c.guard}: ${c.passes ? 'passes' : `blocks (${whyBlocked(machine, snapshot, c.key, event)})`}` : 'no guard'}
                    {c.taken ? ' → taken' : ''}
                  </List.Item>
                ))}
              </List>
            </Box>
          );
        })}
        <Textarea
          label="Payload (JSON)"
          description='An event with its data, e.g. {"type":"SET_LOCATION","value":"Brampton"}'
          value={payloadText}
          onChange={(e) => setPayloadText(e.currentTarget.value)}
          minRows={3}
          styles={{ input: { fontFamily: 'monospace' } }}
        />
        <Group gap="xs">
          <Button size="xs" onClick={sendPayload}>
            Send payload
          </Button>
        </Group>
        <div aria-live="polite">
          {message && (
            <Alert color="red" variant="outline" data-testid="lab-message">
              {message}
            </Alert>
          )}
        </div>
      </Stack>
    </Card>
  );
}
