import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MACHINES } from '../../machines/index';
import { stateName } from '../../machines/shared/state-name';
import { parseEvents, readSessionAddress, sessionSearch } from '../../src/features/machine-lab/lab-address';
import { pathTitle, PATH_TITLE_MAX } from '../../src/features/machine-lab/lab-describe';
import { vitestPathTest } from '../../src/features/machine-lab/lab-export';
import { contextDiff, plainContext, startRun } from '../../src/features/machine-lab/lab-session';
import { clockStart, hasClock, labInput, pathListOf, screenEvents } from '../../src/features/machine-lab/lab-setup';
import { HOME_TESTIMONIALS } from '../../src/content/testimonials';
import { chatAwaySession, PAGE_NOW } from './lab-export-session';

/** The instant QA's colleague opens a shared link: another day, when the chat is online. */
const LATER = '2031-03-12T15:00:00.000Z';

describe('the machine lab export', () => {
  it('records each replayed step with its state, the transitions it took, the context it left and the clock time', () => {
    const { run } = chatAwaySession();
    expect(run.steps.map((s) => s.state)).toEqual(['closed', 'open.greeting', 'open.away.noticePending', 'open.away.leavingMessage', 'open.away.leavingMessage']);
    expect(run.steps[1]?.transitions).toEqual(['chat.closed|OPEN|0']);
    // A replayed timer moves the clock to it: the clock reads the time the session had.
    expect(run.steps.map((s) => s.at)).toEqual([1000, 1000, 1500, 2500, 2500]);
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
    expect(contextDiff({ list: [{ text: 'a' }, { text: 'b' }] }, { list: [{ text: 'a' }, { text: 'c' }] })).toEqual([{ path: 'list[1].text', before: 'b', after: 'c' }]);
    expect(contextDiff({ a: [1, 2] }, { a: [1] })).toEqual([{ path: 'a[1]', before: 2, after: undefined }]);
    expect(contextDiff({ a: 1, f: () => 1 }, { a: 1, f: () => 2 })).toEqual([]);
  });

  it('writes a Vitest path test that is exactly the committed one, which runs green where its first line says', () => {
    const { session, file } = chatAwaySession();
    expect(session).toMatchObject({ machine: 'chat', variant: 'away', now: '2026-11-28T16:00:00.000Z' });
    expect(session.link).toContain('/machine-lab?machine=chat&variant=away&now=');
    const exported = vitestPathTest(session);
    expect(exported.split('\n')[0]).toBe(`// Save this file as ${file} (its imports are relative to that folder), then run:`);
    expect(exported === readFileSync(file, 'utf8'), `${file} differs from what the lab exports`).toBe(true);
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
    expect(banana.error).toBe('Event 1 in the address: SET_CARE_TYPE\'s careType is "banana": it must be one of "companionship", "personal-care", "specialized".');
    expect(readSessionAddress('?machine=carousel&events=[{"type":"GO_TO","index":9}]').error).toBe(
      `Event 1 in the address: GO_TO's index is 9: it must be a whole number from 0 to ${HOME_TESTIMONIALS.length - 1}.`,
    );
    expect(readSessionAddress('?machine=quiz&events=[{"type":"ANSWER_WHO"}]').error).toMatch(/^Event 1 in the address: ANSWER_WHO needs value \(one of "/);
    expect(readSessionAddress('?machine=chat&variant=closed').error).toBe('There is no variant "closed" of chat: it has "online", "away".');
    expect(readSessionAddress('?machine=chat&now=Saturday').error).toBe("The clock's start \"Saturday\" is not a date and time (write it as 2031-03-05T19:00:00.000Z).");
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
      const played = startRun(entry.machine, labInput(id, path.variant, PAGE_NOW), path.steps.map((s) => s.event));
      played.stop();
      const shared = { machine: id, ...(path.variant ? { variant: path.variant } : {}), ...(hasClock(id) ? { now: clockStart(id, path.variant, PAGE_NOW) } : {}), events: played.steps.map((s) => s.event) };
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
});
