import { Badge, Button, Card, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { eventLabel, type MachineGraph } from '../../../machines/tooling/graph';
import type { TransitionInfo } from '../../../machines/tooling/introspection';
import type { PathRecord } from '../../../machines/tooling/lab-data';
import { pathDetails, pathTitle } from './lab-describe';

/** One thing the lab's search finds: a state, an event or a guard (on a transition), a generated path. */
export interface SearchItem {
  kind: 'state' | 'event' | 'guard' | 'path';
  /** What the result says. */
  label: string;
  /** Also searched, not shown (a path's full name). */
  extra?: string;
  /** The state id or transition key to jump to, or the path's index. */
  target: string | number;
}

/** What the search looks through: the machine's states, its transitions by event and by guard, its generated paths. */
export function searchItemsOf(graph: MachineGraph, transitions: readonly TransitionInfo[], paths: readonly PathRecord[]): SearchItem[] {
  const to = (t: TransitionInfo) => (t.targets.length ? ` to ${t.targets.join(', ')}` : '');
  return [
    ...graph.nodes.map((n) => ({ kind: 'state' as const, label: n.id, target: n.id })),
    ...transitions.map((t) => ({ kind: 'event' as const, label: `${eventLabel(t.event).text} from ${t.source}${to(t)}`, target: t.key })),
    ...transitions.flatMap((t) =>
      t.guard ? [{ kind: 'guard' as const, label: `${t.guard} on ${eventLabel(t.event).text} from ${t.source}`, target: t.key }] : [],
    ),
    ...paths.map((p, index) => ({ kind: 'path' as const, label: pathTitle(p, index), extra: `${p.test} ${pathDetails(p)}`, target: index })),
  ];
}

/** The items whose label (or extra text) holds every word of the query, case aside; at most `limit`. */
export function searchItems(items: readonly SearchItem[], query: string, limit = 12): SearchItem[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return [];
  return items.filter((item) => words.every((word) => `${item.kind} ${item.label} ${item.extra ?? ''}`.toLowerCase().includes(word))).slice(0, limit);
}

export interface LabSearchProps {
  items: readonly SearchItem[];
  onPick: (item: SearchItem) => void;
}

/** Search over the machine's states, events, guards and generated paths; a result jumps the diagram (or the player) to it. */
export function LabSearch({ items, onPick }: LabSearchProps) {
  const [query, setQuery] = useState('');
  const found = searchItems(items, query);
  return (
    <Card withBorder padding="sm" data-testid="lab-search">
      <Title order={3} fz="h5" mb={4}>
        Search
      </Title>
      <TextInput
        label="States, events, guards and paths"
        placeholder="e.g. contact, SUBMIT, isContactComplete, away"
        value={query}
        onChange={(e) => setQuery(e.currentTarget.value)}
        size="xs"
      />
      <Text fz="xs" c="dimmed" mt={4} aria-live="polite" data-testid="lab-search-count">
        {query.trim() ? `${found.length === 12 ? 'The first 12' : found.length} ${found.length === 1 ? 'match' : 'matches'}` : ''}
      </Text>
      {found.length > 0 && (
        <Stack gap={4} mt={4}>
          {found.map((item) => (
            <Button
              key={`${item.kind}-${item.target}`}
              size="compact-sm"
              variant="subtle"
              justify="flex-start"
              leftSection={
                <Badge size="xs" variant="light">
                  {item.kind}
                </Badge>
              }
              styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
              onClick={() => onPick(item)}
            >
              {item.label}
            </Button>
          ))}
        </Stack>
      )}
    </Card>
  );
}
