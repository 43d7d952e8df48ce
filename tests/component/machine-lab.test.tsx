import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PERSONAL_CARE_PAGE } from '../../src/content/info-pages/personal-care';
import { MachineLab } from '../../src/features/machine-lab/machine-lab';
import { renderWithSite } from '../render';

describe('machine lab', () => {
  it('steps the mobile menu machine through its events and shows its diagram', async () => {
    const user = userEvent.setup();
    renderWithSite(<MachineLab />);
    const state = screen.getByTestId('lab-state');
    expect(state).toHaveAttribute('data-state', 'closed');
    expect(screen.getAllByRole('row')).toHaveLength(7); // header + 6 transitions
    await user.click(screen.getByRole('button', { name: 'TOGGLE_MENU' }));
    expect(state).toHaveAttribute('data-state', 'open.collapsed');
    await user.click(screen.getByRole('button', { name: 'TOGGLE_LOCATIONS' }));
    expect(state).toHaveAttribute('data-state', 'open.expanded');
    await user.click(screen.getByRole('button', { name: 'CHOOSE_LINK' }));
    expect(state).toHaveAttribute('data-state', 'closed');
  });

  it('fires a timed transition of the toast machine at once', async () => {
    const user = userEvent.setup();
    renderWithSite(<MachineLab />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Machine' }), 'toast');
    const state = await screen.findByTestId('lab-state');
    expect(state).toHaveAttribute('data-state', 'hidden');
    await user.click(screen.getByRole('button', { name: /^SHOW .*Copied to clipboard!/ }));
    expect(state).toHaveAttribute('data-state', 'visible.counting');
    expect(within(screen.getByRole('table')).getAllByText('staysOpen')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'after TOAST_DURATION' }));
    expect(state).toHaveAttribute('data-state', 'hidden');
  });

  it("starts the chat advisor with the site's script and fires its delays on demand", async () => {
    const user = userEvent.setup();
    renderWithSite(<MachineLab />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Machine' }), 'chat');
    const state = await screen.findByTestId('lab-state');
    expect(state).toHaveAttribute('data-state', 'waiting');
    await user.click(screen.getByRole('button', { name: 'after APPEAR_DELAY' }));
    expect(state).toHaveAttribute('data-state', 'closed');
    await user.click(screen.getByRole('button', { name: 'OPEN' }));
    expect(state).toHaveAttribute('data-state', 'open.greeting');
    await user.click(screen.getByRole('button', { name: 'after GREETING_DELAY' }));
    expect(state.getAttribute('data-state')).toMatch(/^open\.(online\.listening|away\.noticePending)$/);
  });

  it("offers the content's example events and reads combined guards", async () => {
    const user = userEvent.setup();
    renderWithSite(<MachineLab />);
    const machine = screen.getByRole('combobox', { name: 'Machine' });
    await user.selectOptions(machine, 'accordion');
    const faq = PERSONAL_CARE_PAGE.sections.find((s) => s.kind === 'faq');
    if (faq?.kind !== 'faq') throw new Error('The personal care page has an FAQ');
    const question = faq.items[0]!.question;
    await user.click(await screen.findByRole('button', { name: `TOGGLE ${JSON.stringify({ item: question })}` }));
    expect(screen.getByTestId('lab-state')).toHaveAttribute('data-state', 'expanded');
    await user.selectOptions(machine, 'carousel');
    expect(await screen.findByText('not(isHeld)')).toBeInTheDocument();
  });
});
