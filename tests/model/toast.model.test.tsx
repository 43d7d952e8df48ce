import { act, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import type { ToastOptions } from '../../machines/toast.machine';
import { TIMINGS } from '../../src/content/site';
import { useToast } from '../../src/shared/widgets/toast/toast-provider';
import { renderWithSite } from '../render';
import { describeMachineModel, type StepOf } from './harness';

/** Stands in for any feature that raises a toast: it calls the same `useToast()` API. */
let nextToast: ToastOptions = {};
let shown: ToastOptions = {};
function RaiseToast() {
  const { toast } = useToast();
  return (
    <button type="button" onClick={() => toast(nextToast)}>
      Raise toast
    </button>
  );
}

let user: UserEvent;
const toaster = () => screen.getByTestId('toaster');
const durationOf = (t: ToastOptions) => t.duration ?? TIMINGS.toastDurationMs;

function expectShowing(t: ToastOptions) {
  const region = within(toaster()).getByRole(t.variant === 'destructive' ? 'alert' : 'status');
  expect(within(region).getByText(t.title!)).toBeVisible();
  if (t.description) expect(within(region).getByText(t.description)).toBeVisible();
  expect(within(region).getByRole('button', { name: 'Close notification' })).toBeVisible();
}

describeMachineModel({
  id: 'toast',
  input: { defaultDuration: TIMINGS.toastDurationMs },
  beforePath: () => {
    vi.useFakeTimers();
  },
  afterPath: () => {
    vi.useRealTimers();
  },
  render: (observer) => {
    user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithSite(<RaiseToast />, { observer });
  },
  stateElement: () => toaster(),
  events: {
    SHOW: async (step: StepOf) => {
      nextToast = (step.event as unknown as { toast: ToastOptions }).toast;
      shown = nextToast;
      await user.click(screen.getByRole('button', { name: 'Raise toast' }));
    },
    DISMISS: async () => {
      await user.click(within(toaster()).getByRole('button', { name: 'Close notification' }));
    },
    'xstate.after.TOAST_DURATION.toast.visible.counting': async () => {
      // Still there one millisecond before its duration, gone at it.
      act(() => vi.advanceTimersByTime(durationOf(shown) - 1));
      expectShowing(shown);
      act(() => vi.advanceTimersByTime(1));
    },
  },
  states: {
    hidden: () => {
      expect(within(toaster()).queryByRole('button', { name: 'Close notification' })).not.toBeInTheDocument();
    },
    'visible.counting': () => {
      expect(durationOf(shown)).toBeLessThan(Infinity);
      expectShowing(shown);
      // One notification visible at a time: a new one has replaced any earlier one.
      expect(within(toaster()).getAllByRole('button', { name: 'Close notification' })).toHaveLength(1);
    },
    'visible.pinned': () => {
      expectShowing(shown);
      // An infinite duration keeps it open however long the visitor waits.
      act(() => vi.advanceTimersByTime(TIMINGS.toastDurationMs * 20));
      expectShowing(shown);
      expect(within(toaster()).getAllByRole('button', { name: 'Close notification' })).toHaveLength(1);
    },
  },
});
