// Components only the lab uses bring their styles with its chunk (src/app/mantine-styles.ts).
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Switch.css';
import './machine-lab.css';
import { Alert, Button, Card, Container, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useCallback, useRef, useState } from 'react';
import type { EventObject } from 'xstate';
import { isMachineId, machineEntry, MACHINES, type MachineId } from '../../../machines/index';
import { useHydrated } from '../../shared/hooks/use-hydrated';
import { readSessionAddress, sessionSearch, type LabSessionAddress } from './lab-address';
import { describeEvent } from './lab-describe';
import { LabSession } from './lab-session-view';
import { clockStart, screenEvents } from './lab-setup';
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
          Every state machine of the site, read from the one registry. Pick a machine, step through it on its diagram, move its clock, go back on the timeline,
          replay the paths the model tests generate, and share the exact state as a link.
        </Text>
        {hydrated ? <LabFromAddress views={views} /> : <Text c="dimmed">Loading the lab…</Text>}
      </Stack>
    </Container>
  );
}

function LabFromAddress({ views }: { views: LabViews }) {
  // What the address asks for, read once; its `now` is the clock's start (else the variant's own, else the page's load time).
  const [address] = useState(() => readSessionAddress(window.location.search));
  const [pageNow] = useState(() => new Date().toISOString());
  const [id, setId] = useState<MachineId>(address.session.machine);
  const [run, setRun] = useState(0);
  // The address's events the machine ignores are not steps: they are left out, and listed.
  const [opening] = useState(() => {
    const { machine, variant, now, events } = address.session;
    return screenEvents(machine, variant, clockStart(machine, variant, pageNow, now), events);
  });
  const [initial, setInitial] = useState<{ events: EventObject[]; variant?: string; now?: string }>({
    events: opening.events,
    ...(address.session.variant ? { variant: address.session.variant } : {}),
    ...(address.session.now ? { now: address.session.now } : {}),
  });
  // A link that could not be followed stays in the address, beside its error, until QA takes a step.
  const keepBrokenLink = useRef(address.error !== null);
  const entry = machineEntry(id);
  // The clock the session reads (for a machine that reads the time): Restart keeps it, as QA set it.
  const sessionNow = useRef<string | undefined>(undefined);
  const onSessionChange = useCallback((session: LabSessionAddress) => {
    sessionNow.current = session.now;
    if (keepBrokenLink.current && session.events.length === 0) return;
    keepBrokenLink.current = false;
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${sessionSearch(session)}`);
  }, []);
  /** A fresh session: no events, no variant; `keepClock`: on the clock the session had (Restart), not the machine's own start. */
  const restart = (keepClock = false) => {
    keepBrokenLink.current = false;
    const now = keepClock ? sessionNow.current : undefined;
    setInitial({ events: [], ...(now ? { now } : {}) });
  };
  return (
    <>
      {address.error && (
        <Alert color="red" variant="outline" data-testid="lab-address-error" title="This link cannot be followed">
          {address.error} The machine starts from its beginning; the address is left as it was, to be fixed.
        </Alert>
      )}
      {address.notice && (
        <Alert color="yellow" variant="outline" data-testid="lab-address-notice" title="The address's clock is not used">
          {address.notice}
        </Alert>
      )}
      {opening.ignored.length > 0 && (
        <Alert color="yellow" variant="outline" data-testid="lab-address-ignored" title="Events the machine ignores">
          {opening.ignored.map((i) => `${describeEvent(i.event)} (in ${i.state})`).join('; ')}: the state does not take them, so they are not steps of this
          session.
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
              restart();
              setId(chosen);
            }
          }}
          w={340}
        />
        <Button
          variant="default"
          onClick={() => {
            restart(true);
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
        <LabSession
          key={`${entry.id}-${run}`}
          id={id}
          initialEvents={initial.events}
          initialVariant={initial.variant}
          requestedNow={initial.now}
          pageNow={pageNow}
          onSessionChange={onSessionChange}
          view={views[id]}
        />
      </Card>
    </>
  );
}
