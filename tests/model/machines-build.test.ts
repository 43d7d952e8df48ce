import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';

/**
 * Every machine module loads, its machine built (decision 0078). A machine whose configuration
 * XState refuses (a missing initial state, an empty target) throws while its module loads, and a test
 * file that imports it statically then fails to load: Vitest reports no test, and StrykerJS would
 * count that mutant as survived. Loaded here inside a test, the throw fails a test. Each module is
 * named by its own import, so scripts/mutation.mjs runs this file for every machine's mutants.
 */
const MACHINE_MODULES: [string, () => Promise<Record<string, unknown>>][] = [
  ['accordion', () => import('../../machines/accordion/accordion.machine')],
  ['care-cost', () => import('../../machines/care-cost/care-cost.machine')],
  ['carousel', () => import('../../machines/carousel/carousel.machine')],
  ['chat', () => import('../../machines/chat/chat.machine')],
  ['consultation-request', () => import('../../machines/consultation-request/consultation-request.machine')],
  ['form-submission', () => import('../../machines/form-submission/form-submission.machine')],
  ['franchise-earnings', () => import('../../machines/franchise-earnings/franchise-earnings.machine')],
  ['lab-session', () => import('../../machines/lab-session/lab-session.machine')],
  ['mobile-menu', () => import('../../machines/mobile-menu/mobile-menu.machine')],
  ['path-player', () => import('../../machines/path-player/path-player.machine')],
  ['quiz', () => import('../../machines/quiz/quiz.machine')],
  ['toast', () => import('../../machines/toast/toast.machine')],
];

describe('every machine builds', () => {
  it.each(MACHINE_MODULES)('%s: its module loads and its machine is built', async (_name, load) => {
    const module = await load();
    const machines = Object.values(module).filter((value): value is AnyStateMachine => typeof value === 'object' && value !== null && 'root' in value && 'provide' in value);
    expect(machines.length).toBeGreaterThan(0);
    // Built: its root state node is there under the machine's id.
    for (const machine of machines) expect(machine.root.id).toBe(machine.id);
  });
});
