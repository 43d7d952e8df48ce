// Components only the lab uses bring their styles with its chunk (src/app/mantine-styles.ts).
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Switch.css';
import './machine-lab.css';
import { Alert, Button, Card, Container, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useCallback, useState } from 'react';
import type { EventObject } from 'xstate';
import { isMachineId, machineEntry, MACHINES, type MachineId } from '../../../machines/index';
import { useHydrated } from '../../shared/hooks/use-hydrated';
import { LabSession } from './lab-session-view';
import { toJson } from './lab-session';
import { hasClock, readAddress } from './lab-setup';
import type { LabView } from './real-view-panel';

/** The site's own views, by machine: the page that hosts the lab composes them (features never import each other). */
export type LabViews = Partial<Record<MachineId, LabView>>;

/**
 * QA's view of every machine in machines/index.ts: its diagram, live state, clock, timeline,
 * paths and coverage. The session comes from the address (a deep link), which only the browser
 * knows: the prerendered page and the hydration render show the heading alone, then the lab.
 */
export function MachineLab({ views = {} }: { views?: LabViews }) {
  const hydrated = useHydrated();
  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Title order={1}>Machine Lab</Title>
        <Text>
          Every state machine of the site, read from the one registry. Pick a machine, step through it on its diagram, move its clock, go back
          on the timeline, replay the paths the model tests generate, and share the exact state as a link.
        </Text>
        {hydrated ? <LabFromAddress views={views} /> : <Text c="dimmed">Loading the lab…</Text>}
      </Stack>
    </Container>
  );
}

function LabFromAddress({ views }: { views: LabViews }) {
  const [address] = useState(readAddress);
  const [id, setId] = useState<MachineId>(address.id);
  const [run, setRun] = useState(0);
  const [initialEvents, setInitialEvents] = useState<EventObject[]>(address.events);
  const entry = machineEntry(id);
  const onEventsChange = useCallback(
    (events: EventObject[]) => {
      const params = new URLSearchParams(window.location.search);
      params.set('machine', id);
      params.set('events', toJson(events));
      if (hasClock(id)) params.set('now', address.now);
      else params.delete('now');
      window.history.replaceState(window.history.state, '', `${window.location.pathname}?${params.toString()}`);
    },
    [id, address.now],
  );
  return (
    <>
      {address.error && (
        <Alert color="red" variant="outline" data-testid="lab-address-error">
          {address.error} The machine starts from its beginning.
        </Alert>
      )}
      <Group align="flex-end">
        <NativeSelect
          label="Machine"
          data={MACHINES.map((m) => ({ value: m.id, label: `${m.title} (${m.id})` }))}
          value={id}
          onChange={(event) => {
            const chosen = event.currentTarget.value;
            if (isMachineId(chosen)) {
              setInitialEvents([]);
              setId(chosen);
            }
          }}
          w={340}
        />
        <Button
          variant="default"
          onClick={() => {
            setInitialEvents([]);
            setRun((n) => n + 1);
          }}
        >
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
        <LabSession key={`${entry.id}-${run}`} id={id} initialEvents={initialEvents} now={address.now} onEventsChange={onEventsChange} view={views[id]} />
      </Card>
    </>
  );
}
