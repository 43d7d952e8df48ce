import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useToast } from '../../src/shared/widgets/toast/toast-provider';
import { renderWithSite } from '../render';

function Trigger({ onUndo }: { onUndo: () => void }) {
  const { toast } = useToast();
  return (
    <button type="button" onClick={() => toast({ title: 'Download Started (Simulation)', action: { label: 'Undo', onClick: onUndo } })}>
      Download
    </button>
  );
}

describe('toaster', () => {
  it('runs a toast action and closes the toast', async () => {
    const user = userEvent.setup({ delay: null });
    const onUndo = vi.fn();
    renderWithSite(<Trigger onUndo={onUndo} />);
    await user.click(screen.getByRole('button', { name: 'Download' }));
    const status = within(screen.getByTestId('toaster')).getByRole('status');
    expect(within(status).getByText('Download Started (Simulation)')).toBeVisible();
    await user.click(within(status).getByRole('button', { name: 'Undo' }));
    expect(onUndo).toHaveBeenCalledOnce();
    expect(screen.getByTestId('toaster')).toHaveAttribute('data-state', 'hidden');
    expect(within(status).queryByText('Download Started (Simulation)')).not.toBeInTheDocument();
  });
});
