import { describe, expect, it } from 'vitest';
import { createActor, type EventFromLogic, type EventObject } from 'xstate';
import { machineEntry } from '../../machines/index';
import { acceptedEventsWithExamples, eventsThatUnblock, explainGuard } from '../../machines/tooling/introspection';
import { MACHINE_EXAMPLES } from '../../src/content/machine-examples';

/** The quiz at its contact step, nothing typed yet. */
function quizAtContact() {
  const machine = machineEntry('quiz').machine;
  const actor = createActor(machine, { input: MACHINE_EXAMPLES.quiz.input }).start();
  const events: EventFromLogic<typeof machine>[] = [
    { type: 'START' },
    { type: 'ANSWER_WHO', value: 'My Mother' },
    { type: 'NEXT' },
    { type: 'TOGGLE_SUPPORT', option: 'Bathing' },
    { type: 'NEXT' },
    { type: 'SET_HOURS', value: '6-8' },
    { type: 'NEXT' },
    { type: 'NEXT' },
    { type: 'SET_LOCATION', value: 'Brampton, L6Y 4R2' },
    { type: 'NEXT' },
    { type: 'NEXT' },
    { type: 'NEXT' },
  ];
  events.forEach((e) => actor.send(e));
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
