import { Button, Card, Group, Text, Title } from '@mantine/core';
import type { AnyStateMachine, EventObject } from 'xstate';
import type { MachineId } from '../../../machines/index';
import { stateName } from '../../../machines/shared/state-name';
import { MACHINE_LAB_PATH } from '../../content/machine-lab';
import { download } from './lab-download';
import { sessionExport, sessionLink, vitestPathTest } from './lab-export';
import { toJson, type TimelineStep } from './lab-session';
import { hasClock, runInitial } from './lab-setup';

export interface SharePanelProps {
  id: MachineId;
  machine: AnyStateMachine;
  /** The input the session's run started with. */
  input: unknown;
  /** The instant the session's clock starts at (ISO). */
  now: string;
  /** The events applied so far. */
  applied: readonly EventObject[];
  steps: readonly TimelineStep[];
}

/** The session as a file: JSON to attach to a bug report, or a Vitest test that replays it. */
export function SharePanel({ id, machine, input, now, applied, steps }: SharePanelProps) {
  const exportSession = () => {
    const clock = hasClock(id) ? now : undefined;
    const link = sessionLink(window.location.origin, MACHINE_LAB_PATH, id, [...applied], clock);
    return sessionExport(id, stateName(runInitial(machine, input)), [...steps], link, clock);
  };
  return (
    <Card withBorder padding="md">
      <Title order={3} fz="h4" mb="xs">
        Record and share
      </Title>
      <Group gap="xs">
        <Button size="xs" variant="default" onClick={() => download(`${id}-session.json`, 'application/json', `${toJson(exportSession(), 2)}\n`)}>
          Export session (JSON)
        </Button>
        <Button size="xs" variant="default" onClick={() => download(`${id}-lab-session.test.ts`, 'text/typescript', vitestPathTest(exportSession()))}>
          Export Vitest path test
        </Button>
      </Group>
      <Text fz="xs" c="dimmed" mt={4}>
        This page's address rebuilds this exact state: paste it into a bug report.
      </Text>
    </Card>
  );
}
