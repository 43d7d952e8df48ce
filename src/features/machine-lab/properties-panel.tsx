import { Badge, Button, Card, List, Stack, Text, Title } from '@mantine/core';
import type { LabProperty, PathRecord } from '../../../machines/tooling/lab-data';
import { LAB_PROPERTIES_TEXT } from '../../content/machine-lab';
import { describeEvent } from './lab-describe';

export interface PropertiesPanelProps {
  /** The machine's properties as machines:properties judged them (src/features/machine-lab/machine-properties.json). */
  properties: readonly LabProperty[] | undefined;
  /** Plays a failure's counterexample with the path player, on the diagram. */
  onPlay: (path: PathRecord) => void;
}

/**
 * The Properties panel (decision 0058): each property of the machine, holds or fails; for a failure
 * what fails and its shortest counterexample, which QA plays on the diagram with the path player.
 */
export function PropertiesPanel({ properties, onPlay }: PropertiesPanelProps) {
  return (
    <Card withBorder padding="md" data-testid="lab-properties">
      <Title order={3} fz="h4" mb="xs">
        {LAB_PROPERTIES_TEXT.title}
      </Title>
      <Text fz="sm" mb="xs">
        {LAB_PROPERTIES_TEXT.intro}
      </Text>
      {!properties ? (
        <Text fz="sm">{LAB_PROPERTIES_TEXT.none}</Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {properties.map((p) => (
            <li key={p.name} data-property={p.name} data-holds={p.holds}>
              <Text fz="sm" component="div">
                <Badge color={p.holds ? 'hearth.8' : 'red.9'} variant="filled" mr={6}>
                  {p.holds ? LAB_PROPERTIES_TEXT.holds : LAB_PROPERTIES_TEXT.fails}
                </Badge>
                {p.name}
              </Text>
              {p.exempt && (
                <List size="xs" mt={4} ml="md" data-testid="lab-property-exempt">
                  {p.exempt.map((e) => (
                    <List.Item key={e}>{e}</List.Item>
                  ))}
                </List>
              )}
              {!p.holds && (
                <Stack gap={4} mt={4} ml="md">
                  {p.details && (
                    <List size="xs">
                      {p.details.map((d) => (
                        <List.Item key={d}>{d}</List.Item>
                      ))}
                    </List>
                  )}
                  {p.counterexample && (
                    <>
                      <Text fz="xs" data-testid="lab-counterexample">
                        {LAB_PROPERTIES_TEXT.counterexample}
                        {p.counterexample.variant ? ` (${p.counterexample.variant})` : ''}:{' '}
                        {p.counterexample.steps.map((s) => describeEvent(s.event)).join(' → ') || LAB_PROPERTIES_TEXT.start}
                      </Text>
                      <Button size="xs" variant="default" w="fit-content" onClick={() => onPlay(p.counterexample!)}>
                        {LAB_PROPERTIES_TEXT.play}
                      </Button>
                    </>
                  )}
                </Stack>
              )}
            </li>
          ))}
        </Stack>
      )}
    </Card>
  );
}
