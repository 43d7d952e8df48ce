import { describe, expect, it } from 'vitest';
import { selfCheck } from '../../src/features/machine-lab/lab-self-check';

/**
 * The lab's self-check (what the lab says against what XState does, over the states it visits)
 * finds nothing in the unminified source for the machines with combined and eventless guards;
 * tests/e2e/machine-lab.spec.ts runs it over every machine in the lab build, where it matters.
 */
describe("the lab's self-check", () => {
  it.each(['carousel', 'chat'] as const)('finds the lab agreeing with XState on the %s', (id) => {
    const result = selfCheck(id, '2031-03-05T15:00:00.000Z');
    expect(result.disagreements).toEqual([]);
    // Every state value of the machine is among those visited (its covering paths reach them all).
    expect(result.states).toBeGreaterThan(10);
  });
});
