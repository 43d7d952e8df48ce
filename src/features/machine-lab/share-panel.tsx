import { Button, Card, Code, CopyButton, Group, Text, Title } from '@mantine/core';
import type { AnyStateMachine } from 'xstate';
import { stateName } from '../../../machines/shared/state-name';
import { MACHINE_LAB_PATH } from '../../content/machine-lab';
import type { LabSessionAddress } from './lab-address';
import { download } from './lab-download';
import { exportedTestPath, sessionExport, sessionLink, vitestPathTest } from './lab-export';
import { toJson, type TimelineStep } from './lab-session';
import { runStart, variantInput } from './lab-setup';

export interface SharePanelProps {
  /** The session as the address holds it: machine, variant, clock start, events applied. */
  address: LabSessionAddress;
  machine: AnyStateMachine;
  /** The input the session's run started with. */
  input: unknown;
  steps: readonly TimelineStep[];
}

/** The session as a file: JSON to attach to a bug report, or a Vitest test that replays it. */
export function SharePanel({ address, machine, input, steps }: SharePanelProps) {
  const exportSession = () => {
    const start = runStart(machine, input);
    return sessionExport(address, {
      initial: stateName(start.value),
      startContext: start.context,
      steps,
      link: sessionLink(window.location.origin, MACHINE_LAB_PATH, address),
      input: variantInput(address.machine, address.variant),
    });
  };
  const testFile = exportedTestPath(address);
  return (
    <Card withBorder padding="md">
      <Title order={3} fz="h4" mb="xs">
        Record and share
      </Title>
      <Group gap="xs">
        <CopyButton value={sessionLink(window.location.origin, MACHINE_LAB_PATH, address)}>
          {({ copied, copy }) => (
            <Button size="xs" variant={copied ? 'filled' : 'default'} onClick={copy} data-testid="lab-copy-link">
              {copied ? 'Link copied' : 'Copy link'}
            </Button>
          )}
        </CopyButton>
        <Button size="xs" variant="default" onClick={() => download(`${address.machine}-session.json`, 'application/json', `${toJson(exportSession(), 2)}\n`)}>
          Export session (JSON)
        </Button>
        <Button size="xs" variant="default" onClick={() => download(testFile.replace(/^.*\//, ''), 'text/typescript', vitestPathTest(exportSession()))}>
          Export Vitest path test
        </Button>
      </Group>
      <Text fz="xs" c="dimmed" mt={4}>
        This page's address rebuilds this exact state (its variant, its clock's start and every move of the clock included): paste it into a bug report. Save
        the Vitest test as <Code>{testFile}</Code>; it checks the state and the context after every step.
      </Text>
    </Card>
  );
}
