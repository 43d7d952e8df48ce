import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { vitestPathTest } from '../../src/features/machine-lab/lab-export';
import { contextDiff, parseEvents } from '../../src/features/machine-lab/lab-session';
import { EXPORTED_TEST, quizSession } from './lab-export-session';

describe('the machine lab export', () => {
  it('records each replayed step with its state, the transitions it took and the context it changed', () => {
    const { run } = quizSession();
    expect(run.steps.map((s) => s.state)).toEqual(['whoNeedsCare', 'whoNeedsCare', 'whoNeedsCare', 'supportNeeded']);
    expect(run.steps[0]?.transitions).toEqual(['quiz.intro|START|0']);
    // The refused Next takes its fallback: the notice, no move.
    expect(run.steps[1]?.transitions).toEqual(['quiz.whoNeedsCare|NEXT|1']);
    expect(run.steps[2]?.changes).toEqual([{ path: 'answers.whoNeedsCare', before: '', after: 'My Mother' }]);
    expect(contextDiff({ a: [1] }, { a: [1, 2] })).toEqual([{ path: 'a', before: [1], after: [1, 2] }]);
  });

  it('writes a Vitest path test that is exactly the committed one, which runs green in tests/model', () => {
    const { session } = quizSession();
    expect(session.link).toContain('/machine-lab?machine=quiz&events=');
    expect(vitestPathTest(session) === readFileSync(EXPORTED_TEST, 'utf8'), `${EXPORTED_TEST} differs from what the lab exports`).toBe(true);
  });

  it('reads a deep link’s events and refuses what is not an event list', () => {
    expect(parseEvents('[{"type":"START"}]')).toEqual({ events: [{ type: 'START' }] });
    expect(parseEvents(null)).toEqual({ events: [] });
    expect(parseEvents('{"type":"START"}')).toEqual({ error: 'The events in the address must be a JSON array.' });
    expect(parseEvents('[{"type":"START"},{"item":1}]')).toEqual({ error: 'Event 2 in the address has no "type".' });
    expect(parseEvents('[oops')).toEqual({ error: 'The events in the address are not valid JSON.' });
  });
});
