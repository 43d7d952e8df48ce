import { describe, expect, it } from 'vitest';
import { createMachine, type AnyStateMachine } from 'xstate';
import { chatMachine } from '../../machines/chat/chat.machine';
import { readFileSync } from 'node:fs';
import { LAB_PROPERTIES_FILE, labProperties, machineProperties, propertiesHold, propertiesReportLines } from '../../scripts/machine-properties-report';

/**
 * `npm run machines:properties` over the chat changed on purpose (decision 0057): the
 * report fails, naming the machine, the property and the shortest counterexample. The changed
 * machine is built from the chat's own config and implementations, so only the change differs.
 */
type Config = { states: Record<string, Config & Record<string, unknown>> } & Record<string, unknown>;

/** A copy of plain objects and arrays, functions (context, inline guards) kept as they are. */
const copy = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(copy)
    : typeof value === 'object' && value !== null
      ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, copy(v)]))
      : value;

function changedChat(change: (config: Config) => void): AnyStateMachine {
  const config = copy(chatMachine.config) as Config;
  change(config);
  return createMachine(config as never, chatMachine.implementations as never) as unknown as AnyStateMachine;
}

const sending = (config: Config) => config.states.open!.states.away!.states.sending!;

describe('machines:properties report', () => {
  it('holds for the registry as it is, and the lab shows this very report (run `npm run machines:generate` when it is stale)', () => {
    const report = machineProperties();
    expect(propertiesHold(report)).toBe(true);
    expect(JSON.parse(readFileSync(LAB_PROPERTIES_FILE, 'utf8'))).toEqual(JSON.parse(JSON.stringify(labProperties(report))));
  });

  it('fails when the chat’s delivery has no DELIVERY_TIMEOUT: the machine, the property and the shortest run into `sending`', () => {
    const report = machineProperties([{ id: 'chat', machine: changedChat((config) => delete sending(config).after) }]);
    expect(propertiesHold(report)).toBe(false);
    const lines = propertiesReportLines(report);
    expect(lines.slice(0, 3)).toEqual([
      'machine chat: 4/5 properties hold',
      '  FAILS no call to a service waits forever: every state that invokes an actor has a timer to leave by',
      '    away: chat.open.away.sending invokes deliverMessage with no timeout',
    ]);
    // Written by hand: the appear delay, the panel opened on Saturday morning (Away), the greeting
    // and the notice delays, then a complete offline message sent.
    expect(lines[3]).toMatch(
      /^ {4}counterexample: xstate\.after\.APPEAR_DELAY\.chat\.waiting → OPEN \{"at":1795881600000,.*\} → xstate\.after\.GREETING_DELAY\.chat\.open\.greeting → xstate\.after\.OFFLINE_NOTICE_DELAY\.chat\.open\.away\.noticePending → SUBMIT_OFFLINE_MESSAGE \{"name":"Harpreet Sandhu",.*\}$/,
    );
    expect(lines).toHaveLength(4);
  });

  it('fails when a state is made unreachable (a delivered message lands in sendFailed): the state, and the run to where it was entered from', () => {
    const report = machineProperties([
      {
        id: 'chat',
        machine: changedChat((config) => {
          (sending(config).invoke as { onDone: { target: string } }).onDone.target = 'sendFailed';
        }),
      },
    ]);
    const [chat] = report.machines;
    expect(chat!.properties.find((p) => !p.holds)).toEqual({
      name: 'every state node is reachable',
      holds: false,
      details: ['chat.open.away.messageReceived is never entered'],
      // The shortest run into its parent (`away`): from there no event enters it.
      counterexample: [
        { type: 'xstate.after.APPEAR_DELAY.chat.waiting' },
        expect.objectContaining({ type: 'OPEN' }),
        { type: 'xstate.after.GREETING_DELAY.chat.open.greeting' },
      ],
      // `away` is entered only on Saturday morning.
      variant: 'away',
    });
    expect(propertiesReportLines(report)[1]).toBe('  FAILS every state node is reachable');
  });

  it('gives the lab a failure’s counterexample as a path to play: its variant, and the state after each event', () => {
    const report = machineProperties([{ id: 'chat', machine: changedChat((config) => delete sending(config).after) }]);
    const waits = labProperties(report).chat!.properties.find((p) => p.name.startsWith('no call to a service waits forever'))!;
    expect(waits.counterexample).toMatchObject({
      test: 'counterexample: no call to a service waits forever: every state that invokes an actor has a timer to leave by',
      variant: 'away',
      initial: 'waiting',
      steps: [
        { state: 'closed' },
        { state: 'open.greeting' },
        { state: 'open.away.noticePending' },
        { state: 'open.away.leavingMessage' },
        { state: 'open.away.sending.waiting' },
      ],
    });
  });
});
