import { describe, expect, it } from 'vitest';
import { createActor, type AnyStateMachine, type EventObject } from 'xstate';
import { pathListOf } from '../../src/features/machine-lab/lab-setup';
import { machineEntry } from '../../machines/index';
import { acceptedEventsWithExamples } from '../../machines/tooling/introspection';
import { eventsThatUnblock, explainGuard } from '../../machines/tooling/guard-explanation';
import { MACHINE_EXAMPLES } from '../../src/content/machine-examples';

/** The quiz at its contact step, nothing typed yet: the first generated path there, up to it. */
function quizAtContact() {
  const path = pathListOf('quiz').paths.find((p) => p.steps.some((s) => s.state === 'contact'))!;
  const machine: AnyStateMachine = machineEntry('quiz').machine;
  const actor = createActor(machine, { input: MACHINE_EXAMPLES.quiz.input }).start();
  for (const step of path.steps.slice(0, path.steps.findIndex((s) => s.state === 'contact') + 1)) actor.send(step.event);
  const snapshot = actor.getSnapshot();
  actor.stop();
  return snapshot;
}

describe('why a guard blocks, and what would unblock it', () => {
  const machine = machineEntry('quiz').machine;
  const snapshot = quizAtContact();
  const submit = 'quiz.contact|SUBMIT|0';

  it('names the guard, its outcome and the values it read (and no more: && stops at the first false)', () => {
    expect(snapshot.value).toBe('contact');
    expect(explainGuard(machine, snapshot, submit, { type: 'SUBMIT' })).toEqual({
      guard: 'isContactComplete',
      passes: false,
      reads: [{ path: 'context.answers.contact.name', value: '' }],
    });
    expect(explainGuard(machine, snapshot, 'quiz.contact|BACK|0', { type: 'BACK' })).toBeNull();
  });

  it("finds the shortest run of the state's example events after which it passes, staying in the state", () => {
    const offered = acceptedEventsWithExamples(snapshot, MACHINE_EXAMPLES.quiz.events);
    const unblock = eventsThatUnblock(machine, snapshot, submit, { type: 'SUBMIT' }, offered);
    expect(unblock?.map((e) => (e as EventObject & { field?: string }).field)).toEqual(['name', 'email', 'phone']);
    expect(eventsThatUnblock(machine, snapshot, submit, { type: 'SUBMIT' }, offered, 2)).toBeNull();
  });
});
