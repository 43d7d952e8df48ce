import '@mantine/core/styles/Code.css';
import { Badge, Box, Button, Card, Code, Container, Group, NativeSelect, Stack, Table, Text, Title } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import type { AnyStateMachine, EventObject } from 'xstate';
import { isMachineId, machineEntry, MACHINES, type MachineId, type RegisteredMachineEntry } from '../../../machines/index';
import { acceptedEventTypes, activeStateIds, allTransitions } from '../../../machines/introspection';
import { stateName } from '../../../machines/state-name';
import { MACHINE_EXAMPLES } from '../../content/machine-examples';

function describeEvent(event: EventObject): string {
  const { type, ...payload } = event;
  const delay = /^xstate\.after\.([^.]+)\./.exec(type);
  if (delay) return `after ${delay[1]}`;
  return Object.keys(payload).length ? `${type} ${JSON.stringify(payload, (_k, v) => (v === Infinity ? 'Infinity' : v))}` : type;
}

function LiveMachine({ entry }: { entry: RegisteredMachineEntry }) {
  // The lab runs any machine of the registry: it needs none of their own types.
  const machine: AnyStateMachine = entry.machine;
  const { events: exampleEvents, input }: { events: readonly EventObject[]; input: unknown } = MACHINE_EXAMPLES[entry.id];
  const actor = useActorRef(machine, { input });
  const snapshot = useSelector(actor, (s) => s);
  const current = stateName(snapshot.value);
  const transitions = allTransitions(machine);
  const activeIds = new Set(activeStateIds(snapshot));
  const accepted: EventObject[] = acceptedEventTypes(snapshot).flatMap((type) => {
    const examples = exampleEvents.filter((e) => e.type === type);
    return examples.length ? examples : [{ type }];
  });

  return (
    <Stack gap="lg">
      <Group gap="sm">
        <Text fw={700}>Current state:</Text>
        <Badge size="lg" color="hearth.8" data-testid="lab-state" data-state={current}>
          {current}
        </Badge>
      </Group>
      <Box>
        <Title order={3} fz="h4" mb="xs">
          Send an event
        </Title>
        <Group gap="xs">
          {accepted.map((event) => (
            <Button key={describeEvent(event)} size="xs" variant="light" onClick={() => actor.send(event)}>
              {describeEvent(event)}
            </Button>
          ))}
        </Group>
        <Text fz="xs" c="dimmed" mt={4}>
          Timed transitions ("after …") can be fired at once, as a fake clock would.
        </Text>
      </Box>
      <Box>
        <Title order={3} fz="h4" mb="xs">
          Diagram: transitions
        </Title>
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">From state</Table.Th>
              <Table.Th scope="col">Event</Table.Th>
              <Table.Th scope="col">Guard</Table.Th>
              <Table.Th scope="col">To</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {transitions.map((t) => (
              <Table.Tr key={t.key} data-active={activeIds.has(t.source) || undefined} fw={activeIds.has(t.source) ? 700 : undefined}>
                <Table.Td>
                  {t.source}
                  {activeIds.has(t.source) && <span className="visually-hidden"> (active)</span>}
                </Table.Td>
                <Table.Td>{describeEvent({ type: t.event })}</Table.Td>
                <Table.Td>{t.guard ?? '—'}</Table.Td>
                <Table.Td>{t.targets.join(', ') || '(stays)'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Box>
      <Box>
        <Title order={3} fz="h4" mb="xs">
          Context
        </Title>
        <Code block>{JSON.stringify(snapshot.context ?? {}, (_k, v) => (v === Infinity ? 'Infinity' : v), 2)}</Code>
      </Box>
    </Stack>
  );
}

/** QA's view of every machine in machines/index.ts: its diagram, live state and events. */
export function MachineLab() {
  const [id, setId] = useState<MachineId>(MACHINES[0].id);
  const [run, setRun] = useState(0);
  const entry = machineEntry(id);
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1}>Machine Lab</Title>
        <Text>
          Every state machine of the site, read from the one registry. Pick a machine, step through
          its events, and compare the highlighted state with the view under test.
        </Text>
        <Group align="flex-end">
          <NativeSelect
            label="Machine"
            data={MACHINES.map((m) => ({ value: m.id, label: `${m.title} (${m.id})` }))}
            value={id}
            onChange={(event) => {
              const chosen = event.currentTarget.value;
              if (isMachineId(chosen)) setId(chosen);
            }}
            w={320}
          />
          <Button variant="default" onClick={() => setRun((n) => n + 1)}>
            Restart machine
          </Button>
        </Group>
        <Card withBorder padding="lg">
          <Title order={2} fz="h3">
            {entry.title}
          </Title>
          <Text c="dimmed" mb="md">
            {entry.description}
          </Text>
          <LiveMachine key={`${entry.id}-${run}`} entry={entry} />
        </Card>
      </Stack>
    </Container>
  );
}
