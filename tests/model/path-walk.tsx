import { act, cleanup, screen } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { Actor, type AnyActorRef, type AnyStateMachine, type EventFromLogic, type EventObject } from 'xstate';
import { machineEntry, type MachineId, type MachineOf } from '../../machines/index';
import type { MachineObserver } from '../../src/shared/machines/machine-observer';
import { renderWithSite } from '../render';
import type { mediaState as setupMediaState } from '../setup';
import type { ActorSettledEventType } from './paths';
import { SKELETON_VIEW_MODELS } from './skeleton-view-models';
import { SKELETON_VIEWS } from './skeleton-views';

/**
 * The committed path tests (tests/model/paths/<id>.paths.test.tsx, written once by
 * `npm run machines:paths -- <id> --vitest`, then reviewed and owned like any test; decision 0078)
 * walk a machine's covering paths through its real view with this. What they expect is in the test
 * file, as Vitest inline snapshots filled on the first run: a changed machine, view model, rule or
 * delay shows as a difference in words there. Nothing here computes an expectation.
 */
export interface PathWalk<TEvent extends EventObject = EventObject> {
  /**
   * What the view shows: its `data-state`, then the view model's values the view reads, one per
   * line (functions left out); the first time all of them, then only those that changed since the
   * last time (a step that changes nothing says so). The actual, never an expectation: the test
   * compares it with its snapshot.
   */
  seen: () => string;
  /** Sends an event of the path straight to the actor the view runs. */
  send: (event: TEvent | { type: ActorSettledEventType }) => Promise<void>;
  /**
   * Lets a delay of the path pass on the fake clock, `ms` as the test file writes it: one
   * millisecond before its end the view must still be where it was, then at its end the delayed
   * transition is taken (the snapshot after it says where to).
   */
  wait: (ms: number, delayedEvent: string) => Promise<void>;
}

const json = (value: unknown) => JSON.stringify(value, (_k, v: unknown) => (v === Infinity ? 'Infinity' : typeof v === 'function' ? undefined : v));
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A view model's values as `key: JSON` lines, an object's own values as `key.field` and a list of
 * records item by item as `key[i]` (so a step names the field or the item it changed).
 */
const values = (view: object, prefix = ''): [string, string][] =>
  Object.entries(view).flatMap(([key, value]: [string, unknown]): [string, string][] => {
    // The view model's own copy of data-state is the line above it.
    if (typeof value === 'function' || value === undefined || (!prefix && key === 'dataState')) return [];
    if (isRecord(value) && Object.keys(value).length > 0) return values(value, `${prefix}${key}.`);
    // A list of records (a calendar's days, a chat's messages): one line per item.
    if (Array.isArray(value) && value.some(isRecord)) return value.map((item, index): [string, string] => [`${prefix}${key}[${index}]`, json(item)]);
    return [[`${prefix}${key}`, json(value)]];
  });

type MediaState = typeof setupMediaState;

/** Renders the machine's real view (tests/model/skeleton-views.tsx) on fake timers and finds the actor it runs. */
export async function walkView<TId extends MachineId>(
  id: TId,
  /**
   * The test file's own media state (tests/setup.ts, run again for each file), and the machine's
   * variant. Handed in by the test file: this module may be cached from another file (Vitest runs
   * these files without isolation), and its own import of the setup would be that file's.
   */
  { mediaState, variant }: { mediaState: MediaState; variant?: string },
): Promise<PathWalk<EventFromLogic<MachineOf<TId>>>> {
  cleanup();
  vi.useFakeTimers();
  const view = SKELETON_VIEWS[id];
  const machine: AnyStateMachine = machineEntry(id).machine;
  view.prepare?.({ mediaState });
  await view.preload?.();
  // The view runs the registry's machine, or a copy of it with its own effects provided: the
  // observer is shown it (`instrument`) before the view starts an actor of it.
  const copies = new WeakSet<AnyStateMachine>();
  let actor: AnyActorRef | null = null;
  const observer: MachineObserver = {
    inspect: (event) => {
      if (!actor && event.actorRef instanceof Actor && copies.has(event.actorRef.logic)) actor = event.actorRef;
    },
    instrument: (candidate) => {
      if (candidate.id === machine.id) copies.add(candidate);
      return candidate;
    },
  };
  await act(async () => {
    renderWithSite(view.render(variant), { observer, ...(view.route ? { route: view.route } : {}) });
  });
  const running = (): AnyActorRef => {
    if (!actor) throw new Error(`The ${id} view has not started its machine`);
    return actor;
  };
  const now = () => [
    ['data-state', String(screen.getByTestId(view.testId).getAttribute('data-state'))] as [string, string],
    ...values(SKELETON_VIEW_MODELS[id](running().getSnapshot())),
  ];
  let shown: Map<string, string> | null = null;
  const seen = () => {
    const lines = now();
    const changed = shown ? lines.filter(([key, value]) => shown!.get(key) !== value) : lines;
    const gone = shown ? [...shown.keys()].filter((key) => !lines.some(([k]) => k === key)) : [];
    shown = new Map(lines);
    const text = [...changed.map(([key, value]) => `${key}: ${value}`), ...gone.map((key) => `${key}: (gone)`)];
    return text.length ? text.join('\n') : '(nothing changed)';
  };
  return {
    seen,
    send: async (event: EventObject) => {
      await act(async () => {
        running().send(event);
      });
    },
    wait: async (ms, delayedEvent) => {
      // Compared as lines of text, so a failure shows the lines that changed too soon.
      const lines = () =>
        now()
          .map(([key, value]) => `${key}: ${value}`)
          .join('\n');
      const before = lines();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(ms - 1);
      });
      expect(lines(), `${delayedEvent} ended before its ${ms} ms`).toBe(before);
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1);
      });
    },
  };
}

/** After each path: the real clock back, the view unmounted. */
export function endWalk(): void {
  cleanup();
  vi.useRealTimers();
}
