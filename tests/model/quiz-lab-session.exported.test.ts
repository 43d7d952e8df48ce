import { expect, it } from 'vitest';
import { createActor, type AnyStateMachine } from 'xstate';
import { machineEntry } from '../../machines/index';
import { stateName } from '../../machines/shared/state-name';
import { MACHINE_EXAMPLES } from '../../src/content/machine-examples';

// Exported from the QA machine lab: http://127.0.0.1:4173/machine-lab?machine=quiz&events=%5B%7B%22type%22%3A%22START%22%7D%2C%7B%22type%22%3A%22NEXT%22%7D%2C%7B%22type%22%3A%22ANSWER_WHO%22%2C%22value%22%3A%22My+Mother%22%7D%2C%7B%22type%22%3A%22NEXT%22%7D%5D
const steps: { event: { type: string; [key: string]: unknown }; state: string }[] = [
  { event: {"type":"START"}, state: "whoNeedsCare" },
  { event: {"type":"NEXT"}, state: "whoNeedsCare" },
  { event: {"type":"ANSWER_WHO","value":"My Mother"}, state: "whoNeedsCare" },
  { event: {"type":"NEXT"}, state: "supportNeeded" },
];

it("quiz: the machine lab session of 4 steps reaches supportNeeded", () => {
  const machine: AnyStateMachine = machineEntry("quiz").machine;
  const actor = createActor(machine, { input: MACHINE_EXAMPLES.quiz.input }).start();
  expect(stateName(actor.getSnapshot().value)).toBe("intro");
  for (const { event, state } of steps) {
    actor.send(event);
    expect(stateName(actor.getSnapshot().value), `after ${event.type}`).toBe(state);
  }
  actor.stop();
});
