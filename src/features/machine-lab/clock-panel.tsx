import { Button, Card, Group, List, NumberInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { eventLabel } from '../../../machines/tooling/graph';
import { LAB_CLOCK_TEXT } from '../../content/machine-lab';
import { onClockOf, readTorontoField, onTorontoClock, torontoFieldValue, visitorTimeZone } from './lab-clock';
import type { PendingTimer } from './lab-session';

export interface ClockPanelProps {
  /** The simulated clock's time, ms since the session started. */
  now: number;
  timers: readonly PendingTimer[];
  /** Moves the clock on (timers due meanwhile fire); the move is a step of the session. */
  advance: (ms: number) => void;
  /** Fires a pending timer now. */
  fire: (timer: PendingTimer) => void;
  /**
   * For a machine that reads the time: the instant the session's clock started at (ms since the
   * epoch), and how to start it again at another (decision 0044).
   */
  wall?: { start: number; setStart: (at: number) => void };
}

/** The lab's one clock: time moves only when QA moves it, each pending timer says when it fires, and a machine that reads the time reads this one. */
export function ClockPanel({ now, timers, advance, fire, wall }: ClockPanelProps) {
  const t = LAB_CLOCK_TEXT;
  const [advanceMs, setAdvanceMs] = useState<number | string>(500);
  return (
    <Card withBorder padding="md" data-testid="lab-clock">
      <Title order={3} fz="h4" mb="xs">
        {t.heading}
      </Title>
      {wall ? <WallClock start={wall.start} elapsed={now} setStart={wall.setStart} /> : <Text fz="sm">{t.simulated(now)}</Text>}
      <List size="sm" my="xs" data-testid="lab-timers">
        {timers.length === 0 && <List.Item>No timers pending.</List.Item>}
        {timers.map((timer) => (
          <List.Item key={timer.id}>
            {eventLabel(timer.event.type).text} in {timer.due - now} ms{' '}
            <Button size="compact-xs" variant="default" onClick={() => fire(timer)}>
              Fire {eventLabel(timer.event.type).text} now
            </Button>
          </List.Item>
        ))}
      </List>
      <Group gap="xs" align="flex-end">
        <NumberInput label="Advance by (ms)" value={advanceMs} onChange={setAdvanceMs} min={1} w={140} size="xs" />
        <Button size="xs" variant="default" onClick={() => advance(Math.max(1, Number(advanceMs) || 0))}>
          Advance
        </Button>
        <Button
          size="xs"
          variant="default"
          disabled={!timers.length}
          onClick={() => {
            const next = timers[0];
            if (next) advance(next.due - now);
          }}
        >
          Jump to next timer
        </Button>
      </Group>
    </Card>
  );
}

/** Toronto's date and time the lab's clock reads, a field to start it elsewhere, and the same instant on the visitor's clock. */
function WallClock({ start, elapsed, setStart }: { start: number; elapsed: number; setStart: (at: number) => void }) {
  const t = LAB_CLOCK_TEXT;
  const at = start + elapsed;
  const [value, setValue] = useState(() => torontoFieldValue(at));
  const [refusal, setRefusal] = useState<string | null>(null);
  const zone = visitorTimeZone();
  const set = () => {
    const read = readTorontoField(value);
    if ('refused' in read) setRefusal(read.refused === 'skipped' ? t.skipped(value) : t.notADate(value));
    else {
      setRefusal(null);
      setStart(read.at);
    }
  };
  return (
    <Stack gap={4}>
      <Text fz="sm" fw={700} data-testid="lab-clock-toronto" data-at={at}>
        {t.now(onTorontoClock(at), elapsed)}
      </Text>
      <Text fz="sm" data-testid="lab-clock-visitor">
        {t.visitor(zone, onClockOf(at, zone))}
      </Text>
      <Group gap="xs" align="flex-end">
        <TextInput
          type="datetime-local"
          size="xs"
          label={t.fieldLabel}
          description={t.fieldDescription}
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') set();
          }}
          error={refusal}
          data-testid="lab-clock-field"
        />
        <Button size="xs" variant="default" onClick={set}>
          {t.set}
        </Button>
      </Group>
      <Text fz="xs" c="dimmed">
        {t.stamped}
      </Text>
    </Stack>
  );
}
