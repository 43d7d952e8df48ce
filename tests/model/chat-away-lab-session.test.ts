// Save this file as tests/model/chat-away-lab-session.test.ts (its imports are relative to that folder), then run:
//   npx vitest run tests/model/chat-away-lab-session.test.ts
// Exported from the QA machine lab: http://127.0.0.1:4173/machine-lab?machine=chat&variant=away&now=2026-11-28T16%3A00%3A00.000Z&events=%5B%7B%22type%22%3A%22xstate.after.APPEAR_DELAY.chat.waiting%22%7D%2C%7B%22type%22%3A%22OPEN%22%2C%22at%22%3A1795881600000%2C%22awayHours%22%3A%22Our+phone+line+is+open+today+until+4%3A00+PM+Toronto+time%3A+call+1-888-555-0142+to+talk+to+a+care+coordinator+now.+Care+coordinators+read+the+chat+Mon%E2%80%93Fri+8%3A00+AM%E2%80%938%3A00+PM+Toronto+time+%287%3A00+AM%E2%80%937%3A00+PM+your+time%29.+Our+24%2F7+line+is+for+current+clients%3B+families+new+to+us+can+call+1-888-555-0142+Monday+to+Friday%2C+8+AM+-+8+PM%2C+and+Saturday+and+Sunday%2C+10+AM+-+4+PM+%28Toronto+time%29.%22%7D%2C%7B%22type%22%3A%22xstate.after.GREETING_DELAY.chat.open.greeting%22%7D%2C%7B%22type%22%3A%22xstate.after.OFFLINE_NOTICE_DELAY.chat.open.away.noticePending%22%7D%2C%7B%22type%22%3A%22SUBMIT_OFFLINE_MESSAGE%22%2C%22name%22%3A%22+++%22%2C%22email%22%3A%22harpreet.sandhu%40example.ca%22%2C%22message%22%3A%22Please+call+me+about+weekday+visits+for+my+mother+in+Brampton.%22%2C%22phone%22%3A%22%22%7D%2C%7B%22type%22%3A%22lab.clock%22%2C%22ms%22%3A5000%7D%5D
import { expect, it } from 'vitest';
import { machineEntry } from '../../machines/index';
import { MACHINE_EXAMPLES } from '../../src/content/machine-examples';
import { replayProblems, type ReplayStep } from '../../src/features/machine-lab/lab-replay';

/** Each step: the event (or, with `wait`, the milliseconds the clock moved), then what it left. */
const steps: ReplayStep[] = [
  {
    event: {"type":"xstate.after.APPEAR_DELAY.chat.waiting"},
    wait: 1000,
    state: "closed",
    transitions: ["chat.waiting|xstate.after.APPEAR_DELAY.chat.waiting|0"],
    changes: {},
  },
  {
    event: {"type":"OPEN","at":1795881600000,"awayHours":"Our phone line is open today until 4:00 PM Toronto time: call 1-888-555-0142 to talk to a care coordinator now. Care coordinators read the chat Mon–Fri 8:00 AM–8:00 PM Toronto time (7:00 AM–7:00 PM your time). Our 24/7 line is for current clients; families new to us can call 1-888-555-0142 Monday to Friday, 8 AM - 8 PM, and Saturday and Sunday, 10 AM - 4 PM (Toronto time)."},
    state: "open.greeting",
    transitions: ["chat.closed|OPEN|0"],
    changes: {"status":"Away","awayHours":{"$event":"awayHours"},"phoneOpenUntil":960},
  },
  {
    event: {"type":"xstate.after.GREETING_DELAY.chat.open.greeting"},
    wait: 500,
    state: "open.away.noticePending",
    transitions: ["chat.open.greeting|xstate.after.GREETING_DELAY.chat.open.greeting|0"],
    changes: {"messages[0]":{"id":1,"sender":"bot","text":{"$words":"script.greeting"},"suggestions":{"$words":"script.suggestions"}},"nextId":2},
  },
  {
    event: {"type":"xstate.after.OFFLINE_NOTICE_DELAY.chat.open.away.noticePending"},
    wait: 1000,
    state: "open.away.leavingMessage",
    transitions: ["chat.open.away.noticePending|xstate.after.OFFLINE_NOTICE_DELAY.chat.open.away.noticePending|0"],
    changes: {"messages[1]":{"id":2,"sender":"bot","text":{"$words":"script.offlineNotice"}},"messages[2]":{"id":3,"sender":"bot","text":{"$was":"awayHours"}},"nextId":4},
  },
  {
    event: {"type":"SUBMIT_OFFLINE_MESSAGE","name":"   ","email":"harpreet.sandhu@example.ca","message":"Please call me about weekday visits for my mother in Brampton.","phone":""},
    state: "open.away.leavingMessage",
    transitions: [],
    changes: {},
  },
  {
    event: {"type":"lab.clock","ms":5000},
    wait: 5000,
    state: "open.away.leavingMessage",
    transitions: [],
    changes: {},
  },
];

it("chat (away): the machine lab session of 6 steps reaches open.away.leavingMessage", () => {
  // Replayed on a simulated clock, invoked services pending, as in the lab; each difference in words.
  expect(replayProblems(machineEntry("chat").machine, MACHINE_EXAMPLES.chat.input, "waiting", steps)).toEqual([]);
});
