import { describe, expect, it } from 'vitest';
import { machineEntry } from '../../machines/index';
import { MACHINE_EXAMPLES } from '../../src/content/machine-examples';
import { startRun } from '../../src/features/machine-lab/lab-session';
import { labInput } from '../../src/features/machine-lab/lab-setup';
import { searchItems, type SearchItem } from '../../src/features/machine-lab/lab-search';
import { senderOf, sequenceOf } from '../../src/features/machine-lab/sequence-panel';

describe("the lab's sequence view", () => {
  it('tells who sent each event: QA (an invoked actor settled by QA too) or the clock', () => {
    expect(senderOf('OPEN')).toEqual({ lane: 'QA', kind: 'qa' });
    expect(senderOf('xstate.after.TYPING_DELAY.chat.open.online.typing')).toEqual({ lane: 'clock', kind: 'clock' });
    // Services never settle by themselves in the lab: their done and error events come from QA.
    expect(senderOf('xstate.done.actor.deliverMessage')).toEqual({ lane: 'QA', kind: 'actor', actor: 'deliverMessage', outcome: 'done' });
    expect(senderOf('xstate.error.actor.deliverMessage')).toEqual({ lane: 'QA', kind: 'actor', actor: 'deliverMessage', outcome: 'error' });
  });

  it("shows the chat invoking its delivery when the away message is sent, and the delivery's answer coming back", () => {
    const valid = MACHINE_EXAMPLES.chat.events.find((e) => e.type === 'SUBMIT_OFFLINE_MESSAGE' && e.name === 'Harpreet Sandhu' && e.phone === '905-555-0163')!;
    const blankName = MACHINE_EXAMPLES.chat.events.find((e) => e.type === 'SUBMIT_OFFLINE_MESSAGE' && e.name.trim() === '')!;
    const run = startRun(machineEntry('chat').machine, labInput('chat', 'away', '2031-03-05T19:00:00.000Z'), [
      { type: 'xstate.after.APPEAR_DELAY.chat.waiting' },
      // The example OPEN: a Saturday morning, Away.
      MACHINE_EXAMPLES.chat.events.find((e) => e.type === 'OPEN')!,
      { type: 'xstate.after.GREETING_DELAY.chat.open.greeting' },
      { type: 'xstate.after.OFFLINE_NOTICE_DELAY.chat.open.away.noticePending' },
      blankName,
      valid,
      { type: 'xstate.done.actor.deliverMessage' },
    ]);
    run.stop();
    const rows = sequenceOf('chat', run.initialChildren, run.steps).map(({ step, message }) => [
      step,
      message.from,
      message.to,
      message.sent,
      message.received,
    ]);
    expect(rows.slice(-5)).toEqual([
      [
        5,
        'QA',
        'chat',
        expect.stringMatching(/^SUBMIT_OFFLINE_MESSAGE /),
        'open.away.leavingMessage (refused: isOfflineFormComplete is false (name "   ", email "harpreet.sandhu@example.ca", message "Please call me about weekday visits for my mother in Brampton."))',
      ],
      [6, 'QA', 'chat', expect.stringMatching(/^SUBMIT_OFFLINE_MESSAGE /), 'open.away.sending.waiting'],
      [6, 'chat', 'deliverMessage', 'invokes', 'started'],
      [7, 'QA', 'chat', 'done of deliverMessage, sent by QA', 'open.away.messageReceived'],
      [7, 'chat', 'deliverMessage', 'stops', 'stopped'],
    ]);
    expect(rows[0]).toEqual([1, 'clock', 'chat', 'after APPEAR_DELAY', 'closed']);
  });
});

describe("the lab's search", () => {
  const items: SearchItem[] = [
    { kind: 'state', label: 'quiz.contact', target: 'quiz.contact' },
    { kind: 'guard', label: 'isContactComplete on SUBMIT from quiz.contact', target: 'quiz.contact|SUBMIT|0' },
    {
      kind: 'path',
      label: '#3 away: reaches open.away.sending: … (6 steps)',
      extra: 'machine chat-away > reaches open.away.sending: OPEN → SUBMIT_OFFLINE_MESSAGE',
      target: 2,
    },
  ];
  it('finds the items holding every word, case aside, in the label or the full name', () => {
    expect(searchItems(items, 'CONTACT').map((i) => i.kind)).toEqual(['state', 'guard']);
    expect(searchItems(items, 'submit contact').map((i) => i.kind)).toEqual(['guard']);
    expect(searchItems(items, 'away SUBMIT_OFFLINE').map((i) => i.target)).toEqual([2]);
    expect(searchItems(items, '   ')).toEqual([]);
    expect(searchItems(items, 'contact', 1)).toHaveLength(1);
  });
});
