import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';

/**
 * Every machine module loads, its machine built (decision 0078). A machine whose configuration
 * XState refuses (a missing initial state, an empty target) throws while its module loads, and a test
 * file that imports it statically then fails to load: Vitest reports no test, and StrykerJS would
 * count that mutant as survived. Loaded here inside a test, the throw fails a test. Each module is
 * named by its own import, so scripts/mutation.mjs runs this file for every machine's mutants.
 */
/** Each machine module, and its machine's id as the lab's addresses and the committed path tests name it, written out. */
const MACHINE_MODULES: [string, string, () => Promise<Record<string, unknown>>][] = [
  ['accordion', 'accordion', () => import('../../machines/accordion/accordion.machine')],
  ['care-cost', 'careCost', () => import('../../machines/care-cost/care-cost.machine')],
  ['carousel', 'carousel', () => import('../../machines/carousel/carousel.machine')],
  ['chat', 'chat', () => import('../../machines/chat/chat.machine')],
  ['consultation-request', 'consultationRequest', () => import('../../machines/consultation-request/consultation-request.machine')],
  ['form-submission', 'formSubmission', () => import('../../machines/form-submission/form-submission.machine')],
  ['franchise-earnings', 'franchiseEarnings', () => import('../../machines/franchise-earnings/franchise-earnings.machine')],
  ['lab-session', 'labSession', () => import('../../machines/lab-session/lab-session.machine')],
  ['mobile-menu', 'mobileMenu', () => import('../../machines/mobile-menu/mobile-menu.machine')],
  ['path-player', 'pathPlayer', () => import('../../machines/path-player/path-player.machine')],
  ['quiz', 'quiz', () => import('../../machines/quiz/quiz.machine')],
  ['toast', 'toast', () => import('../../machines/toast/toast.machine')],
];

describe('every machine builds', () => {
  it.each(MACHINE_MODULES)('%s: its module loads and its machine is built, named %s', async (_name, id, load) => {
    const module = await load();
    const machines = Object.values(module).filter(
      (value): value is AnyStateMachine => typeof value === 'object' && value !== null && 'root' in value && 'provide' in value,
    );
    expect(machines.map((machine) => machine.id)).toEqual([id]);
    // Built: its root state node is there under the machine's id.
    for (const machine of machines) expect(machine.root.id).toBe(id);
  });
});
