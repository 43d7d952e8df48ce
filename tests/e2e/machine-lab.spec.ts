import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { MachinePaths, PathRecord } from '../../machines/tooling/lab-data';
import { LAB_PORT } from '../../playwright.config';
import { CHAT_TEXT } from '../../src/content/chat';
import { FORM_PURPOSE, PRIVACY_POLICY_PATH } from '../../src/content/forms';
import { QUIZ_TEXT } from '../../src/content/quiz';
import { pathTitle, shortTestName } from '../../src/features/machine-lab/lab-describe';
import { axeViolations, expect, expectNothingReported, openTab, resetTab, sharedTabTest as sharedTab, test, waitForHydration, type Tab } from './fixtures';
import { phoneGateProblems } from './phone-gate';

/**
 * The QA machine lab in a production build made with VITE_MACHINE_LAB=true (`npm run build:lab`,
 * served from dist-lab/ beside the default build): QA steps machines on their diagrams, moves the
 * simulated clock, goes back on the timeline, plays generated paths and shares states as links.
 */
// A colleague who opens a shared link: another visitor's tab (a context of its own), a week later on
// a weekday morning (the chat would be online), readied for each link as the worker's tab is.
const sharedTabTest = sharedTab.extend<object, { colleagueTab: Tab }>({
  colleagueTab: [
    async ({ browser, tabBaseURL }, provide) => {
      const tab = await openTab(browser, { baseURL: tabBaseURL });
      await tab.context.clock.setFixedTime(new Date('2031-03-12T15:00:00.000Z'));
      await provide(tab);
      await tab.context.close();
    },
    { scope: 'worker' },
  ],
});

// The lab build's site, in the worker's shared tab (fixtures.ts `sharedTabTest`); the tests that set
// the page's clock or a phone's context use `test`, a context of their own.
sharedTabTest.use({ baseURL: `http://127.0.0.1:${LAB_PORT}`, tabBaseURL: `http://127.0.0.1:${LAB_PORT}` });

const labState = (page: Page) => page.getByTestId('lab-state');
const diagram = (page: Page) => page.getByTestId('lab-diagram');
/** A transition on the diagram, by its event (and guard) and source state. */
const edge = (page: Page, label: string, source: string) =>
  diagram(page).getByRole('button', { name: new RegExp(`^Transition ${label.replace(/[[\]()]/g, '\\$&')} from ${source.replace(/\./g, '\\.')} `) });

/** Clicks a transition where a pointer would: on its label. */
const click = (transition: ReturnType<typeof edge>) => transition.locator('rect').first().click();
/** Takes a transition from the keyboard: focus it, press Enter. */
async function press(page: Page, transition: ReturnType<typeof edge>) {
  await transition.focus();
  await page.keyboard.press('Enter');
}

async function openLab(page: Page, query = '') {
  await page.goto(`/machine-lab${query}`);
  await waitForHydration(page);
  await expect(labState(page)).toBeVisible();
}

/** The lab's generated paths of a machine, as the lab lists them. */
const labPaths = (id: string): PathRecord[] =>
  (JSON.parse(readFileSync('src/features/machine-lab/machine-paths.json', 'utf8')) as Record<string, MachinePaths>)[id]!.paths;

/** The chat opened on a Wednesday morning in Toronto (the advisor online): OPEN carries its instant (decision 0044). */
const OPEN_ON_A_WEEKDAY = { type: 'OPEN', at: Date.parse('2026-11-25T15:00:00.000Z'), awayHours: '' };
/** The chat opened on a Saturday, 11:00 AM in Toronto (the advisor away), up to its offline form. */
const AWAY_UP_TO_THE_FORM = [
  { type: 'xstate.after.APPEAR_DELAY.chat.waiting' },
  { type: 'OPEN', at: Date.parse('2026-11-28T16:00:00.000Z'), awayHours: '' },
  { type: 'xstate.after.GREETING_DELAY.chat.open.greeting' },
  { type: 'xstate.after.OFFLINE_NOTICE_DELAY.chat.open.away.noticePending' },
];

async function chooseMachine(page: Page, id: string) {
  await page.getByRole('combobox', { name: 'Machine', exact: true }).selectOption(id);
}

sharedTabTest('the quiz is stepped from intro to results on its diagram, and the guard blocks Next on an empty step', async ({ page }) => {
  await openLab(page);
  await chooseMachine(page, 'quiz');
  await expect(labState(page)).toHaveAttribute('data-state', 'intro');
  await click(edge(page, 'START', 'quiz.intro'));
  await expect(labState(page)).toHaveAttribute('data-state', 'whoNeedsCare');

  // Nothing answered: the guarded Next is not enabled, the events panel names its guard, and
  // taking it anyway leaves the quiz where it is.
  const guarded = edge(page, 'NEXT [isWhoNeedsCareAnswered]', 'quiz.whoNeedsCare');
  await expect(guarded).not.toHaveAttribute('data-enabled', 'true');
  const next = page.getByTestId('lab-event').filter({ has: page.getByRole('button', { name: 'NEXT', exact: true }) });
  await expect(next).toContainText('isWhoNeedsCareAnswered: blocks (isWhoNeedsCareAnswered is false (whoNeedsCare ""))');
  await click(guarded);
  await expect(labState(page)).toHaveAttribute('data-state', 'whoNeedsCare');

  // The site's own quiz is bound to the same actor: it shows the step, and an answer given in it
  // is a step of the session that opens the guard.
  const realView = page.getByTestId('lab-real-view');
  await expect(realView.getByRole('heading', { name: 'Who needs care?' })).toBeVisible();
  await realView.getByText('My Father', { exact: true }).click();
  await expect(guarded).toHaveAttribute('data-enabled', 'true');
  await expect(page.getByTestId('lab-timeline')).toContainText('ANSWER_WHO {"value":"My Father"}');

  // Answer each step on the diagram (its self-loops), then take the guarded Next, by keyboard too.
  const steps: Array<[answer: string, forward: string, from: string, to: string]> = [
    ['ANSWER_WHO', 'NEXT [isWhoNeedsCareAnswered]', 'whoNeedsCare', 'supportNeeded'],
    ['SET_SUPPORT', 'NEXT [isSupportChosen]', 'supportNeeded', 'hoursOfCare'],
    ['SET_HOURS', 'NEXT [isHoursChosen]', 'hoursOfCare', 'medicalCondition'],
    ['SET_CONDITION', 'NEXT', 'medicalCondition', 'location'],
    ['SET_LOCATION', 'NEXT [isLocationGiven]', 'location', 'languages'],
  ];
  for (const [answer, forward, from, to] of steps) {
    await click(edge(page, answer, `quiz.${from}`));
    await expect(edge(page, forward, `quiz.${from}`)).toHaveAttribute('data-enabled', 'true');
    await press(page, edge(page, forward, `quiz.${from}`));
    await expect(labState(page)).toHaveAttribute('data-state', to);
  }
  await press(page, edge(page, 'NEXT', 'quiz.languages'));
  await press(page, edge(page, 'NEXT [isStartDateFromToday]', 'quiz.startDate'));
  await expect(labState(page)).toHaveAttribute('data-state', 'contact');
  // The contact fields carry payloads: the event buttons send the content's examples.
  for (const field of ['name', 'email', 'phone']) {
    await page.getByRole('button', { name: new RegExp(`^SET_CONTACT_FIELD \\{"field":"${field}"`) }).click();
  }
  await press(page, edge(page, 'SUBMIT [isContactComplete]', 'quiz.contact'));
  await expect(labState(page)).toHaveAttribute('data-state', 'results');
  await expect(realView.getByTestId('quiz-results')).toBeVisible();
  await expect(diagram(page).locator('[data-node="quiz.results"]')).toHaveAttribute('data-active', 'true');
  await expect(diagram(page).locator('[data-transition="quiz.contact|SUBMIT|0"]')).toHaveAttribute('data-last', 'true');
});

sharedTabTest("the chat's typing delay is fired from the simulated clock", async ({ page }) => {
  // A Wednesday morning in Toronto: the advisor is online.
  await openLab(page, `?machine=chat&now=${encodeURIComponent('2026-11-25T15:00:00.000Z')}`);
  await expect(labState(page)).toHaveAttribute('data-state', 'waiting');
  const timers = page.getByTestId('lab-timers');
  await expect(timers).toContainText('after APPEAR_DELAY in 1000 ms');
  await page.getByRole('button', { name: 'Jump to next timer' }).click();
  await expect(labState(page)).toHaveAttribute('data-state', 'closed');
  // The lab stamps its time on OPEN: Wednesday 10:00:01 AM in Toronto.
  await page.getByRole('button', { name: /^OPEN / }).click();
  await page.getByRole('button', { name: 'Jump to next timer' }).click();
  await expect(labState(page)).toHaveAttribute('data-state', 'open.online.conversation.listening,handover.offered');
  await page
    .getByRole('button', { name: /^CHOOSE_SUGGESTION/ })
    .first()
    .click();
  await expect(labState(page)).toHaveAttribute('data-state', 'open.online.conversation.typing,handover.offered');
  await expect(timers).toContainText('after TYPING_DELAY in 1500 ms');
  // Time moves only when QA moves it: 1499 ms later the advisor is still typing.
  await page.getByLabel('Advance by (ms)').fill('1499');
  await page.getByRole('button', { name: 'Advance', exact: true }).click();
  await expect(timers).toContainText('after TYPING_DELAY in 1 ms');
  await expect(labState(page)).toHaveAttribute('data-state', 'open.online.conversation.typing,handover.offered');
  await page.getByRole('button', { name: 'Fire after TYPING_DELAY now' }).click();
  await expect(labState(page)).toHaveAttribute('data-state', 'open.online.conversation.listening,handover.offered');
  await expect(timers).toContainText('No timers pending.');
});

sharedTabTest(
  'one clock: now= in the address is honoured and kept (Friday 7:30 PM gives Saturday 10:00 AM first), Canada Day 2027 is closed, a clock move is shared by the link',
  async ({ page, colleagueTab }) => {
    // Friday, March 5, 2027, 7:30 PM in Toronto: the day's last window (7:00 PM) has begun.
    await openLab(page, `?machine=consultationRequest&now=${encodeURIComponent('2027-03-06T00:30:00.000Z')}`);
    await expect(page.getByTestId('lab-address-error')).toHaveCount(0);
    await expect(page.getByTestId('lab-clock-toronto')).toContainText('Now in Toronto: Friday, March 5, 2027 at 7:30 PM');
    await expect(page.getByTestId('lab-first-window')).toHaveText('First window on offer: Saturday, March 6, 2027, 10:00 AM Toronto time');
    expect(new URL(page.url()).searchParams.get('now')).toBe('2027-03-06T00:30:00.000Z');
    expect(await axeViolations(page)).toEqual([]);

    // The clock set in its field, on Toronto's wall: Monday, June 28, 2027, 10:00 AM; Canada Day that week is closed.
    await page.getByLabel('Date and time in Toronto').fill('2027-06-28T10:00');
    await page.getByRole('button', { name: 'Set the clock' }).click();
    await expect(page.getByTestId('lab-calendar-days').locator('[data-date="2027-07-01"]')).toHaveText('Thursday, July 1, 2027: Closed for Canada Day');
    await expect(page).toHaveURL(/[?&]now=2027-06-28T14%3A00%3A00\.000Z/);

    // The away chat sending its message (said slow after 15000 ms, given up after 60000 ms); QA moves the clock 10000 ms.
    const events = [
      ...AWAY_UP_TO_THE_FORM,
      { type: 'SUBMIT_OFFLINE_MESSAGE', name: 'Harpreet Sandhu', email: 'harpreet.sandhu@example.ca', message: 'Please call me.', phone: '' },
    ];
    await openLab(page, `?machine=chat&variant=away&events=${encodeURIComponent(JSON.stringify(events))}`);
    await expect(labState(page)).toHaveAttribute('data-state', 'open.away.sending.waiting');
    const timers = page.getByTestId('lab-timers');
    await expect(timers).toContainText('after SLOW_DELIVERY in 15000 ms');
    await expect(timers).toContainText('after DELIVERY_TIMEOUT in 60000 ms');
    await page.getByLabel('Advance by (ms)').fill('10000');
    await page.getByRole('button', { name: 'Advance', exact: true }).click();
    await expect(timers).toContainText('after SLOW_DELIVERY in 5000 ms');
    await expect(timers).toContainText('after DELIVERY_TIMEOUT in 50000 ms');
    const clock = await page.getByTestId('lab-clock-toronto').textContent();
    expect(clock).toContain('Saturday, November 28, 2026 at 11:00 AM');
    const link = page.url();
    expect(JSON.parse(new URL(link).searchParams.get('events')!)).toContainEqual({ type: 'lab.clock', ms: 10000 });

    // A colleague opens the link a week later: the same state, the same time left, the same clock.
    const fresh = colleagueTab.page;
    await resetTab(colleagueTab, null);
    await fresh.goto(link);
    await waitForHydration(fresh);
    await expect(labState(fresh)).toHaveAttribute('data-state', 'open.away.sending.waiting');
    await expect(fresh.getByTestId('lab-timers')).toContainText('after SLOW_DELIVERY in 5000 ms');
    await expect(fresh.getByTestId('lab-timers')).toContainText('after DELIVERY_TIMEOUT in 50000 ms');
    await expect(fresh.getByTestId('lab-clock-toronto')).toHaveText(clock!);
    expectNothingReported(colleagueTab.heard);
  },
);

sharedTabTest('the timeline goes back three steps, and the address rebuilds that state after a reload', async ({ page }) => {
  await openLab(page);
  await chooseMachine(page, 'mobileMenu');
  await page.getByRole('button', { name: 'TOGGLE_MENU', exact: true }).click();
  await page.getByRole('button', { name: 'TOGGLE_LOCATIONS', exact: true }).click();
  await page.getByRole('button', { name: 'TOGGLE_LOCATIONS', exact: true }).click();
  await page.getByRole('button', { name: 'CHOOSE_LINK', exact: true }).click();
  await expect(labState(page)).toHaveAttribute('data-state', 'closed');
  await expect(page.getByTestId('lab-position')).toHaveText('Step 4 of 4');
  for (let i = 0; i < 3; i += 1) await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(labState(page)).toHaveAttribute('data-state', 'open.collapsed');
  await expect(page.getByTestId('lab-position')).toHaveText('Step 1 of 4');
  await expect(diagram(page).locator('[data-node="mobileMenu.open.collapsed"]')).toHaveAttribute('data-active', 'true');

  // A bug report is a link: the address holds the events applied, and a reload rebuilds them.
  await expect(page).toHaveURL(/machine=mobileMenu/);
  await page.reload();
  await waitForHydration(page);
  await expect(labState(page)).toHaveAttribute('data-state', 'open.collapsed');
  await expect(page.getByTestId('lab-position')).toHaveText('Step 1 of 1');
  await expect(page.getByTestId('lab-timeline')).toContainText('TOGGLE_MENU');
});

test('a generated path plays to its end with each expected state checked', async ({ page }) => {
  // Frozen, not merely installed: an installed clock still flows with real time, and on a busy
  // machine the player's 800 ms steps then run ahead of the test's own runFor(800).
  await page.clock.install();
  await page.clock.pauseAt(new Date(Date.now() + 60_000));
  await openLab(page);
  const paths = labPaths('mobileMenu');
  const index = paths.findIndex((p) => p.steps.length === 3);
  const path = paths[index]!;
  await page.getByLabel('Path', { exact: true }).selectOption({ label: pathTitle(path, index) });
  await expect(page.getByTestId('path-details')).toContainText(`${shortTestName(path.test)}: TOGGLE_MENU`);
  const player = page.getByTestId('path-player');
  await expect(player).toHaveAttribute('data-state', 'idle');
  // The path's transitions are highlighted on the diagram.
  await expect(diagram(page).locator('[data-transition="mobileMenu.closed|TOGGLE_MENU|0"]')).toHaveAttribute('data-on-path', 'true');
  await player.getByRole('button', { name: 'Play' }).click();
  await expect(player).toHaveAttribute('data-state', 'playing');
  for (const [index, step] of path.steps.entries()) {
    await page.clock.runFor(800);
    await expect(page.getByTestId('path-progress')).toContainText(`Step ${index + 1} of 3`);
    await expect(labState(page)).toHaveAttribute('data-state', step.state);
  }
  await expect(player).toHaveAttribute('data-state', 'finished');
  await expect(page.getByTestId('path-progress')).toContainText('Finished: every step reached the state the path expects.');
  await expect(page.getByTestId('path-failure')).toHaveCount(0);
});

sharedTabTest('the session exports as JSON and as a Vitest test that passes where its first line says to save it; the diagram as SVG', async ({ page }) => {
  // It starts a whole Vitest run (about 7 s on a quiet CI, 20 s with a core taken by other work):
  // three times the test's timeout, so a busy machine does not fail it.
  sharedTabTest.slow();
  await openLab(page);
  await chooseMachine(page, 'quiz');
  await page.getByRole('button', { name: 'START', exact: true }).click();
  await page.getByRole('button', { name: 'ANSWER_WHO {"value":"My Mother"}', exact: true }).click();
  await expect(labState(page)).toHaveAttribute('data-state', 'whoNeedsCare');
  await expect(page.getByTestId('lab-timeline')).toContainText('answers.whoNeedsCare: "" → "My Mother"');
  const read = async (name: string) => {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name }).click()]);
    return readFileSync(await download.path(), 'utf8');
  };
  const session = JSON.parse(await read('Export session (JSON)'));
  expect(session).toMatchObject({
    machine: 'quiz',
    initial: 'intro',
    steps: [{ state: 'whoNeedsCare' }, { state: 'whoNeedsCare', context: { answers: { whoNeedsCare: 'My Mother' } } }],
  });
  expect(session.link).toContain('/machine-lab?machine=quiz&events=');

  // The Vitest export says where it goes; saved there, it runs green (states, transitions and changes checked).
  const vitest = await read('Export Vitest path test');
  const file = /^\/\/ Save this file as (\S+) /.exec(vitest)?.[1];
  expect(file).toBe('tests/model/quiz-lab-session.test.ts');
  expect(vitest).toContain('changes: {"answers.whoNeedsCare":"My Mother"}');
  writeFileSync(file!, vitest);
  try {
    const output = execFileSync('npx', ['vitest', 'run', file!], { encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '0' } });
    expect(output).toContain('1 passed');
  } finally {
    rmSync(file!, { force: true });
  }

  // The SVG: the whole diagram at its natural size, whatever the zoom, and no control in it.
  await page.getByRole('button', { name: 'Zoom in', exact: true }).click();
  const svg = await read('Export diagram (SVG)');
  const layout = (JSON.parse(readFileSync('src/features/machine-lab/machine-layouts.json', 'utf8')) as Record<string, { width: number; height: number }>).quiz!;
  expect(svg).toMatch(new RegExp(`<svg [^>]*viewBox="0 0 ${layout.width} ${layout.height}"`));
  expect(svg).toMatch(new RegExp(`<svg [^>]*width="${layout.width}" height="${layout.height}"`));
  expect(svg).not.toMatch(/tabindex|role="button"|aria-pressed|class=/);
  expect(svg).toContain('data-node="quiz.results"');
  // It parses on its own as an SVG document, as an image viewer would read it.
  const parsed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
    return { root: doc.documentElement.nodeName, errors: doc.getElementsByTagName('parsererror').length };
  }, svg);
  expect(parsed).toEqual({ root: 'svg', errors: 0 });
});

/** The events of the first generated path that reaches `state`, up to it. */
function eventsTo(id: string, state: string) {
  const path = labPaths(id).find((p) => p.steps.some((s) => s.state === state))!;
  return path.steps.slice(0, path.steps.findIndex((s) => s.state === state) + 1).map((s) => s.event);
}

/** The quiz at its contact step, nothing typed yet (a deep link). */
const QUIZ_AT_CONTACT = `?machine=quiz&events=${encodeURIComponent(JSON.stringify(eventsTo('quiz', 'contact')))}`;

const viewBox = async (page: Page) => ((await diagram(page).locator('svg').getAttribute('viewBox')) ?? '').split(' ').map(Number);

sharedTabTest(
  'the diagram works by hand: readable fit on a wide machine, drag to pan from a state box, wheel zoom around the pointer, focus',
  async ({ page }) => {
    await openLab(page, QUIZ_AT_CONTACT);
    await expect(labState(page)).toHaveAttribute('data-state', 'contact');
    await diagram(page).scrollIntoViewIfNeeded();
    // The quiz is wide: Fit keeps its labels readable and the active state in sight.
    expect(Number(await diagram(page).getAttribute('data-scale'))).toBeGreaterThanOrEqual(0.75);
    await expect(diagram(page).locator('[data-node="quiz.contact"]')).toBeInViewport();
    const box = (await diagram(page).boundingBox())!;
    // Press on the quiz's own box (the root state), not on a label, and drag: the drawing follows.
    const [x0] = await viewBox(page);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height - 12);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 150, box.y + box.height - 12, { steps: 6 });
    await page.mouse.up();
    const [x1] = await viewBox(page);
    expect(x0! - x1!).toBeCloseTo(150 / Number(await diagram(page).getAttribute('data-scale')), 0);
    // The wheel zooms around the pointer: the drawing's point under it stays there.
    const at = { x: box.x + 300, y: box.y + 200 };
    const pointUnder = async () => {
      const [x, y, w] = await viewBox(page);
      return { x: x! + ((at.x - box.x) * w!) / box.width, y: y! + ((at.y - box.y) * w!) / box.width };
    };
    const before = await pointUnder();
    await page.mouse.move(at.x, at.y);
    await page.mouse.wheel(0, -300);
    await expect.poll(async () => Number(await diagram(page).getAttribute('data-scale'))).toBeGreaterThan(1);
    const after = await pointUnder();
    expect(after.x).toBeCloseTo(before.x, 0);
    expect(after.y).toBeCloseTo(before.y, 0);
    await page.getByRole('button', { name: 'Focus on the active state' }).click();
    await expect(diagram(page).locator('[data-node="quiz.contact"]')).toBeInViewport();
    await expect(diagram(page).locator('[data-transition="quiz.contact|SUBMIT|0"] rect').first()).toBeInViewport();
  },
);

sharedTabTest('a blocked edge is drawn dashed and, clicked, says why: the guard, what it read, and what makes it pass', async ({ page }) => {
  await openLab(page, QUIZ_AT_CONTACT);
  const submit = diagram(page).locator('[data-transition="quiz.contact|SUBMIT|0"]');
  await expect(submit).toHaveAttribute('data-blocked', 'true');
  await expect(submit.locator('path').first()).toHaveAttribute('stroke-dasharray', '3 3');
  await click(edge(page, 'SUBMIT [isContactComplete]', 'quiz.contact'));
  const popover = page.getByTestId('lab-edge-popover');
  await expect(popover).toContainText('Blocked: isContactComplete is false');
  await expect(popover.getByTestId('lab-guard-reads')).toHaveText('context.answers.contact.name = ""');
  await expect(popover.getByTestId('lab-unblock')).toContainText(
    'SET_CONTACT_FIELD {"field":"name","value":"Amrit Gill"}, then SET_CONTACT_FIELD {"field":"email"',
  );
  await popover.getByRole('button', { name: 'Send these 3 events' }).click();
  await expect(submit).toHaveAttribute('data-enabled', 'true');
  await expect(page.getByTestId('lab-position')).toHaveText(`Step ${eventsTo('quiz', 'contact').length + 3} of ${eventsTo('quiz', 'contact').length + 3}`);
});

sharedTabTest('an event with several payloads offers them from its edge, and a form for its fields', async ({ page }) => {
  await openLab(page, QUIZ_AT_CONTACT);
  await click(edge(page, 'SET_CONTACT_FIELD', 'quiz.contact'));
  const popover = page.getByTestId('lab-edge-popover');
  await popover.getByRole('button', { name: 'SET_CONTACT_FIELD {"field":"email","value":"amrit@example.ca"}' }).click();
  await expect(page.getByTestId('lab-context')).toContainText('"email": "amrit@example.ca"');
  // The form: a field chosen from its options, a value typed.
  await click(edge(page, 'SET_CONTACT_FIELD', 'quiz.contact'));
  await popover.getByRole('combobox', { name: 'field' }).selectOption('phone');
  await popover.getByRole('textbox', { name: 'value' }).fill('416-555-0199');
  await popover.getByRole('button', { name: 'Send SET_CONTACT_FIELD' }).click();
  await expect(page.getByTestId('lab-context')).toContainText('"phone": "416-555-0199"');
  await expect(popover).toBeHidden();
});

for (const { id, variant } of [
  { id: 'chat', variant: 'online' },
  { id: 'chat', variant: 'away' },
  { id: 'carousel', variant: undefined },
  { id: 'carousel', variant: 'empty' },
  { id: 'consultationRequest', variant: undefined },
]) {
  sharedTabTest(
    `${id}${variant ? ` (${variant})` : ''}: a played path shared as a link reopens in a colleague's tab on another day in the same state and context`,
    async ({ page, colleagueTab }) => {
      await openLab(page);
      await chooseMachine(page, id);
      const paths = labPaths(id);
      // The variant's longest path.
      const index = paths.reduce((best, p, i) => (p.variant === variant && (best < 0 || p.steps.length > paths[best]!.steps.length) ? i : best), -1);
      const path = paths[index]!;
      await page.getByLabel('Path', { exact: true }).selectOption({ label: pathTitle(path, index) });
      const player = page.getByTestId('path-player');
      for (let step = 0; step < path.steps.length; step += 1) await player.getByRole('button', { name: 'Step', exact: true }).click();
      const reached = path.steps.at(-1)?.state ?? path.initial;
      await expect(labState(page)).toHaveAttribute('data-state', reached);
      if (variant) await expect(page.getByTestId('lab-variant')).toHaveText(`variant: ${variant}`);
      const context = await page.getByTestId('lab-context').textContent();
      const link = page.url();
      if (variant) expect(link).toContain(`variant=${variant}`);

      // A colleague opens the link a week later, on a weekday morning (the chat would be online).
      const fresh = colleagueTab.page;
      await resetTab(colleagueTab, null);
      await fresh.goto(link);
      await waitForHydration(fresh);
      await expect(labState(fresh)).toHaveAttribute('data-state', reached);
      if (variant) await expect(fresh.getByTestId('lab-variant')).toHaveText(`variant: ${variant}`);
      await expect(fresh.getByTestId('lab-context')).toHaveText(context!);
      await expect(fresh.getByTestId('lab-address-error')).toHaveCount(0);
      expectNothingReported(colleagueTab.heard);
    },
  );
}

sharedTabTest('a link with a value outside the machine’s options is refused, naming the field, and stays in the address to be fixed', async ({ page }) => {
  const query = `?machine=careCost&events=${encodeURIComponent(JSON.stringify([{ type: 'SET_CARE_TYPE', careType: 'banana' }]))}`;
  await openLab(page, query);
  await expect(page.getByTestId('lab-address-error')).toContainText(
    'SET_CARE_TYPE\'s careType is "banana": it must be one of "companionship", "personal-care", "specialized".',
  );
  await expect(labState(page)).toHaveAttribute('data-state', 'hours.accepted');
  await expect(page.getByTestId('lab-real-view')).not.toContainText('NaN');
  expect(new URL(page.url()).search).toBe(query);
  // A link the machine can follow but with a step its state ignores: followed, the step listed as ignored.
  await openLab(page, `?machine=quiz&events=${encodeURIComponent(JSON.stringify([{ type: 'NEXT' }, { type: 'START' }]))}`);
  await expect(page.getByTestId('lab-address-ignored')).toContainText('NEXT (in intro)');
  await expect(labState(page)).toHaveAttribute('data-state', 'whoNeedsCare');
  await expect(page.getByTestId('lab-position')).toHaveText('Step 1 of 1');
});

sharedTabTest('the lab build carries the coverage report of its own machines', async ({ page }) => {
  await openLab(page, '?machine=chat');
  const coverage = page.getByTestId('lab-coverage');
  await expect(coverage.getByTestId('lab-coverage-fresh')).toContainText('by the model tests of these very machines');
  await expect(coverage.getByTestId('lab-coverage-stale')).toHaveCount(0);
  // The chat's 35 transitions (the handover's among them, its reopening and its follow-ups too), and its 7 guarded ones each taken and refused.
  await expect(coverage.getByTestId('lab-coverage-counts')).toHaveText(
    /^35 of 35 transitions covered by \d+ path tests; 14 of 14 guard outcomes seen \(each guarded transition taken and refused\)\.$/,
  );
  await expect(coverage.getByTestId('lab-coverage-missing-outcomes')).toHaveCount(0);
  // Its properties (decision 0058), read on the page already open: all five hold.
  const properties = page.getByTestId('lab-properties');
  await expect(properties.locator('li[data-holds="true"]')).toHaveCount(5);
  await expect(properties.locator('li[data-holds="false"]')).toHaveCount(0);
  // The list names what the state ignores on purpose, and why (decision 0057).
  await page.getByText('List', { exact: true }).click();
  await expect(page.getByTestId('lab-declared').locator('[data-event="OPEN"]')).toHaveText(
    'OPEN ignored in waiting: Nothing of the chat is shown until the appear delay: the floating button appears with `closed`.',
  );
});

sharedTabTest("the real view's effects are held and said: the toast a refused step would raise, a link it would follow", async ({ page }) => {
  await openLab(page, '?machine=quiz');
  const frame = page.getByTestId('lab-real-view');
  await frame.getByRole('button', { name: QUIZ_TEXT.start }).click();
  await frame.getByRole('button', { name: QUIZ_TEXT.next, exact: true }).click();
  await expect(labState(page)).toHaveAttribute('data-state', 'whoNeedsCare');
  await expect(page.getByTestId('lab-timeline').locator('tbody tr').last()).toContainText('notifyIncomplete');
  // The toast itself, in the words a visitor would read.
  await expect(page.getByTestId('lab-held-toast')).toHaveText('Toast: Incomplete Information: Please fill out the required fields to continue.');

  const events = [
    { type: 'xstate.after.APPEAR_DELAY.chat.waiting' },
    OPEN_ON_A_WEEKDAY,
    { type: 'xstate.after.GREETING_DELAY.chat.open.greeting' },
    { type: 'CHOOSE_SUGGESTION', suggestion: 'joinAsCaregiver' },
    { type: 'xstate.after.TYPING_DELAY.chat.open.online.conversation.typing' },
  ];
  await openLab(page, `?machine=chat&variant=online&events=${encodeURIComponent(JSON.stringify(events))}`);
  await expect(labState(page)).toHaveAttribute('data-state', 'open.online.conversation.listening,handover.offered');
  // The reply's link closes the chat and would open the Careers page: the lab holds the navigation.
  await frame.getByRole('button', { name: 'Careers page' }).click();
  await expect(labState(page)).toHaveAttribute('data-state', 'closed');
  await expect(page).toHaveURL(/\/machine-lab\?/);
  const last = page.getByTestId('lab-timeline').locator('tbody tr').last();
  await expect(last).toContainText('FOLLOW_LINK {"path":"/careers-join-our-team"}');
  await expect(last).toContainText('goToLink');

  // A plain link in a view (the contact form's privacy note) is held too, and said.
  await openLab(page, '?machine=formSubmission');
  await frame.getByRole('link', { name: FORM_PURPOSE.linkLabel }).click();
  await expect(page.getByTestId('lab-held-link')).toHaveText(`The link to ${PRIVACY_POLICY_PATH} was not followed: the lab holds it.`);
  await expect(page).toHaveURL(/\/machine-lab\?machine=formSubmission/);
});

sharedTabTest(
  "what leaves the page is listed: the away chat's message with its fields as sent, refused (Retry), then accepted; the toasts in their words",
  async ({ page }) => {
    await openLab(page, `?machine=chat&variant=away&events=${encodeURIComponent(JSON.stringify(AWAY_UP_TO_THE_FORM))}`);
    await expect(labState(page)).toHaveAttribute('data-state', 'open.away.leavingMessage');
    const form = page.getByTestId('lab-real-view').getByTestId('chat-offline-form');
    await form.getByRole('textbox', { name: /^Name/ }).fill('Harpreet Sandhu');
    await form.getByRole('textbox', { name: /^Email/ }).fill('harpreet.sandhu@example.ca');
    await form.getByRole('textbox', { name: /^Message/ }).fill('Please call me about care for my father.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(labState(page)).toHaveAttribute('data-state', 'open.away.sending.waiting');

    const held = page.getByTestId('lab-held-effects');
    const posts = held.getByTestId('lab-held-post');
    await expect(posts).toHaveCount(1);
    await expect(posts.first()).toHaveAttribute('data-outcome', 'waiting');
    await expect(posts.first()).toContainText(/^Post to https?:\/\/\S+waiting for an answer/);
    const rows = (n: number) => posts.nth(n).locator('tbody tr');
    await expect(rows(0)).toHaveText([
      'nameHarpreet Sandhu',
      'emailharpreet.sandhu@example.ca',
      'messagePlease call me about care for my father.',
      'phone',
      '_subjectWebsite Inquiry - Chat Offline Message',
      /^pagehttp:\/\/127\.0\.0\.1:\d+\/machine-lab\?machine=chat/,
      '_honey',
    ]);
    // Refused, as a service answering an error would: the error event is a step, and the form says Retry.
    await posts.first().getByRole('button', { name: 'Refuse it' }).click();
    await expect(labState(page)).toHaveAttribute('data-state', 'open.away.sendFailed');
    await expect(page.getByTestId('lab-timeline').locator('tbody tr').last()).toContainText('error deliverMessage (sent by QA)open.away.sendFailed');
    await expect(posts.first()).toHaveAttribute('data-outcome', 'refused');
    await expect(held.getByTestId('lab-held-toast').first()).toHaveText(
      'Toast: Message Not Sent: We could not send your message. It is still in the form: press Retry, or call us at 1-888-555-0142.',
    );
    await form.getByRole('button', { name: 'Retry' }).click();
    await expect(labState(page)).toHaveAttribute('data-state', 'open.away.sending.waiting');
    // Sent again: a second post, the same fields; accepted this time.
    await expect(posts).toHaveCount(2);
    await expect(rows(1).first()).toHaveText('nameHarpreet Sandhu');
    await posts.nth(1).getByRole('button', { name: 'Accept it' }).click();
    await expect(labState(page)).toHaveAttribute('data-state', 'open.away.messageReceived');
    await expect(page.getByTestId('lab-timeline').locator('tbody tr').last()).toContainText('done deliverMessage (sent by QA)open.away.messageReceived');
    await expect(posts.nth(1)).toHaveAttribute('data-outcome', 'accepted');
    await expect(held.getByTestId('lab-held-toast').last()).toHaveText("Toast: Message Received!: Thank you. We'll get back to you within one business day.");
    // A post the machine no longer waits on cannot be answered: the first one has no buttons left.
    await expect(posts.first().getByRole('button')).toHaveCount(0);
  },
);

sharedTabTest(
  "the contact form's post is held with its fields and answered: never (the form's time limit on the lab's clock), then refused and Back",
  async ({ page }) => {
    await openLab(page, '?machine=formSubmission');
    const frame = page.getByTestId('lab-real-view');
    await frame.getByRole('textbox', { name: /^Full name/ }).fill('Amrit Gill');
    await frame.getByRole('textbox', { name: /^Phone number/ }).fill('905-555-0147');
    await frame.getByRole('textbox', { name: /^How can we help/ }).fill('Care for my mother, weekday mornings.');
    await frame.getByRole('button', { name: 'Send Message' }).click();
    await expect(labState(page)).toHaveAttribute('data-state', 'submitting');
    const post = page.getByTestId('lab-held-post');
    await expect(post).toHaveCount(1);
    await expect(post.locator('tbody tr').filter({ hasText: /^Submission id/ })).toHaveText(/^Submission id[0-9a-f-]{36}$/);
    await expect(post.locator('tbody tr').filter({ hasText: 'Amrit Gill' })).toHaveText('nameAmrit Gill');
    await expect(post.locator('tbody tr').filter({ hasText: 'weekday mornings' })).toHaveText('messageCare for my mother, weekday mornings.');
    await post.getByRole('button', { name: 'Never answer' }).click();
    await expect(post).toHaveAttribute('data-outcome', 'never');
    // The form's 30-second limit, on the lab's clock: the family is told what is known.
    await page.getByRole('button', { name: 'Jump to next timer' }).click();
    await expect(labState(page)).toHaveAttribute('data-state', 'noAnswer');
    await expect(frame).toContainText('We have not yet had word that your request reached the office.');
    // Answered late with an error page, then Back: the form says it was sent, and sending again is the family's choice.
    await post.getByRole('button', { name: 'Refuse it now' }).click();
    await post.getByRole('button', { name: 'The family comes back with Back' }).click();
    await expect(labState(page)).toHaveAttribute('data-state', 'sentBefore.unconfirmed');
    await expect(frame.getByRole('button', { name: 'Send It Again' })).toBeVisible();
  },
);

sharedTabTest(
  'a lab session keeps nothing in the visitor’s tab: a consultation draft stays in its session, and Restart starts clean on the same clock',
  async ({ page }) => {
    await openLab(page, `?machine=consultationRequest&now=${encodeURIComponent('2031-03-05T19:00:00.000Z')}`);
    const frame = page.getByTestId('lab-real-view');
    await frame.getByRole('radio', { name: 'My Father' }).check();
    await expect(labState(page)).toHaveAttribute('data-state', 'whoAndWhere');
    await expect(page.getByTestId('lab-timeline')).toContainText('SET_RELATIONSHIP');
    // The visitor's own tab holds no draft of it.
    expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('maple-hearth:')))).toEqual([]);
    const clock = await page.getByTestId('lab-clock-toronto').textContent();
    await page.getByRole('button', { name: 'Restart machine' }).click();
    await expect(page.getByTestId('lab-real-view').getByRole('radio', { name: 'My Father' })).not.toBeChecked();
    await expect(page.getByTestId('lab-clock-toronto')).toHaveText(clock!);
    // A time the clocks skip is refused, with its reason, and the clock stays.
    await page.getByTestId('lab-clock-field').fill('2031-03-09T02:30');
    await page.getByRole('button', { name: 'Set the clock' }).click();
    await expect(page.getByTestId('lab-clock').getByText(/does not exist in Toronto: the clocks jump from 2:00 AM to 3:00 AM that night/)).toBeVisible();
    await expect(page.getByTestId('lab-clock-toronto')).toHaveText(clock!);
  },
);

sharedTabTest(
  'what the lab says of the machines is what they do: the carousel ends a visit on purpose, and says why; the chat keeps a started conversation',
  async ({ page }) => {
    await openLab(page, '?machine=carousel');
    const deadEnd = page.getByTestId('lab-properties').locator('li[data-property^="no dead end"]');
    await expect(deadEnd).toHaveAttribute('data-holds', 'true');
    await expect(deadEnd.getByTestId('lab-property-exempt')).toHaveText(/ends a visit on purpose: A carousel with no items has nothing to show or move\.$/);
    await chooseMachine(page, 'chat');
    await expect(page.getByText(/opening clears the history \(unless a conversation was started in this visit: then it is kept\)/)).toBeVisible();
    await expect(page.getByTestId('lab-properties').locator('li[data-property^="no call to a service waits forever"]')).toHaveAttribute('data-holds', 'true');
  },
);

sharedTabTest('search finds a guard and jumps the diagram to it; it finds a path by its variant and loads it in the player', async ({ page }) => {
  await openLab(page, '?machine=quiz');
  const search = page.getByTestId('lab-search');
  await search.getByLabel('States, events, guards and paths').fill('isContactComplete');
  await search.getByRole('button', { name: /^guard isContactComplete on SUBMIT from quiz\.contact/ }).click();
  const submit = diagram(page).locator('[data-transition="quiz.contact|SUBMIT|0"]');
  await expect(submit).toHaveAttribute('aria-pressed', 'true');
  await diagram(page).scrollIntoViewIfNeeded();
  await expect(submit.locator('rect').first()).toBeInViewport();

  await chooseMachine(page, 'chat');
  await search.getByLabel('States, events, guards and paths').fill('away leavingMessage');
  await search
    .getByRole('button', { name: /^path #\d+ away: reaches open\.away\.leavingMessage/ })
    .first()
    .click();
  await expect(page.getByTestId('path-details')).toContainText('reaches open.away.leavingMessage in ');
  await expect(page.getByTestId('lab-variant')).toHaveText('variant: away');
});

sharedTabTest.describe('on a phone (390 x 844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the lab reads and steps as a list of large buttons, nothing floats over it or runs off the screen, axe is clean', async ({ page }) => {
    await openLab(page, '?machine=quiz');
    const list = page.getByTestId('lab-list');
    await expect(list).toContainText('quiz.intro');
    // No sticky bar, chat launcher or dock on the lab: nothing covers its controls.
    await expect(page.getByTestId('sticky-cta-bar')).toHaveCount(0);
    await expect(page.getByTestId('chat-slot')).toHaveCount(0);
    const start = list.getByRole('button', { name: /^START → whoNeedsCare/ });
    expect((await start.boundingBox())!.height).toBeGreaterThanOrEqual(40);
    await start.tap();
    await expect(labState(page)).toHaveAttribute('data-state', 'whoNeedsCare');
    // A blocked way out opens its reason below it.
    await list.getByRole('button', { name: /^NEXT \[isWhoNeedsCareAnswered\] → supportNeeded \(blocked\)/ }).tap();
    await expect(list.getByTestId('lab-edge-blocked')).toContainText('Blocked: isWhoNeedsCareAnswered is false');
    expect(await phoneGateProblems(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    // The drawing is a tap away, and fills the width.
    await page.getByText('Diagram', { exact: true }).tap();
    expect((await diagram(page).boundingBox())!.height).toBeGreaterThanOrEqual(240);
    expect(await axeViolations(page)).toEqual([]);
  });

  test("the chat's own view fits the lab's frame: its close and send buttons are on the screen", async ({ page }) => {
    await openLab(
      page,
      `?machine=chat&variant=online&events=${encodeURIComponent(JSON.stringify([{ type: 'xstate.after.APPEAR_DELAY.chat.waiting' }, OPEN_ON_A_WEEKDAY]))}`,
    );
    await expect(labState(page)).toHaveAttribute('data-state', 'open.greeting');
    const frame = page.getByTestId('lab-real-view');
    for (const name of [CHAT_TEXT.close, CHAT_TEXT.send]) {
      const button = frame.getByRole('button', { name }).first();
      await button.scrollIntoViewIfNeeded();
      const box = (await button.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

sharedTabTest(
  'axe finds no violations with the diagram, a blocked edge explained, search results, timeline, sequence, player and coverage open',
  async ({ page }) => {
    await openLab(page, '?machine=quiz&events=' + encodeURIComponent(JSON.stringify([{ type: 'START' }, { type: 'NEXT' }])));
    await expect(labState(page)).toHaveAttribute('data-state', 'whoNeedsCare');
    await page.getByTestId('lab-search').getByLabel('States, events, guards and paths').fill('NEXT');
    await click(edge(page, 'NEXT [isWhoNeedsCareAnswered]', 'quiz.whoNeedsCare'));
    await expect(page.getByTestId('lab-edge-popover')).toContainText('Blocked: isWhoNeedsCareAnswered is false');
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('lab-edge-popover')).toBeHidden();
    await page.getByLabel('Path', { exact: true }).selectOption({ index: 1 });
    expect(await axeViolations(page)).toEqual([]);
    // Mantine's segmented control hides its radios: click the label, as QA does.
    await page.getByText('Transition table', { exact: true }).click();
    await expect(page.getByTestId('lab-table')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  },
);

sharedTabTest.describe('what the lab says is what XState does, in the minified lab build', () => {
  sharedTabTest('the self-check finds the lab agreeing with XState on every machine', async ({ page }) => {
    await openLab(page);
    await page.getByRole('button', { name: 'Check the lab against XState' }).click();
    await expect(page.getByTestId('lab-self-check-summary')).toContainText(/^The lab agrees with XState on all 12 machines: \d+ states, \d+ events\.$/, {
      timeout: 20_000,
    });
  });

  sharedTabTest(
    "the away chat's and(): a blank name and an undialable number are refused by the guard that refuses them, the valid message taken",
    async ({ page }) => {
      await openLab(page, `?machine=chat&variant=away&events=${encodeURIComponent(JSON.stringify(AWAY_UP_TO_THE_FORM))}`);
      await expect(labState(page)).toHaveAttribute('data-state', 'open.away.leavingMessage');
      const submits = page.getByTestId('lab-event').filter({ has: page.getByRole('button', { name: /^SUBMIT_OFFLINE_MESSAGE/ }) });
      await expect(submits).toHaveCount(3);
      await expect(submits.nth(0)).toContainText('and(isOfflineFormComplete, isCallbackNumberValid): passes → taken');
      await expect(submits.nth(1)).toContainText(/and\(isOfflineFormComplete, isCallbackNumberValid\): blocks \(isOfflineFormComplete is false \(name " +"/);
      await expect(submits.nth(1)).not.toContainText('→ taken');
      await expect(submits.nth(2)).toContainText(
        'and(isOfflineFormComplete, isCallbackNumberValid): blocks (isCallbackNumberValid is false (phone "evenings"))',
      );
      // The diagram's edge reads and(...), never a minified name; clicked, it offers the payloads and
      // says MC/DC's three evaluations, each seen by the model tests (decision 0057).
      const and = edge(page, 'SUBMIT_OFFLINE_MESSAGE [and(isOfflineFormComplete, isCallbackNumberValid)]', 'chat.open.away.leavingMessage');
      await expect(and).toBeVisible();
      await click(and);
      // Shown and holding the focus (a dropdown hidden as "detached" once left typing to the diagram).
      await expect(page.getByTestId('lab-edge-popover')).toBeVisible();
      await expect(page.locator('[data-testid="lab-edge-popover"]:focus-within')).toHaveCount(1);
      await expect(page.getByTestId('lab-edge-conditions').locator('li')).toHaveText([
        '[isOfflineFormComplete=true, isCallbackNumberValid=true]: taken: seen',
        '[isOfflineFormComplete=false, isCallbackNumberValid=true]: refused: seen',
        '[isOfflineFormComplete=true, isCallbackNumberValid=false]: refused: seen',
      ]);
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('lab-edge-popover')).toBeHidden();

      // A payload typed as JSON is judged before it is sent, with the reason.
      await page.getByLabel('Payload (JSON)').fill(
        JSON.stringify({
          type: 'SUBMIT_OFFLINE_MESSAGE',
          name: 'Harpreet Sandhu',
          email: 'harpreet.sandhu@example.ca',
          message: 'Please call me.',
          phone: '12',
        }),
      );
      await page.getByRole('button', { name: 'Send payload' }).click();
      await expect(page.getByTestId('lab-message')).toHaveText('Refused: isCallbackNumberValid is false (phone "12"). Nothing was sent.');
      await expect(labState(page)).toHaveAttribute('data-state', 'open.away.leavingMessage');
      await submits
        .nth(2)
        .getByRole('button', { name: /^SUBMIT_OFFLINE_MESSAGE/ })
        .click();
      await expect(labState(page)).toHaveAttribute('data-state', 'open.away.leavingMessage');
      // A refused step is a step, marked with its reason on the timeline.
      await expect(page.getByTestId('lab-timeline')).toContainText('open.away.leavingMessage (refused: isCallbackNumberValid is false (phone "evenings"))');
      await submits
        .nth(0)
        .getByRole('button', { name: /^SUBMIT_OFFLINE_MESSAGE/ })
        .click();
      await expect(labState(page)).toHaveAttribute('data-state', 'open.away.sending.waiting');
    },
  );

  sharedTabTest("the carousel's not() and always: held and paused list where XState really goes", async ({ page }) => {
    await openLab(page, `?machine=carousel&events=${encodeURIComponent(JSON.stringify([{ type: 'POINTER_ENTER' }]))}`);
    await expect(labState(page)).toHaveAttribute('data-state', 'showing.held');
    await expect(edge(page, 'always [not(isHeld)]', 'carousel.showing.held')).toBeVisible();
    await page
      .locator('label')
      .filter({ hasText: /^List$/ })
      .click();
    const list = page.getByTestId('lab-list');
    const way = (key: string) => list.locator(`[data-transition="${key}"]`);
    await expect(way('carousel.showing|POINTER_LEAVE|0')).toContainText('POINTER_LEAVE → showing.rotating (then always [not(isHeld)])');
    await expect(way('carousel.showing|POINTER_ENTER|0')).toContainText('POINTER_ENTER → stays');
    await expect(way('carousel.showing.held|always|0')).toHaveAttribute('data-status', 'waiting');
    await expect(way('carousel.showing.held|always|0')).toContainText('always [not(isHeld)] → showing.rotating (waits for its guard)');
    await way('carousel.showing.held|always|0').getByRole('button').click();
    await expect(page.getByTestId('lab-guard-why')).toHaveText('Because isHeld is true (hovered true).');
    await expect(page.getByTestId('lab-unblock')).toHaveText('It passes after POINTER_LEAVE.');

    // Paused with the pointer still over it: PLAY lands in held, through rotating's always.
    await way('carousel.showing.held|PAUSE|0').getByRole('button').click();
    await expect(labState(page)).toHaveAttribute('data-state', 'showing.paused');
    await expect(way('carousel.showing.paused|PLAY|0')).toContainText('PLAY → showing.held (then always [isHeld])');
    await way('carousel.showing.paused|PLAY|0').getByRole('button').click();
    await expect(labState(page)).toHaveAttribute('data-state', 'showing.held');
  });
});
