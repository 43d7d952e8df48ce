import { Alert, Button, Checkbox, Group, List, NativeSelect, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { EventObject } from 'xstate';
import { type TransitionInfo } from '../../../machines/tooling/introspection';
import { decidingGuards, type GuardExplanation } from '../../../machines/tooling/guard-explanation';
import type { EventFieldRule } from '../../content/machine-example-fields';
import { LAB_PROPERTIES_TEXT } from '../../content/machine-lab';
import { describeEvent } from './lab-describe';
import { toJson } from './lab-session';

export interface EdgeDetailsProps {
  transition: TransitionInfo;
  /** Set when the transition is blocked now: its guard, the outcome and what it read. */
  blocked: GuardExplanation | null;
  /** Events that would make the guard pass here, in order (null: none found). */
  unblock: readonly EventObject[] | null;
  /** The event's example payloads. */
  payloads: readonly EventObject[];
  /** The event's fields QA may fill in (src/content/machine-examples.ts `fields`). */
  fields: Readonly<Record<string, EventFieldRule>>;
  /** Why a payload cannot be sent, or null. */
  payloadProblem: (event: EventObject) => string | null;
  send: (events: readonly EventObject[]) => void;
  close: () => void;
  /** For a combined guard: the evaluations MC/DC asks, each with whether a model test made it (lab-edges.tsx `conditionOutcomesOf`). */
  conditions?: readonly { outcome: string; seen: boolean }[];
}

/** MC/DC on a combined guard's edge: each evaluation that shows one condition deciding on its own, seen by the model tests or not. */
function ConditionOutcomes({ conditions }: { conditions: readonly { outcome: string; seen: boolean }[] }) {
  if (!conditions.length) return null;
  return (
    <Stack gap={2} data-testid="lab-edge-conditions">
      <Text fw={700} fz="sm">
        {LAB_PROPERTIES_TEXT.conditionsTitle}
      </Text>
      <Text fz="xs">{LAB_PROPERTIES_TEXT.conditionsIntro}</Text>
      <List size="xs">
        {conditions.map((c) => (
          <List.Item key={c.outcome} data-seen={c.seen}>
            {c.outcome}: {c.seen ? LAB_PROPERTIES_TEXT.seen : LAB_PROPERTIES_TEXT.notSeen}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

/**
 * What the lab says beside a clicked transition: why it is blocked (the guard, the values it read,
 * and the events that would make it pass), or which payload to send when its event has several.
 */
export function EdgeDetails({ transition, blocked, unblock, payloads, fields, payloadProblem, send, close, conditions = [] }: EdgeDetailsProps) {
  const sendAndClose = (events: readonly EventObject[]) => {
    send(events);
    close();
  };
  const from = `${transition.source}${transition.targets.length ? ` to ${transition.targets.join(', ')}` : ''}`;
  if (blocked) {
    return (
      <Stack gap="xs" data-testid="lab-edge-blocked">
        <Text fw={700} fz="sm">
          {transition.event === 'always' ? 'Waits' : 'Blocked'}: {blocked.guard} is false
        </Text>
        <Text fz="sm" data-testid="lab-guard-why">
          Because {decidingGuards(blocked).join(' and ')}.
        </Text>
        <Text fz="sm">
          {transition.event === 'always'
            ? `This eventless transition (${from}) is taken the moment its guard passes, after any step. The guard read:`
            : `So ${transition.event} cannot take this transition (${from}) now. The guard read:`}
        </Text>
        <List size="xs" data-testid="lab-guard-reads">
          {blocked.reads.length ? (
            blocked.reads.map((r) => (
              <List.Item key={r.path}>
                {r.path} = {toJson(r.value) ?? 'undefined'}
              </List.Item>
            ))
          ) : (
            <List.Item>nothing from the context or the event</List.Item>
          )}
        </List>
        {unblock ? (
          <>
            <Text fz="sm" data-testid="lab-unblock">
              It passes after {unblock.map(describeEvent).join(', then ')}.
            </Text>
            <Button size="xs" onClick={() => sendAndClose(unblock)}>
              Send {unblock.length === 1 ? 'it' : `these ${unblock.length} events`}
            </Button>
          </>
        ) : (
          <Text fz="sm">No run of up to three of this state's example events makes it pass here: another state's steps must change what it reads.</Text>
        )}
        <ConditionOutcomes conditions={conditions} />
      </Stack>
    );
  }
  return (
    <Stack gap="xs" data-testid="lab-edge-payloads">
      <Text fw={700} fz="sm">
        Send {transition.event} ({from}) with:
      </Text>
      <Group gap={4}>
        {payloads.map((event) => (
          <Button key={describeEvent(event)} size="compact-xs" variant="light" onClick={() => sendAndClose([event])}>
            {describeEvent(event)}
          </Button>
        ))}
      </Group>
      {Object.keys(fields).length > 0 && (
        <PayloadForm type={transition.event} fields={fields} start={payloads[0]} payloadProblem={payloadProblem} send={(e) => sendAndClose([e])} />
      )}
      <ConditionOutcomes conditions={conditions} />
    </Stack>
  );
}

interface PayloadFormProps {
  type: string;
  fields: Readonly<Record<string, EventFieldRule>>;
  start: EventObject | undefined;
  payloadProblem: (event: EventObject) => string | null;
  send: (event: EventObject) => void;
}

/** The event's simple fields as a small form: a choice as a list, a number as a number, text as text. */
function PayloadForm({ type, fields, start, payloadProblem, send }: PayloadFormProps) {
  const initial = (start ?? { type }) as EventObject & Record<string, unknown>;
  const firstValue = (rule: EventFieldRule) =>
    rule.kind === 'choice' ? rule.options[0] : rule.kind === 'whole' ? rule.min : rule.kind === 'yesNo' ? true : '';
  const [values, setValues] = useState<Record<string, unknown>>(() =>
    Object.fromEntries(Object.entries(fields).map(([name, rule]) => [name, initial[name] ?? firstValue(rule)])),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const set = (name: string, value: unknown) => setValues((v) => ({ ...v, [name]: value }));
  // An instant, and the text worded from it, are the lab's clock's to fill when it sends (decision 0044).
  const shown = Object.entries(fields).filter(([, rule]) => rule.kind !== 'instant' && rule.kind !== 'worded');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const event = { type, ...values };
    const reason = payloadProblem(event);
    setProblem(reason);
    if (!reason) send(event);
  };
  return (
    <Stack gap={6} component="form" onSubmit={submit}>
      <Text fz="xs" c="dimmed">
        Or fill in its fields:
      </Text>
      {shown.map(([name, rule]) =>
        rule.kind === 'choice' ? (
          <NativeSelect
            key={name}
            size="xs"
            label={name}
            data={[...rule.options]}
            value={String(values[name] ?? '')}
            onChange={(e) => set(name, e.currentTarget.value)}
          />
        ) : rule.kind === 'whole' ? (
          <NumberInput
            key={name}
            size="xs"
            label={name}
            min={rule.min}
            max={rule.max}
            allowDecimal={false}
            value={typeof values[name] === 'number' ? values[name] : ''}
            // An emptied box is no number: the form says so rather than send 0.
            onChange={(v) => set(name, typeof v === 'number' ? v : undefined)}
          />
        ) : rule.kind === 'yesNo' ? (
          <Checkbox key={name} size="xs" label={name} checked={values[name] === true} onChange={(e) => set(name, e.currentTarget.checked)} />
        ) : (
          <TextInput key={name} size="xs" label={name} value={String(values[name] ?? '')} onChange={(e) => set(name, e.currentTarget.value)} />
        ),
      )}
      <Button size="xs" type="submit">
        Send {type}
      </Button>
      <div aria-live="polite">
        {problem && (
          <Alert color="red" variant="outline" p="xs">
            {problem}
          </Alert>
        )}
      </div>
    </Stack>
  );
}
