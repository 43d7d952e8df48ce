import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { allTransitions, stateNodes } from '../../machines/tooling/introspection';
import { toastMachine } from '../../machines/toast/toast.machine';
import { PERSONAL_CARE_PAGE } from '../../src/content/info-pages/personal-care';
import { MachineLab } from '../../src/features/machine-lab/machine-lab';
import { renderWithSite } from '../render';

const labState = () => screen.getByTestId('lab-state');
const diagram = () => screen.getByTestId('lab-diagram');

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('machine lab', () => {
  it('draws the mobile menu as a diagram, steps it by event buttons and by its edges, and keeps the table as a second view', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithSite(<MachineLab />);
    expect(labState()).toHaveAttribute('data-state', 'closed');
    expect(diagram().querySelector('[data-node="mobileMenu.closed"]')).toHaveAttribute('data-active', 'true');
    await user.click(screen.getByRole('button', { name: 'TOGGLE_MENU' }));
    expect(labState()).toHaveAttribute('data-state', 'open.collapsed');
    // The last transition taken is marked; the edges the state can take now are enabled.
    expect(diagram().querySelector('[data-transition="mobileMenu.closed|TOGGLE_MENU|0"]')).toHaveAttribute('data-last', 'true');
    const expand = within(diagram()).getByRole('button', {
      name: /^Transition TOGGLE_LOCATIONS from mobileMenu\.open\.collapsed to mobileMenu\.open\.expanded, can be taken now/,
    });
    expand.focus();
    await user.keyboard('{Enter}');
    expect(labState()).toHaveAttribute('data-state', 'open.expanded');
    await user.click(screen.getByRole('radio', { name: 'Transition table' }));
    expect(within(screen.getByTestId('lab-table')).getAllByRole('row')).toHaveLength(7); // header + 6 transitions
  });

  it("lists the toast's timer on the simulated clock and fires it when time jumps to it", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithSite(<MachineLab />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Machine' }), 'toast');
    expect(await screen.findByTestId('lab-state')).toHaveAttribute('data-state', 'hidden');
    await user.click(screen.getByRole('button', { name: /^SHOW .*Copied to clipboard!/ }));
    expect(labState()).toHaveAttribute('data-state', 'visible.counting');
    expect(screen.getByTestId('lab-timers')).toHaveTextContent(/after TOAST_DURATION in \d+ ms/);
    await user.click(screen.getByRole('button', { name: 'Jump to next timer' }));
    expect(labState()).toHaveAttribute('data-state', 'hidden');
    expect(screen.getByTestId('lab-timers')).toHaveTextContent('No timers pending.');
    // Every state and transition of the toast is on the diagram.
    expect(diagram().querySelectorAll('[data-node]')).toHaveLength(stateNodes(toastMachine).length);
    expect(diagram().querySelectorAll('[data-transition]')).toHaveLength(allTransitions(toastMachine).length);
  });

  it('names the guard that blocks Next on an empty quiz step, keeps the refused step, refuses a payload that is not JSON, and goes back and forward on the timeline', async () => {
    // The quiz stepped to its results on the diagram, and Back three steps, are the lab e2e's
    // (tests/e2e/machine-lab.spec.ts); here what it does not walk: a payload that is not JSON, Forward,
    // and the address holding the events up to where the timeline stands, a refused one among them.
    const user = userEvent.setup({ delay: null });
    renderWithSite(<MachineLab />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Machine' }), 'quiz');
    await user.click(await screen.findByRole('button', { name: 'START' }));
    expect(labState()).toHaveAttribute('data-state', 'whoNeedsCare');
    const next = screen.getAllByTestId('lab-event').find((e) => within(e).queryByRole('button', { name: 'NEXT' }));
    expect(next).toHaveTextContent('isWhoNeedsCareAnswered: blocks (isWhoNeedsCareAnswered is false (whoNeedsCare ""))');
    await user.click(within(next!).getByRole('button', { name: 'NEXT' }));
    expect(labState()).toHaveAttribute('data-state', 'whoNeedsCare');
    // Pasted whole: typed key by key, each keystroke renders the lab again (decision 0053).
    await user.click(screen.getByLabelText('Payload (JSON)'));
    await user.paste('{"type": "ANSWER_WHO"');
    await user.click(screen.getByRole('button', { name: 'Send payload' }));
    expect(screen.getByTestId('lab-message')).toHaveTextContent('The payload is not valid JSON: nothing was sent.');
    expect(screen.getByLabelText('Payload (JSON)')).toHaveValue('{"type": "ANSWER_WHO"');
    expect(screen.getByTestId('lab-position')).toHaveTextContent('Step 2 of 2');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(labState()).toHaveAttribute('data-state', 'whoNeedsCare');
    expect(screen.getByTestId('lab-position')).toHaveTextContent('Step 1 of 2');
    // The address holds the session up to where it stands: a bug report is a link.
    expect(new URLSearchParams(window.location.search).get('machine')).toBe('quiz');
    expect(JSON.parse(new URLSearchParams(window.location.search).get('events') ?? '[]')).toEqual([{ type: 'START' }]);
    await user.click(screen.getByRole('button', { name: 'Forward' }));
    expect(screen.getByTestId('lab-position')).toHaveTextContent('Step 2 of 2');
    expect(JSON.parse(new URLSearchParams(window.location.search).get('events') ?? '[]')).toEqual([{ type: 'START' }, { type: 'NEXT' }]);
  });

  it('rebuilds a state from a deep link, and says so when the link is broken', () => {
    const faq = PERSONAL_CARE_PAGE.sections.find((s) => s.kind === 'faq');
    if (faq?.kind !== 'faq') throw new Error('The personal care page has an FAQ');
    const events = [{ type: 'TOGGLE', item: faq.items[0]!.question }];
    window.history.replaceState(null, '', `/machine-lab?machine=accordion&events=${encodeURIComponent(JSON.stringify(events))}`);
    const { unmount } = renderWithSite(<MachineLab />);
    expect(labState()).toHaveAttribute('data-state', 'expanded');
    expect(screen.getByTestId('lab-position')).toHaveTextContent('Step 1 of 1');
    unmount();
    window.history.replaceState(null, '', '/machine-lab?machine=accordion&events=%5Bnot-json');
    renderWithSite(<MachineLab />);
    expect(screen.getByTestId('lab-address-error')).toHaveTextContent('The events in the address are not valid JSON.');
    expect(labState()).toHaveAttribute('data-state', 'collapsed');
  });
});

describe("the machine lab's one clock (decision 0044)", () => {
  /** Friday, March 5, 2027, 7:30 PM in Toronto (EST, before the spring change on March 14). */
  const FRIDAY_EVENING = '2027-03-06T00:30:00.000Z';
  const openAt = (query: string) => {
    window.history.replaceState(null, '', `/machine-lab${query}`);
    return renderWithSite(<MachineLab />);
  };
  const addressParams = () => new URLSearchParams(window.location.search);

  it('honours now= in the address, keeps it there, shows it on Toronto’s clock, and offers the windows of that time: Friday 7:30 PM gives Saturday 10:00 AM first', () => {
    openAt(`?machine=consultationRequest&now=${encodeURIComponent(FRIDAY_EVENING)}`);
    expect(screen.queryByTestId('lab-address-error')).not.toBeInTheDocument();
    expect(screen.getByTestId('lab-clock-toronto')).toHaveTextContent('Now in Toronto: Friday, March 5, 2027 at 7:30 PM');
    expect(screen.getByTestId('lab-clock-visitor')).toHaveTextContent(`On your clock (${Intl.DateTimeFormat().resolvedOptions().timeZone}):`);
    expect(screen.getByTestId('lab-first-window')).toHaveTextContent('First window on offer: Saturday, March 6, 2027, 10:00 AM Toronto time');
    const days = within(screen.getByTestId('lab-calendar-days')).getAllByRole('listitem');
    expect(days).toHaveLength(14);
    // 7:30 PM: the day's last window (7:00 PM) has begun.
    expect(days[0]).toHaveTextContent('Friday, March 5, 2027: Today’s times have passed');
    expect(addressParams().get('now')).toBe(FRIDAY_EVENING);
  });

  it('shows Canada Day 2027 closed, and a clock set in its field starts the session again at that time', async () => {
    const user = userEvent.setup({ delay: null });
    openAt(`?machine=consultationRequest&now=${encodeURIComponent(FRIDAY_EVENING)}`);
    await user.click(screen.getByRole('button', { name: /^SET_RELATIONSHIP / }));
    expect(screen.getByTestId('lab-position')).toHaveTextContent('Step 1 of 1');
    const field = screen.getByLabelText('Date and time in Toronto');
    await user.clear(field);
    await user.paste('2027-06-28T10:00');
    await user.click(screen.getByRole('button', { name: 'Set the clock' }));
    // Monday, June 28, 2027, 10:00 AM in Toronto (EDT): 14:00 UTC.
    expect(addressParams().get('now')).toBe('2027-06-28T14:00:00.000Z');
    expect(screen.getByTestId('lab-position')).toHaveTextContent('Step 0 of 0');
    expect(screen.getByTestId('lab-clock-toronto')).toHaveTextContent('Monday, June 28, 2027 at 10:00 AM');
    const canadaDay = within(screen.getByTestId('lab-calendar-days'))
      .getAllByRole('listitem')
      .find((item) => item.getAttribute('data-date') === '2027-07-01');
    expect(canadaDay).toHaveTextContent('Thursday, July 1, 2027: Closed for Canada Day');
    // Monday 10:00 AM: the first window is noon (2 hours' notice).
    expect(screen.getByTestId('lab-first-window')).toHaveTextContent('Monday, June 28, 2027, 12:00 PM Toronto time');
  });

  it('judges the request’s chosen windows at the lab’s time, as Next on the times would', async () => {
    const user = userEvent.setup({ delay: null });
    openAt('?machine=consultationRequest'); // the example's clock: Wednesday, March 5, 2031, 2:00 PM in Toronto
    await user.click(screen.getByRole('button', { name: /^RESTORE_DRAFT / }));
    expect(screen.getByTestId('lab-chosen-windows')).toHaveTextContent(
      '2 chosen; all still on offer now. Next on the times at this time: taken (areTimesChosen is true).',
    );
    // 23 hours on: Thursday 1:00 PM, the 2:00 PM window is within the 2 hours' notice.
    await user.clear(screen.getByLabelText('Advance by (ms)'));
    await user.paste(String(23 * 60 * 60 * 1000));
    await user.click(screen.getByRole('button', { name: 'Advance' }));
    expect(screen.getByTestId('lab-clock-toronto')).toHaveTextContent('Thursday, March 6, 2031 at 1:00 PM');
    expect(screen.getByTestId('lab-chosen-windows')).toHaveTextContent(
      '2 chosen; no longer on offer now: 2031-03-06T14:00:00-05:00. Next on the times at this time: refused (areTimesChosen is false).',
    );
  });

  it('stamps its time on the events it sends, judged at that time', async () => {
    const user = userEvent.setup({ delay: null });
    openAt(`?machine=chat&now=${encodeURIComponent('2026-11-25T15:00:00.000Z')}`); // Wednesday 10:00 AM in Toronto
    expect(screen.getByTestId('lab-chat-status')).toHaveTextContent('Status if the panel opened now: Online');
    await user.click(screen.getByRole('button', { name: 'Jump to next timer' }));
    await user.click(screen.getByRole('button', { name: /^OPEN / }));
    const events = JSON.parse(addressParams().get('events') ?? '[]') as { type: string; at?: number }[];
    // The appear delay (1000 ms) passed before the panel opened: OPEN carries the lab's time then.
    expect(events.at(-1)).toMatchObject({ type: 'OPEN', at: Date.parse('2026-11-25T15:00:01.000Z') });
    expect(screen.getByTestId('lab-context')).toHaveTextContent('"status": "Online"');
  });

  it('shows what each chat reply answered from the site’s words: the topic and its score (decision 0089)', async () => {
    const user = userEvent.setup({ delay: null });
    openAt(`?machine=chat&now=${encodeURIComponent('2026-11-25T15:00:00.000Z')}`); // Wednesday 10:00 AM in Toronto: Online
    expect(screen.getByTestId('lab-chat-answers')).toHaveTextContent('No reply has answered from the site’s words yet: the script answered.');
    await user.click(screen.getByRole('button', { name: 'Jump to next timer' }));
    await user.click(screen.getByRole('button', { name: /^OPEN / }));
    await user.click(screen.getByRole('button', { name: 'Jump to next timer' }));
    await user.click(screen.getByRole('button', { name: /^TYPE / }));
    await user.click(screen.getByRole('button', { name: /^SEND / }));
    await user.click(screen.getByRole('button', { name: 'Jump to next timer' }));
    // The greeting is message 1, "Do you serve Laval?" message 2, the reply message 3.
    expect(screen.getByTestId('lab-chat-answers')).toHaveTextContent('Message 3: service-area, by the service-area rule');
  });

  it('keeps a clock move in the address, so the link reopens with the time the timer had left', async () => {
    const user = userEvent.setup({ delay: null });
    openAt(`?machine=careCost`);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Machine' }), 'toast');
    await user.click(screen.getByRole('button', { name: /^SHOW .*Copied to clipboard!/ }));
    const timers = () => screen.getByTestId('lab-timers');
    const before = Number(/in (\d+) ms/.exec(timers().textContent ?? '')?.[1]);
    await user.clear(screen.getByLabelText('Advance by (ms)'));
    await user.paste('1000');
    await user.click(screen.getByRole('button', { name: 'Advance' }));
    expect(timers()).toHaveTextContent(`in ${before - 1000} ms`);
    expect(screen.getByTestId('lab-timeline')).toHaveTextContent('Clock moved on 1000 ms');
    const link = window.location.search;
    expect(JSON.parse(new URLSearchParams(link).get('events') ?? '[]')).toContainEqual({ type: 'lab.clock', ms: 1000 });
    cleanup();
    openAt(link);
    expect(screen.getByTestId('lab-timers')).toHaveTextContent(`in ${before - 1000} ms`);
    expect(screen.getByTestId('lab-position')).toHaveTextContent('Step 2 of 2');
  });
});
