import { createElement } from 'react';
import { toastView } from '../../../../machines/toast/toast.view';
import { preloadableComponent } from '../../lib/preloadable-component';
import { useMachineView } from '../../machines/use-machine';
import { ToastQueue } from './toast-provider';

/**
 * The notification card is its own chunk, fetched by the first toast (decision 0073: fetched when
 * idle, it was 1.2 KB every page paid for whether or not a toast ever came).
 */
const toastCard = preloadableComponent(() => import('./toast-card').then((m) => m.ToastCard));
export const preloadToastCard = toastCard.preload;

/**
 * Renders the toast queue's one notification with Mantine's Notification, from the toast view
 * model. The live regions are always in the page so screen readers announce a toast when it
 * appears; destructive ones interrupt (decision 0010).
 */
export function Toaster() {
  const view = useMachineView(ToastQueue.useActorRef(), toastView);
  const { toast } = view;
  // Shown once its card's code is here (fetched by the first toast), never behind
  // a Suspense fallback, whose reveal waits on a timer of React's (src/shared/lib/load-once.ts).
  const ToastCard = toastCard.useArrived(toast !== null);

  const notification = toast && ToastCard ? createElement(ToastCard, { key: toast.id, toast, destructive: view.isDestructive, onDismiss: view.dismiss }) : null;

  return (
    <section className="toast-region" aria-label="Notifications" data-state={view.dataState} data-testid="toaster">
      <div role="status" aria-live="polite" aria-atomic="true">
        {view.isAnnounced && !view.isDestructive && notification}
      </div>
      <div role="alert" aria-live="assertive" aria-atomic="true">
        {view.isAnnounced && view.isDestructive && notification}
      </div>
      {/* A notice whose news is spoken where the visitor is already: seen, not heard twice (decision 0045). */}
      {!view.isAnnounced && notification}
    </section>
  );
}
