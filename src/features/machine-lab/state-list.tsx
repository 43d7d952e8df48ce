import { Badge, Box, Button, Group, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { eventLabel } from '../../../machines/tooling/graph';
import type { TransitionInfo } from '../../../machines/tooling/introspection';
import type { DeclaredEvent } from '../../../machines/tooling/properties';
import { LAB_PROPERTIES_TEXT } from '../../content/machine-lab';
import type { LabEdges } from './lab-edges';

export interface StateListProps {
  /** The active state ids, outermost first. */
  active: readonly string[];
  /** The transitions out of the active states. */
  transitions: readonly TransitionInfo[];
  enabled: ReadonlySet<string>;
  blocked: ReadonlySet<string>;
  /** Where each enabled way out really leads (lab-edges.tsx `leadsTo`). */
  leadsTo: LabEdges['leadsTo'];
  /** Takes a transition that asks nothing. */
  onTake: (key: string) => void;
  /** Whether a transition asks something before it is taken (it is blocked, or has several payloads). */
  asks: (key: string) => boolean;
  /** What to show under a transition that asks something (why it is blocked, which payload). */
  details: (key: string, close: () => void) => ReactNode | null;
  /** What the active states declare they ignore or refuse on purpose (`meta.ignores`, `meta.refuses`), with the reason. */
  declared?: readonly DeclaredEvent[];
}

const shortState = (id: string) => id.replace(/^[^.]+\./, '');

/**
 * Where a way out leads, in words: for one that can be taken now, the state XState settles in (an
 * eventless transition it sets off included: "stays" only when it really stays); otherwise the
 * transition's own target.
 */
function destination(t: TransitionInfo, leadsTo: StateListProps['leadsTo']): string {
  const outcome = leadsTo.get(t.key);
  if (!outcome) return t.targets.map(shortState).join(', ') || 'stays';
  const then = outcome.then.map((next) => `then ${eventLabel(next.event).text}${next.guard ? ` [${next.guard}]` : ''}`);
  return `${outcome.stays ? 'stays' : outcome.state}${then.length ? ` (${then.join(', ')})` : ''}`;
}

/**
 * The machine read as a list, for a phone: where it is, and every way out of there as a large
 * button (taken at a tap; one that is blocked, or whose event has several payloads, opens below).
 * Eventless (`always`) transitions are listed with them: they wait for their guard, and say why.
 */
export function StateList({ active, transitions, enabled, blocked, leadsTo, onTake, asks, details, declared = [] }: StateListProps) {
  const [open, setOpen] = useState<string | null>(null);
  const ways = transitions.filter((t) => active.includes(t.source));
  return (
    <Stack gap="sm" data-testid="lab-list">
      <Box>
        <Text fz="sm" fw={700}>
          Active states
        </Text>
        <Group gap={6} mt={4}>
          {active.map((id) => (
            <Badge
              key={id}
              variant="filled"
              color="hearth.8"
              size="lg"
              tt="none"
              maw="100%"
              style={{ height: 'auto', whiteSpace: 'normal', overflowWrap: 'anywhere' }}
            >
              {id}
            </Badge>
          ))}
        </Group>
      </Box>
      <Text fz="sm" fw={700}>
        Ways out from here
      </Text>
      {ways.map((t) => {
        const shown = open === t.key ? details(t.key, () => setOpen(null)) : null;
        const eventless = t.event === 'always';
        const state = enabled.has(t.key) ? 'enabled' : blocked.has(t.key) ? (eventless ? 'waiting' : 'blocked') : 'not taken';
        return (
          <Box key={t.key} data-transition={t.key} data-status={state}>
            <Button
              fullWidth
              size="md"
              justify="space-between"
              variant={state === 'enabled' ? 'filled' : state === 'blocked' || state === 'waiting' ? 'outline' : 'default'}
              color={state === 'blocked' || state === 'waiting' ? 'grape.9' : undefined}
              // A long way out wraps: the button grows with its label instead of cutting it.
              styles={{
                root: { height: 'auto', minHeight: 42, paddingBlock: 8 },
                label: { whiteSpace: 'normal', textAlign: 'left', lineHeight: 1.35, overflowWrap: 'anywhere' },
              }}
              aria-expanded={asks(t.key) ? open === t.key : undefined}
              onClick={() => {
                if (asks(t.key)) setOpen(open === t.key ? null : t.key);
                else if (!eventless) onTake(t.key);
              }}
            >
              {eventLabel(t.event).text}
              {t.guard ? ` [${t.guard}]` : ''} → {destination(t, leadsTo)}
              {state === 'blocked' ? ' (blocked)' : state === 'waiting' ? ' (waits for its guard)' : ''}
            </Button>
            {shown && (
              <Box p="sm" mt={4} style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 'var(--mantine-radius-sm)' }}>
                {shown}
              </Box>
            )}
          </Box>
        );
      })}
      {declared.length > 0 && (
        <Box data-testid="lab-declared">
          <Text fz="sm" fw={700}>
            {LAB_PROPERTIES_TEXT.declaredTitle}
          </Text>
          <Stack gap={4} mt={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {declared.map((d) => (
              <Text component="li" fz="sm" key={`${d.state}|${d.kind}|${d.event}`} data-declared={d.kind} data-event={d.event}>
                <Badge variant="outline" color="gray.8" size="sm" mr={6} tt="none">
                  {d.event} {d.kind === 'ignores' ? LAB_PROPERTIES_TEXT.ignores : LAB_PROPERTIES_TEXT.refuses}
                </Badge>
                {` ${LAB_PROPERTIES_TEXT.declaredIn} ${shortState(d.state)}: ${d.reason}`}
              </Text>
            ))}
          </Stack>
        </Box>
      )}
    </Stack>
  );
}
