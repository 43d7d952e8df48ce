import { screen, within } from '@testing-library/react';
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
    const user = userEvent.setup();
    renderWithSite(<MachineLab />);
    expect(labState()).toHaveAttribute('data-state', 'closed');
    expect(diagram().querySelector('[data-node="mobileMenu.closed"]')).toHaveAttribute('data-active', 'true');
    await user.click(screen.getByRole('button', { name: 'TOGGLE_MENU' }));
    expect(labState()).toHaveAttribute('data-state', 'open.collapsed');
    // The last transition taken is marked; the edges the state can take now are enabled.
    expect(diagram().querySelector('[data-transition="mobileMenu.closed|TOGGLE_MENU|0"]')).toHaveAttribute('data-last', 'true');
    const expand = within(diagram()).getByRole('button', { name: /^Transition TOGGLE_LOCATIONS from mobileMenu\.open\.collapsed to mobileMenu\.open\.expanded, can be taken now/ });
    expand.focus();
    await user.keyboard('{Enter}');
    expect(labState()).toHaveAttribute('data-state', 'open.expanded');
    await user.click(screen.getByRole('radio', { name: 'Transition table' }));
    expect(within(screen.getByTestId('lab-table')).getAllByRole('row')).toHaveLength(7); // header + 6 transitions
  });

  it("lists the toast's timer on the simulated clock and fires it when time jumps to it", async () => {
    const user = userEvent.setup();
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

  it('names the guard that blocks Next on an empty quiz step, refuses a bad payload, and goes back on the timeline', async () => {
    const user = userEvent.setup();
    renderWithSite(<MachineLab />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Machine' }), 'quiz');
    await user.click(await screen.findByRole('button', { name: 'START' }));
    expect(labState()).toHaveAttribute('data-state', 'whoNeedsCare');
    const next = screen.getAllByTestId('lab-event').find((e) => within(e).queryByRole('button', { name: 'NEXT' }));
    expect(next).toHaveTextContent('isWhoNeedsCareAnswered: blocks (isWhoNeedsCareAnswered is false (whoNeedsCare ""))');
    await user.click(within(next!).getByRole('button', { name: 'NEXT' }));
    expect(labState()).toHaveAttribute('data-state', 'whoNeedsCare');
    await user.type(screen.getByLabelText('Payload (JSON)'), '{{"type": "ANSWER_WHO"');
    await user.click(screen.getByRole('button', { name: 'Send payload' }));
    expect(screen.getByTestId('lab-message')).toHaveTextContent('The payload is not valid JSON: nothing was sent.');
    expect(screen.getByLabelText('Payload (JSON)')).toHaveValue('{"type": "ANSWER_WHO"');
    await user.click(screen.getByRole('button', { name: /^ANSWER_WHO/ }));
    await user.click(screen.getByRole('button', { name: 'NEXT' }));
    expect(labState()).toHaveAttribute('data-state', 'supportNeeded');
    expect(screen.getByTestId('lab-position')).toHaveTextContent('Step 4 of 4');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(labState()).toHaveAttribute('data-state', 'whoNeedsCare');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(labState()).toHaveAttribute('data-state', 'whoNeedsCare');
    expect(screen.getByTestId('lab-position')).toHaveTextContent('Step 1 of 4');
    await user.click(screen.getByRole('button', { name: 'Forward' }));
    expect(screen.getByTestId('lab-position')).toHaveTextContent('Step 2 of 4');
    // The address holds the session: a bug report is a link.
    const params = new URLSearchParams(window.location.search);
    expect(params.get('machine')).toBe('quiz');
    expect(JSON.parse(params.get('events') ?? '[]')).toEqual([{ type: 'START' }, { type: 'NEXT' }]);
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
