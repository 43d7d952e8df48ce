import { Badge, Button, Card, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';

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
              leftSection={<Badge size="xs" variant="light">{item.kind}</Badge>}
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
