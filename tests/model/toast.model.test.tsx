import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ToastEvent, ToastOptions } from '../../machines/toast/toast.machine';
import { useToast } from '../../src/shared/widgets/toast/toast-provider';
import { renderWithSite } from '../render';
import { MODEL_CONFIGURATIONS } from './configurations';
import { describeMachineModel, passTime, type Visit } from './harness';
import { modelPathsOf } from './model-paths';

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

/** docs/spec/SPEC.md §1 and §9.1: one notification visible at a time, gone after 5000 ms unless told otherwise. */
const DEFAULT_DURATION_MS = 5000;

/** The notification the visitor should be reading, worked out by hand from what was raised and done. */
interface ShownToast {
  title: string;
  description: string | undefined;
  destructive: boolean;
  /** How long it stays, in ms; Infinity keeps it open until closed. */
  stays: number;
  reason: string | undefined;
}

function toastAfter(events: Visit['events']): ShownToast | null {
  let shown: ShownToast | null = null;
  for (const event of events as readonly ToastEvent[]) {
    if (event.type === 'SHOW') {
      // A new notification replaces the one on screen.
      const { title, description, variant, duration, reason } = event.toast;
      shown = { title: title ?? '', description, destructive: variant === 'destructive', stays: duration ?? DEFAULT_DURATION_MS, reason };
    } else if (event.type === 'WITHDRAW') {
      // Only the notice raised about that reason goes.
      if (shown?.reason === event.reason) shown = null;
    } else {
      // Closed by the visitor, or its time is up.
      shown = null;
    }
  }
  return shown;
}

/** The state the queue is in, by hand: `data-state` must say the same. */
function stateAfter(events: Visit['events']): string {
  const toast = toastAfter(events);
  return toast === null ? 'hidden' : toast.stays === Infinity ? 'visible.pinned' : 'visible.counting';
}

/**
 * Every move docs/spec/SPEC.md §1 and the withdrawal of a resolved notice (a quiz step answered) ask for, as
 * `<state before> --EVENT--> <state after>`: the paths are generated from the machine, so a
 * transition it lost would simply not be walked; this list says what they must walk.
 */
const REQUIRED_MOVES = [
  /^hidden --SHOW--> visible\.counting$/,
  /^hidden --SHOW--> visible\.pinned$/,
  /^visible\.\w+ --SHOW--> visible\.counting$/,
  /^visible\.\w+ --SHOW--> visible\.pinned$/,
  /^visible\.\w+ --DISMISS--> hidden$/,
  /^visible\.counting --xstate\.after\.\w+\.toast\.visible\.counting--> hidden$/,
  // Withdrawn when it was raised about that reason; any other notification stays.
  /^visible\.\w+ --WITHDRAW--> hidden$/,
  /^visible\.(\w+) --WITHDRAW--> visible\.\1$/,
];

let user: UserEvent;
/** How long the visitor has watched the notification on screen (the fake clock's ms since it came). */
let waited = 0;
/** The card of the notification on screen, to tell a replaced one from the same one. */
let lastCard: HTMLElement | null = null;

const toaster = () => screen.getByTestId('toaster');
const politeRegion = () => within(toaster()).getByRole('status');
const alertRegion = () => within(toaster()).getByRole('alert');
const closeButtons = () => within(toaster()).queryAllByRole('button', { name: 'Close notification' });

function expectShowing(toast: ShownToast) {
  // Destructive notices interrupt (role=alert); the others are polite (role=status).
  const region = toast.destructive ? alertRegion() : politeRegion();
  const other = toast.destructive ? politeRegion() : alertRegion();
  const card = within(region).getByRole('group', { name: toast.title });
  expect(card).toBeVisible();
  // docs/spec/SPEC.md §1: a notification is in a default or a destructive variant, and the card says which.
  expect(card).toHaveAttribute('data-variant', toast.destructive ? 'destructive' : 'default');
  expect(card).toHaveTextContent(toast.description ? `${toast.title} ${toast.description}` : toast.title);
  expect(within(card).getByRole('button', { name: 'Close notification' })).toBeVisible();
  expect(other).toBeEmptyDOMElement();
  // One notification at a time (docs/spec/SPEC.md §9.1: 1 visible).
  expect(closeButtons()).toHaveLength(1);
  return card;
}

function expectNothingShown() {
  expect(closeButtons()).toHaveLength(0);
  expect(politeRegion()).toBeEmptyDOMElement();
  expect(alertRegion()).toBeEmptyDOMElement();
}

async function expectToaster({ events }: Visit) {
  const toast = toastAfter(events);
  expect(toaster()).toHaveAttribute('data-state', stateAfter(events));
  if (!toast) {
    expectNothingShown();
    return;
  }
  const card = expectShowing(toast);
  if (events.at(-1)?.type === 'SHOW') {
    // A new notification is a new card, not the old one with new words.
    expect(card).not.toBe(lastCard);
    lastCard = card;
    if (toast.stays === Infinity) {
      // An infinite duration keeps it open however long the visitor waits (here 100 s).
      await passTime(100_000);
      expectShowing(toast);
    } else {
      // Still there 1 ms before its 5000 ms; the countdown starts again with each new notification.
      await passTime(4999);
      waited = 4999;
      expectShowing(toast);
    }
  }
}

// Building the paths runs the machine: a machine that throws there fails a test here, where
// Stryker's Vitest runner sees it (a file that fails while collecting its tests reports no failure).
try {
  describeMachineModel({
    id: 'toast',
    ...MODEL_CONFIGURATIONS.toast[0]!,
    beforePath: () => {
      vi.useFakeTimers();
      waited = 0;
      lastCard = null;
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
        waited = 0;
      },
      WITHDRAW: async ({ reason }) => {
        resolvedReason = reason;
        await user.click(screen.getByRole('button', { name: 'Resolve reason' }));
      },
      DISMISS: async () => {
        await user.click(within(toaster()).getByRole('button', { name: 'Close notification' }));
      },
      'xstate.after.TOAST_DURATION.toast.visible.counting': async (_, { events }) => {
        const toast = toastAfter(events);
        if (!toast) throw new Error('A notification counts down only while one is shown');
        // Gone at 5000 ms after it came, not a millisecond before.
        await passTime(DEFAULT_DURATION_MS - 1 - waited);
        expectShowing(toast);
        await passTime(1);
      },
    },
    states: {
      hidden: expectToaster,
      'visible.counting': expectToaster,
      'visible.pinned': expectToaster,
    },
  });
} catch (error) {
  it("builds the toast queue's model paths", () => {
    expect(() => {
      throw error;
    }).not.toThrow();
  });
}

describe('toast: its model paths walk every move docs/spec/SPEC.md §1 gives the queue', () => {
  it('shows, replaces, pins, closes, times out, and withdraws only the notice of that reason', () => {
    const walked = modelPathsOf('toast', undefined).paths.flatMap(({ steps }) =>
      steps.map((step, i) => {
        const before = steps.slice(0, i).map((s) => s.event);
        return `${stateAfter(before)} --${step.event.type}--> ${stateAfter([...before, step.event])}`;
      }),
    );
    expect(REQUIRED_MOVES.filter((move) => !walked.some((w) => move.test(w))).map(String)).toEqual([]);
  });
});

describe('toast: notifications outside the model paths', () => {
  it('a notification given another duration (docs/spec/SPEC.md §1) closes after that duration: 2000 ms, not 1999', async () => {
    vi.useFakeTimers();
    try {
      user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
      renderWithSite(<RaiseToast />);
      nextToast = { title: 'Copied to clipboard!', duration: 2000 };
      await user.click(screen.getByRole('button', { name: 'Raise toast' }));
      await passTime(1999);
      expectShowing({ title: 'Copied to clipboard!', description: undefined, destructive: false, stays: 2000, reason: undefined });
      await passTime(1);
      expectNothingShown();
    } finally {
      vi.useRealTimers();
    }
  });

  it('a notification with an infinite duration stays open where a counting one was, and a counting one that replaces it closes after 5000 ms', async () => {
    vi.useFakeTimers();
    try {
      user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
      renderWithSite(<RaiseToast />);
      const raise = async (toast: ToastOptions) => {
        nextToast = toast;
        await user.click(screen.getByRole('button', { name: 'Raise toast' }));
      };
      await raise({ title: 'Copied to clipboard!' });
      await passTime(1000);
      await raise({ title: 'Download Started (Simulation)', duration: Infinity });
      await passTime(100_000);
      expectShowing({ title: 'Download Started (Simulation)', description: undefined, destructive: false, stays: Infinity, reason: undefined });
      await raise({ title: 'Copied to clipboard!' });
      await passTime(4999);
      expectShowing({ title: 'Copied to clipboard!', description: undefined, destructive: false, stays: 5000, reason: undefined });
      await passTime(1);
      expectNothingShown();
    } finally {
      vi.useRealTimers();
    }
  });

  it("a notification that replaces a counting one gets its own 5000 ms: the first one's time does not close it", async () => {
    vi.useFakeTimers();
    try {
      user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
      renderWithSite(<RaiseToast />);
      nextToast = { title: 'Copied to clipboard!' };
      await user.click(screen.getByRole('button', { name: 'Raise toast' }));
      await passTime(3000);
      nextToast = { title: 'Download Started (Simulation)' };
      await user.click(screen.getByRole('button', { name: 'Raise toast' }));
      // 6999 ms after the first, 3999 after the second: the second is still there.
      await passTime(3999);
      expectShowing({ title: 'Download Started (Simulation)', description: undefined, destructive: false, stays: 5000, reason: undefined });
      await passTime(1000);
      expectShowing({ title: 'Download Started (Simulation)', description: undefined, destructive: false, stays: 5000, reason: undefined });
      await passTime(1);
      expectNothingShown();
    } finally {
      vi.useRealTimers();
    }
  });

  it("is shown, but outside the live regions, so it is not heard twice (the chat's own confirmation)", async () => {
    vi.useFakeTimers();
    try {
      user = userEvent.setup({ delay: null, advanceTimers: vi.advanceTimersByTime });
      renderWithSite(<RaiseToast />);
      nextToast = { title: 'Message Received!', announce: false };
      await user.click(screen.getByRole('button', { name: 'Raise toast' }));
      expect(within(toaster()).getByRole('group', { name: 'Message Received!' })).toBeVisible();
      expect(politeRegion()).toBeEmptyDOMElement();
      expect(alertRegion()).toBeEmptyDOMElement();
      expect(closeButtons()).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
