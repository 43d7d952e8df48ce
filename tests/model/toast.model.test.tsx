import { act, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import type { Toast, ToastOptions, toastMachine } from '../../machines/toast/toast.machine';
import { toastView } from '../../machines/toast/toast.view';
import { TIMINGS } from '../../src/content/site';
import { useToast } from '../../src/shared/widgets/toast/toast-provider';
import { renderWithSite } from '../render';
import { MODEL_CONFIGURATIONS } from './configurations';
import { describeMachineModel } from './harness';

/** Stands in for any feature that raises a toast: it calls the same `useToast()` API. */
let nextToast: ToastOptions = {};
let resolvedReason = '';
function RaiseToast() {
  const { toast, withdraw } = useToast();
  return (
    <>
      <button type="button" onClick={() => toast(nextToast)}>
        Raise toast
      </button>
      {/* A feature whose reason for a toast is gone (a quiz step now answered). */}
      <button type="button" onClick={() => withdraw(resolvedReason)}>
        Resolve reason
      </button>
    </>
  );
}

let user: UserEvent;
const toaster = () => screen.getByTestId('toaster');
const closeButtons = () => within(toaster()).queryAllByRole('button', { name: 'Close notification' });
const viewOf = (model: SnapshotFrom<typeof toastMachine>) => toastView(model, () => {});

/** The notification on screen is the model's: its text, and role=alert only when destructive. */
function expectShowing(toast: Toast) {
  const region = within(toaster()).getByRole(toast.variant === 'destructive' ? 'alert' : 'status');
  expect(within(region).getByText(toast.title!)).toBeVisible();
  if (toast.description) expect(within(region).getByText(toast.description)).toBeVisible();
  expect(within(region).getByRole('button', { name: 'Close notification' })).toBeVisible();
  // One notification visible at a time: a new one has replaced any earlier one.
  expect(closeButtons()).toHaveLength(1);
}

/** The toaster shows exactly what the model's view model holds: nothing, or its one toast. */
function expectToaster(model: SnapshotFrom<typeof toastMachine>) {
  const { toast } = viewOf(model);
  if (toast) expectShowing(toast);
  else expect(closeButtons()).toHaveLength(0);
}

describeMachineModel({
  id: 'toast',
  ...MODEL_CONFIGURATIONS.toast[0]!,
  beforePath: () => {
    vi.useFakeTimers();
  },
  afterPath: () => {
    vi.useRealTimers();
  },
  render: (observer) => {
    user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
    renderWithSite(<RaiseToast />, { observer });
  },
  stateElement: () => toaster(),
  events: {
    SHOW: async ({ toast }) => {
      nextToast = toast;
      await user.click(screen.getByRole('button', { name: 'Raise toast' }));
    },
    WITHDRAW: async ({ reason }, model) => {
      resolvedReason = reason;
      const before = viewOf(model).toast;
      await user.click(screen.getByRole('button', { name: 'Resolve reason' }));
      // Only a toast raised about that reason leaves; any other stays on screen.
      if (before && before.reason !== reason) expectShowing(before);
    },
    DISMISS: async () => {
      await user.click(within(toaster()).getByRole('button', { name: 'Close notification' }));
    },
    'xstate.after.TOAST_DURATION.toast.visible.counting': (_, model) => {
      const { toast } = viewOf(model);
      if (!toast) throw new Error('A toast counts down only while one is shown');
      // Still there one millisecond before its duration, gone at it.
      act(() => vi.advanceTimersByTime(toast.duration - 1));
      expectShowing(toast);
      act(() => vi.advanceTimersByTime(1));
    },
  },
  states: {
    hidden: (model) => {
      expectToaster(model);
    },
    'visible.counting': (model) => {
      expectToaster(model);
    },
    'visible.pinned': (model) => {
      expectToaster(model);
      // An infinite duration keeps it open however long the visitor waits.
      act(() => vi.advanceTimersByTime(TIMINGS.toastDurationMs * 20));
      expectToaster(model);
    },
  },
});
