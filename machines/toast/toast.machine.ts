import { assertEvent, assign, setup } from 'xstate';
import { ignoring } from '../shared/ignored-events';

/**
 * Toast queue (docs/spec/SPEC.md §1): one notification visible at a time; a new one replaces it.
 * It closes after its duration (the default comes in as input, 5000 ms on this site) unless the
 * duration is `Infinity`, which pins it open until closed. A toast raised about something (its
 * `reason`) is withdrawn when that reason is gone: a step's notice once the step is answered or
 * the visitor has moved on (WITHDRAW naming the same reason; any other toast stays).
 */
export type ToastVariant = 'default' | 'destructive';

export interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface ToastOptions {
  title?: string;
  description?: string;
  action?: ToastAction;
  variant?: ToastVariant;
  /** Milliseconds; `Infinity` keeps it open. Defaults to the machine's `defaultDuration`. */
  duration?: number;
  /** What it is about, so it can be withdrawn when that is resolved (WITHDRAW with the same reason). */
  reason?: string;
  /**
   * False when the same news is already spoken where the visitor is (the chat's own confirmation
   * in its conversation): shown, but outside the live regions, so it is not heard twice.
   */
  announce?: boolean;
}

export interface Toast extends ToastOptions {
  id: number;
  variant: ToastVariant;
  duration: number;
}

export interface ToastContext {
  defaultDuration: number;
  current: Toast | null;
  shownCount: number;
}

export type ToastEvent = { type: 'SHOW'; toast: ToastOptions } | { type: 'DISMISS' } | { type: 'WITHDRAW'; reason: string };

export const toastMachine = setup({
  types: {
    context: {} as ToastContext,
    events: {} as ToastEvent,
    input: {} as { defaultDuration: number },
  },
  guards: {
    staysOpen: ({ context, event }) => {
      assertEvent(event, 'SHOW');
      return (event.toast.duration ?? context.defaultDuration) === Infinity;
    },
    isAboutThatReason: ({ context, event }) => {
      assertEvent(event, 'WITHDRAW');
      return context.current?.reason === event.reason;
    },
  },
  actions: {
    showToast: assign(({ context, event }) => {
      assertEvent(event, 'SHOW');
      const id = context.shownCount + 1;
      return {
        shownCount: id,
        current: {
          ...event.toast,
          id,
          variant: event.toast.variant ?? 'default',
          duration: event.toast.duration ?? context.defaultDuration,
        },
      };
    }),
    clearToast: assign({ current: null }),
  },
  delays: {
    TOAST_DURATION: ({ context }) => context.current?.duration ?? context.defaultDuration,
  },
}).createMachine({
  id: 'toast',
  context: ({ input }) => ({ defaultDuration: input.defaultDuration, current: null, shownCount: 0 }),
  initial: 'hidden',
  states: {
    hidden: {
      meta: { ignores: ignoring(['DISMISS', 'WITHDRAW'], 'No toast is shown: there is nothing to dismiss or withdraw.') },
      on: {
        SHOW: [
          { guard: 'staysOpen', target: 'visible.pinned', actions: 'showToast' },
          { target: 'visible.counting', actions: 'showToast' },
        ],
      },
    },
    visible: {
      // Every way in names its child; `initial` only satisfies xstate's compound-state rule.
      initial: 'counting',
      meta: { refuses: { WITHDRAW: 'Only the toast raised for that reason is withdrawn: any other toast stays.' } },
      on: {
        SHOW: [
          // The child is left and entered again, so a counting notice's time starts anew.
          { guard: 'staysOpen', target: '.pinned', actions: 'showToast' },
          { target: '.counting', actions: 'showToast' },
        ],
        DISMISS: { target: 'hidden', actions: 'clearToast' },
        WITHDRAW: { guard: 'isAboutThatReason', target: 'hidden', actions: 'clearToast' },
      },
      states: {
        counting: {
          after: { TOAST_DURATION: { target: '#toast.hidden', actions: 'clearToast' } },
        },
        pinned: {},
      },
    },
  },
});
