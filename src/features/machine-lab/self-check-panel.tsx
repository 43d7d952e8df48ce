import { Alert, Button, Card, List, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { selfCheckAll, type SelfCheck } from './lab-self-check';

/**
 * The lab checks itself against XState, here in the build QA uses: every machine's reachable
 * states and events, what the lab says (which guard passes, where a way out leads) against what
 * XState does (./lab-self-check.ts). A disagreement means the lab is wrong somewhere: say so.
 */
export function SelfCheckPanel({ now }: { now: string }) {
  const [results, setResults] = useState<SelfCheck[] | null>(null);
  const disagreeing = results?.filter((r) => r.disagreements.length > 0) ?? [];
  return (
    <Card withBorder padding="md" data-testid="lab-self-check">
      <Title order={3} fz="h4" mb="xs">
        Does the lab tell the truth?
      </Title>
      <Text fz="sm" mb="xs">
        Compares what this lab says with what XState does, for every machine: the guard the lab says passes first against the transition XState takes, where the
        list says each way out leads against the state XState settles in, eventless transitions, and how each guard reads.
      </Text>
      <Button size="xs" variant="default" onClick={() => setResults(selfCheckAll(now))}>
        Check the lab against XState
      </Button>
      <div aria-live="polite">
        {results && (
          <>
            <Text fz="sm" fw={700} mt="xs" data-testid="lab-self-check-summary">
              {disagreeing.length === 0
                ? `The lab agrees with XState on all ${results.length} machines: ${results.reduce((n, r) => n + r.states, 0)} states, ${results.reduce((n, r) => n + r.events, 0)} events.`
                : `The lab disagrees with XState on ${disagreeing.length} of ${results.length} machines: do not trust its answers there.`}
            </Text>
            {disagreeing.map((r) => (
              <Alert key={r.machine} color="red" variant="outline" mt="xs" title={r.machine}>
                <List size="xs">
                  {r.disagreements.map((d) => (
                    <List.Item key={d}>{d}</List.Item>
                  ))}
                </List>
              </Alert>
            ))}
            <Table.ScrollContainer minWidth={320} mt="xs">
              <Table fz="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Machine</Table.Th>
                    <Table.Th>States</Table.Th>
                    <Table.Th>Events</Table.Th>
                    <Table.Th>Disagreements</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {results.map((r) => (
                    <Table.Tr key={r.machine} data-machine={r.machine}>
                      <Table.Td>{r.machine}</Table.Td>
                      <Table.Td>{r.states}</Table.Td>
                      <Table.Td>{r.events}</Table.Td>
                      <Table.Td>{r.disagreements.length}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </>
        )}
      </div>
    </Card>
  );
}
