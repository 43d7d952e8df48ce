import { Alert, Box, Card, Code, List, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { eventLabel } from '../../../machines/tooling/graph';
import { guardOutcomeKey, type Coverage, type TransitionInfo } from '../../../machines/tooling/introspection';
import type { CoverageTest } from '../../../machines/tooling/lab-data';
import { shortTestName } from './lab-describe';

export interface CoveragePanelProps {
  /** Whether the build carries a coverage report at all. */
  hasReport: boolean;
  /** Whether that report was written for other machines or model tests than these. */
  stale: boolean;
  /** When it was written (ISO). */
  writtenAt: string | undefined;
  transitions: readonly TransitionInfo[];
  uncoveredCount: number;
  /** The outcomes of the guarded transitions (taken, refused) the tests saw, against all of them. */
  guardOutcomes: Coverage;
  tests: readonly CoverageTest[];
  selectedTest: string | null;
  onSelectTest: (test: string | null) => void;
  /** The transition selected on the diagram, if any. */
  selectedTransition: TransitionInfo | undefined;
}

/** What the model tests cover of the machine: counts, a test's path to highlight, the tests that take a transition. */
export function CoveragePanel({
  hasReport,
  stale,
  writtenAt,
  transitions,
  uncoveredCount,
  guardOutcomes,
  tests,
  selectedTest,
  onSelectTest,
  selectedTransition,
}: CoveragePanelProps) {
  const taking = selectedTransition ? tests.filter((t) => t.transitions.includes(selectedTransition.key)).map((t) => t.test) : [];
  const seeing = (outcome: 'taken' | 'refused') =>
    selectedTransition ? tests.filter((t) => t.guardOutcomes.includes(guardOutcomeKey(selectedTransition.key, outcome))).length : 0;
  return (
    <Card withBorder padding="md" data-testid="lab-coverage">
      <Title order={3} fz="h4" mb="xs">
        Coverage by the model tests
      </Title>
      {hasReport ? (
        <Stack gap="xs">
          {stale ? (
            <Alert color="yellow" variant="outline" data-testid="lab-coverage-stale" title="This report is out of date">
              It was written{writtenAt ? ` on ${writtenAt}` : ''} for other versions of the machines or their model tests than this build's. Run{' '}
              <Code>npm run machines:coverage</Code>, then rebuild or restart the dev server.
            </Alert>
          ) : (
            <Text fz="xs" c="dimmed" data-testid="lab-coverage-fresh">
              Written{writtenAt ? ` on ${writtenAt}` : ''} by the model tests of these very machines.
            </Text>
          )}
          <Text fz="sm" data-testid="lab-coverage-counts">
            {transitions.length - uncoveredCount} of {transitions.length} transitions covered by {tests.length} path tests;{' '}
            {guardOutcomes.total === 0
              ? 'no guarded transitions.'
              : `${guardOutcomes.covered} of ${guardOutcomes.total} guard outcomes seen (each guarded transition taken and refused).`}
          </Text>
          {guardOutcomes.missing.length > 0 && (
            <List size="xs" data-testid="lab-coverage-missing-outcomes">
              {guardOutcomes.missing.map((key) => (
                <List.Item key={key}>Not seen: {key}</List.Item>
              ))}
            </List>
          )}
          <NativeSelect
            label="Highlight a test's path"
            data={[{ value: '', label: 'None' }, ...tests.map((t) => ({ value: t.test, label: shortTestName(t.test) }))]}
            value={selectedTest ?? ''}
            onChange={(e) => onSelectTest(e.currentTarget.value || null)}
          />
          {selectedTest && (
            <Text fz="xs" data-testid="lab-test-guards">
              Guard outcomes this test sees: {tests.find((t) => t.test === selectedTest)?.guardOutcomes.join(', ') || 'none'}
            </Text>
          )}
          {selectedTransition && (
            <Box>
              <Text fz="sm" fw={700}>
                Tests that take {eventLabel(selectedTransition.event).text} from {selectedTransition.source}:
              </Text>
              <List size="xs">
                {taking.length ? taking.map((t) => <List.Item key={t}>{t}</List.Item>) : <List.Item>None: this transition is not covered.</List.Item>}
              </List>
              {selectedTransition.guard && (
                <Text fz="xs" data-testid="lab-transition-outcomes">
                  Its guard {selectedTransition.guard}: taken in {seeing('taken')} tests, refused in {seeing('refused')}.
                </Text>
              )}
            </Box>
          )}
        </Stack>
      ) : (
        <Text fz="sm">
          No coverage report in this dev server. Run <Code>npm run machines:coverage</Code> (it writes reports/machine-coverage.json), then restart it. (A lab
          build always carries one: <Code>npm run build:lab</Code> runs the model tests first when the report is missing or old.)
        </Text>
      )}
    </Card>
  );
}
