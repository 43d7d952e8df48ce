import type { EventObject } from 'xstate';
import type { MachineId } from '../../../machines/index';
import { MACHINE_EXAMPLES } from '../../content/machine-examples';
import type { EventFieldRule } from '../../content/machine-example-fields';

/** The rules of an event type's fields (src/content/machine-examples.ts `fields`), by field name. */
export function fieldRulesOf(id: MachineId, type: string): Readonly<Record<string, EventFieldRule>> {
  const fields: Partial<Record<string, Readonly<Record<string, EventFieldRule>>>> = MACHINE_EXAMPLES[id].fields;
  return fields[type] ?? {};
}

/** What a rule allows, in words: `one of "a", "b"`, `a whole number from 0 to 3`, `text`. */
export function allowedValues(rule: EventFieldRule): string {
  if (rule.kind === 'choice') return `one of ${rule.options.map((o) => JSON.stringify(o)).join(', ')}`;
  if (rule.kind === 'whole') return `a whole number from ${rule.min} to ${rule.max}`;
  if (rule.kind === 'instant') return 'an instant in ms since 1970 (the lab stamps its clock on what it sends)';
  if (rule.kind === 'yesNo') return 'true or false';
  return 'text';
}

function breaks(rule: EventFieldRule, value: unknown): boolean {
  if (rule.kind === 'choice') return typeof value !== 'string' || !rule.options.includes(value);
  if (rule.kind === 'whole') return typeof value !== 'number' || !Number.isInteger(value) || value < rule.min || value > rule.max;
  if (rule.kind === 'instant') return typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0;
  if (rule.kind === 'yesNo') return typeof value !== 'boolean';
  return typeof value !== 'string';
}

/**
 * Why an event's payload cannot be sent to the machine, naming the field and what it allows
 * (`careType is "banana": it must be one of "companionship", …`), or null when it can.
 */
export function payloadProblem(id: MachineId, event: EventObject): string | null {
  const payload = event as EventObject & Record<string, unknown>;
  for (const [field, rule] of Object.entries(fieldRulesOf(id, event.type))) {
    if (!(field in payload)) return `${event.type} needs ${field} (${allowedValues(rule)}).`;
    if (breaks(rule, payload[field])) return `${event.type}'s ${field} is ${JSON.stringify(payload[field])}: it must be ${allowedValues(rule)}.`;
  }
  return null;
}
