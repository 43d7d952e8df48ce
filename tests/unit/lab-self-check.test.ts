import { describe, expect, it } from 'vitest';
import { selfCheckAll } from '../../src/features/machine-lab/lab-self-check';

/**
 * The lab's self-check (what the lab says against what XState does, over every reachable state)
 * finds nothing in the unminified source; tests/e2e/machine-lab.spec.ts runs it in the lab build.
 */
describe("the lab's self-check", () => {
  it('visits every machine of the registry and finds the lab agreeing with XState', () => {
    const results = selfCheckAll('2031-03-05T15:00:00.000Z');
    expect(results.map((r) => r.machine)).toHaveLength(12);
    for (const r of results) {
      expect(r.disagreements, r.machine).toEqual([]);
      expect(r.states, r.machine).toBeGreaterThan(1);
    }
  });
});
