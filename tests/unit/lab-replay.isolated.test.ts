import { describe, expect, it, vi } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { machineEntry } from '../../machines/index';
import { stateName } from '../../machines/shared/state-name';
import { MACHINE_EXAMPLES } from '../../src/content/machine-examples';
import { replayStepsOf, sessionExport } from '../../src/features/machine-lab/lab-export';
import { replayProblems } from '../../src/features/machine-lab/lab-replay';
import { startRun } from '../../src/features/machine-lab/lab-session';
import { labInput, pathListOf, runStart } from '../../src/features/machine-lab/lab-setup';
import { chatAwaySession } from './lab-export-session';

/** The date the test moves a holiday to (none by default): what a changed holiday rule would do. */
const moved = vi.hoisted(() => ({ holidayOn: null as string | null }));
vi.mock('../../machines/shared/ontario-holidays', async (original) => {
  const real = await original<typeof import('../../machines/shared/ontario-holidays')>();
  return {
    ...real,
    ontarioHolidayOn: (date: string) => (date === moved.holidayOn ? { name: 'Civic Holiday', date, observed: date } : real.ontarioHolidayOn(date as never)),
  };
});

/** The exported test of a session replays it and finds what differs, said in words (decision 0078). */
describe("the lab's exported test judges each step", () => {
  const { session } = chatAwaySession();
  const steps = replayStepsOf(session);
  const chat: AnyStateMachine = machineEntry('chat').machine;

  it('the session as recorded: nothing differs', () => {
    expect(replayProblems(chat, MACHINE_EXAMPLES.chat.input, 'waiting', steps)).toEqual([]);
  });

  it('a delay made 30 times longer: the timer has not ended when the session says it did', () => {
    const slower = chat.provide({ delays: { GREETING_DELAY: 500 * 30 } });
    expect(replayProblems(slower, MACHINE_EXAMPLES.chat.input, 'waiting', steps)).toEqual([
      'step 3 (xstate.after.GREETING_DELAY.chat.open.greeting): the state is open.greeting, the session reached open.away.noticePending',
      'step 3 (xstate.after.GREETING_DELAY.chat.open.greeting): it took no transition, the session took chat.open.greeting|xstate.after.GREETING_DELAY.chat.open.greeting|0',
      'step 3 (xstate.after.GREETING_DELAY.chat.open.greeting): messages[0] became unchanged, in the session {"id":1,"sender":"bot","text":"Hello, and welcome to Maple Hearth! I\'m an automated assistant. How can I help you today?","suggestions":' +
        JSON.stringify(MACHINE_EXAMPLES.chat.input.script.suggestions) +
        '}',
      'step 3 (xstate.after.GREETING_DELAY.chat.open.greeting): nextId became unchanged, in the session 2',
    ]);
  });

  it('a delay made shorter: the timer ends before the milliseconds it took', () => {
    const faster = chat.provide({ delays: { GREETING_DELAY: 400 } });
    expect(replayProblems(faster, MACHINE_EXAMPLES.chat.input, 'waiting', steps)[0]).toBe(
      'step 3 (xstate.after.GREETING_DELAY.chat.open.greeting): chat.open.greeting|xstate.after.GREETING_DELAY.chat.open.greeting|0 happened 1 ms before the 500 ms the timer took in the session',
    );
  });

  it("the words are referred to, not copied: the greeting is the script's, whatever it says", () => {
    expect(steps[2]!.changes['messages[0]']).toEqual({
      id: 1,
      sender: 'bot',
      text: { $words: 'script.greeting' },
      suggestions: { $words: 'script.suggestions' },
    });
    const reworded = { ...MACHINE_EXAMPLES.chat.input, script: { ...MACHINE_EXAMPLES.chat.input.script, greeting: 'Welcome to Maple Hearth.' } };
    expect(replayProblems(chat, reworded, 'waiting', steps)).toEqual([]);
  });

  it('a holiday moved onto the day a family chose: the consultation refuses the time, and the replay says so', () => {
    const id = 'consultationRequest';
    const machine: AnyStateMachine = machineEntry(id).machine;
    const path = pathListOf(id).paths.find((p) => p.steps.some((s) => s.event.type === 'SET_WINDOW') && p.steps.at(-1)?.state === 'contact');
    if (!path) throw new Error('a consultation path that chooses a time and goes on to the contact step');
    const now = '2031-03-05T19:00:00.000Z';
    const input = labInput(id, undefined, now);
    const run = startRun(
      machine,
      input,
      path.steps.map((s) => s.event),
    );
    run.stop();
    const start = runStart(machine, input);
    const exported = sessionExport(
      { machine: id, now, events: run.steps.map((s) => s.event) },
      { initial: stateName(start.value), startContext: start.context, steps: run.steps, link: '' },
    );
    const replay = replayStepsOf(exported);
    expect(replayProblems(machine, input, 'whoAndWhere', replay)).toEqual([]);
    const chosen = path.steps.find((s) => s.event.type === 'SET_WINDOW')!.event as unknown as { start: string };
    moved.holidayOn = chosen.start.slice(0, 10);
    try {
      const problems = replayProblems(machine, input, 'whoAndWhere', replay);
      expect(problems[0]).toMatch(/^step \d+ \((SET_WINDOW|NEXT)\): /);
      expect(problems.join('\n')).toContain('the session');
    } finally {
      moved.holidayOn = null;
    }
  });
});
