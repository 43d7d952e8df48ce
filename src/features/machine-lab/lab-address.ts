import type { EventObject } from 'xstate';
import { isMachineId, MACHINES, type MachineId } from '../../../machines/index';
import { isRecord } from '../../../machines/shared/json-record';
import { CLOCK_MOVE, isClockMove, revive, toJson } from './lab-session';
import { hasClock, pathListOf } from './lab-setup';
import { payloadProblem } from './lab-validate';

/**
 * A lab session as an address: `?machine=<id>&variant=<name>&now=<ISO>&events=<JSON array>`. The
 * variant, the clock's start and its moves (`{"type":"lab.clock","ms":…}` among the events) are
 * part of it, so a shared link reopens the very state it was copied from (an "away" chat stays
 * away whatever the day it is opened, a timer shows the time it had left).
 */
export interface LabSessionAddress {
  machine: MachineId;
  /** One of the machine's variants (tests/model/configurations.ts), when the session runs one. */
  variant?: string;
  /** The instant the lab's clock starts at, for machines that read the time (decision 0044). */
  now?: string;
  events: EventObject[];
}

/** The query string of a session (with its leading `?`). */
export function sessionSearch(session: LabSessionAddress): string {
  const params = new URLSearchParams({ machine: session.machine });
  if (session.variant) params.set('variant', session.variant);
  if (session.now) params.set('now', session.now);
  params.set('events', toJson(session.events));
  return `?${params.toString()}`;
}

/** Reads a deep link's events: a JSON array of objects with a string `type`, or an error message. */
export function parseEvents(text: string | null): { events: EventObject[] } | { error: string } {
  if (!text) return { events: [] };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { error: 'The events in the address are not valid JSON.' };
  }
  if (!Array.isArray(value)) return { error: 'The events in the address must be a JSON array.' };
  const bad = value.findIndex((e) => !isRecord(e) || typeof e.type !== 'string');
  if (bad >= 0) return { error: `Event ${bad + 1} in the address has no "type".` };
  return { events: revive(value as EventObject[]) };
}

/**
 * The session an address asks for, and what was wrong with it. A link that cannot be followed
 * whole (an unknown machine or variant, a clock that is not a date, events that are not JSON or
 * carry a value outside the machine's options) starts the machine from its beginning and says
 * why, naming the field and what it allows; the lab leaves such an address as it is, to be fixed.
 */
export function readSessionAddress(search: string): { session: LabSessionAddress; error: string | null; notice?: string } {
  const params = new URLSearchParams(search);
  const requested = params.get('machine');
  if (requested && !isMachineId(requested))
    return { session: { machine: MACHINES[0].id, events: [] }, error: `There is no machine "${requested}" in the registry.` };
  const machine = requested && isMachineId(requested) ? requested : MACHINES[0].id;
  const problems: string[] = [];

  const variants = pathListOf(machine).variants.flatMap((v) => (v.variant ? [v.variant] : []));
  const requestedVariant = params.get('variant');
  const variant = requestedVariant && variants.includes(requestedVariant) ? requestedVariant : undefined;
  if (requestedVariant && !variant) {
    problems.push(
      variants.length
        ? `There is no variant "${requestedVariant}" of ${machine}: it has ${variants.map((v) => `"${v}"`).join(', ')}.`
        : `${machine} has no variants; the address asks for "${requestedVariant}".`,
    );
  }

  const requestedNow = params.get('now');
  const now = requestedNow && !Number.isNaN(Date.parse(requestedNow)) ? new Date(requestedNow).toISOString() : undefined;
  if (requestedNow && !now) problems.push(`The clock's start "${requestedNow}" is not a date and time (write it as 2031-03-05T19:00:00.000Z).`);

  const parsed = parseEvents(params.get('events'));
  let events: EventObject[] = [];
  if ('error' in parsed) problems.push(parsed.error);
  else {
    const bad = parsed.events.map((event, index) => ({ index, problem: clockMoveProblem(event) ?? payloadProblem(machine, event) })).find((e) => e.problem);
    if (bad) problems.push(`Event ${bad.index + 1} in the address: ${bad.problem}`);
    else events = parsed.events;
  }
  // A clock's start is honoured by a machine that reads the time; another says why it does not use it.
  const readsTime = hasClock(machine);
  const notice =
    now && !readsTime
      ? `${machine} does not read the time: the clock's start ${now} in the address is not used, and the address no longer holds it.`
      : undefined;
  const session = { machine, ...(variant ? { variant } : {}), ...(now && readsTime ? { now } : {}), events: problems.length ? [] : events };
  return { session, error: problems.length ? problems.join(' ') : null, ...(notice ? { notice } : {}) };
}

/** Why a clock move cannot be replayed (its `ms` not a whole number of milliseconds above 0), or null. */
function clockMoveProblem(event: EventObject): string | null {
  if (!isClockMove(event)) return null;
  return Number.isSafeInteger(event.ms) && event.ms > 0
    ? null
    : `${CLOCK_MOVE}'s ms is ${JSON.stringify(event.ms)}: it must be a whole number of milliseconds above 0.`;
}
