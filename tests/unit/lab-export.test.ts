import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MACHINES } from '../../machines/index';
import { stateName } from '../../machines/shared/state-name';
import { parseEvents, readSessionAddress, sessionSearch } from '../../src/features/machine-lab/lab-address';
import { pathTitle, PATH_TITLE_MAX } from '../../src/features/machine-lab/lab-describe';
import { vitestPathTest } from '../../src/features/machine-lab/lab-export';
import { contextDiff, plainContext, startRun } from '../../src/features/machine-lab/lab-session';
import { clockStart, hasClock, labInput, pathListOf, screenEvents, stampEvent } from '../../src/features/machine-lab/lab-setup';
import { officeAwayHoursText } from '../../src/content/chat-panel-words';
import { MACHINE_EXAMPLES } from '../../src/content/machine-examples';
import { HOME_TESTIMONIALS } from '../../src/content/testimonials';
import { chatAwaySession, PAGE_NOW } from './lab-export-session';

/** The instant QA's colleague opens a shared link: another day, when the chat is online. */
const LATER = '2031-03-12T15:00:00.000Z';

describe('the machine lab export', () => {
  it('records each replayed step with its state, the transitions it took, the context it left and the clock time', () => {
    const { run } = chatAwaySession();
    expect(run.steps.map((s) => s.state)).toEqual([
      'closed',
      'open.greeting',
      'open.away.noticePending',
      'open.away.leavingMessage',
      'open.away.leavingMessage',
      'open.away.leavingMessage',
    ]);
    expect(run.steps[1]?.transitions).toEqual(['chat.closed|OPEN|0']);
    // A replayed timer moves the clock to it: the clock reads the time the session had; QA's clock move is a step of its own.
    expect(run.steps.map((s) => s.at)).toEqual([1000, 1000, 1500, 2500, 2500, 7500]);
    expect(run.steps.at(-1)).toMatchObject({ event: { type: 'lab.clock', ms: 5000 }, transitions: [], changes: [] });
    // The offline notice is two messages added, each on its own, not the list twice.
    expect(run.steps[3]!.changes.map((c) => [c.path, c.before])).toEqual([
      ['messages[1]', undefined],
      ['messages[2]', undefined],
      ['nextId', 2],
    ]);
    // The refused message (a name of spaces) is a step: the state takes it, its guard says no.
    expect(run.steps[4]?.transitions).toEqual([]);
    expect(run.ignored).toEqual([]);
  });

  it('diffs arrays element by element and objects key by key', () => {
    expect(contextDiff({ a: [1] }, { a: [1, 2] })).toEqual([{ path: 'a[1]', before: undefined, after: 2 }]);
    expect(contextDiff({ list: [{ text: 'a' }, { text: 'b' }] }, { list: [{ text: 'a' }, { text: 'c' }] })).toEqual([
      { path: 'list[1].text', before: 'b', after: 'c' },
    ]);
    expect(contextDiff({ a: [1, 2] }, { a: [1] })).toEqual([{ path: 'a[1]', before: 2, after: undefined }]);
    expect(contextDiff({ a: 1, f: () => 1 }, { a: 1, f: () => 2 })).toEqual([]);
  });

  it('writes a Vitest path test that is exactly the committed one, which runs green where its first line says', () => {
    const { session, file } = chatAwaySession();
    expect(session).toMatchObject({ machine: 'chat', variant: 'away', now: '2026-11-28T16:00:00.000Z' });
    expect(session.link).toContain('/machine-lab?machine=chat&variant=away&now=');
    const exported = vitestPathTest(session);
    expect(exported.split('\n')[0]).toBe(`// Save this file as ${file} (its imports are relative to that folder), then run:`);
    // (Inside a Stryker sandbox every file starts with the `// @ts-nocheck` Stryker adds: not part of the export.)
    const committed = readFileSync(file, 'utf8').replace(/^\/\/ @ts-nocheck\r?\n/, '');
    expect(exported === committed, `${file} differs from what the lab exports`).toBe(true);
  });

  it('reads a deep link’s events and refuses what is not an event list', () => {
    expect(parseEvents('[{"type":"START"}]')).toEqual({ events: [{ type: 'START' }] });
    expect(parseEvents(null)).toEqual({ events: [] });
    expect(parseEvents('{"type":"START"}')).toEqual({ error: 'The events in the address must be a JSON array.' });
    expect(parseEvents('[{"type":"START"},{"item":1}]')).toEqual({ error: 'Event 2 in the address has no "type".' });
    expect(parseEvents('[oops')).toEqual({ error: 'The events in the address are not valid JSON.' });
  });

  it('refuses a link with a value outside the machine’s options, naming the field and the allowed values', () => {
    const banana = readSessionAddress(`?machine=careCost&events=${encodeURIComponent('[{"type":"SET_CARE_TYPE","careType":"banana"}]')}`);
    expect(banana.session).toEqual({ machine: 'careCost', events: [] });
    expect(banana.error).toBe(
      'Event 1 in the address: SET_CARE_TYPE\'s careType is "banana": it must be one of "companionship", "personal-care", "specialized".',
    );
    expect(readSessionAddress('?machine=carousel&events=[{"type":"GO_TO","index":9}]').error).toBe(
      `Event 1 in the address: GO_TO's index is 9: it must be a whole number from 0 to ${HOME_TESTIMONIALS.length - 1}.`,
    );
    expect(readSessionAddress('?machine=quiz&events=[{"type":"ANSWER_WHO"}]').error).toMatch(/^Event 1 in the address: ANSWER_WHO needs value \(one of "/);
    expect(readSessionAddress('?machine=chat&variant=closed').error).toBe('There is no variant "closed" of chat: it has "online", "away".');
    expect(readSessionAddress('?machine=chat&now=Saturday').error).toBe(
      'The clock\'s start "Saturday" is not a date and time (write it as 2031-03-05T19:00:00.000Z).',
    );
    expect(readSessionAddress('?machine=robot').error).toBe('There is no machine "robot" in the registry.');
  });

  it('leaves the events a state ignores out of the session, and lists them', () => {
    const screened = screenEvents('quiz', undefined, PAGE_NOW, [{ type: 'NEXT' }, { type: 'START' }]);
    expect(screened.events).toEqual([{ type: 'START' }]);
    expect(screened.ignored).toEqual([{ event: { type: 'NEXT' }, state: 'intro' }]);
  });

  it('titles every generated path in at most 80 characters, with its variant', () => {
    for (const { id } of MACHINES) {
      for (const [index, path] of pathListOf(id).paths.entries()) {
        const title = pathTitle(path, index);
        expect(title.length, title).toBeLessThanOrEqual(PATH_TITLE_MAX);
        if (path.variant) expect(title).toContain(`${path.variant}: `);
      }
    }
  });

  // Every generated path of every variant, played, shared as an address and reopened on another
  // day: the same state and the same context. (The browser does the same for one path per variant:
  // tests/e2e/machine-lab.spec.ts.)
  it.each(MACHINES.map((m) => [m.id, m] as const))('%s: every generated path, shared and reopened later, reaches the same state and context', (id, entry) => {
    for (const path of pathListOf(id).paths) {
      const played = startRun(
        entry.machine,
        labInput(id, path.variant, PAGE_NOW),
        path.steps.map((s) => s.event),
      );
      played.stop();
      const shared = {
        machine: id,
        ...(path.variant ? { variant: path.variant } : {}),
        ...(hasClock(id) ? { now: clockStart(id, path.variant, PAGE_NOW) } : {}),
        events: played.steps.map((s) => s.event),
      };
      const { session, error } = readSessionAddress(sessionSearch(shared));
      expect(error).toBeNull();
      const reopened = startRun(entry.machine, labInput(id, session.variant, session.now ?? LATER), session.events);
      reopened.stop();
      const name = path.test;
      expect(stateName(reopened.actor.getSnapshot().value), name).toBe(stateName(played.actor.getSnapshot().value));
      expect(plainContext(reopened.actor.getSnapshot().context), name).toEqual(plainContext(played.actor.getSnapshot().context));
      expect(reopened.clock.now(), name).toBe(played.clock.now());
    }
  });

  describe('one clock (decision 0044)', () => {
    it('starts the clock where the address says, over the variant’s own, and keeps it in the address', () => {
      const asked = '2026-11-25T15:00:00.000Z';
      const { session, error } = readSessionAddress(`?machine=chat&variant=away&now=${encodeURIComponent(asked)}`);
      expect(error).toBeNull();
      expect(session.now).toBe(asked);
      expect(clockStart('chat', 'away', PAGE_NOW, session.now)).toBe(asked);
      expect(sessionSearch(session)).toContain(`now=${encodeURIComponent(asked)}`);
      // Without one: the variant's own (a Saturday morning), else the page's time.
      expect(clockStart('chat', 'away', PAGE_NOW)).toBe('2026-11-28T16:00:00.000Z');
      expect(clockStart('chat', undefined, PAGE_NOW)).toBe(PAGE_NOW);
      expect(clockStart('consultationRequest', undefined, LATER)).toBe('2031-03-05T19:00:00.000Z');
      // The consultation starts its calendar at the clock's start.
      expect(labInput('consultationRequest', undefined, asked)).toMatchObject({ clock: Date.parse(asked) });
      expect(hasClock('consultationRequest') && hasClock('chat') && !hasClock('quiz')).toBe(true);
      // A machine that does not read the time says so, and the address drops the clock.
      const carousel = readSessionAddress(`?machine=carousel&now=${encodeURIComponent(asked)}`);
      expect(carousel).toEqual({
        session: { machine: 'carousel', events: [] },
        error: null,
        notice: `carousel does not read the time: the clock's start ${asked} in the address is not used, and the address no longer holds it.`,
      });
    });

    it('refuses an event without its instant, and a clock move that is not a whole number of ms above 0, naming the field', () => {
      expect(readSessionAddress(`?machine=chat&events=${encodeURIComponent('[{"type":"OPEN"}]')}`).error).toBe(
        'Event 1 in the address: OPEN needs at (an instant in ms since 1970 (the lab stamps its clock on what it sends)).',
      );
      expect(readSessionAddress(`?machine=consultationRequest&events=${encodeURIComponent('[{"type":"NEXT","at":"today"}]')}`).error).toBe(
        'Event 1 in the address: NEXT\'s at is "today": it must be an instant in ms since 1970 (the lab stamps its clock on what it sends).',
      );
      expect(readSessionAddress(`?machine=toast&events=${encodeURIComponent('[{"type":"lab.clock","ms":-5}]')}`).error).toBe(
        "Event 1 in the address: lab.clock's ms is -5: it must be a whole number of milliseconds above 0.",
      );
    });

    it('stamps its clock on the fields that are instants, words the chat’s hours line, and leaves other events as they are', () => {
      expect(stampEvent('consultationRequest', { type: 'NEXT', at: 1 }, 42)).toEqual({ type: 'NEXT', at: 42 });
      expect(stampEvent('consultationRequest', { type: 'SET_WINDOW', start: '2031-03-06T10:00:00-05:00', value: true, at: 1 }, 42)).toEqual({
        type: 'SET_WINDOW',
        start: '2031-03-06T10:00:00-05:00',
        value: true,
        at: 42,
      });
      expect(stampEvent('chat', { type: 'OPEN' }, 42)).toEqual({ type: 'OPEN', at: 42, awayHours: officeAwayHoursText() });
      const next = { type: 'NEXT' };
      expect(stampEvent('quiz', next, 42)).toBe(next);
      expect(MACHINE_EXAMPLES.chat.events.filter((e) => e.type === 'OPEN')).toHaveLength(1);
    });

    it('replays a clock move: a timer shows the time it had left, and a move never passes a timer', () => {
      const machine = MACHINES.find((m) => m.id === 'toast')!.machine;
      const show = MACHINE_EXAMPLES.toast.events[0]!;
      const live = startRun(machine, labInput('toast', undefined, PAGE_NOW), [show]);
      const duration = live.clock.timers()[0]!.due - live.clock.now();
      live.advance(1000);
      expect(live.clock.timers()[0]!.due - live.clock.now()).toBe(duration - 1000);
      // Past its due time: the timer fires as its own step, and the move is only what is left after it.
      live.advance(duration);
      expect(live.steps.map((s) => s.event.type)).toEqual(['SHOW', 'lab.clock', expect.stringMatching(/^xstate\.after\.TOAST_DURATION/), 'lab.clock']);
      expect(live.steps.at(-1)?.event).toEqual({ type: 'lab.clock', ms: 1000 });
      live.stop();
      const replayed = startRun(
        machine,
        labInput('toast', undefined, PAGE_NOW),
        live.steps.map((s) => s.event),
      );
      replayed.stop();
      expect(replayed.steps.map((s) => [s.event, s.state, s.at])).toEqual(live.steps.map((s) => [s.event, s.state, s.at]));
    });
  });
});
